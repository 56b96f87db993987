/** The heading level an element has: `<h1>`–`<h6>`, or `role="heading"` with its `aria-level` (2 by default). */
function levelOf(el: Element): number | undefined {
  const tag = /^h([1-6])$/.exec(el.localName);
  if (tag) return Number(tag[1]);
  if (el.getAttribute('role') !== 'heading') return undefined;
  return Number(el.getAttribute('aria-level')) || 2;
}

/**
 * The heading level that fits `el` into its page's outline: one below the nearest heading before
 * it in document order (at most 6), or 3 when there is none.
 */
export function outlineLevel(el: Element): number {
  const walker = el.ownerDocument.createTreeWalker(el.ownerDocument, NodeFilter.SHOW_ELEMENT);
  walker.currentNode = el;
  for (let node = walker.previousNode(); node; node = walker.previousNode()) {
    const level = levelOf(node as Element);
    if (level !== undefined) return Math.min(level + 1, 6);
  }
  return 3;
}
