/**
 * Every word and picture of a page is in its HTML; JavaScript only adds motion. So a page's
 * scripts need not compete with its stylesheet, font and first picture on a slow connection:
 * this rewrite makes the browser fetch Next's script chunks only once the page has painted.
 *
 * Next writes its chunks as `<script src async>` tags (plus a low-priority preload of the entry
 * chunk). They are replaced by one small inline script that adds the same tags, in the same
 * order, once the page has painted. Async
 * scripts may run in any order, and Turbopack's runtime already waits for the chunks it lists,
 * so nothing else changes. The `nomodule` polyfill tag, which modern browsers skip, stays.
 */

const CHUNK_SCRIPT = /<script src="([^"]*\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g;
const CHUNK_PRELOAD = /<link rel="preload" as="script"[^>]*href="[^"]*\/_next\/static\/chunks\/[^"]+\.js"[^>]*\/>/g;

/**
 * The loader: adds the chunk tags as soon as the browser reports its first paint (the observer
 * runs after that frame); where paint timing is missing, in the task after the next frame; and in
 * any case three seconds after the `load` event (a page opened in a background tab paints only
 * when it is shown).
 */
export function loaderScript(sources) {
  return (
    '(function(){var s=' +
    JSON.stringify(sources) +
    ',d=document,n=0;function go(){if(n++)return;s.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;d.head.appendChild(e)})}' +
    'try{new PerformanceObserver(function(l,o){o.disconnect();go()}).observe({type:"paint",buffered:true})}' +
    'catch(x){requestAnimationFrame(function(){var c=new MessageChannel;c.port1.onmessage=go;c.port2.postMessage(0)})}' +
    'addEventListener("load",function(){setTimeout(go,3000)})})()'
  );
}

/** Returns the page with its chunk scripts loaded after the first paint, or unchanged if it has none. */
export function deferScripts(html) {
  const sources = [];
  for (const [, src] of html.matchAll(CHUNK_SCRIPT)) if (!sources.includes(src)) sources.push(src);
  if (sources.length === 0) return html;
  let placed = false;
  const rewritten = html
    .replace(CHUNK_PRELOAD, '')
    .replace(CHUNK_SCRIPT, () => {
      if (placed) return '';
      placed = true;
      return `<script>${loaderScript(sources)}</script>`;
    });
  return rewritten;
}
