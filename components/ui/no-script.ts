/**
 * The page without JavaScript, in <noscript> in every page's <head> (see RootDocument; a <style>
 * in <body> is not valid HTML). A carousel's row is then scrolled by hand: its arrows, dots and
 * slide-show button would do nothing, so they are not shown, and the row keeps a thin scrollbar.
 * Kept apart from the carousel's module, which would bring the carousel's code to every page. The
 * comparison's check boxes (`data-compare-control`) would do nothing either: hidden too.
 */
export const NO_SCRIPT_STYLE =
  '[data-carousel-control],[data-compare-control]{display:none!important}.carousel-viewport{scrollbar-width:thin}';
