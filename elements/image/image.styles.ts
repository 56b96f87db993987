import { unsafeCSS } from 'lit';

/**
 * Styles of `<sq-image>`, one rule a line. The box's size is the page's: these rules only make
 * the element a block and tint it while its first image loads. The `<img>` itself gets inline
 * sizing from the element (so a page's `img { height: auto }` reset cannot undo the crop).
 */
export const imageStyles = unsafeCSS(`
:host{display:block;position:relative}
:host([hidden]){display:none}
:host(:state(loading):not(:state(loaded))){background:var(--sq-image-placeholder, transparent)}
`);
