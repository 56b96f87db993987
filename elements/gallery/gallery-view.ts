/**
 * The shadow DOM of `<sq-gallery>`: the WAI-ARIA APG carousel pattern around the slides (a
 * region with `aria-roledescription="carousel"`, rotation control first, previous / next
 * buttons, each slide a group "N of M"), the slide wrappers with their slots, and the
 * thumbnail strip. Pure templates: the element passes its state and handlers in.
 *
 * Inline styles are bound as the `style` property (`.style=`, the CSSOM's `cssText`), never as
 * the attribute: a page whose policy forbids inline styles (`style-src 'self'`) refuses a parsed
 * `style` attribute but not the CSSOM.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { cssRatio, type GalleryData } from './gallery.schema.ts';
import type { Slide } from './gallery-slides.ts';
import type { Placement } from './designs/placed.ts';
import { CAROUSEL, THUMBNAIL_MARGIN_CAP } from '../../platform/constants/limits.ts';

/** What the template shows. */
export interface GalleryView {
  data: GalleryData;
  slides: Slide[];
  index: number;
  /** The stacked slide fading out, -1 when none. */
  leaving: number;
  /** `auto-columns` / `auto-rows` positions, once the width is known. */
  placement: Placement | undefined;
  /** `stacked`, `strip` or `carousel`: the APG carousel pattern applies. */
  slideshow: boolean;
  /** Items are buttons: they open the lightbox, or select the slide of a linked gallery. */
  buttons: boolean;
  /** The gallery steers a linked one: its current item is marked `aria-current`. */
  navigator: boolean;
  /** Previous / next disabled (`loop` off at the ends, SPEC §4) and hidden (all slides fit). */
  atStart: boolean;
  atEnd: boolean;
  controlsHidden: boolean;
  /** The rotation control: shown when autoplay can run; `paused` by the visitor. */
  autoplay: { paused: boolean; running: boolean } | undefined;
  /** One `<sq-image>` per slide when the thumbnail strip shows. */
  thumbs: HTMLElement[] | undefined;
  /** Column width of `auto-grid` in px. */
  columnWidth: number;
}

/** What the template calls. */
export interface GalleryHandlers {
  previous(): void;
  next(): void;
  goTo(index: number): void;
  toggleAutoplay(): void;
  keydown(event: KeyboardEvent): void;
  click(event: MouseEvent): void;
  focus(event: FocusEvent): void;
}

const ICONS = {
  previous: 'M10 3L5 8l5 5',
  next: 'M6 3l5 5-5 5',
  pause: 'M5 3v10M11 3v10',
  play: 'M5 3l8 5-8 5z',
};

const icon = (d: string) =>
  html`<svg viewBox="0 0 16 16" aria-hidden="true"><path d=${d}></path></svg>`;

/** The custom properties `data` sets on the gallery's box (see gallery.styles.ts). */
function customProperties(v: GalleryView): string {
  const { data } = v;
  const carousel = data.design === 'carousel';
  const perRow = data['thumbnails-per-row'];
  const margin = Math.min(data['thumbnail-strip-margin'], THUMBNAIL_MARGIN_CAP);
  const px = (n: number | undefined) => n !== undefined && `${n}px`;
  const props: [string, unknown][] = [
    ['aspect-ratio', data.aspectRatio !== undefined && cssRatio(data.aspectRatio)],
    ['image-aspect-ratio', data.imageAspectRatio !== undefined && cssRatio(data.imageAspectRatio)],
    ['gutter', px(data.gutter)],
    ['padding', px(data.padding)],
    // The carousel's groups are counted from it: always set, so a page value cannot differ.
    ['slides-per-row', carousel ? (data.slidesPerRow ?? CAROUSEL.slidesPerRow) : data.slidesPerRow],
    ['column-width', data.columnWidth !== undefined && `${v.columnWidth}px`],
    ['thumbnail-height', px(data['thumbnail-strip-height'])],
  ];
  const own: [string, unknown][] = [
    ['--h', data.vSize && `${data.vSize}vh`],
    ['--align', { start: 'start', middle: 'center', end: 'end' }[data['active-alignment']]],
    ['--tm', `${margin}px`],
    ['--tw', perRow && `calc((100% - ${perRow - 1} * ${margin}px) / ${perRow})`],
  ];
  return [...props.map(([name, value]) => [`--sq-gallery-${name}`, value]), ...own]
    .flatMap(([name, value]) => (value ? [`${name}:${value}`] : []))
    .join(';');
}

function renderSlide(v: GalleryView, slide: Slide, i: number): TemplateResult {
  const current = i === v.index;
  const content = html`<slot name="s${i}"></slot>`;
  const item = slide.link
    ? html`<a class="i" href=${slide.link}>${content}</a>`
    : v.buttons
      ? html`<div
          class="i"
          role="button"
          tabindex="0"
          aria-label=${slide.name || `Slide ${i + 1}`}
          aria-current=${v.navigator && current ? 'true' : nothing}
        >
          ${content}
        </div>`
      : html`<div class="i">${content}</div>`;
  return html`<div
    part=${current ? 'slide current' : 'slide'}
    class="s ${current ? 'on' : ''} ${i === v.leaving ? 'out' : ''}"
    .style=${`--sq-slide-aspect:${slide.aspect};${v.placement?.items[i] ?? ''}`}
    data-i=${i}
    role=${v.slideshow ? 'group' : nothing}
    aria-roledescription=${v.slideshow ? 'slide' : nothing}
    aria-label=${v.slideshow ? `${i + 1} of ${v.slides.length}` : nothing}
  >
    ${item}
  </div>`;
}

function renderThumbs(v: GalleryView, thumbs: HTMLElement[], on: GalleryHandlers) {
  const square = v.data['square-thumbs'];
  return html`<div part="thumbnails" class="thumbs" role="group" aria-label="Thumbnails">
    ${thumbs.map(
      (thumb, i) =>
        html`<button
          part=${i === v.index ? 'thumbnail current' : 'thumbnail'}
          type="button"
          .style=${`--a:${square ? 1 : v.slides[i]!.aspect}`}
          aria-label="Slide ${i + 1}"
          aria-current=${i === v.index}
          @click=${() => on.goTo(i)}
        >
          ${thumb}
        </button>`,
    )}
  </div>`;
}

/** The whole shadow DOM of an upgraded gallery. */
export function renderGallery(v: GalleryView, on: GalleryHandlers): TemplateResult {
  const { data, slideshow, autoplay } = v;
  const placed = v.placement ? 'placed' : '';
  return html`<div
    part="gallery"
    class="g ${data.design} ${placed} ${v.navigator ? 'nav' : ''}"
    .style=${customProperties(v)}
    role=${data.label ? 'region' : 'group'}
    aria-roledescription=${slideshow ? 'carousel' : nothing}
    aria-label=${data.label ?? 'Gallery'}
    @keydown=${on.keydown}
  >
    <div class="vp">
      ${
        autoplay
          ? html`<button
              part="control play-pause"
              class="play"
              type="button"
              aria-label=${autoplay.paused ? 'Start automatic slide show' : 'Stop automatic slide show'}
              @click=${on.toggleAutoplay}
            >
              ${icon(autoplay.paused ? ICONS.play : ICONS.pause)}
            </button>`
          : nothing
      }
      ${
        slideshow
          ? (['previous', 'next'] as const).map(
              (name) =>
                html`<button
                  part="control ${name}"
                  class=${name === 'previous' ? 'prev' : 'next'}
                  type="button"
                  aria-label=${name === 'previous' ? 'Previous slide' : 'Next slide'}
                  aria-controls="slides"
                  aria-disabled=${name === 'previous' ? v.atStart : v.atEnd}
                  ?hidden=${v.controlsHidden}
                  @click=${on[name]}
                >
                  ${icon(ICONS[name])}
                </button>`,
            )
          : nothing
      }
      <div
        part="slides"
        id="slides"
        class="track"
        .style=${v.placement ? `height:${v.placement.height}px` : ''}
        aria-live=${slideshow ? (autoplay?.running ? 'off' : 'polite') : nothing}
        @click=${on.click}
        @focusin=${on.focus}
      >
        ${v.slides.map((slide, i) => renderSlide(v, slide, i))}
      </div>
    </div>
    ${v.thumbs ? renderThumbs(v, v.thumbs, on) : nothing}
  </div>`;
}
