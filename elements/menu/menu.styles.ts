import { unsafeCSS } from 'lit';

// The look of an item, written once: the server markup (`menuMarkupCss`) and the upgraded
// element read the same rules, so an item looks the same before and after the upgrade.
const BORDER = 'var(--sq-menu-border-color, color-mix(in srgb, currentColor 20%, transparent))';
const GAP = 'var(--sq-menu-gap, 1rem)';
const TAB_GAP = '0.25rem';
const LOOK = {
  items: `display:grid;gap:${GAP};margin:0;padding:0;list-style:none`,
  item:
    `display:grid;grid-template-columns:1fr auto;column-gap:1em;row-gap:0.2em;` +
    `padding-block-end:${GAP};border-block-end:1px solid ${BORDER}`,
  name: 'margin:0;font:inherit;font-weight:600',
  price: 'font-variant-numeric:tabular-nums;white-space:nowrap',
  description: 'grid-column:1 / -1;margin:0;opacity:0.85',
  heading: 'margin:0 0 0.75em',
  tab: 'min-block-size:2.75rem;padding:0.5em 1em;border:0;border-block-end:3px solid transparent;font:inherit',
  selected: 'border-block-end-color:var(--sq-menu-accent, currentColor);font-weight:600',
} as const;

/** Shadow styles of `<sq-menu>`: the tabs in a row (scrolling sideways when they do not fit), the panel, the items. */
export const menuStyles = unsafeCSS(`
:host{display:block}
:host([hidden]){display:none}
[part~='tablist']{display:flex;gap:${TAB_GAP};margin-block-end:${GAP};overflow-x:auto;border-block-end:1px solid ${BORDER}}
[part~='tab']{flex:none;box-sizing:border-box;${LOOK.tab};background:none;color:inherit;cursor:pointer}
[part~='tab'][aria-selected='true']{${LOOK.selected}}
[part~='tab']:focus-visible,[part~='panel']:focus-visible{outline:2px solid var(--sq-menu-focus-color, currentColor);outline-offset:-2px}
[part~='panel'][hidden]{display:none}
[part~='heading']{${LOOK.heading}}
[part~='items']{${LOOK.items}}
[part~='item']{${LOOK.item}}
[part~='name']{${LOOK.name}}
[part~='price']{${LOOK.price}}
[part~='description']{${LOOK.description}}
@media (forced-colors: active){[part~='tab'][aria-selected='true']{border-block-end-color:Highlight}}
`);

/**
 * A menu of several sections waiting for its code (not one whose code failed to load). Its titles
 * take a row of content-sized columns (room for 12), the items the whole width under them.
 */
const WAITING = 'sq-menu:not(:defined):not([data-sq-error]):has(> section + section)';

/**
 * Page-level CSS for the server markup of `<sq-menu>`: every section stacked, its heading, then
 * its items with the upgraded look (name and price on one line, the description under them).
 * While a menu of several sections waits for its code in a browser that runs scripts, it already
 * takes the upgraded shape (the section titles in a row of tabs, clipped where the upgraded row
 * scrolls, the first section's items under them), so nothing moves when it upgrades. Without
 * scripts, or once its code has failed to load, every section shows.
 */
export const menuMarkupCss = `
sq-menu > section + section { margin-block-start: 2rem; }
sq-menu > section > :is(h2, h3, h4, h5, h6) { ${LOOK.heading}; }
sq-menu > section ul { ${LOOK.items}; }
sq-menu > section li { ${LOOK.item}; }
sq-menu > section li > :is(h4, h5, h6, strong) { ${LOOK.name}; }
sq-menu > section li > data { ${LOOK.price}; }
sq-menu > section li > p { ${LOOK.description}; }
@media (scripting: enabled) {
  ${WAITING} { display: grid; grid-template-columns: repeat(12, max-content) 1fr; container-type: inline-size; overflow-x: clip; }
  ${WAITING} > section { display: contents; }
  ${WAITING} > section > :is(h2, h3, h4, h5, h6) { grid-row: 1; display: flex; align-items: center; box-sizing: border-box; margin: 0; margin-inline-end: ${TAB_GAP}; ${LOOK.tab}; }
  ${WAITING} > section:first-child > :is(h2, h3, h4, h5, h6) { ${LOOK.selected}; }
  ${WAITING}::after { content: ""; grid-row: 2; grid-column: 1 / -1; margin-block-end: ${GAP}; border-block-start: 1px solid ${BORDER}; }
  ${WAITING} > section:first-child > ul { grid-row: 3; grid-column: 1 / -1; max-inline-size: 100cqi; }
  ${WAITING} > section + section > ul { display: none; }
}
`;
