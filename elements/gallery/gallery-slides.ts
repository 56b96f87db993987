/**
 * The slides of `<sq-gallery>`: its element children (ARCHITECTURE.md public contract 4), read
 * into `Slide` records, given a named slot each, and their images handed to `<sq-image>` when
 * they are due to load.
 */
import { STACKED, VIDEO_THUMBNAIL_ASPECT } from '../../platform/constants/limits.ts';
import { parseDimensions } from '../../platform/images/image-sizing.ts';
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
  /** What the slide shows, in words: its picture's alt text, else its caption. */
  name: string;
}

/**
 * A new `<sq-image>` with `json` settings. Its code loads on demand with the first one: until a
 * picture is due, a gallery needs none of it.
 */
function newImage(json: object): HTMLElement {
  import('../image/sq-image.ts').catch(reportError);
  const image = document.createElement('sq-image');
  image.dataset.blockJson = JSON.stringify(json);
  return image;
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
 * styles that fill the slide (`cover`, or `contain` when `crop` is false) until `<sq-image>`
 * takes them over.
 */
export function readSlides(host: HTMLElement, mixedContent: boolean, crop: boolean): Slide[] {
  const children = [...host.children].filter((el) => !el.matches(NOT_SLIDES)) as HTMLElement[];
  return children.map((el, i) => {
    el.slot = `s${i}`;
    const video = mixedContent && el.dataset.type === 'video';
    const img = el.querySelector('img');
    const size = parseDimensions(img?.getAttribute('data-image-dimensions'));
    if (img && !img.closest('sq-image,sq-video')) {
      Object.assign(img.style, {
        display: 'block',
        width: '100%',
        height: '100%',
        objectFit: crop ? 'cover' : 'contain',
      });
    }
    const meta = el.querySelector<HTMLElement>('figcaption,[data-meta]');
    return {
      el,
      id: el.dataset.slideId || el.dataset.slideUrl || '',
      video,
      link: safeLink(el.getAttribute('data-click-through-url')),
      img,
      aspect: video ? VIDEO_THUMBNAIL_ASPECT : size ? size.width / size.height : 1,
      meta,
      name: img?.alt || meta?.textContent?.trim() || '',
    };
  });
}

/** Takes the slot names off the children again: the server markup's own layout comes back. */
export function releaseSlides(host: HTMLElement): void {
  for (const el of host.querySelectorAll(':scope>[slot^="s"]')) el.removeAttribute('slot');
}

/**
 * Starts loading the image of `slide`: a bare `<img>` is wrapped in a new `<sq-image>` (lazy,
 * or `eager` to preload a slide out of view), cropped as `crop` says. An image already inside
 * an `<sq-image>` or an `<sq-video>` is left to that element.
 */
export function loadSlide(slide: Slide, crop: boolean, eager: boolean): void {
  const img = slide.img;
  if (!img || img.closest('sq-image,sq-video')) return;
  const image = newImage({ cropMode: crop ? 'cover' : 'contain', load: eager ? 'eager' : 'lazy' });
  image.style.cssText = 'display:block;width:100%;height:100%';
  img.replaceWith(image);
  image.append(img);
}

/**
 * Hands the pictures that are due to `<sq-image>` (SPEC §9): in a `stacked` slideshow the slide
 * at `index` and its neighbours (preload 1, eagerly); in the grids all of them, lazily (`all`).
 * Strips and carousels load theirs as they come near (`watchNear`).
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
  for (const { meta, el } of slides) {
    if (!meta) continue;
    placeMeta(meta, position);
    placeMeta(meta, position, metaOverlayMaxHeight(meta.offsetHeight, el.clientHeight));
    // A caption that scrolls can be reached and scrolled with the keyboard.
    if (meta.scrollHeight > meta.clientHeight) meta.tabIndex = 0;
    else meta.removeAttribute('tabindex');
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
    'padding:var(--sq-gallery-meta-padding,.5em .75em);color:var(--sq-gallery-meta-color,#fff);' +
    'background:var(--sq-gallery-meta-background,rgb(0 0 0/.6))' +
    (position === 'none' ? ';display:none' : '') +
    (maxHeight ? `;max-height:${Math.round(maxHeight)}px` : '');
}

/**
 * What `<sq-lightbox>` shows for `slide`: a new `<sq-image>` (`contain`) of its image source,
 * with its alt text and dimensions, or a copy of the slide when it has no image.
 */
export function lightboxContent(slide: Slide): HTMLElement {
  const from = slide.img;
  const source = from?.dataset.src || from?.getAttribute('src');
  if (!from || !source) return slide.el.cloneNode(true) as HTMLElement;
  const img = document.createElement('img');
  img.dataset.src = source;
  img.alt = from.alt;
  const dimensions = from.getAttribute('data-image-dimensions');
  if (dimensions) img.setAttribute('data-image-dimensions', dimensions);
  const content = newImage({ cropMode: 'contain', load: 'eager' });
  content.append(img);
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
