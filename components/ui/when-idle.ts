/**
 * Runs `callback` once the page has loaded and the browser is idle (or `timeout` ms after the load
 * event, whichever comes first), so that React taking over the page and its first pictures have the
 * main thread and the connection before it. A browser without idle callbacks runs it in the task
 * after the load event. Returns what cancels it.
 */
export function whenLoadedAndIdle(callback: () => void, timeout: number): () => void {
  const idle = typeof window.requestIdleCallback === 'function';
  let pending: number | undefined;
  const loaded = () => {
    pending = idle ? window.requestIdleCallback(callback, { timeout }) : window.setTimeout(callback, 0);
  };
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', loaded, { once: true });
  return () => {
    window.removeEventListener('load', loaded);
    if (pending === undefined) return;
    if (idle) window.cancelIdleCallback(pending);
    else window.clearTimeout(pending);
  };
}
