/**
 * Conversion between the server markup of `<sq-accordion>` (native `<details>` items) and its
 * upgraded light DOM (slotted title and panel wrappers). Nodes are moved, never copied, so the
 * visitor's content keeps its listeners and state both ways.
 */

/** One upgraded item: the server's `<details>` (kept aside) and the wrappers now holding its content. */
export interface AccordionItem {
  details: HTMLDetailsElement;
  /** The element the title came out of: the `<summary>`, or a heading that was its only child. */
  titleSource: HTMLElement;
  /** `<span slot="title-N">` holding the title's nodes. */
  title: HTMLElement;
  /** `<div slot="panel-N">` holding the rest of the item's nodes. */
  panel: HTMLElement;
  /** Heading level taken from an `<h2>`–`<h6>` in the summary; overrides `headingLevel`. */
  level: number | undefined;
  open: boolean;
  /** Closed, but its panel stays visible while it animates shut. */
  closing: boolean;
}

/** A new `<TAG slot="SLOT">` holding `nodes` (moved). */
function wrap(tag: 'span' | 'div', slot: string, nodes: Iterable<Node>): HTMLElement {
  const wrapper = document.createElement(tag);
  wrapper.slot = slot;
  wrapper.append(...nodes);
  return wrapper;
}

/**
 * Turns every `<details>` child of `host` that has a `<summary>` into an item, numbering the
 * slots from `firstIndex`. Each `<details>` is replaced in place by its two wrappers.
 */
export function adoptDetails(host: HTMLElement, firstIndex: number): AccordionItem[] {
  const items: AccordionItem[] = [];
  for (const details of host.querySelectorAll<HTMLDetailsElement>(':scope > details')) {
    const summary = details.querySelector<HTMLElement>(':scope > summary');
    if (!summary) continue;
    const index = firstIndex + items.length;
    const heading = soleHeading(summary);
    const titleSource = heading ?? summary;
    const title = wrap('span', `title-${index}`, titleSource.childNodes);
    const rest = [...details.childNodes].filter((node) => node !== summary);
    const panel = wrap('div', `panel-${index}`, rest);
    details.replaceWith(title, panel);
    const level = heading && Number(heading.localName[1]);
    items.push({ details, titleSource, title, panel, level, open: details.open, closing: false });
  }
  return items;
}

/** Puts the server markup back: every item's nodes return to its `<details>`, open as it is now. */
export function restoreDetails(items: readonly AccordionItem[]): void {
  for (const item of items) {
    item.titleSource.append(...item.title.childNodes);
    item.details.append(...item.panel.childNodes);
    item.details.open = item.open;
    item.title.replaceWith(item.details);
    item.panel.remove();
  }
}

/** The summary's only content when that is one `<h2>`–`<h6>` (whitespace aside). */
function soleHeading(summary: HTMLElement): HTMLElement | undefined {
  const [only, ...more] = [...summary.childNodes].filter(
    (node) => !(node instanceof Text) || node.data.trim(),
  );
  return !more.length && only instanceof HTMLElement && /^h[2-6]$/.test(only.localName)
    ? only
    : undefined;
}
