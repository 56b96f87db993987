/**
 * Helpers of the WAI-ARIA APG regression tests ported to our elements (the `*-apg.test.ts`
 * files): the accessibility tree as assistive technology reads it, focus through shadow roots,
 * Tab and Shift+Tab, and the elements an ARIA id reference names.
 */
import { expect } from '@open-wc/testing';
import { a11ySnapshot, sendKeys } from '@web/test-runner-commands';

/** A node of Chromium's accessibility tree (the fields the APG assertions read). */
export interface AxNode {
  role: string;
  name: string;
  description?: string;
  roledescription?: string;
  modal?: boolean;
  focused?: boolean;
  children?: AxNode[];
}

/** The nodes of the page's accessibility tree whose role is `role`, in tree order. */
export async function axNodes(role: string): Promise<AxNode[]> {
  const found: AxNode[] = [];
  const walk = (node: AxNode): void => {
    if (node.role === role) found.push(node);
    node.children?.forEach(walk);
  };
  walk((await a11ySnapshot({})) as unknown as AxNode);
  return found;
}

/** The element focused, looking through shadow roots. */
export function focused(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * Where focus is, as a test reads it: the focused element, or `BROWSER_UI` when no element of
 * the page has it (Tab went on to the browser's own controls, which a page sees as its body).
 */
export const BROWSER_UI = 'browser UI';
export function focusStop(): Element | typeof BROWSER_UI {
  const active = focused();
  return !active || active === document.body ? BROWSER_UI : active;
}

/** How the tests name elements: by their `part` attribute (a shadow control), else their tag. */
export const partNames = (elements: Element[]): string[] =>
  elements.map((element) => element.getAttribute('part') ?? element.localName);

/** The part name (see `partNames`) of the element focused, or BROWSER_UI. */
export function focusedPart(): string {
  const stop = focusStop();
  return stop === BROWSER_UI ? stop : partNames([stop])[0]!;
}

/** Presses Tab, or Shift+Tab when `back`, and answers where focus went. */
export async function tab(back = false): Promise<Element | typeof BROWSER_UI> {
  if (back) await sendKeys({ down: 'Shift' });
  await sendKeys({ press: 'Tab' });
  if (back) await sendKeys({ up: 'Shift' });
  return focusStop();
}

/**
 * Presses Tab (Shift+Tab when `back`) until focus has stopped on `count` elements of the page,
 * answering them in order. A press that takes focus to the browser's own controls is not a stop:
 * a native modal dialog lets Tab go there on its way back to the dialog's first element.
 */
export async function pageStops(count: number, back = false): Promise<Element[]> {
  const seen: Element[] = [];
  for (let press = 0; seen.length < count && press < 2 * count; press += 1) {
    const stop = await tab(back);
    if (stop !== BROWSER_UI) seen.push(stop);
  }
  return seen;
}

/**
 * The elements that `el`'s id-reference attribute `attr` (`aria-controls`, `aria-labelledby`,
 * `aria-describedby`) names, asserting that it names at least one and that each id is the id of
 * exactly one element in `el`'s tree (its document or shadow root), as the APG tests do.
 */
export function referenced(el: Element, attr: string): HTMLElement[] {
  const ids = (el.getAttribute(attr) ?? '').split(/\s+/).filter(Boolean);
  expect(ids.length, `${attr} on <${el.localName}> names an element`).to.be.greaterThan(0);
  const root = el.getRootNode() as Document | ShadowRoot;
  return ids.map((id) => {
    const matches = root.querySelectorAll<HTMLElement>(`#${CSS.escape(id)}`);
    expect(matches.length, `one element has the id "${id}" that ${attr} names`).to.equal(1);
    return matches[0]!;
  });
}
