import { unsafeCSS } from 'lit';
import { ACCORDION_DURATION_MS } from '../../platform/constants/limits.ts';

// Every `--sq-accordion-*` custom property with its default, written once: the upgraded element
// and the server markup (`accordionMarkupCss`) read the same values, so upgrading moves nothing.
// Plain string constants, so a bundle that leaves out `accordionMarkupCss` leaves out its text.
const BORDER =
  'var(--sq-accordion-border-width, 1px) solid var(--sq-accordion-border-color, color-mix(in srgb, currentColor 20%, transparent))';
const PADDING = 'padding:var(--sq-accordion-trigger-padding, 0.75em 0);';
const COLORS =
  'background:var(--sq-accordion-trigger-background, transparent);color:var(--sq-accordion-trigger-color, inherit);';
const WEIGHT = 'font-weight:var(--sq-accordion-trigger-font-weight, 600);';
const SPACING = 'padding-block-end:var(--sq-accordion-panel-spacing, 1em)';
const FOCUS = 'outline:2px solid var(--sq-accordion-focus-color, currentColor);outline-offset:2px';
const ICON_SIZE = 'var(--sq-accordion-icon-size, 0.45em)';
const ICON = `inline-size:${ICON_SIZE};block-size:${ICON_SIZE};flex:none;margin-inline:1em 0.25em;border-inline-end:2px solid currentColor;border-block-end:2px solid currentColor;transform:translateY(-25%) rotate(45deg);`;
const ICON_OPEN = 'transform:translateY(25%) rotate(-135deg)';

/**
 * Shadow styles of `<sq-accordion>`, one rule a line. The trigger is the only `<button>`, its
 * label takes the room the chevron leaves; `still` turns the chevron's transition off for a
 * visitor who asked for no motion.
 */
export const accordionStyles = unsafeCSS(`
:host{display:block}
:host([hidden]){display:none}
[part~=item]{border-block-end:${BORDER}}
button{display:flex;align-items:center;inline-size:100%;${PADDING}border:0;${COLORS}font:inherit;${WEIGHT}text-align:start;cursor:pointer}
button:focus-visible{${FOCUS}}
.label{flex:1}
[part~=icon]{${ICON}transition:transform ${ACCORDION_DURATION_MS}ms ease}
[aria-expanded=true] [part~=icon]{${ICON_OPEN}}
.still [part~=icon]{transition:none}
.body{display:flow-root;${SPACING}}
`);

const UNUPGRADED = ':is(sq-accordion:not(:defined), sq-accordion[data-sq-error])';

/**
 * Page-level CSS for the server markup of `<sq-accordion>`: before the element upgrades and
 * while its `data-block-json` is invalid, the native `<details>` items take the same spacing,
 * borders and icon as the upgraded element (a lone heading in a summary takes the title's font,
 * as the upgraded trigger does), so upgrading causes no layout shift. Meant for the
 * page's stylesheet (the runtime or the template adds it to `<head>`).
 */
export const accordionMarkupCss = `
${UNUPGRADED} { display: block; }
${UNUPGRADED} > details { border-block-end: ${BORDER}; }
${UNUPGRADED} > details[open] { display: flow-root; ${SPACING}; }
${UNUPGRADED} > details > summary { display: flex; align-items: center; ${PADDING} ${COLORS} ${WEIGHT} list-style: none; cursor: pointer; }
${UNUPGRADED} > details > summary::-webkit-details-marker { display: none; }
${UNUPGRADED} > details > summary > :is(h2, h3, h4, h5, h6) { margin: 0; font: inherit; }
${UNUPGRADED} > details > summary::after { content: ''; ${ICON} margin-inline-start: auto; }
${UNUPGRADED} > details[open] > summary::after { ${ICON_OPEN}; }
${UNUPGRADED} > details > summary:focus-visible { ${FOCUS}; }
`;
