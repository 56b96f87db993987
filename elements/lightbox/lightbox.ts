import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { BREAKPOINTS, LIGHTBOX } from '../../platform/constants/limits.ts';
import { emit } from '../shared/events.ts';
import { prefersReducedMotion } from '../shared/motion.ts';
import { SqBlock } from '../shared/sq-block.ts';
import { hashId, HashHistory, linkedIndex } from './lightbox-address.ts';
import {
  openedChild,
  readChildItems,
  SLIDES,
  type ChildItem,
  type LightboxItem,
} from './lightbox-items.ts';
import { lightboxSchema, type LightboxData } from './lightbox.schema.ts';
import { lightboxStyles } from './lightbox.styles.ts';
import { Fades, scrollToItem } from './lightbox-motion.ts';
import { closeButton, itemView, stepButtons } from './lightbox-view.ts';
import type { SqLightboxDetail, SqSlideChangeDetail } from './lightbox-events.ts';

export type { LightboxItem } from './lightbox-items.ts';
export type { SqLightboxDetail, SqSlideChangeDetail } from './lightbox-events.ts';

/** Where items sit in a scroll-snap track (SPEC §4 "uses scroll transitions on mobile"). */
const MOBILE = `(pointer: coarse), (max-width: ${BREAKPOINTS.mobileMax}px)`;
const OPEN_MS = LIGHTBOX.speedS * 1000;
/** Clicks there are neither navigation nor backdrop. */
const NOT_ZONES = 'a[href],button,figcaption,[part=counter]';

const wrap = (index: number, count: number): number => ((index % count) + count) % count;

/**
 * A full-screen viewer of images (SPEC §2, §3, §4 Lightbox). It opens over the page in a native
 * modal `<dialog>`: focus moves to its close button and stays inside, the page behind is inert,
 * Escape (or Back with `historyHash`) closes it, and focus returns to what opened it.
 *
 * Items are the `items` property (`{ id?, content, meta?, ratio? }`, what `<sq-gallery>` sets),
 * or, while `items` was never set, the element's children carrying `data-slide-id` /
 * `data-slide-url` (public contract 4): `<a href="/full.jpg"><img …></a>` or
 * `<img data-src …>`, with an optional `<figcaption>` or `[data-meta]` caption. A click, Enter or
 * Space on such a child opens the lightbox there; the large image is an `<sq-image>` (contain),
 * whose code the first opening loads. The children stay where the page (or a framework) rendered
 * them (only their link or image may get `tabindex`, `role` and `aria-haspopup`); children added,
 * removed or reordered later are read again, in their new order, even while open. Whenever the
 * items change (children, or a new `items`), the item shown stays shown wherever it went; when it
 * is gone the one now at its place shows, and an open lightbox left without items closes.
 *
 * Navigation: previous/next buttons, ArrowLeft/ArrowRight (at most one move per 200 ms), and a
 * click on the image in the central 96% of the window (left half previous, right half next; a
 * click in the outer 2% on either side does nothing); a click beside the image (the backdrop)
 * closes. With `loop` (default), the ends wrap on desktop. On mobile (coarse pointer or a
 * viewport up to 432 px, decided when opening) the items sit in a horizontal scroll-snap track:
 * a swipe is a native scroll, the buttons and arrows scroll it, and the ends stop whatever
 * `loop` says. On desktop the items cross-fade over 500 ms. Opening fades the overlay (opacity 0.95) in over 0.6 s, closing out.
 * `prefers-reduced-motion: reduce` or `?nomotion=true` remove every animation (SPEC §9).
 *
 * Deep links (SPEC §2): on load, an item whose id is the address's `#hash` or its last path
 * segment opens (`deepLink`, default on); so does a later history step to `#id`. With
 * `historyHash`, opening pushes `#id` (moving replaces it), so Back closes the lightbox, and
 * closing takes the hash away again.
 *
 * Settings (`data-block-json`): `loop` (true), `theme` `dark` | `light` (dark), `historyHash`
 * (false), `deepLink` (true), `controls` (true: show previous/next buttons), `labels` (`dialog`,
 * `close`, `previous`, `next`, `counter` with `{index}` and `{count}`).
 *
 * @summary A modal, keyboard- and swipe-navigable image viewer with captions and deep links.
 *
 * @slot - Standalone use: the thumbnails, each child with `data-slide-id` or `data-slide-url`.
 *
 * @event {SqEvent<SqLightboxDetail>} sq-open - Before opening at `detail.index`. Cancelable:
 *   `preventDefault()` keeps it closed (`open()` resolves false).
 * @event {SqEvent<SqLightboxDetail>} sq-close - Before closing. Cancelable: `preventDefault()`
 *   keeps it open (`close()` resolves false); not cancelable when the browser closed the dialog.
 * @event {SqEvent<SqLightboxDetail>} sq-after-show - The opening fade ended.
 * @event {SqEvent<SqLightboxDetail>} sq-after-close - The lightbox closed; focus is back.
 * @event {SqEvent<SqSlideChangeDetail>} sq-slide-change - Another item is shown;
 *   `detail` is `{ index, previousIndex, slideId }`.
 *
 * @csspart dialog - The overlay covering the viewport.
 * @csspart item - One item: its content and caption.
 * @csspart meta - The caption of an item.
 * @csspart counter - The "N of M" text, announced politely.
 * @csspart close - The close button.
 * @csspart previous - The previous button.
 * @csspart next - The next button.
 *
 * @cssproperty [--sq-lightbox-background=#111 (dark), #fff (light)] - Overlay colour.
 * @cssproperty [--sq-lightbox-color=#fff (dark), #111 (light)] - Text and controls.
 * @cssproperty [--sq-lightbox-overlay-opacity=0.95] - Opacity of the overlay colour.
 * @cssproperty [--sq-lightbox-control-size=2.75rem] - Size of the round buttons.
 *
 * @cssstate open - The lightbox is open (also while it fades in or out).
 */
export class SqLightbox extends SqBlock<LightboxData> {
  static override styles = lightboxStyles;

  protected override readonly schema = lightboxSchema;

  readonly #internals = this.attachInternals();
  #items?: LightboxItem[];
  #children: ChildItem[] = [];
  #index = 0;
  #open = false;
  #closing?: Promise<boolean>;
  #mobile = false;
  /** The item fading out on desktop; -1 when none. */
  #leaving = -1;
  readonly #fades = new Fades();
  #opener: HTMLElement | null = null;
  readonly #history = new HashHistory();
  #linked = false;
  #lastArrow = -Infinity;

  /**
   * The items shown. Until set, the children that carry `data-slide-id` / `data-slide-url`.
   * Setting them takes the place of the children for good; while open, the item shown stays
   * shown when it is among the new items (the same `content` element).
   */
  get items(): LightboxItem[] {
    return this.#items ?? this.#children;
  }

  set items(items: LightboxItem[]) {
    const shown = this.items[this.#index]?.content;
    this.#items = items;
    this.#follow(shown);
  }

  /** Index of the item shown (or last shown), from 0. */
  get currentIndex(): number {
    return this.#index;
  }

  /** Whether the lightbox is open, including while it fades in or out. */
  get isOpen(): boolean {
    return this.#open;
  }

  /**
   * Opens the lightbox at item `index` (wrapping, negatives from the end). When it is already
   * open, shows that item instead. `opener` gets focus back after closing (default: the element
   * focused now).
   * @returns {Promise<boolean>} resolves `true` once the opening fade ended, `false` when refused: no
   *   items, invalid `data-block-json`, closing in progress, or `sq-open` cancelled.
   */
  async open(index = 0, opener?: HTMLElement): Promise<boolean> {
    // Opened again just after closing: the step back that closing took comes first.
    if (!this.#open && this.#history.stepping) await this.#history.settled();
    const count = this.items.length;
    if (this.#open) return !this.#closing && (this.goTo(index), true);
    if (!this.data || !count || !this.isConnected) return false;
    const i = wrap(index, count);
    if (!emit<SqLightboxDetail>(this, 'sq-open', { index: i }, { cancelable: true })) return false;
    this.#opener = opener ?? (document.activeElement as HTMLElement | null);
    this.#index = i;
    this.#mobile = matchMedia(MOBILE).matches;
    this.#open = true;
    this.#internals.states.add('open');
    // The large images are `<sq-image>`s: their code loads with the first opening (a page with
    // thumbnails has it already).
    import('../image/sq-image.ts').catch(reportError);
    await this.#render();
    this.#dialog.showModal();
    if (this.#mobile) scrollToItem(this.#track, i, true);
    this.#writeHash(true);
    await this.#fades.run(this.#dialog, [0, 1], OPEN_MS);
    if (this.#open && !this.#closing) emit<SqLightboxDetail>(this, 'sq-after-show', { index: i });
    return true;
  }

  /**
   * Closes the lightbox: fades out, then focus goes back to the opener.
   * @returns {Promise<boolean>} resolves `true` once closed (at once when it is not open), `false` when
   *   a listener cancelled `sq-close`.
   */
  close(): Promise<boolean> {
    if (!this.#open) return Promise.resolve(true);
    if (this.#closing) return this.#closing;
    if (!emit<SqLightboxDetail>(this, 'sq-close', { index: this.#index }, { cancelable: true }))
      return Promise.resolve(false);
    return (this.#closing = this.#hide());
  }

  /** Shows the next item (wrapping with `loop` on desktop). Returns false when it did not move. */
  next(): boolean {
    return this.#step(1);
  }

  /** Shows the previous item (wrapping with `loop` on desktop). Returns false when it did not move. */
  previous(): boolean {
    return this.#step(-1);
  }

  /** Shows item `index` (wrapping, negatives from the end) while open. False when it did not move. */
  goTo(index: number): boolean {
    const count = this.items.length;
    return this.#open && count > 0 && this.#show(wrap(index, count));
  }

  override connectedCallback(): void {
    super.connectedCallback();
    addEventListener('popstate', this.#onPopState);
    this.addEventListener('click', this.#onHostInput);
    this.addEventListener('keydown', this.#onHostInput);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    removeEventListener('popstate', this.#onPopState);
    this.removeEventListener('click', this.#onHostInput);
    this.removeEventListener('keydown', this.#onHostInput);
    if (this.#open) this.#finish();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (!this.hasUpdated) this.#children = readChildItems(this);
    // data-block-json turned invalid while open: close at once, before the dialog goes.
    if (!this.data && this.#open) this.#finish();
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    // SPEC §2: the first time there are items, a deep link opens the lightbox there.
    if (this.#linked || !this.data || !this.items.length) return;
    this.#linked = true;
    if (this.data.deepLink) void this.updateComplete.then(() => this.#openLinked());
  }

  protected override renderBlock(data: LightboxData): TemplateResult {
    const { labels } = data;
    const count = this.items.length;
    const counter = labels.counter
      .replace('{index}', String(this.#index + 1))
      .replace('{count}', String(count));
    return html`<slot @slotchange=${this.#onSlotChange}></slot>
      <dialog
        part="dialog"
        class=${data.theme}
        aria-label=${labels.dialog}
        @keydown=${this.#onKeydown}
        @cancel=${this.#onCancel}
        @close=${this.#onNativeClose}
        @click=${this.#onDialogClick}
      >
        <div
          class="track ${this.#mobile ? 'mobile' : ''}"
          tabindex=${this.#mobile ? 0 : nothing}
          @scrollend=${this.#onScrollEnd}
        >
          ${
            this.#open
              ? this.items.map((item, i) =>
                  itemView(
                    item,
                    i === this.#index ? 'current' : i === this.#leaving ? 'leaving' : '',
                  ),
                )
              : nothing
          }
        </div>
        <p part="counter" aria-live="polite">${count ? counter : ''}</p>
        ${closeButton(labels, this.close)}
        ${data.controls && count > 1 ? stepButtons(labels, this.#canStep, this.#step) : nothing}
      </dialog>`;
  }

  get #dialog(): HTMLDialogElement {
    return this.renderRoot.querySelector('dialog')!;
  }

  get #track(): HTMLElement {
    return this.renderRoot.querySelector('.track')!;
  }

  #render(): Promise<boolean> {
    this.requestUpdate();
    return this.updateComplete;
  }

  async #hide(): Promise<boolean> {
    this.#fades.stop();
    await this.#fades.run(this.#dialog, [1, 0], OPEN_MS, true);
    this.#finish();
    return true;
  }

  /** Closes the dialog, puts focus and the address back, fires `sq-after-close`. */
  #finish(): void {
    this.#open = false;
    this.#closing = undefined;
    this.#leaving = -1;
    this.#dialog.close();
    this.#fades.stop();
    this.#internals.states.delete('open');
    if (this.data?.historyHash) this.#history.clear(this.items.map((item) => item.id));
    this.#opener?.focus();
    this.#opener = null;
    this.requestUpdate();
    emit<SqLightboxDetail>(this, 'sq-after-close', { index: this.#index });
  }

  /** Whether moving by `delta` stays among the items (loop wraps on desktop only). */
  #canStep = (delta: number): boolean => {
    const count = this.items.length;
    const to = this.#index + delta;
    return count > 1 && ((to >= 0 && to < count) || (this.data!.loop && !this.#mobile));
  };

  #step = (delta: number): boolean =>
    this.#open && this.#canStep(delta) && this.#show(wrap(this.#index + delta, this.items.length));

  /** Shows item `i`: scrolls there on mobile (unless the visitor just did), cross-fades on desktop. */
  #show(i: number, scrolled = false): boolean {
    const previousIndex = this.#index;
    if (i === previousIndex) return false;
    this.#index = i;
    this.#writeHash(false);
    if (this.#mobile) {
      this.requestUpdate();
      if (!scrolled) scrollToItem(this.#track, i);
    } else void this.#crossFade(previousIndex);
    const slideId = this.items[i]!.id ?? '';
    emit<SqSlideChangeDetail>(this, 'sq-slide-change', { index: i, previousIndex, slideId });
    return true;
  }

  /** Desktop: the item shown fades in over the one leaving (SPEC §9 nav fade). */
  async #crossFade(from: number): Promise<void> {
    this.#fades.stop();
    this.#leaving = prefersReducedMotion() ? -1 : from;
    await this.#render();
    if (this.#leaving < 0) return;
    const figures = this.renderRoot.querySelectorAll('figure');
    const done = await Promise.all([
      this.#fades.run(figures[from]!, [1, 0], LIGHTBOX.navFadeMs),
      this.#fades.run(figures[this.#index]!, [0, 1], LIGHTBOX.navFadeMs),
    ]);
    if (!done.includes(false)) {
      this.#leaving = -1;
      this.requestUpdate();
    }
  }

  /** Mobile: the item the visitor scrolled (swiped) to becomes the current one. */
  #onScrollEnd = (event: Event): void => {
    const track = event.currentTarget as HTMLElement;
    if (!this.#open || !this.#mobile || !track.clientWidth) return;
    const i = Math.round(Math.abs(track.scrollLeft) / track.clientWidth);
    if (i < this.items.length) this.#show(i, true);
  };

  #onKeydown = (event: KeyboardEvent): void => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      void this.close();
      return;
    }
    const delta = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (!delta) return;
    event.preventDefault();
    // SPEC §9 arrow throttle: at most one move per 200 ms.
    if (event.timeStamp - this.#lastArrow < LIGHTBOX.arrowThrottleMs) return;
    this.#lastArrow = event.timeStamp;
    this.#step(delta);
  };

  /** A close request the browser lets us refuse goes through `close()` (and `sq-close`). */
  #onCancel = (event: Event): void => {
    if (!event.cancelable) return;
    event.preventDefault();
    void this.close();
  };

  /**
   * The browser closed the dialog by itself (an unrefusable close request). The `close` event of
   * our own closing comes a task later: by then the lightbox may be open again, and it is not
   * this one's.
   */
  #onNativeClose = (): void => {
    if (!this.#open || this.#closing || this.#dialog.open) return;
    emit<SqLightboxDetail>(this, 'sq-close', { index: this.#index });
    this.#finish();
  };

  /** Click zones (SPEC §9): on the image, left half previous, right half next; beside it, close. */
  #onDialogClick = (event: MouseEvent): void => {
    const path = event.composedPath();
    if (path.some((node) => node instanceof Element && node.matches(NOT_ZONES))) return;
    if (!this.items.some((item) => path.includes(item.content))) {
      void this.close();
      return;
    }
    const edge = (innerWidth * (1 - LIGHTBOX.clickZoneCentralRatio)) / 2;
    if (event.clientX < edge || event.clientX > innerWidth - edge) return;
    if (event.clientX < innerWidth / 2) this.previous();
    else this.next();
  };

  /** Standalone: children added, removed or reordered are read again, in their new order. */
  #onSlotChange = (): void => {
    const now = [...this.querySelectorAll(SLIDES)];
    const before = this.#children.map((item) => item.element);
    if (now.length === before.length && now.every((child, i) => child === before[i])) return;
    const shown = this.items[this.#index]?.content;
    this.#children = readChildItems(this, this.#children);
    if (!this.#items) this.#follow(shown);
  };

  /**
   * The items changed: the item that showed (`shown`) stays current wherever it went (when it
   * is gone, the one now at its place, or the last). An open lightbox left without items closes.
   */
  #follow(shown: HTMLElement | undefined): void {
    const count = this.items.length;
    const kept = this.items.findIndex((item) => item.content === shown);
    const index = kept >= 0 ? kept : Math.max(0, Math.min(this.#index, count - 1));
    if (this.#leaving >= 0) {
      // A cross-fade between the old places would fade the wrong items.
      this.#fades.stop();
      this.#leaving = -1;
    }
    this.#index = index;
    this.requestUpdate();
    if (!this.#open || this.#closing) return;
    if (!count) {
      emit<SqLightboxDetail>(this, 'sq-close', { index });
      this.#finish();
      return;
    }
    this.#writeHash(false);
    if (this.#mobile) void this.updateComplete.then(() => scrollToItem(this.#track, index, true));
  }

  /** Standalone: a click, Enter or Space on a child item opens the lightbox there. */
  #onHostInput = (event: MouseEvent | KeyboardEvent): void => {
    const i = this.#items ? -1 : openedChild(event, this.#children);
    if (i < 0) return;
    event.preventDefault();
    void this.open(i, this.#children[i]!.trigger);
  };

  /** SPEC §2 deep link: a history step to `#id` (or the page loading there) opens that item. */
  #openLinked(): void {
    const i = linkedIndex(this.items.map((item) => item.id));
    if (i >= 0) void this.open(i, this.#children[i]?.trigger);
  }

  #onPopState = (): void => {
    if (this.#history.stepping) return;
    if (this.#open) {
      // Back from the entry opening pushed: close without another history step.
      this.#history.pushed = false;
      if (!this.#closing) void this.close();
    } else if (this.data?.deepLink && hashId()) this.#openLinked();
  };

  /** With `historyHash`, puts `#id` of the current item in the address (pushed on opening). */
  #writeHash(opening: boolean): void {
    if (this.data?.historyHash) this.#history.write(this.items[this.#index]?.id, opening);
  }
}
