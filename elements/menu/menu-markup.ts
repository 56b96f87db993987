/**
 * Reads a menu from its server markup (SPEC §4 Menu block): each `<section>` child is a section,
 * titled by its first heading, its items the `<li>`s of its list. In an item, the name is the
 * first `<h4>`–`<h6>` or `<strong>`, the description the first `<p>` and the price the first
 * `<data>`: a numeric `value` is an amount in the site currency's major unit (formatted by the
 * element), otherwise the `<data>`'s text is shown as written.
 */
import type { MenuItem, MenuSection } from './menu.schema.ts';

const trimmed = (node: Element | null): string =>
  node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

function priceOf(data: HTMLDataElement | null): MenuItem['price'] {
  if (!data) return undefined;
  const value = data.value.trim();
  const amount = value === '' ? NaN : Number(value);
  if (Number.isFinite(amount) && amount >= 0) return amount;
  return trimmed(data) || undefined;
}

function readItem(li: Element): MenuItem | undefined {
  const name = trimmed(li.querySelector('h4, h5, h6, strong'));
  if (!name) return undefined;
  const description = trimmed(li.querySelector('p')) || undefined;
  return { name, description, price: priceOf(li.querySelector('data')) };
}

/** The sections of `host`'s server markup, in order; sections without a title are left out. */
export function readMenuMarkup(host: Element): MenuSection[] {
  return [...host.querySelectorAll(':scope > section')].flatMap((section) => {
    const title = trimmed(section.querySelector(':scope > :is(h2, h3, h4, h5, h6)'));
    if (!title) return [];
    const items = [...section.querySelectorAll('li')].flatMap((li) => readItem(li) ?? []);
    return [{ title, items }];
  });
}
