/**
 * Handlers that run `action` as soon as a visitor reaches for a control (pointer over it,
 * keyboard focus or a touch), so what it needs can be fetched before the click.
 */
export function onIntent(action: () => void) {
  return { onPointerEnter: action, onFocus: action, onTouchStart: action };
}
