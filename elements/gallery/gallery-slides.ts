/**
 * The slides of `<sq-gallery>`: its element children (ARCHITECTURE.md public contract 4), read
 * into `Slide` records and given a named slot each. Their pictures are driven where they stand
 * (`ImageDriver`) when they are due to load: the page's nodes are never moved or wrapped.
 */
import { STACKED, VIDEO_THUMBNAIL_ASPECT } from '../../platform/constants/limits.ts';
import { parseDimensions } from '../../platform/images/image-sizing.ts';
import type { ImageDriver, ImageSettings } from '../shared/image/image-driver.ts';
import type { GalleryData } from './gallery.schema.ts';
import { metaOverlayMaxHeight, wrapIndex } from './motion/layouts.ts';

/** One slide: a child of the gallery and what the gallery reads from it. */
export interface Slide {
  el: HTMLElement;
  /** `data-slide-id`, else `data-slide-url`, else '' (SPEC §2 item identifier). */
  id: string;
  video: boolean;
  /** `data-click-through-url` when it is http(s) or same-origin; the slide is then a link. */
  link: string | undefined;
  img: HTMLImageElement | null;
  /** Width / height: 16:9 for a video (SPEC §9), else `data-image-dimensions`, else 1. */
  aspect: number;
  /** The caption overlay: a `<figcaption>` or `[data-meta]` element inside the slide. */
  meta: HTMLElement | null;
  /**
   * What the slide shows, in words: its picture's alt text, then its caption unless the alt text
   * already holds it (a name holds the text a visitor sees, WCAG 2.5.3); without alt text, the
   * caption.
   */
  name: string;
}

/**
 * The code of `<sq-image>` and its `ImageDriver`, loaded on demand with the first picture due or
 * the first copy made: until then, a gallery needs none of it.
 */
const imageCode = () => import('../image/sq-image.ts');

/**
 * A new `<sq-image>` with `json` settings (for the gallery's own copies of the pictures:
 * thumbnails, lightbox).
 */
function newImage(json: object): HTMLElement {
  imageCode().catch(reportError);
  const image = document.createElement('sq-image');
  image.dataset.blockJson = JSON.stringify(json);
  return image;
}

/** A slide picture the gallery has loaded: how, whether it runs, and its driver once made. */
interface Picture {
  crop: boolean;
  eager: boolean;
  on: boolean;
  driver?: ImageDriver;
}

/** The pictures of every gallery's slides, by their `<img>`. */
const pictures = new WeakMap<HTMLImageElement, Picture>();

/** Settings of a slide picture: `<sq-image>`'s defaults, cropped as `crop` says. */
function pictureSettings({ crop, eager }: Picture): ImageSettings {
  return {
    cropMode: crop ? 'cover' : 'contain',
    sizeFormat: 'queryString',
    load: eager ? 'eager' : 'lazy',
    stretch: true,
    fixedRatio: false,
  };
}

/** Children that are never slides. */
const NOT_SLIDES = 'script,style,template';

/** `raw` as an absolute URL when it is http(s) or same-origin, else undefined (never `javascript:`). */
export function safeLink(raw: string | null): string | undefined {
  if (!raw) return undefined;
  try {
    const url = new URL(raw, document.baseURI);
    return /^https?:$/.test(url.protocol) || url.origin === location.origin ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads the element children of `host` as slides and assigns each its slot `s0`, `s1`, …
 * With `mixedContent` off every slide counts as an image. Bare `<img>` elements get inline
 * styles that fill the slide (`cover`, or `contain` when `crop` is false) before they load.
 */
export function readSlides(host: HTMLElement, mixedContent: boolean, crop: boolean): Slide[] {
  const children = [...host.children].filter((el) => !el.matches(NOT_SLIDES)) as HTMLElement[];
  return children.map((el, i) => {
    el.slot = `s${i}`;
    const video = mixedContent && el.dataset.type === 'video';
    const img = el.querySelector('img');
    const size = parseDimensions(img?.getAttribute('data-image-dimensions'));
    if (img && !img.closest('sq-image,sq-video')) {
      // Through the CSSOM, which a policy without inline styles allows.
      img.style.cssText = `display:block;width:100%;height:100%;object-fit:${crop ? 'cover' : 'contain'}`;
    }
    const meta = el.querySelector<HTMLElement>('figcaption,[data-meta]');
    const alt = img?.alt ?? '';
    const caption = meta?.textContent?.trim() ?? '';
    return {
      el,
      id: el.dataset.slideId || el.dataset.slideUrl || '',
      video,
      link: safeLink(el.getAttribute('data-click-through-url')),
      img,
      aspect: video ? VIDEO_THUMBNAIL_ASPECT : size ? size.width / size.height : 1,
      meta,
      name: alt.includes(caption) ? alt : (alt && `${alt}, `) + caption,
    };
  });
}

/** Attributes of the slides and their pictures that the gallery reads. */
const SLIDE_ATTRIBUTES = [
  'data-slide-id',
  'data-slide-url',
  'data-type',
  'data-click-through-url',
  'data-src',
  'data-image-dimensions',
  'alt',
];

/** What the gallery reads inside a slide: a node added or removed with one changes the slides. */
const SLIDE_PARTS = 'img,figcaption,[data-meta]';

/** Whether `record` changes what the slides of `host` are (children, pictures, captions, ids). */
function changesSlides(host: Element, record: MutationRecord): boolean {
  if (record.type === 'attributes' || record.target === host) return true;
  return [...record.addedNodes, ...record.removedNodes].some(
    (node) =>
      node instanceof Element && (node.matches(SLIDE_PARTS) || !!node.querySelector(SLIDE_PARTS)),
  );
}

/**
 * Calls `onChange` when the slides of `host` change: children added, removed or reordered, a
 * picture or caption added to or removed from one, or an attribute the gallery reads changed
 * (the page, or a framework, may do that at any time). Returns a function that stops watching.
 */
export function watchSlides(host: HTMLElement, onChange: () => void): () => void {
  const observer = new MutationObserver((records) => {
    if (records.some((record) => changesSlides(host, record))) onChange();
  });
  observer.observe(host, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: SLIDE_ATTRIBUTES,
  });
  return () => observer.disconnect();
}

/** Takes the slot names off the children again: the server markup's own layout comes back. */
export function releaseSlides(host: HTMLElement): void {
  for (const el of host.querySelectorAll(':scope>[slot^="s"]')) el.removeAttribute('slot');
}

/**
 * Starts loading the picture of `slide` where it stands (lazily, or `eager` to preload a slide
 * out of view), cropped as `crop` says; a picture stopped by `stopSlides` starts again. A picture
 * inside an `<sq-image>` or an `<sq-video>` is left to that element.
 */
export function loadSlide(slide: Slide, crop: boolean, eager: boolean): void {
  const img = slide.img;
  if (!img || img.closest('sq-image,sq-video')) return;
  let picture = pictures.get(img);
  if (picture?.on) return;
  if (!picture) pictures.set(img, (picture = { crop, eager, on: true }));
  Object.assign(picture, { crop, eager: picture.eager || eager, on: true });
  const due = picture;
  imageCode().then(({ ImageDriver }) => {
    if (!due.on || due.driver?.running) return;
    due.driver ??= new ImageDriver(img, { prefix: '[sq-gallery]' });
    due.driver.start(pictureSettings(due));
  }, reportError);
}

/** Stops loading the pictures of `slides` (what shows stays); `resumeSlides` starts them again. */
export function stopSlides(slides: readonly Slide[]): void {
  for (const { img } of slides) {
    const picture = img && pictures.get(img);
    if (!picture) continue;
    picture.on = false;
    picture.driver?.stop();
  }
}

/** Starts again the pictures of `slides` that were loading before, cropped as `crop` says. */
export function resumeSlides(slides: readonly Slide[], crop: boolean): void {
  for (const slide of slides) {
    const picture = slide.img && pictures.get(slide.img);
    if (picture) loadSlide(slide, crop, picture.eager);
  }
}

/**
 * Loads the pictures that are due (SPEC §9): in a `stacked` slideshow the slide at `index` and
 * its neighbours (preload 1, eagerly); in the grids all of them, lazily (`all`). Strips and
 * carousels load theirs as they come near (`watchNear`).
 */
export function loadDue(slides: Slide[], data: GalleryData, index: number, all: boolean): void {
  const crop = data['auto-crop'];
  if (data.design === 'stacked') {
    for (let d = -STACKED.preload; d <= STACKED.preload; d++) {
      loadSlide(slides[wrapIndex(index + d, slides.length)]!, crop, true);
    }
  } else if (all) for (const slide of slides) loadSlide(slide, crop, false);
}

/** Places every caption (`meta-position`), capped as SPEC §9 says for the slide's height now. */
export function fitMeta(slides: Slide[], position: string): void {
  // Writes, then reads, in passes: the page lays out twice, not twice per slide.
  const placed = slides.filter((slide) => slide.meta);
  for (const { meta } of placed) placeMeta(meta!, position);
  const caps = placed.map(({ meta, el }) =>
    metaOverlayMaxHeight(meta!.offsetHeight, el.clientHeight),
  );
  placed.forEach(({ meta }, i) => placeMeta(meta!, position, caps[i]));
  // A caption that scrolls can be reached and scrolled with the keyboard.
  for (const { meta } of placed) {
    if (meta!.scrollHeight > meta!.clientHeight) meta!.tabIndex = 0;
    else meta!.removeAttribute('tabindex');
  }
}

/**
 * Places the caption of `slide` over its picture (`bottom` or `top`), or hides it (`none`).
 * A caption taller than 90% of the slide is capped at 40% and scrolls (SPEC §9), as
 * `maxHeight` (from `metaOverlayMaxHeight`) says; `fitMeta` makes a scrolling caption focusable.
 */
export function placeMeta(meta: HTMLElement, position: string, maxHeight?: number): void {
  const edge = position === 'top' ? 'top' : 'bottom';
  meta.style.cssText =
    `position:absolute;left:0;right:0;${edge}:0;margin:0;overflow:auto;box-sizing:border-box;` +
    // A long word in a narrow tile breaks instead of being cut off at the edge.
    'overflow-wrap:anywhere;' +
    'padding:var(--sq-gallery-meta-padding,.5em .75em);color:var(--sq-gallery-meta-color,#fff);' +
    'background:var(--sq-gallery-meta-background,rgb(0 0 0/.6))' +
    (position === 'none' ? ';display:none' : '') +
    (maxHeight ? `;max-height:${Math.round(maxHeight)}px` : '');
}

/**
 * Hides a slide's caption while the video inside it plays (`sq-play`) and shows it again when it
 * stops (`sq-pause`): a caption over a playing film would cover the player's own controls.
 */
export function hideMetaWhilePlaying(
  host: HTMLElement,
  slides: () => readonly Slide[],
  signal: AbortSignal,
): void {
  const toggle = (event: Event) => {
    const path = event.composedPath();
    const slide = slides().find((s) => path.includes(s.el));
    if (slide?.meta) slide.meta.hidden = event.type === 'sq-play';
  };
  host.addEventListener('sq-play', toggle, { signal });
  host.addEventListener('sq-pause', toggle, { signal });
}

/** The lightbox content made for each slide, with the source it shows. */
const contents = new WeakMap<HTMLElement, { source: string; content: HTMLElement }>();

/**
 * What `<sq-lightbox>` shows for `slide`: a new `<sq-image>` (`contain`) of its image source,
 * with its alt text and dimensions, or a copy of the slide when it has no image. The same slide
 * with the same source gets the same element again (the lightbox keeps showing it).
 */
export function lightboxContent(slide: Slide): HTMLElement {
  const from = slide.img;
  const source = from?.dataset.src || from?.getAttribute('src');
  if (!from || !source) return slide.el.cloneNode(true) as HTMLElement;
  const made = contents.get(slide.el);
  if (made?.source === source) return made.content;
  const img = document.createElement('img');
  img.dataset.src = source;
  img.alt = from.alt;
  const dimensions = from.getAttribute('data-image-dimensions');
  if (dimensions) img.setAttribute('data-image-dimensions', dimensions);
  const content = newImage({ cropMode: 'contain', load: 'eager' });
  content.append(img);
  contents.set(slide.el, { source, content });
  return content;
}

/** A small `<sq-image>` copy of each slide's picture for the thumbnail strip (decorative: alt ''). */
export function thumbnailImages(slides: Slide[]): HTMLElement[] {
  return slides.map(({ img }) => {
    const thumb = newImage({ load: 'eager' });
    const copy = img?.cloneNode() as HTMLImageElement | undefined;
    if (copy) {
      copy.removeAttribute('style');
      if (copy.dataset.src) copy.removeAttribute('src');
      copy.alt = '';
      thumb.append(copy);
    }
    return thumb;
  });
}
