/**
 * Moves focus to a heading that just changed (an outcome, a new standing, the first order that
 * came in), so keyboard and screen-reader users land on it, scrolling only when it is out of view
 * (the headings' scroll margin keeps them clear of the sticky site header).
 */
export function focusHeading(el: HTMLElement | null | undefined) {
  if (!el) return;
  el.focus({ preventScroll: true });
  el.scrollIntoView?.({ block: 'nearest' });
}
