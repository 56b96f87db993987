import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { ACCORDION_DURATION_MS } from '../../platform/constants/limits.ts';
import { emit, type SqEvent } from '../shared/events.ts';
import { prefersReducedMotion } from '../shared/motion.ts';
import { SqBlock } from '../shared/sq-block.ts';
import { readItems, restoreItem, type AccordionItem } from './accordion-items.ts';
import { accordionSchema, type AccordionData } from './accordion.schema.ts';
import { accordionStyles } from './accordion.styles.ts';
import { outlineLevel } from '../../platform/dom/heading-level.ts';

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
 * labelled by its button (while there are at most six).
 *
 * The children stay the page's (or the app's, e.g. React's): the element never moves, wraps or
 * removes them. Each `<details>` stays where it is and is shown whole in its item's panel
 * (manual slot assignment); the button's label is the text of its `<summary>`. The only changes
 * made to the children are two attributes: while upgraded, each item's `<summary>` is `hidden`
 * and its `<details>` is `open` while the item is open or animating shut. Both are put back
 * (summary shown, `open` as the item was) when `data-block-json` turns invalid, when the element
 * leaves the page, or when the `<details>` leaves the element. Children may be added, removed,
 * reordered or retitled at any time: the items follow them in their new order, each `<details>`
 * keeping its item's open state, and a `<details>` opened or closed from outside (its `open` set
 * by a script) opens or closes its item, as its trigger would.
 *
 * Items open and close with a 250 ms height animation (SPEC §9); while one runs, further changes
 * are refused (the animation lock). `prefers-reduced-motion: reduce` or the query flag
 * `nomotion=true` make changes instant. Opening an item closes the others unless
 * `allowMultipleOpen` is set. Items that are `open` in the server markup start open.
 * Keyboard: Enter and Space toggle, Arrow Down/Up move between titles, Home/End go to the first/last.
 *
 * The items' headings take `headingLevel` when it is set; otherwise one level below the nearest
 * heading before the accordion (3 when there is none), so they keep the page's heading order.
 *
 * @summary Collapsible items built from `<details>`, with one or several open at a time.
 *
 * @slot - The items: `<details>` children, each with a `<summary>` whose text is the item's title
 *   (a lone `<h2>`–`<h6>` inside the summary sets that item's heading level). Other children,
 *   including a `<details>` without a `<summary>`, are shown unchanged above the items.
 *
 * @event {SqEvent<SqToggleDetail>} sq-toggle - An item finished opening or closing; `detail` is
 *   `{ index, open }`. Fired once per item that changed, after its animation.
 *
 * @csspart item - One item (heading and panel); an open item also carries the part name `open`.
 * @csspart heading - The element with role heading around an item's trigger.
 * @csspart trigger - The button that opens and closes an item.
 * @csspart icon - The chevron inside the trigger.
 * @csspart panel - The content of an item: its `<details>`, summary hidden.
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

  /** Children are assigned to slots by the element (`HTMLSlotElement.assign`), never moved. */
  static override shadowRootOptions: ShadowRootInit = {
    ...LitElement.shadowRootOptions,
    slotAssignment: 'manual',
  };

  protected override readonly schema = accordionSchema;

  #items: AccordionItem[] = [];
  #busy = false;
  #running: Animation[] = [];
  /** Watches the children and the summaries' text; any change reads the items again. */
  #observer: MutationObserver | undefined;
  readonly #internals = this.attachInternals();

  constructor() {
    super();
    // `toggle` does not bubble: captured here for every `<details>` below the host.
    this.addEventListener('toggle', () => this.#follow(), true);
  }

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

  override connectedCallback(): void {
    super.connectedCallback();
    this.#observer ??= new MutationObserver(() => this.requestUpdate());
    // Back on the page after leaving it: the items are read again.
    this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#observer?.disconnect();
    this.#release();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (this.data && this.isConnected) this.#items = readItems(this, this.#items);
    // data-block-json turned invalid (or the element left the page): native details come back.
    else this.#release();
  }

  protected override renderBlock(data: AccordionData): TemplateResult {
    const region = this.#items.length <= MAX_REGION_PANELS;
    const level = data.headingLevel ?? outlineLevel(this);
    // Keyed by `<details>`: an item's shadow DOM (focus, a running animation) moves with it.
    return html`<slot></slot>
      <div class=${prefersReducedMotion() ? 'still' : ''}>
        ${repeat(
          this.#items,
          (item) => item.details,
          (item, i) => this.#renderItem(item, i, level, region),
        )}
      </div>`;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    // Each `<details>` item to its panel slot, every other child (all of them while
    // data-block-json is invalid) to the default slot.
    const details = new Set<Node>(this.#items.map((item) => item.details));
    const rest = [...this.childNodes].filter(
      (node): node is Element | Text =>
        (node instanceof Element || node instanceof Text) && !details.has(node),
    );
    this.renderRoot.querySelector<HTMLSlotElement>('slot:not([name])')?.assign(...rest);
    this.#items.forEach((item, i) =>
      this.renderRoot
        .querySelector<HTMLSlotElement>(`slot[name="panel-${i}"]`)
        ?.assign(item.details),
    );
    this.#observe();
  }

  #renderItem(item: AccordionItem, i: number, level: number, region: boolean): TemplateResult {
    return html`<div part=${item.open ? 'item open' : 'item'}>
      <div part="heading" role="heading" aria-level=${item.level ?? level}>
        <button
          part="trigger"
          id="trigger-${i}"
          aria-expanded=${item.open}
          aria-controls="panel-${i}"
          @click=${() => this.toggle(this.#items.indexOf(item))}
          @keydown=${(event: KeyboardEvent) => this.#onKeydown(event, this.#items.indexOf(item))}
        >
          <span class="label">${item.label}</span>
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

  /** Watches the host's children, each `<details>` child's children and each summary's text. */
  #observe(): void {
    const observer = this.#observer;
    if (!observer || !this.isConnected) return;
    observer.disconnect();
    observer.observe(this, { childList: true });
    for (const details of this.querySelectorAll(':scope > details'))
      observer.observe(details, { childList: true });
    for (const { summary } of this.#items)
      observer.observe(summary, { childList: true, subtree: true, characterData: true });
  }

  /** Hands every item back to native `<details>` and forgets them. */
  #release(): void {
    this.#stopAnimations();
    for (const item of this.#items) restoreItem(item);
    this.#items = [];
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
   * Follows a `<details>` opened or closed from outside (a script setting `open`): its item opens
   * or closes as if its trigger had been used. Waits for a running change to end.
   */
  #follow(): void {
    if (this.#busy) return;
    const index = this.#items.findIndex(
      (item) => item.details.open !== (item.open || item.closing),
    );
    if (index >= 0) void this.#change(index, this.#items[index]!.details.open);
  }

  /**
   * Opens or closes item `index` (and closes the others when it opens without
   * `allowMultipleOpen`), animating the panels' height under the animation lock. The items
   * changed are held by reference: the children may be reordered or removed meanwhile.
   */
  async #change(index: number, open: boolean): Promise<boolean> {
    const data = this.data;
    const target = this.#items[index];
    if (!data || !target || this.#busy) return false;
    if (target.open === open) return true;
    this.#busy = true;
    const others = open && !data.allowMultipleOpen ? this.#items.filter((item) => item.open) : [];
    const changed = [...others, target];
    const opens = (item: AccordionItem): boolean => item === target && open;
    // Focus inside a panel about to close moves to that item's trigger, not to the page.
    const focused = document.activeElement;
    const holder = changed.find((item) => !opens(item) && item.details.contains(focused));
    if (holder) this.#find('trigger', this.#items.indexOf(holder))?.focus();
    try {
      // No animation for a visitor who asked for none, nor on a hidden page (it would not run).
      const animate = !prefersReducedMotion() && document.visibilityState === 'visible';
      const from = changed.map((item) => (animate ? this.#height(item) : 0));
      for (const item of changed) this.#set(item, opens(item), animate && !opens(item));
      await this.#render();
      if (animate) {
        this.#internals.states.add('animating');
        // Content is clipped while the height animates (overflow is part of the keyframes).
        this.#running = changed.flatMap((item, n) => {
          const to = item.open ? this.#height(item) : 0;
          const frames = [from[n], to].map((px) => ({ height: `${px}px`, overflow: 'hidden' }));
          const timing = { duration: ACCORDION_DURATION_MS, easing: 'ease', fill: 'forwards' };
          return this.#panel(item)?.animate(frames, timing as KeyframeAnimationOptions) ?? [];
        });
        await Promise.allSettled(this.#running.map((animation) => animation.finished));
        for (const item of changed) this.#set(item, item.open, false);
        await this.#render();
        this.#stopAnimations();
        this.#internals.states.delete('animating');
      }
    } finally {
      this.#busy = false;
    }
    // Reported at the items' current positions; an item gone meanwhile has nothing to report.
    for (const item of changed) {
      const at = this.#items.indexOf(item);
      if (at >= 0) emit<SqToggleDetail>(this, 'sq-toggle', { index: at, open: opens(item) });
    }
    // A `<details>` opened or closed from outside during the change is followed now.
    this.#follow();
    return true;
  }

  /** Sets an item's state and, while it is an item, its `<details>`'s `open` to match. */
  #set(item: AccordionItem, open: boolean, closing: boolean): void {
    item.open = open;
    item.closing = closing;
    if (this.#items.includes(item)) item.details.open = open || closing;
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
    return index < 0 ? null : this.renderRoot.querySelector<HTMLElement>(`#${part}-${index}`);
  }

  /** The shadow panel of `item`, null once the item is gone. */
  #panel(item: AccordionItem): HTMLElement | null {
    return this.#find('panel', this.#items.indexOf(item));
  }

  /** Current height of an item's panel, 0 while hidden or gone. */
  #height(item: AccordionItem): number {
    return this.#panel(item)?.getBoundingClientRect().height ?? 0;
  }
}
