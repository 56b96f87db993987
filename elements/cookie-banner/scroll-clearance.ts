/**
 * Keeps keyboard focus clear of a fixed bar (WCAG 2.2 "Focus Not Obscured"): while the bar
 * shows, the page's scroll padding on the bar's edge follows the bar's height, so an element that
 * gets focus is scrolled into view beside the bar instead of behind it.
 * @returns a function that stops it and gives the page back its own inline scroll padding
 */
export function keepScrollClear(bar: HTMLElement, edge: 'top' | 'bottom'): () => void {
  const style = bar.ownerDocument.documentElement.style;
  const name = `scroll-padding-${edge}`;
  const own = style.getPropertyValue(name);
  const observer = new ResizeObserver(() => style.setProperty(name, `${bar.offsetHeight}px`));
  observer.observe(bar);
  return () => {
    observer.disconnect();
    style.setProperty(name, own);
  };
}
