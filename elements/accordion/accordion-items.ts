/**
 * Conversion between the server markup of `<sq-accordion>` (native `<details>` items) and its
 * upgraded light DOM (slotted title and panel wrappers). Nodes are moved, never copied, so the
 * visitor's content keeps its listeners and state both ways.
 */

/** One upgraded item: the wrappers now holding the content of a server `<details>`. */
export interface AccordionItem {
  /** `<span slot="title-N">` holding the title's nodes. */
  title: HTMLElement;
  /** `<div slot="panel-N">` holding the rest of the item's nodes. */
  panel: HTMLElement;
  /** Heading level taken from an `<h2>`–`<h6>` in the summary; overrides `headingLevel`. */
  level: number | undefined;
  open: boolean;
  /** Closed, but its panel stays visible while it animates shut. */
  closing: boolean;
  /** Puts the server's `<details>` back in place of the wrappers, with their nodes, open as `open`. */
  restore(): void;
}

/** A new `<TAG slot="SLOT">` holding `nodes` (moved). */
function wrap(tag: 'span' | 'div', slot: string, nodes: NodeList): HTMLElement {
  const wrapper = document.createElement(tag);
  wrapper.slot = slot;
  wrapper.append(...nodes);
  return wrapper;
}

/**
 * Turns every `<details>` child of `host` that has a `<summary>` into an item, numbering the
 * slots from `firstIndex`. Each `<details>` is replaced in place by its two wrappers; while it
 * is upgraded, its `<summary>` is kept aside, empty.
 */
export function adoptDetails(host: HTMLElement, firstIndex: number): AccordionItem[] {
  const items: AccordionItem[] = [];
  for (const details of host.querySelectorAll<HTMLDetailsElement>(':scope > details')) {
    const summary = details.querySelector<HTMLElement>(':scope > summary');
    if (!summary) continue;
    const index = firstIndex + items.length;
    const heading = soleHeading(summary);
    // The element the title comes out of: the summary, or a heading that is its only child.
    const source = heading ?? summary;
    summary.remove();
    const title = wrap('span', `title-${index}`, source.childNodes);
    const panel = wrap('div', `panel-${index}`, details.childNodes);
    details.replaceWith(title, panel);
    items.push({
      title,
      panel,
      level: heading && Number(heading.localName[1]),
      open: details.open,
      closing: false,
      restore() {
        source.append(...title.childNodes);
        details.append(summary, ...panel.childNodes);
        details.open = this.open;
        title.replaceWith(details);
        panel.remove();
      },
    });
  }
  return items;
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
