import { html, nothing, type TemplateResult } from 'lit';
import { state } from 'lit/decorators.js';
import { formatMoney } from '../../platform/commerce/money.ts';
import type { Currency } from '../../platform/constants/currencies.ts';
import { siteCurrency } from '../shared/commerce/site-currency.ts';
import { emit, type SqEvent } from '../shared/events.ts';
import { SqBlock } from '../shared/sq-block.ts';
import { readMenuMarkup } from './menu-markup.ts';
import { menuSchema, type MenuData, type MenuItem, type MenuSection } from './menu.schema.ts';
import { menuStyles } from './menu.styles.ts';

/** Detail of `sq-tab-show`: the section now selected. */
export interface SqTabShowDetail {
  /** Position of the section, from 0. */
  index: number;
  title: string;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-tab-show': SqEvent<SqTabShowDetail>;
  }
}

/** A price as a visitor reads it: a number in the currency's major unit formatted, text as written. */
export function menuPrice(price: MenuItem['price'], currency: Currency): string {
  if (typeof price !== 'number') return price ?? '';
  return formatMoney(Math.round(price * 10 ** currency.fractionDigits), currency);
}

/**
 * A restaurant menu (SPEC §4 Menu block): sections of dishes or drinks, each a tab. The server
 * markup is the whole menu, usable without JavaScript:
 *
 * ```html
 * <sq-menu>
 *   <section>
 *     <h3>Coffee</h3>
 *     <ul>
 *       <li><h4>Cortado</h4> <data value="4.25">$4.25</data> <p>Espresso cut with warm milk.</p></li>
 *     </ul>
 *   </section>
 * </sq-menu>
 * ```
 *
 * An item's name is its first `<h4>`–`<h6>` or `<strong>`, its description its first `<p>`, its
 * price its first `<data>` (a numeric `value` is an amount in the site currency's major unit).
 * `data-block-json` may instead carry the sections (`{"sections":[{"title","items":[{"name",
 * "description","price"}]}]}`); they then win over the markup.
 *
 * Upgraded, it follows the WAI-ARIA APG tabs pattern with manual activation: one tab selected at
 * a time, the first by default; Arrow Right/Left move focus to the next/previous tab, wrapping
 * round; Home/End to the first/last; Enter and Space (or a click) select the focused tab (SPEC §4).
 * The tab list is one tab stop (the selected tab), and the panel is the next. Prices are shown in
 * the site currency (`websiteSettings.storeSettings.selectedCurrency`, USD by default). A menu of
 * one section has no tab list: its title is a heading over its items. The server markup is kept,
 * unshown, and read again when it changes.
 *
 * @summary A restaurant menu: its sections as tabs, items with descriptions and prices.
 *
 * @slot - The server markup: `<section>`s, each a heading and a list. Shown only while the element is not upgraded.
 *
 * @event {SqEvent<SqTabShowDetail>} sq-tab-show - The visitor selected another section; `{ index, title }`.
 * @event sq-error - `data-block-json` is invalid.
 *
 * @csspart tablist - The row of tabs.
 * @csspart tab - One tab; the selected one also carries the part name `selected`.
 * @csspart panel - The selected section's panel.
 * @csspart heading - The title of a menu of one section.
 * @csspart items - The list of items.
 * @csspart item - One item.
 * @csspart name - An item's name.
 * @csspart price - An item's price.
 * @csspart description - An item's description.
 *
 * @cssproperty [--sq-menu-accent=currentColor] - The selected tab's underline.
 * @cssproperty [--sq-menu-border-color=color-mix(in srgb, currentColor 20%, transparent)] - The line under the tabs and between items.
 * @cssproperty [--sq-menu-focus-color=currentColor] - Keyboard focus outline.
 * @cssproperty [--sq-menu-gap=1rem] - Space between the tabs and the panel, and between items.
 */
export class SqMenu extends SqBlock<MenuData> {
  static override styles = menuStyles;

  protected override readonly schema = menuSchema;

  /** The selected section. */
  @state() private selected = 0;

  #markup?: MutationObserver;

  /** Position of the selected section, from 0. Setting it selects that section (no event). */
  get selectedIndex(): number {
    return this.selected;
  }

  set selectedIndex(index: number) {
    if (Number.isInteger(index) && index >= 0 && index < this.sections.length)
      this.selected = index;
  }

  /** The menu's sections: `data-block-json`'s, else those of the server markup. */
  get sections(): MenuSection[] {
    return this.data?.sections ?? readMenuMarkup(this);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#markup ??= new MutationObserver(() => this.requestUpdate());
    this.#markup.observe(this, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#markup?.disconnect();
  }

  protected override renderBlock(data: MenuData): unknown {
    const sections = this.sections;
    if (!sections.length) return html`<slot></slot>`;
    const currency = siteCurrency();
    const selected = Math.min(this.selected, sections.length - 1);
    if (sections.length === 1) {
      const [only] = sections as [MenuSection];
      return html`<h3 part="heading">${only.title}</h3>
        ${this.#items(only, currency)}`;
    }
    return html`<div
        part="tablist"
        role="tablist"
        aria-label=${data.label}
        @keydown=${this.#onKeydown}
      >
        ${sections.map(
          (section, i) =>
            html`<button
              part=${i === selected ? 'tab selected' : 'tab'}
              role="tab"
              type="button"
              id="tab-${i}"
              aria-selected=${i === selected}
              aria-controls="panel-${i}"
              tabindex=${i === selected ? 0 : -1}
              @click=${() => this.#select(i)}
            >
              ${section.title}
            </button>`,
        )}
      </div>
      ${sections.map(
        (section, i) =>
          html`<div
            part="panel"
            role="tabpanel"
            id="panel-${i}"
            aria-labelledby="tab-${i}"
            tabindex="0"
            ?hidden=${i !== selected}
          >
            ${this.#items(section, currency)}
          </div>`,
      )}`;
  }

  #items(section: MenuSection, currency: Currency): TemplateResult {
    return html`<ul part="items" role="list">
      ${section.items.map(
        (item) =>
          html`<li part="item">
            <span part="name">${item.name}</span>
            ${
              item.price === undefined
                ? nothing
                : html`<span part="price">${menuPrice(item.price, currency)}</span>`
            }
            ${item.description ? html`<p part="description">${item.description}</p>` : nothing}
          </li>`,
      )}
    </ul>`;
  }

  #tabs(): HTMLButtonElement[] {
    return [...this.renderRoot.querySelectorAll<HTMLButtonElement>('[role=tab]')];
  }

  /** APG tabs keys (manual activation): arrows move focus with wrap, Home/End to the ends. */
  #onKeydown = (event: KeyboardEvent): void => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const tabs = this.#tabs();
    const at = tabs.indexOf(event.target as HTMLButtonElement);
    if (at < 0) return;
    const count = tabs.length;
    const next = {
      ArrowRight: (at + 1) % count,
      ArrowLeft: (at || count) - 1,
      Home: 0,
      End: count - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    tabs[next]!.focus();
  };

  #select(index: number): void {
    if (index === this.selected) return;
    this.selected = index;
    const title = this.sections[index]?.title ?? '';
    emit<SqTabShowDetail>(this, 'sq-tab-show', { index, title });
  }
}
