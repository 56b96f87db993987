import { unsafeCSS } from 'lit';
import {
  AUTO_COLUMNS,
  AUTO_GRID,
  AUTO_ROWS,
  CAROUSEL,
  GALLERY_SLIDER_DEFAULT_ASPECT_RATIO,
  GRID,
  STACKED,
  STRIP,
} from '../../platform/constants/limits.ts';

// The layout of every design, written once as [box, item] declarations: the upgraded element
// (box = its track, item = a slide wrapper) and the server markup (`galleryMarkupCss`: box = the
// element, item = a child) read the same `--sq-gallery-*` custom properties with the same
// defaults, so upgrading moves nothing. A page sets them; the element sets the ones
// `data-block-json` gives on its `.g` box (and `--h`, `--align`, `--tm`, `--tw`). Plain string
// constants, so a bundle that leaves out the markup CSS leaves out its text.
const V = (name: string, fallback: string | number) => `var(--sq-gallery-${name},${fallback})`;
const RATIO = (fallback: string) => `aspect-ratio:${V('aspect-ratio', fallback)}`;
const ITEM_RATIO = `aspect-ratio:${V('image-aspect-ratio', 1)}`;
const OWN_RATIO = 'aspect-ratio:var(--sq-slide-aspect,1)';
const GAP = (px: number) => `gap:${V('gutter', `${px}px`)}`;
const COLUMNS = (px: number) =>
  `grid-template-columns:repeat(auto-fill,minmax(min(${V('column-width', `${px}px`)},100%),1fr))`;
/** Slides per row of the carousel (SPEC §9: 3, at most 2 below 480 px, 3 below 724 px). */
const PER_ROW = (cap: number) => `--n:min(${V('slides-per-row', CAROUSEL.slidesPerRow)},${cap})`;
const CAROUSEL_ITEM = 'flex:none;width:calc((100% - (var(--n) - 1) * var(--g)) / var(--n))';

const DESIGN_CSS: Record<string, [string, string]> = {
  stacked: [
    `display:grid;grid-template:100%/100%;overflow:hidden;isolation:isolate;height:var(--h,auto);${RATIO('3/2')}`,
    `grid-area:1/1;min-height:0;z-index:${STACKED.baseZIndex}`,
  ],
  strip: [
    `display:flex;overflow:hidden;${GAP(0)};height:var(--h,auto);${RATIO(`100/${GALLERY_SLIDER_DEFAULT_ASPECT_RATIO}`)}`,
    `flex:none;height:100%;${OWN_RATIO}`,
  ],
  carousel: [
    `display:flex;overflow:hidden;--g:${V('gutter', `${CAROUSEL.gutter}px`)};gap:var(--g)`,
    `${PER_ROW(999)};${CAROUSEL_ITEM};${ITEM_RATIO}`,
  ],
  grid: [
    `display:grid;grid-template-columns:repeat(${V('slides-per-row', GRID.slidesPerRow)},minmax(0,1fr));gap:${V('padding', `${GRID.padding}px`)}`,
    ITEM_RATIO,
  ],
  'auto-grid': [
    `display:grid;${COLUMNS(AUTO_GRID.columnWidth)};${GAP(AUTO_GRID.gutter)}`,
    ITEM_RATIO,
  ],
  // Before the upgrade, masonry and justified rows are approximated: a grid of columns, rows of
  // the row height. Equal aspect ratios give the upgraded masonry exactly.
  'auto-columns': [
    `display:grid;align-items:start;${COLUMNS(AUTO_COLUMNS.columnWidth)};${GAP(AUTO_COLUMNS.gutter)}`,
    OWN_RATIO,
  ],
  'auto-rows': [
    `display:flex;flex-wrap:wrap;${GAP(AUTO_ROWS.gutter)}`,
    `height:${V('row-height', `${AUTO_ROWS.rowHeight}px`)};${OWN_RATIO}`,
  ],
};

/** The carousel's narrow-width caps for `items`, as queries on their container's width. */
const carouselQueries = (items: string) =>
  `@container (width < 724px){${items}{${PER_ROW(CAROUSEL.slidesPerRowBelow724)}}}\n` +
  `@container (width < 480px){${items}{${PER_ROW(CAROUSEL.slidesPerRowBelow480)}}}`;

const CONTROL =
  'position:absolute;z-index:1;display:grid;place-items:center;box-sizing:border-box;width:var(--sq-gallery-control-size,2.75rem);height:var(--sq-gallery-control-size,2.75rem);padding:0;border:0;border-radius:50%;color:var(--sq-gallery-control-color,#fff);background:var(--sq-gallery-control-background,rgb(0 0 0/.55));cursor:pointer';
const FOCUS = 'outline:2px solid var(--sq-gallery-focus-color,currentColor);outline-offset:2px';
const SLIDE_CHILD =
  'display:block;box-sizing:border-box;margin:0;position:relative;overflow:hidden';

/**
 * Shadow styles of `<sq-gallery>`, one rule a line. `.g` is the gallery (a size container for
 * the carousel's per-row caps), `.track` the box the design lays out, `.s` a slide wrapper and
 * `.i` its link, button or plain box around the slotted child. Stacked slides share one grid cell
 * and only `.on` (current) and `.out` (leaving) are visible; auto layouts place `.s` absolutely.
 */
export const galleryStyles = unsafeCSS(`
:host{display:block}
:host([hidden]){display:none}
.g{position:relative;container-type:inline-size}
.vp{position:relative}
${Object.entries(DESIGN_CSS)
  .map(([name, [box, item]]) => `.${name} .track{${box}}\n.${name} .s{${item}}`)
  .join('\n')}
${carouselQueries('.carousel .s')}
.stacked .s:not(.on,.out){visibility:hidden}
.stacked .on{z-index:${STACKED.baseZIndex + 1}}
.strip .track,.carousel .track{scroll-snap-type:x mandatory}
.track.drag{scroll-snap-type:none}
.strip .s{scroll-snap-align:var(--align,center)}
.carousel .s{scroll-snap-align:start}
.placed .track{display:block;position:relative;aspect-ratio:auto}
.placed .s{position:absolute}
.i{display:block;width:100%;height:100%;color:inherit;text-decoration:none}
[role=button].i{cursor:pointer}
.i:focus-visible{${FOCUS};outline-offset:-2px}
.nav .i{opacity:.7}
.nav [aria-current=true]{opacity:1;outline:3px solid ${V('thumbnail-active-color', 'currentColor')};outline-offset:-3px}
::slotted(*){${SLIDE_CHILD};width:100%;height:100%}
button{${CONTROL}}
button:focus-visible{${FOCUS}}
button[aria-disabled=true]{opacity:.4;cursor:default}
button[hidden]{display:none}
svg{width:45%;height:45%;fill:none;stroke:currentColor;stroke-width:2}
.play{top:.5rem;left:.5rem}
.prev,.next{top:50%;translate:0 -50%}
.prev{left:.5rem}
.next{right:.5rem}
.thumbs{display:flex;gap:var(--tm);height:${V('thumbnail-height', '80px')};margin-top:${V('thumbnails-offset', '.5rem')};overflow:auto hidden;scrollbar-width:none}
.thumbs button{position:relative;flex:none;width:var(--tw,auto);height:100%;aspect-ratio:var(--a,1);border-radius:0;background:none;opacity:.6}
.thumbs [aria-current=true]{opacity:1;outline:2px solid ${V('thumbnail-active-color', 'currentColor')};outline-offset:-2px}
.thumbs sq-image{width:100%;height:100%}
`);

const UNUPGRADED = 'sq-gallery:is(:not(:defined),[data-sq-error])';

/** `key` is `value` in `data-block-json` (written with or without a space after the colon). */
const json = (key: string, value: string) =>
  `[data-block-json*='"${key}":${value}'],[data-block-json*='"${key}": ${value}']`;

/**
 * Page-level CSS for the server markup of `<sq-gallery>`: before the element upgrades and while
 * its `data-block-json` is invalid, the children take the layout of the design the JSON names
 * (found by matching the attribute's text), so upgrading moves nothing. Pictures not loaded yet
 * stay invisible (no alt text flashing in an empty box). A `stacked` gallery shows its first
 * slide; one with `"thumbnails":true` keeps room for its thumbnail strip. Meant for the page's
 * stylesheet (the site build puts it in `sq-markup.css`).
 */
export const galleryMarkupCss = `
sq-gallery { display: block; }
sq-gallery img[data-src]:not([src]) { visibility: hidden; }
${UNUPGRADED} { container-type: inline-size; }
${UNUPGRADED} > * { ${SLIDE_CHILD}; }
${UNUPGRADED} > * img { display: block; width: 100%; height: 100%; object-fit: cover; }
${UNUPGRADED} > * sq-image { width: 100%; height: 100%; }
${UNUPGRADED} > * noscript > img { position: absolute; inset: 0; }
${UNUPGRADED} :is(figcaption, [data-meta]) { position: absolute; left: 0; right: 0; bottom: 0; margin: 0; padding: var(--sq-gallery-meta-padding, .5em .75em); color: var(--sq-gallery-meta-color, #fff); background: var(--sq-gallery-meta-background, rgb(0 0 0 / .6)); }
${Object.entries(DESIGN_CSS)
  .map(([name, [box, item]]) => {
    const host = `${UNUPGRADED}:is(${json('design', `"${name}"`)}${name === 'stacked' ? `,:not([data-block-json*='"design"'])` : ''})`;
    return `${host} { ${box}; }\n${host} > * { ${item}; }`;
  })
  .join('\n')}
${carouselQueries(`${UNUPGRADED}:is(${json('design', '"carousel"')}) > *`)}
${UNUPGRADED}:is(${json('design', '"stacked"')},:not([data-block-json*='"design"'])) > :not(:first-child) { visibility: hidden; }
${UNUPGRADED}:is(${json('thumbnails', 'true')}) { box-sizing: content-box; padding-bottom: calc(var(--sq-gallery-thumbnails-offset, .5rem) + var(--sq-gallery-thumbnail-height, 80px)); }
`;

/** Default speed in seconds of each slideshow design (SPEC §9); the others do not move. */
export const DESIGN_SPEED_S: Record<string, number> = {
  stacked: STACKED.speedS,
  strip: STRIP.speedS,
  carousel: STRIP.speedS,
};
