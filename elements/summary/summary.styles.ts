import { css, unsafeCSS } from 'lit';
import { CAROUSEL } from '../../platform/constants/limits.ts';

// The layout of a summary, written once: the server markup (page CSS, before the upgrade and in
// the error state: the host holds the header and the items) and the upgraded element (shadow:
// `.summary` holds the slotted header and items, or the carousel) use the same rules, so
// upgrading moves nothing. One row of flex-wrapped boxes: the header a whole row, then items of
// `--n` a row (`--gx` apart), as many as fit the block's width (container queries).

const GAP = 'var(--sq-summary-gap,2rem)';
const ITEM_WIDTH =
  'flex:none;box-sizing:border-box;width:calc((100% - (var(--n) - 1) * var(--gx)) / var(--n))';
const COLUMNS = 'var(--sq-summary-columns,3)';

/** `--n` and `--gx` of each design, for `scope` (the box whose children are laid out). */
const designRules = (scope: (design: string) => string) => `
${scope('list')}{--n:1;--gx:${GAP}}
${scope('grid')}{--n:${COLUMNS};--gx:${GAP}}
${scope('carousel')}{--n:${CAROUSEL.slidesPerRow};--gx:${CAROUSEL.gutter}px}
@container (width < 724px){${scope('grid')}{--n:min(${COLUMNS},2)}${scope('carousel')}{--n:${CAROUSEL.slidesPerRowBelow724}}}
@container (width < 480px){${scope('grid')}{--n:1}${scope('carousel')}{--n:${CAROUSEL.slidesPerRowBelow480}}}
`;

/** The box around the header and the items. */
const BOX = `display:flex;flex-wrap:wrap;align-items:stretch;gap:${GAP} var(--gx)`;

/**
 * An item: its picture beside its text when there is room (a list on a wide screen), above it
 * otherwise (a grid card, a phone); an item stretched to its row's height keeps the room left
 * under its text (so its lines do not move while a neighbour's arrive). `item`, `image` and
 * `text` select the item's parts (the server markup's classes, or the sanitized event
 * rendering's plain elements).
 */
const itemRules = (item: string, image: string, text: string) => `
${item}{display:flex;flex-wrap:wrap;align-items:flex-start;align-content:flex-start;gap:.75rem 1.25rem;margin:0;min-width:0}
${image}{flex:1 1 var(--sq-summary-image-width,14rem);min-width:0;margin:0;aspect-ratio:var(--sq-summary-image-aspect-ratio,3/2);overflow:hidden}
${image} :is(sq-image,img){display:block;width:100%;height:100%;object-fit:cover}
${image} img[data-src]:not([src]){visibility:hidden}
${text}{flex:999 1 var(--sq-summary-text-width,16rem);min-width:0}
${text} > :first-child{margin-top:0}
${text} > :last-child{margin-bottom:0}
${text} ul{display:flex;flex-wrap:wrap;gap:.25rem .75rem;margin:.5rem 0 0;padding:0;list-style:none}
`;

const UNUPGRADED = 'sq-summary:is(:not(:defined),[data-sq-error])';
const json = (value: string) =>
  `:is([data-block-json*='"design":"${value}"'],[data-block-json*='"design": "${value}"'])`;
/**
 * The server markup's box of a design, and its children: the container queries that set `--n`
 * match the block's own width only for what is inside the block (the box itself would ask its
 * ancestors), so the items get `--n` themselves.
 */
const markupScope = (design: string) => {
  const box = design === 'list' ? UNUPGRADED : `${UNUPGRADED}${json(design)}`;
  return `${box},${box} > *`;
};
/** A carousel summary whose carousel does not show (yet): its items stand as the first row. */
const CAROUSEL_WAITING = `sq-summary${json('carousel')}:not(:state(carousel))`;

/**
 * Page CSS of the server markup (collected into sq-markup.css): the items' own layout (always:
 * the server's items stay in the page, slotted, once upgraded), and before the upgrade the
 * design's arrangement, found by matching `"design":"…"` in `data-block-json` (as the gallery's
 * markup CSS does). Until the carousel shows (`:state(carousel)`), a carousel's items stand as its
 * first row of tiles, each picture filling its square with the title over it, as the gallery's
 * carousel will; that caption keeps one line for the title and one for the date from the start,
 * so it does not grow over the picture while its lines arrive.
 */
export const summaryMarkupCss = `
sq-summary{display:block;container-type:inline-size}
${itemRules('sq-summary > .sq-summary-item', 'sq-summary .sq-summary-image', 'sq-summary .sq-summary-text')}
${UNUPGRADED}{${BOX}}
${UNUPGRADED} > *{flex:0 0 100%}
${UNUPGRADED} > .sq-summary-item{${ITEM_WIDTH}}
${designRules(markupScope)}
${CAROUSEL_WAITING} > .sq-summary-item{display:block;position:relative;overflow:hidden;aspect-ratio:1}
${CAROUSEL_WAITING} .sq-summary-image{position:absolute;inset:0;aspect-ratio:auto}
${CAROUSEL_WAITING} .sq-summary-text{position:absolute;left:0;right:0;bottom:0;padding:var(--sq-gallery-meta-padding,.5em .75em);color:var(--sq-gallery-meta-color,#fff);background:var(--sq-gallery-meta-background,rgb(0 0 0/.6))}
${CAROUSEL_WAITING} .sq-summary-text{display:grid;grid-template-rows:repeat(2,1.4em)}
${CAROUSEL_WAITING}:is([data-block-json*='"showDate":false'],[data-block-json*='"showDate": false']) .sq-summary-text{grid-template-rows:1.4em}
${CAROUSEL_WAITING} .sq-summary-text > *{margin:0;min-width:0;font-size:1em;line-height:1.4em;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
${CAROUSEL_WAITING} .sq-summary-text a{color:var(--sq-summary-link-color,inherit)}
${CAROUSEL_WAITING} :is(.sq-summary-excerpt,.sq-summary-tags){display:none}
${CAROUSEL_WAITING} > .sq-summary-item:nth-of-type(n+${CAROUSEL.slidesPerRow + 1}){display:none}
@container (width < 480px){${CAROUSEL_WAITING} > .sq-summary-item:nth-of-type(n+${CAROUSEL.slidesPerRowBelow480 + 1}){display:none}}
`;

export const summaryStyles = css`
  :host {
    display: block;
    container-type: inline-size;
  }
  :host([hidden]) {
    display: none;
  }
  .summary {
    ${unsafeCSS(BOX)};
  }
  ${unsafeCSS(designRules((design) => `.summary.${design}`))}
  ::slotted(*) {
    flex: 0 0 100%;
  }
  ::slotted(.sq-summary-item),
  .content > div {
    ${unsafeCSS(ITEM_WIDTH)};
  }
  .content {
    display: contents;
  }
  .content > p {
    flex: 0 0 100%;
    margin: 0;
  }
  ${unsafeCSS(itemRules('.content > div', '.content > div > figure', '.content > div > div'))}
  .content a,
  figcaption a {
    color: var(--sq-summary-link-color, inherit);
  }
  sq-gallery {
    flex: 0 0 100%;
  }
  figure {
    margin: 0;
    background: var(--sq-summary-tile-background, rgb(0 0 0 / 0.08));
  }
  figcaption time {
    display: block;
    font-size: 0.875em;
  }
  a:focus-visible {
    outline: 2px solid var(--sq-summary-focus-color, currentColor);
    outline-offset: 2px;
  }
`;
