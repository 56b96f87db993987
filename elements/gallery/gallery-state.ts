/**
 * The state machine of `<sq-gallery>` (SPEC §4 Gallery): the current index (wrapping), the
 * motion lock shared with linked galleries, loop ends, carousel groups and the address hash.
 * `SqGallery` extends it with the drawing, the designs' motion and the visitor's input.
 */
import { deepLinkIndex, plainHashId } from '../shared/deep-link.ts';
import { emit } from '../shared/events.ts';
import { SqBlock } from '../shared/sq-block.ts';
import type { SqGalleryEndDetail, SqGallerySlideChangeDetail } from './gallery-events.ts';
import type { GalleryData } from './gallery.schema.ts';
import type { Slide } from './gallery-slides.ts';
import { DESIGN_SPEED_S } from './gallery.styles.ts';
import { slideIdFromHash, writeSlideHash } from './motion/history-hash.ts';
import { carouselGroups, carouselSlidesPerRow, wrapIndex } from './motion/layouts.ts';

/**
 * A gallery's index and motion (SPEC §4). Subclasses read the slides and draw the motion
 * (`move`); this class decides whether and where the index goes and tells everyone.
 */
export abstract class GalleryState extends SqBlock<GalleryData> {
  protected readonly internals = this.attachInternals();
  protected slides: Slide[] = [];
  protected index = 0;
  /** The gallery's width in px, read where a design is laid out from it (the page lays out). */
  protected get width(): number {
    return this.clientWidth;
  }
  /** The start index was picked (the first valid settings were read). */
  protected started = false;
  #moving = false;

  /** Animates the change from slide `from` to `this.index` (`dir` 1 forwards, -1 back). */
  protected abstract move(from: number, dir: number, ms: number): Promise<void>;

  /** Index of the current slide. Setting it moves there (wrapping; refused while in motion). */
  get currentIndex(): number {
    return this.index;
  }

  set currentIndex(index: number) {
    void this.goTo(index);
  }

  /** Number of slides. */
  get slideCount(): number {
    return this.slides.length;
  }

  /** A change is animating (index changes are refused, here and in linked galleries). */
  get inMotion(): boolean {
    return this.#moving;
  }

  /** The carousel's page (SPEC §4 currentGroup); other designs count one slide a group. */
  get currentGroup(): number {
    return this.groups().currentGroup;
  }

  /** The carousel's number of pages (SPEC §4 totalGroups). */
  get totalGroups(): number {
    return this.groups().totalGroups;
  }

  /**
   * Shows slide `index` (wrapping modulo the count, negatives from the end; SPEC §4).
   * @returns {Promise<boolean>} `true` once there, `false` when refused: this or a linked gallery
   *   is in motion, or the gallery is not upgraded.
   */
  goTo(index: number): Promise<boolean> {
    const to = wrapIndex(index, this.slides.length);
    return this.go(to, to < this.index ? -1 : 1);
  }

  /**
   * Next slide (the carousel: next group). At the end it wraps with `loop`, else it fires
   * `sq-reached-end` and resolves `false`.
   */
  next(): Promise<boolean> {
    return this.step(1);
  }

  /** Previous slide or group; at the start it wraps with `loop`, else fires `sq-reached-beginning`. */
  previous(): Promise<boolean> {
    return this.step(-1);
  }

  /** The start index: the slide the hash names (`historyHash`), a linked gallery's, `startIndex`. */
  protected startIndex(data: GalleryData): number {
    const fromHash = data.historyHash ? this.hashIndex() : -1;
    const peer = this.peers().find((gallery) => gallery.started);
    return fromHash >= 0 ? fromHash : (peer?.index ?? data.startIndex);
  }

  /** The slide the address hash names (SPEC §2), -1 for none. */
  protected hashIndex(): number {
    const id = slideIdFromHash(location.hash, this.data?.collectionUrl ?? location.pathname);
    return id ? this.slides.findIndex((slide) => slide.id === id) : -1;
  }

  /**
   * The slide a deep link opens in this gallery's lightbox (SPEC §2, as a standalone lightbox):
   * the one a plain `#itemId` names, else the one its own hash names (`historyHash`), else the
   * one named by the last segment of the page's path; -1 for none. A hash in the form a gallery
   * keeps its slide in (`#…/collection/item`) is only ever that gallery's: a shared slideshow
   * link never opens a different gallery's lightbox.
   */
  protected lightboxLinkIndex(): number {
    const plain = plainHashId(location.hash);
    const ids = this.slides.map((slide) => slide.id);
    return deepLinkIndex(ids, plain || this.data?.historyHash ? this.hashIndex() : -1);
  }

  /** Galleries linked to this one: the one `linkedTo` names and those naming this one's id. */
  protected peers(): GalleryState[] {
    const root = this.getRootNode() as Document | ShadowRoot;
    const named = this.data?.linkedTo && root.getElementById?.(this.data.linkedTo);
    return [...root.querySelectorAll<Element>('sq-gallery')].filter(
      (el): el is GalleryState =>
        el instanceof GalleryState &&
        el !== this &&
        (el === named || (!!this.id && el.data?.linkedTo === this.id)),
    );
  }

  /** Slides per page: the carousel's per-row count at the current width (SPEC §9), else 1. */
  protected perRow(): number {
    const data = this.data;
    return data?.design === 'carousel' ? carouselSlidesPerRow(this.width, data.slidesPerRow) : 1;
  }

  protected groups() {
    return carouselGroups(this.slides.length, this.perRow(), this.index);
  }

  /** Milliseconds a change takes: `speed`, else the design's SPEC §9 speed. */
  protected speedMs(): number {
    const data = this.data;
    return data ? (data.speed ?? DESIGN_SPEED_S[data.design] ?? 0) * 1000 : 0;
  }

  /**
   * One slide (or carousel group) in `dir`. At an end with `loop` off it fires the end event and
   * resolves false, unless `auto` (autoplay wraps regardless).
   */
  protected step(dir: 1 | -1, auto = false, ms?: number): Promise<boolean> {
    const data = this.data;
    const count = this.slides.length;
    if (!data || !count || this.#busy()) return Promise.resolve(false);
    const per = this.perRow();
    const { currentGroup, totalGroups } = carouselGroups(count, per, this.index);
    const group = currentGroup + dir;
    if ((group < 0 || group >= totalGroups) && !data.loop && !auto) {
      const type = dir > 0 ? 'sq-reached-end' : 'sq-reached-beginning';
      emit<SqGalleryEndDetail>(this, type, { index: this.index });
      return Promise.resolve(false);
    }
    return this.go(wrapIndex(group, totalGroups) * per, dir, false, ms);
  }

  #busy(): boolean {
    return this.#moving || this.peers().some((peer) => peer.#moving);
  }

  /**
   * Makes `to` current and animates there; linked galleries follow (`follow`: this change comes
   * from one of them). Refused while this gallery, or for a change of its own a linked one, moves.
   */
  protected async go(
    to: number,
    dir: number,
    follow = false,
    ms = this.speedMs(),
  ): Promise<boolean> {
    const from = this.index;
    const data = this.data;
    if (!data || !this.slides.length || (follow ? this.#moving : this.#busy())) return false;
    if (to === from) return true;
    const slide = this.slides[to]!;
    this.index = to;
    this.#moving = true;
    this.internals.states.add('in-motion');
    emit<SqGallerySlideChangeDetail>(this, 'sq-slide-change', {
      index: to,
      previousIndex: from,
      slideId: slide.id,
    });
    if (data.historyHash && slide.id) {
      writeSlideHash(data.collectionUrl ?? location.pathname, slide.id);
    }
    if (!follow)
      for (const peer of this.peers()) void peer.go(wrapIndex(to, peer.slideCount), dir, true);
    try {
      await this.move(from, dir, ms);
    } finally {
      this.#moving = false;
      this.internals.states.delete('in-motion');
      this.requestUpdate();
    }
    return true;
  }
}
