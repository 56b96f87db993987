import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { ACCORDION_DURATION_MS } from '../../platform/constants/limits.ts';
import { emit, type SqEvent } from '../shared/events.ts';
import { prefersReducedMotion } from '../shared/motion.ts';
import { SqBlock } from '../shared/sq-block.ts';
import { adoptDetails, type AccordionItem } from './accordion-items.ts';
import { accordionSchema, type AccordionData } from './accordion.schema.ts';
import { accordionStyles } from './accordion.styles.ts';

/** Panels are labelled regions only while there are this few of them (WAI-ARIA APG advice). */
const MAX_REGION_PANELS = 6;

/** Detail of `sq-toggle`: which item changed and whether it is now open. */
export interface SqToggleDetail {
  /** Position of the item among the accordion's items, from 0. */
  index: number;
  open: boolean;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-toggle': SqEvent<SqToggleDetail>;
  }
}

/**
 * A list of collapsible items (SPEC §4 Accordion). Progressive enhancement of native
 * `<details>`: without JavaScript, or while `data-block-json` is invalid, the server markup
 * works as it is. Upgraded, it follows the WAI-ARIA APG accordion pattern: every title is a
 * button inside a heading, with `aria-expanded` and `aria-controls`, and every panel a region
 * labelled by its button (while there are at most six). The content of each item is moved,
 * not copied, into a `<span slot="title-N">` and a `<div slot="panel-N">` wrapper, so the
 * listeners on it survive; if `data-block-json` later becomes invalid the `<details>` come back.
 *
 * Items open and close with a 250 ms height animation (SPEC §9); while one runs, further changes
 * are refused (the animation lock). `prefers-reduced-motion: reduce` or the query flag
 * `nomotion=true` make changes instant. Opening an item closes the others unless
 * `allowMultipleOpen` is set. Items that are `open` in the server markup start open.
 * Keyboard: Enter and Space toggle, Arrow Down/Up move between titles, Home/End go to the first/last.
 *
 * @summary Collapsible items built from `<details>`, with one or several open at a time.
 *
 * @slot - The items: `<details>` children, each with a `<summary>` title (a lone `<h2>`–`<h6>`
 *   inside the summary sets that item's heading level). Other children, including a `<details>`
 *   without a `<summary>`, are shown unchanged above the items.
 *
 * @event {SqEvent<SqToggleDetail>} sq-toggle - An item finished opening or closing; `detail` is
 *   `{ index, open }`. Fired once per item that changed, after its animation.
 *
 * @csspart item - One item (heading and panel); an open item also carries the part name `open`.
 * @csspart heading - The element with role heading around an item's trigger.
 * @csspart trigger - The button that opens and closes an item.
 * @csspart icon - The chevron inside the trigger.
 * @csspart panel - The content of an item.
 *
 * @cssproperty [--sq-accordion-border-color=color-mix(in srgb, currentColor 20%, transparent)] - Line between items.
 * @cssproperty [--sq-accordion-border-width=1px] - Thickness of the line between items.
 * @cssproperty [--sq-accordion-trigger-padding=0.75em 0] - Space around each title.
 * @cssproperty [--sq-accordion-trigger-color=inherit] - Text colour of the titles.
 * @cssproperty [--sq-accordion-trigger-background=transparent] - Background of the titles.
 * @cssproperty [--sq-accordion-trigger-font-weight=600] - Weight of the titles.
 * @cssproperty [--sq-accordion-panel-spacing=1em] - Space below the content of an open item.
 * @cssproperty [--sq-accordion-icon-size=0.45em] - Size of the chevron.
 * @cssproperty [--sq-accordion-focus-color=currentColor] - Keyboard focus outline.
 *
 * @cssstate animating - An item is opening or closing; changes are refused until it ends.
 */
export class SqAccordion extends SqBlock<AccordionData> {
  static override styles = accordionStyles;

  protected override readonly schema = accordionSchema;

  #items: AccordionItem[] = [];
  #busy = false;
  #running: Animation[] = [];
  readonly #internals = this.attachInternals();

  /** Indexes of the open items, in order. An item counts as closed as soon as it starts closing. */
  get openItems(): readonly number[] {
    return this.#items.flatMap((item, index) => (item.open ? [index] : []));
  }

  /**
   * Opens item `index` (closing the others unless `allowMultipleOpen`).
   * @returns {Promise<boolean>} resolves `true` once the item is open, `false` when refused: another change is
   *   still animating, there is no such item, or `data-block-json` is invalid.
   */
  show(index: number): Promise<boolean> {
    return this.#change(index, true);
  }

  /**
   * Closes item `index`.
   * @returns {Promise<boolean>} resolves `true` once the item is closed, `false` when refused (see `show`).
   */
  hide(index: number): Promise<boolean> {
    return this.#change(index, false);
  }

  /**
   * Opens item `index` when closed, closes it when open.
   * @returns {Promise<boolean>} resolves `true` once the change is done, `false` when refused (see `show`).
   */
  toggle(index: number): Promise<boolean> {
    return this.#change(index, !this.#items[index]?.open);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#stopAnimations();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (this.data) {
      // Upgrades the `<details>` children not yet upgraded (server markup, or added later).
      this.#items.push(...adoptDetails(this, this.#items.length));
    } else {
      // data-block-json turned invalid: the server markup comes back.
      this.#stopAnimations();
      for (const item of this.#items) item.restore();
      this.#items = [];
    }
  }

  protected override renderBlock(data: AccordionData): TemplateResult {
    const region = this.#items.length <= MAX_REGION_PANELS;
    // A `<details>` added later is upgraded by the update its slotchange asks for.
    return html`<slot @slotchange=${() => this.requestUpdate()}></slot>
      <div class=${prefersReducedMotion() ? 'still' : ''}>
        ${this.#items.map((item, i) => this.#renderItem(item, i, data.headingLevel, region))}
      </div>`;
  }

  #renderItem(item: AccordionItem, i: number, level: number, region: boolean): TemplateResult {
    return html`<div part=${item.open ? 'item open' : 'item'}>
      <div part="heading" role="heading" aria-level=${item.level ?? level}>
        <button
          part="trigger"
          id="trigger-${i}"
          aria-expanded=${item.open}
          aria-controls="panel-${i}"
          @click=${() => this.toggle(i)}
          @keydown=${(event: KeyboardEvent) => this.#onKeydown(event, i)}
        >
          <slot name="title-${i}"></slot>
          <span part="icon" aria-hidden="true"></span>
        </button>
      </div>
      <div
        part="panel"
        id="panel-${i}"
        role=${region ? 'region' : nothing}
        aria-labelledby=${region ? `trigger-${i}` : nothing}
        ?hidden=${!item.open && !item.closing}
      >
        <div class="body"><slot name="panel-${i}"></slot></div>
      </div>
    </div>`;
  }

  /** APG accordion keys: Arrow Down/Up to the next/previous title (wrapping), Home, End. */
  #onKeydown(event: KeyboardEvent, index: number): void {
    const count = this.#items.length;
    const next = {
      ArrowDown: (index + 1) % count,
      ArrowUp: (index || count) - 1,
      Home: 0,
      End: count - 1,
    }[event.key];
    if (next === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    this.#find('trigger', next)?.focus();
  }

  /**
   * Opens or closes item `index` (and closes the others when it opens without
   * `allowMultipleOpen`), animating the panels' height under the animation lock.
   */
  async #change(index: number, open: boolean): Promise<boolean> {
    const data = this.data;
    const target = this.#items[index];
    if (!data || !target || this.#busy) return false;
    if (target.open === open) return true;
    this.#busy = true;
    const changed = [...(open && !data.allowMultipleOpen ? this.openItems : []), index];
    const opens = (i: number): boolean => i === index && open;
    // Focus inside a panel about to close moves to that item's trigger, not to the page.
    const focused = document.activeElement;
    const holder = changed.find((i) => !opens(i) && this.#items[i]!.panel.contains(focused));
    if (holder !== undefined) this.#find('trigger', holder)?.focus();
    try {
      // No animation for a visitor who asked for none, nor on a hidden page (it would not run).
      const animate = !prefersReducedMotion() && document.visibilityState === 'visible';
      const from = changed.map((i) => (animate ? this.#height(i) : 0));
      for (const i of changed) {
        const item = this.#items[i]!;
        item.open = opens(i);
        item.closing = animate && !item.open;
      }
      await this.#render();
      if (animate) {
        this.#internals.states.add('animating');
        // Content is clipped while the height animates (overflow is part of the keyframes).
        this.#running = changed.flatMap((i, n) => {
          const to = this.#items[i]?.open ? this.#height(i) : 0;
          const frames = [from[n], to].map((px) => ({ height: `${px}px`, overflow: 'hidden' }));
          const timing = { duration: ACCORDION_DURATION_MS, easing: 'ease', fill: 'forwards' };
          return this.#find('panel', i)?.animate(frames, timing as KeyframeAnimationOptions) ?? [];
        });
        await Promise.allSettled(this.#running.map((animation) => animation.finished));
        for (const item of this.#items) item.closing = false;
        await this.#render();
        this.#stopAnimations();
        this.#internals.states.delete('animating');
      }
    } finally {
      this.#busy = false;
    }
    // The items are gone when data-block-json turned invalid meanwhile: nothing left to report.
    if (this.#items[index] === target) {
      for (const i of changed)
        emit<SqToggleDetail>(this, 'sq-toggle', { index: i, open: opens(i) });
    }
    return true;
  }

  #render(): Promise<boolean> {
    this.requestUpdate();
    return this.updateComplete;
  }

  #stopAnimations(): void {
    for (const animation of this.#running) animation.cancel();
    this.#running = [];
  }

  /** The `trigger-N` or `panel-N` element of the shadow root. */
  #find(part: 'trigger' | 'panel', index: number): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>(`#${part}-${index}`);
  }

  /** Current height of a panel, 0 while hidden or missing. */
  #height(index: number): number {
    return this.#find('panel', index)?.getBoundingClientRect().height ?? 0;
  }
}
