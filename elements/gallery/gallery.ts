import { type PropertyValues } from 'lit';
import {
  GALLERY_AUTOPLAY_TIMEOUT_MS,
  KEY_CODE_LEFT,
  KEY_CODE_RIGHT,
} from '../../platform/constants/limits.ts';
import type { SqLightbox } from '../lightbox/lightbox.ts';
import { placedLengths, placeSlides } from './designs/placed.ts';
import { scrollToSlide, watchNear, watchSlideSwipe } from './designs/scroller.ts';
import { kenBurns, stackedMove } from './designs/stacked.ts';
import { startAutoplay } from './gallery-autoplay.ts';
import { lightboxItems, openLightbox } from './gallery-lightbox.ts';
import {
  fitMeta,
  hideMetaWhilePlaying,
  loadDue,
  loadSlide,
  readSlides,
  releaseSlides,
  resumeSlides,
  stopSlides,
  thumbnailImages,
  watchSlides,
} from './gallery-slides.ts';
import { GalleryState } from './gallery-state.ts';
import { renderGallery, type GalleryHandlers } from './gallery-view.ts';
import { gallerySchema, type GalleryData } from './gallery.schema.ts';
import { galleryStyles } from './gallery.styles.ts';
import type { Autoplay } from './motion/autoplay.ts';
import { wrapIndex } from './motion/layouts.ts';
import { watchResize } from './motion/resize.ts';

const SLIDESHOWS = ['stacked', 'strip', 'carousel'];
const SCROLLERS = ['strip', 'carousel'];

/** Content of a slide that handles its own clicks: they do not move or open the gallery. */
const SLIDE_CONTROLS = 'a[href],button,input,select,textarea,label,summary,video,audio,sq-video';

/**
 * An image and video gallery (SPEC §2, §3, §4 Gallery). Progressive enhancement: its children
 * are the slides (`data-slide-id`, `data-slide-url`, `data-type` image|video,
 * `data-click-through-url`, an `<img data-src data-image-dimensions data-image-focal-point alt>`
 * inside, an optional `<figcaption>`); page CSS (`galleryMarkupCss`) lays them out before the
 * upgrade exactly as after it. Upgraded, each child gets a slot `sN` in a wrapper of the design:
 * `stacked` (slideshow, Web Animations transitions `fade` | `slide` | `scroll` | `none`), `strip`
 * (a row of slides at their own aspect, scroll-snap), `carousel` (rows of 3, paged by group),
 * `grid`, `auto-grid`, `auto-columns` (masonry) and `auto-rows` (justified rows). Pictures load
 * as `<sq-image>` loads its own (sized for their box, focal point, lazy), drawn where they stand:
 * slideshows load the current slide and its neighbours (SPEC §9 preload 1), the grids as they
 * near the viewport.
 *
 * The children stay where the page (or a framework such as React) rendered them: the gallery
 * only sets their `slot`, inline styles (pictures, captions), a picture's `src` and a long
 * caption's `tabindex`. Children added, removed or reordered at any time, and changes to the
 * attributes it reads, pictures or captions, are followed: the slides are drawn in their new
 * order, the current slide stays current (when it is gone, the one now at its place, or the
 * last), and an open lightbox follows.
 *
 * Slideshows follow the WAI-ARIA APG carousel: a box with `aria-roledescription="carousel"` (a
 * region landmark named by `label`, else a group named "Gallery", so several unnamed galleries
 * add no landmarks), the rotation control first when autoplaying, previous / next buttons
 * (`aria-controls` naming the slides' container, `aria-disabled` at the ends with `loop` off),
 * slides as groups "N of M", and the slides'
 * container `aria-live` "off" while autoplaying, "polite" otherwise. Arrow Left / Right (key
 * codes 37 / 39) move while focus is inside; swipes move slideshows. Autoplay pauses while the
 * pointer or focus is inside (the rotation control's Start lifts those two holds: the slides
 * rotate while focus and the pointer stay on it), while an `<sq-video>` inside plays (`sq-play` /
 * `sq-pause`) and on a hidden page; `nomotion=true` or reduced motion turn it off. With
 * `lightbox`, items are buttons that open a lazily loaded `<sq-lightbox>` (appended to
 * `document.body`), which a deep link opens too (SPEC §2, as a standalone lightbox): a plain
 * `#itemId` or the page path's last segment, never a hash another gallery keeps. `linkedTo` names
 * another gallery whose index follows this one's and the other way round; changes are refused
 * while either moves. With `historyHash`, the current slide is kept in the address (SPEC §2).
 * A gallery without slides, an unknown design or transition, or a bad column width follow the
 * error contract: the server markup stays.
 *
 * @summary Slideshows, carousels and grids of images and videos, with lightbox and autoplay.
 *
 * @slot - The slides: one element child each (children added, removed or reordered later are
 *   followed).
 *
 * @event {SqEvent<SqGallerySlideChangeDetail>} sq-slide-change - The current slide changed (as
 *   the motion starts); `detail` is `{ index, previousIndex, slideId }`.
 * @event {SqEvent<SqGalleryEndDetail>} sq-reached-end - `next()` at the last slide (or group)
 *   with `loop` off; nothing moved.
 * @event {SqEvent<SqGalleryEndDetail>} sq-reached-beginning - `previous()` at the first slide
 *   (or group) with `loop` off; nothing moved.
 * @event sq-error - `data-block-json` is invalid (the message starts with SPEC §8 'Error decoding
 *   gallery block data.' or 'Error evaluating gallery block data.').
 *
 * @csspart gallery - The region around everything.
 * @csspart slides - The box the design lays the slides out in.
 * @csspart slide - A slide's wrapper; the current one is also `current`.
 * @csspart control - Every round button; also `play-pause`, `previous` or `next`.
 * @csspart thumbnails - The thumbnail strip.
 * @csspart thumbnail - A thumbnail button; the current one is also `current`.
 *
 * @cssproperty [--sq-gallery-aspect-ratio=3/2 (stacked), 2/1 (strip)] - Slideshow box.
 * @cssproperty [--sq-gallery-image-aspect-ratio=1] - Item box of grid, carousel, auto-grid.
 * @cssproperty --sq-gallery-gutter - Space between items (design defaults, SPEC §9).
 * @cssproperty [--sq-gallery-padding=20px] - Space between grid items.
 * @cssproperty [--sq-gallery-slides-per-row=3 (carousel), 4 (grid)] - Items per row.
 * @cssproperty [--sq-gallery-column-width=250px] - Column width of auto-grid / auto-columns.
 * @cssproperty [--sq-gallery-row-height=250px] - auto-rows row height before the upgrade.
 * @cssproperty [--sq-gallery-thumbnail-height=80px] - Thumbnail strip room before the upgrade.
 * @cssproperty [--sq-gallery-thumbnails-offset=0.5rem] - Space above the thumbnail strip.
 * @cssproperty [--sq-gallery-control-size=2.75rem] - Size of the round buttons.
 * @cssproperty [--sq-gallery-control-color=#fff] - Icon colour of the buttons.
 * @cssproperty [--sq-gallery-control-background=rgb(0 0 0/.55)] - Button background.
 * @cssproperty [--sq-gallery-focus-color=currentColor] - Keyboard focus outline.
 * @cssproperty [--sq-gallery-meta-color=#fff] - Caption text.
 * @cssproperty [--sq-gallery-meta-background=rgb(0 0 0/.6)] - Caption background.
 * @cssproperty [--sq-gallery-meta-padding=.5em .75em] - Caption padding.
 * @cssproperty [--sq-gallery-thumbnail-active-color=currentColor] - Frame of the current
 *   thumbnail, and of the current item of a gallery that steers a linked one.
 * @cssproperty [--sq-slide-aspect=1] - On a slide in the server markup: its width / height, so
 *   `strip`, `auto-columns` and `auto-rows` are laid out before the upgrade as after it.
 *
 * @cssstate in-motion - A change is animating; index changes are refused.
 * @cssstate autoplaying - The autoplay timer runs (not paused, held or off).
 */
export class SqGallery extends GalleryState {
  static override styles = galleryStyles;

  protected override readonly schema = gallerySchema;

  #leaving = -1;
  #paused = false;
  #autoplay?: Autoplay;
  #session?: AbortController;
  #thumbs?: HTMLElement[];
  #lightbox?: SqLightbox;
  #zoom?: Animation;
  /** Stops watching the children (watched while connected: a framework may change them). */
  #unwatch?: () => void;

  /** The autoplay timer runs now. */
  get autoplaying(): boolean {
    return !!this.#autoplay?.running;
  }

  /** Starts (or resumes) autoplay, when `autoplay` is set and motion is allowed. */
  play(): void {
    this.#paused = false;
    this.#autoplay?.start();
    this.requestUpdate();
  }

  /** The rotation control's Start: rotates even while focus or the pointer stays on it (APG). */
  #playByUser(): void {
    this.#paused = false;
    this.#autoplay?.startByUser();
    this.requestUpdate();
  }

  /** Pauses autoplay until `play()` (the visitor's pause button). */
  pause(): void {
    this.#paused = true;
    this.#autoplay?.stop();
    this.requestUpdate();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#unwatch = watchSlides(this, () => this.#onChildren());
    if (this.hasUpdated) this.#restart();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#unwatch?.();
    this.#stop();
  }

  /** SPEC §8 messages lead: JSON that does not parse is "decoding", the rest "evaluating". */
  protected override reportError(path: string, message: string): void {
    let step = 'evaluating';
    try {
      JSON.parse(this.blockJson ?? '{}');
    } catch {
      step = 'decoding';
    }
    super.reportError(path, `Error ${step} gallery block data. ${message}`);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    let data = this.data;
    if (data && (changed as PropertyValues).has('data')) {
      this.#read(data);
      try {
        // SPEC §8: no slides is a missing container; SPEC §5: the auto layouts' lengths.
        if (!this.slides.length)
          throw new Error('Gallery container is missing: it holds no slides.');
        placedLengths(data);
      } catch (error) {
        this.data = data = undefined;
        this.reportError('(root)', (error as Error).message);
      }
    }
    if (!data) {
      this.#stop();
      releaseSlides(this);
      this.slides = [];
    }
  }

  protected override renderBlock(data: GalleryData): unknown {
    const groups = this.groups();
    const slideshow = SLIDESHOWS.includes(data.design);
    const navigator = data.design !== 'stacked' && this.peers().length > 0;
    const autoplay = this.#autoplay;
    this.internals.states[autoplay?.running ? 'add' : 'delete']('autoplaying');
    const aspects = this.slides.map((slide) => slide.aspect);
    return renderGallery(
      {
        data,
        slides: this.slides,
        index: this.index,
        leaving: this.#leaving,
        placement: placeSlides(data, aspects, () => this.width),
        slideshow,
        buttons: data.lightbox || navigator,
        navigator,
        atStart: !data.loop && groups.isFirst,
        atEnd: !data.loop && groups.isLast,
        controlsHidden: groups.allFit,
        autoplay: autoplay?.enabled
          ? { paused: this.#paused, running: autoplay.running }
          : undefined,
        thumbs:
          data.thumbnails && slideshow
            ? (this.#thumbs ??= thumbnailImages(this.slides))
            : undefined,
        columnWidth: placedLengths(data).columnWidth,
      },
      this.#handlers,
    );
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if ((changed as PropertyValues).has('data')) this.#restart();
  }

  readonly #handlers: GalleryHandlers = {
    previous: () => void this.previous(),
    next: () => void this.next(),
    goTo: (index) => void this.goTo(index),
    toggleAutoplay: () => (this.#paused ? this.#playByUser() : this.pause()),
    keydown: (event) => this.#onKeydown(event),
    click: (event) => this.#onClick(event),
    focus: (event) => this.#onFocus(event),
  };

  /**
   * Reads the slides; the first time, picks the start slide. Later, the current slide stays
   * current wherever it went (when it is gone, the one now at its place, or the last).
   */
  #read(data: GalleryData): void {
    const current = this.slides[this.index]?.el;
    stopSlides(this.slides);
    this.slides = readSlides(this, data.mixedContent, data['auto-crop']);
    this.#thumbs = undefined;
    const count = this.slides.length;
    const kept = this.slides.findIndex((slide) => slide.el === current);
    if (!this.started) this.index = wrapIndex(this.startIndex(data), count);
    else this.index = kept >= 0 ? kept : wrapIndex(Math.min(this.index, count - 1), count);
  }

  /**
   * Children added, removed or reordered (or a slide's picture, caption or attributes changed):
   * the slides are read again in their new order, drawn, and an open lightbox follows them.
   */
  #onChildren(): void {
    const data = this.data;
    if (!data || !this.hasUpdated) return;
    this.#read(data);
    this.requestUpdate();
    void this.updateComplete.then(() => {
      this.#restart(true);
      if (this.#lightbox) this.#lightbox.items = lightboxItems(this.slides);
    });
  }

  get #track(): HTMLElement | null {
    return this.renderRoot.querySelector('.track');
  }

  #wrapper(index: number): HTMLElement | undefined {
    return this.#track?.children[index] as HTMLElement | undefined;
  }

  /** The motion of a change from `from` to the current index, in the design's way. */
  protected override async move(from: number, dir: number, ms: number): Promise<void> {
    const data = this.data!;
    const signal = this.#session?.signal ?? AbortSignal.abort();
    const to = this.index;
    this.#autoplay?.restart();
    this.#load();
    if (data.design === 'stacked') this.#leaving = from;
    this.requestUpdate();
    await this.updateComplete;
    const thumbs = this.renderRoot.querySelector<HTMLElement>('.thumbs');
    if (thumbs) void scrollToSlide(thumbs, thumbs.children[to], 'middle', ms, signal);
    if (data.design === 'stacked') {
      await stackedMove(this.#wrapper(to)!, this.#wrapper(from), data.transition, dir, ms, signal);
      this.#leaving = -1;
      this.#zoomIn();
    } else await this.#align(ms, signal);
  }

  /** Scrolls a strip or carousel to the current slide (or group) over `ms`. */
  #align(ms: number, signal?: AbortSignal): Promise<boolean> | undefined {
    const data = this.data!;
    const track = this.#track;
    if (!track || !SCROLLERS.includes(data.design)) return undefined;
    const carousel = data.design === 'carousel';
    const index = carousel ? this.groups().currentGroup * this.perRow() : this.index;
    const align = carousel ? 'start' : data['active-alignment'];
    return scrollToSlide(track, this.#wrapper(index), align, ms, signal);
  }

  #load(): void {
    loadDue(this.slides, this.data!, this.index, !SCROLLERS.includes(this.data!.design));
  }

  /** The Ken Burns zoom of the current stacked slide, for as long as it shows. */
  #zoomIn(): void {
    const data = this.data!;
    this.#zoom?.cancel();
    if (!data.kenBurns || data.design !== 'stacked') return;
    const img = this.slides[this.index]?.img;
    const ms = (data['autoplay-duration'] ?? 0) * 1000 || GALLERY_AUTOPLAY_TIMEOUT_MS;
    this.#zoom = kenBurns(img, ms + this.speedMs());
  }

  /** Fits the current layout: the scroll position, the caption caps. */
  #fit(): void {
    if (!this.data) return;
    if (!this.inMotion) void this.#align(0);
    fitMeta(this.slides, this.data['meta-position']);
  }

  #onKeydown(event: KeyboardEvent): void {
    const target = event.composedPath()[0] as HTMLElement;
    if ((event.key === 'Enter' || event.key === ' ') && target.matches?.('[role=button].i')) {
      event.preventDefault();
      this.#activate(Number(target.parentElement!.dataset.i));
      return;
    }
    const dir = { [KEY_CODE_LEFT]: -1, [KEY_CODE_RIGHT]: 1 }[event.keyCode] as -1 | 1 | undefined;
    if (!dir || !this.data?.keyboard || event.altKey || event.ctrlKey || event.metaKey) return;
    if (target.closest?.('input,textarea,select,[contenteditable]')) return;
    event.preventDefault();
    void this.step(dir);
  }

  /** The index of the slide an event happened in, -1 for none. */
  #itemIndex(event: Event): number {
    const track = this.#track;
    const wrapper = event.composedPath().find((el) => (el as Element).parentElement === track);
    return wrapper ? Number((wrapper as HTMLElement).dataset.i) : -1;
  }

  #onClick(event: MouseEvent): void {
    // A click on a control inside a slide's own content (a link, a video's play button) is its.
    const path = event.composedPath();
    const own = path.findIndex((node) => (node as Node).getRootNode?.() === this.renderRoot);
    const content = path.slice(0, own < 0 ? path.length : own);
    if (content.some((node) => node instanceof Element && node.matches(SLIDE_CONTROLS))) return;
    const index = this.#itemIndex(event);
    if (index >= 0) this.#activate(index);
  }

  /** Focus moving to a carousel item out of view (Tab) pages the carousel there. */
  #onFocus(event: FocusEvent): void {
    const index = this.#itemIndex(event);
    if (this.data?.design !== 'carousel' || index < 0) return;
    if (Math.floor(index / this.perRow()) !== this.groups().currentGroup) void this.goTo(index);
  }

  /** A click (or Enter / Space on an item button): lightbox, select, or the stacked next. */
  #activate(index: number): void {
    const data = this.data;
    if (!data) return;
    if (data.lightbox && !this.slides[index]?.link) void this.#openLightbox(index);
    else if (data.design !== 'stacked') void this.goTo(index);
    else if (data.clickBehavior === 'next') void this.next();
  }

  /** Opens `<sq-lightbox>` at slide `index` (its code loads the first time). */
  async #openLightbox(index: number): Promise<void> {
    const opener = this.#wrapper(index)?.querySelector<HTMLElement>('.i') ?? undefined;
    const session = this.#session;
    const [box] = await openLightbox(this.#lightbox, this.slides, this.data!, index, opener);
    // A gallery that stopped meanwhile (disconnected, new settings) drops its lightbox.
    if (session?.signal.aborted) box.remove();
    else this.#lightbox = box;
  }

  /** Stops, then starts again when connected with valid settings and slides. */
  #restart(keepLightbox = false): void {
    this.#stop(keepLightbox);
    const data = this.data;
    if (data && this.isConnected && this.slides.length) this.#start(data);
  }

  /** Stops what runs; the lightbox (the gallery's own node) goes too unless `keepLightbox`. */
  #stop(keepLightbox = false): void {
    this.#session?.abort();
    this.#session = this.#autoplay = undefined;
    stopSlides(this.slides);
    this.#zoom?.cancel();
    if (keepLightbox) return;
    this.#lightbox?.remove();
    this.#lightbox = undefined;
  }

  /** Starts what runs while the gallery is connected with valid settings. */
  #start(data: GalleryData): void {
    const { signal } = (this.#session = new AbortController());
    const track = this.#track!;
    const relayout = () => {
      this.requestUpdate();
      void this.updateComplete.then(() => this.#fit());
    };
    const disposers = [watchResize(this, relayout)];
    signal.addEventListener('abort', () => disposers.forEach((dispose) => dispose()));
    this.started = true;
    resumeSlides(this.slides, data['auto-crop']);
    this.#load();
    if (SCROLLERS.includes(data.design)) {
      const near = (el: Element) =>
        loadSlide(this.slides[Number((el as HTMLElement).dataset.i)]!, data['auto-crop'], true);
      disposers.push(watchNear(track, [...track.children], near));
    }
    if (SLIDESHOWS.includes(data.design)) {
      const target = {
        step: (dir: 1 | -1, ms?: number) => this.step(dir, false, ms),
        settle: () => void this.#align(this.speedMs()),
        atStart: () => this.groups().isFirst,
        atEnd: () => this.groups().isLast,
      };
      const follow = SCROLLERS.includes(data.design);
      disposers.push(watchSlideSwipe(track, follow, target, data.loop ? 'none' : data.boundary));
    }
    const advance = (random: boolean) => this.#advance(random);
    const changed = () => this.requestUpdate();
    this.#autoplay = startAutoplay(this, data, this.#paused, advance, changed, signal);
    hideMetaWhilePlaying(this, () => this.slides, signal);
    const onHash = () => {
      const index = data.historyHash ? this.hashIndex() : -1;
      if (index >= 0) void this.goTo(index);
    };
    addEventListener('hashchange', onHash, { signal });
    this.#zoomIn();
    this.#fit();
    // Autoplay's state and the measured layout show in the next render.
    void this.updateComplete.then(() => this.requestUpdate());
    const linked = data.lightbox ? this.lightboxLinkIndex() : -1;
    if (linked >= 0) void this.#openLightbox(linked);
  }

  /** An autoplay step: the next slide (wrapping even with `loop` off) or a random other one. */
  #advance(random: boolean): void {
    const count = this.slides.length;
    if (random && count > 1) {
      void this.go((this.index + 1 + Math.floor(Math.random() * (count - 1))) % count, 1);
    } else void this.step(1, true);
  }
}
