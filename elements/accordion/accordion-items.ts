/**
 * The items of `<sq-accordion>`, read from its children as they are now. The children belong to
 * whoever rendered them (the server, or an app such as React that may add, remove or reorder
 * them at any time): nothing here moves, wraps or removes a node. While an item is upgraded, its
 * `<summary>` is hidden (the shadow DOM draws the title instead) and its `open` is set by the
 * element; `restoreItem` puts both back.
 */

/** One upgraded item: a `<details>` child of the accordion that has a `<summary>`. */
export interface AccordionItem {
  /** The item's `<details>`, assigned whole to the item's panel slot. */
  readonly details: HTMLDetailsElement;
  /** The `<summary>` of `details`, hidden while upgraded. */
  summary: HTMLElement;
  /** `summary.hidden` before the element hid it. */
  summaryHidden: HTMLElement['hidden'];
  /** The summary's text, whitespace collapsed: the label of the item's trigger. */
  label: string;
  /** Heading level taken from a lone `<h2>`–`<h6>` in the summary; overrides `headingLevel`. */
  level: number | undefined;
  open: boolean;
  /** Closed, but its panel (and `details.open`) stays visible while it animates shut. */
  closing: boolean;
}

/**
 * The items among `host`'s children now, in their order. An item of `previous` whose `<details>`
 * is still there is kept (with its open state) and its title read again; a new one starts as
 * open as its `<details>`; one that left is restored.
 */
export function readItems(host: HTMLElement, previous: readonly AccordionItem[]): AccordionItem[] {
  const known = new Map(previous.map((item) => [item.details, item]));
  const items: AccordionItem[] = [];
  for (const details of host.querySelectorAll<HTMLDetailsElement>(':scope > details')) {
    const summary = details.querySelector<HTMLElement>(':scope > summary');
    if (!summary) continue;
    const item = known.get(details) ?? {
      details,
      summary,
      summaryHidden: summary.hidden,
      label: '',
      level: undefined,
      open: details.open,
      closing: false,
    };
    if (item.summary !== summary) {
      // The app replaced the summary: the old one gets its own state back.
      item.summary.hidden = item.summaryHidden;
      item.summary = summary;
      item.summaryHidden = summary.hidden;
    }
    summary.hidden = true;
    item.label = (summary.textContent ?? '').replace(/\s+/g, ' ').trim();
    const heading = soleHeading(summary);
    item.level = heading && Number(heading.localName[1]);
    items.push(item);
  }
  for (const item of previous) if (!items.includes(item)) restoreItem(item);
  return items;
}

/** Puts an item's `<details>` back to native: its summary as it was, open when the item is open. */
export function restoreItem(item: AccordionItem): void {
  item.summary.hidden = item.summaryHidden;
  item.details.open = item.open;
}

/** The summary's only content when that is one `<h2>`–`<h6>` (whitespace and comments aside). */
function soleHeading(summary: HTMLElement): HTMLElement | undefined {
  const [only, ...more] = [...summary.childNodes].filter(
    (node) => node instanceof Element || (node instanceof Text && node.data.trim()),
  );
  return !more.length && only instanceof HTMLElement && /^h[2-6]$/.test(only.localName)
    ? only
    : undefined;
}
