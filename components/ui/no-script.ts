/**
 * The page without JavaScript, in <noscript> in every page's <head> (see RootDocument; a <style>
 * in <body> is not valid HTML). A carousel's row is then scrolled by hand: its arrows, dots and
 * slide-show button would do nothing, so they are not shown, and the row keeps a thin scrollbar.
 * Kept apart from the carousel's module, which would bring the carousel's code to every page. What
 * only a script makes work (`data-needs-script`: the comparison's check boxes, the figures a request
 * for LIC's illustration writes into its message) would do nothing either: hidden too.
 */
export const NO_SCRIPT_STYLE =
  '[data-carousel-control],[data-needs-script]{display:none!important}.carousel-viewport{scrollbar-width:thin}';
