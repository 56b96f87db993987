import { css } from 'lit';

/**
 * Page CSS of the card (collected into sq-markup.css): the server's link laid out as a card, the
 * picture beside the text when there is room and above it otherwise. The card stays in the page
 * once the element upgrades (slotted), so this is its look before and after: nothing moves.
 */
export const collectionLinkMarkupCss = `
sq-collection-link{display:block}
.sq-collection-link{display:flex;flex-wrap:wrap;align-items:center;gap:.75rem 1.25rem;padding:var(--sq-collection-link-padding,1rem);border:1px solid var(--sq-collection-link-border-color,rgb(0 0 0/.2));border-radius:var(--sq-collection-link-radius,.5rem);color:inherit;text-decoration:none}
.sq-collection-link:hover .sq-collection-link-title{text-decoration:underline}
.sq-collection-link:focus-visible{outline:2px solid var(--sq-collection-link-focus-color,currentColor);outline-offset:2px}
.sq-collection-link-image{flex:1 1 var(--sq-collection-link-image-width,10rem);aspect-ratio:var(--sq-collection-link-image-aspect-ratio,3/2);overflow:hidden}
.sq-collection-link-image :is(sq-image,img){display:block;width:100%;height:100%;object-fit:cover}
.sq-collection-link-image img[data-src]:not([src]){visibility:hidden}
.sq-collection-link-text{flex:999 1 14rem;display:flex;flex-direction:column;gap:.25rem;min-width:0}
.sq-collection-link-title{font-size:1.25em}
.sq-collection-link-meta{font-size:.875em}
`;

export const collectionLinkStyles = css`
  :host {
    display: block;
  }
  :host([hidden]) {
    display: none;
  }
`;
