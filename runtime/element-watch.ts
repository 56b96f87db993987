/**
 * Whether a page holds `sq-*` elements, now or later. The autoloader (autoloader.ts) and the
 * registry of every element's code are a chunk of their own: a page without blocks never loads
 * them, and a page whose first block arrives later (a script adds it) loads them then.
 */

/** Elements not yet upgraded whose tag is an sq- tag: `:not(:defined)` skips every built-in element. */
const PENDING = ':not(:defined)';

/** The sq- elements not yet defined in `node` and below it. */
export function pendingSqElements(node: ParentNode | Element): Element[] {
  const found: Element[] = [];
  if (node instanceof Element && node.matches(PENDING)) found.push(node);
  for (const element of node.querySelectorAll(PENDING)) found.push(element);
  return found.filter((element) => element.localName.startsWith('sq-'));
}

/**
 * Calls `found` once, as soon as `root` holds an sq- element not yet defined: at once when it
 * already does, else when one is added.
 * @returns a function that stops watching
 */
export function whenSqElementAppears(root: Document | ShadowRoot, found: () => void): () => void {
  if (pendingSqElements(root).length) {
    found();
    return () => undefined;
  }
  const observer = new MutationObserver((records) => {
    const added = records.some((record) =>
      [...record.addedNodes].some(
        (node) => node instanceof Element && pendingSqElements(node).length > 0,
      ),
    );
    if (!added) return;
    observer.disconnect();
    found();
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
