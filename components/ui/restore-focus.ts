/**
 * Hands focus back to `target` once a dialog has gone. Dialogs whose code loads on demand cannot
 * rely on Headless UI's focus history (it starts when its code arrives), so they call this on close.
 */
export function restoreFocusWhenClosed(target: HTMLElement | null, dialogSelector: string, timeoutMs = 2000) {
  const started = performance.now();
  const attempt = () => {
    if (!target?.isConnected) return;
    if (!target.closest('[inert]') && !document.querySelector(dialogSelector)) target.focus();
    else if (performance.now() - started < timeoutMs) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}
