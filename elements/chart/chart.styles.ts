import { unsafeCSS } from 'lit';

/** The default palette, `--sq-chart-color-1` … `-8`: distinct hues, each 3:1 or more on white. */
export const CHART_COLORS = [
  '#1f6fb2',
  '#c4501a',
  '#2a8a55',
  '#8e44ad',
  '#a0740a',
  '#c2185b',
  '#00838f',
  '#5d4037',
] as const;

/** In forced colours the series take system colours, in this order. */
const FORCED = ['CanvasText', 'Highlight', 'LinkText', 'GrayText', 'VisitedText', 'Mark'];

const palette = CHART_COLORS.map(
  (fallback, i) => `.c${i}{--c:var(--sq-chart-color-${i + 1}, ${fallback})}`,
).join('\n');
const forced = CHART_COLORS.map((_, i) => `.c${i}{--c:${FORCED[i % FORCED.length]}}`).join('\n');

// The table's look, written once: the server markup (`chartMarkupCss`) and the upgraded
// element's "Show the data" table read the same rules.
const TABLE = {
  table: 'border-collapse:collapse;font-variant-numeric:tabular-nums',
  caption: 'text-align:start;font-weight:600;padding-block-end:0.5em',
  cell: 'padding:0.35em 0.75em;border-block-end:1px solid var(--sq-chart-grid-color, color-mix(in srgb, currentColor 18%, transparent));text-align:end',
  header: 'text-align:start',
} as const;

/** Shadow styles of `<sq-chart>`. */
export const chartStyles = unsafeCSS(`
:host{display:block}
:host([hidden]){display:none}
${palette}
[part~='title']{margin:0 0 0.5em;font-weight:600}
svg{display:block;max-inline-size:100%;block-size:auto;overflow:visible;font-size:12px}
text{fill:currentColor}
.grid{stroke:var(--sq-chart-grid-color, color-mix(in srgb, currentColor 18%, transparent))}
.grid.zero{stroke:currentColor}
.axis-title{font-weight:600}
.bar,.slice,.dot{fill:var(--c)}
.slice{stroke:var(--sq-chart-slice-border, #fff);stroke-width:1.5}
.line{fill:none;stroke:var(--c);stroke-width:2.5;stroke-linejoin:round}
.marks{animation:sq-chart-in var(--sq-duration-3, 450ms) ease-out}
.still .marks{animation:none}
@keyframes sq-chart-in{from{opacity:0}}
[part~='legend']{display:flex;flex-wrap:wrap;gap:0.25em 1.25em;margin:0.75em 0 0;padding:0;list-style:none}
[part~='legend-item']{display:inline-flex;align-items:center;gap:0.4em}
[part~='swatch']{inline-size:0.9em;block-size:0.9em;border-radius:2px;background:var(--c)}
[part~='data']{margin-block-start:0.75em}
summary{cursor:pointer;min-block-size:1.5rem}
summary:focus-visible{outline:2px solid var(--sq-chart-focus-color, currentColor);outline-offset:2px}
table{${TABLE.table};margin-block-start:0.5em}
caption{${TABLE.caption}}
th,td{${TABLE.cell}}
th{${TABLE.header}}
@media (prefers-reduced-motion: reduce){.marks{animation:none}}
@media (forced-colors: active){
  svg,[part~='swatch']{forced-color-adjust:none}
  ${forced}
  .slice{stroke:Canvas}
  text{fill:CanvasText}
  .grid{stroke:GrayText}
  .grid.zero{stroke:CanvasText}
  [part~='swatch']{border:1px solid CanvasText}
}
`);

/** Page-level CSS for the server markup of `<sq-chart>`: its data table, as the upgraded one looks. */
export const chartMarkupCss = `
sq-chart { display: block; }
sq-chart > table { ${TABLE.table}; }
sq-chart > table caption { ${TABLE.caption}; }
sq-chart > table :is(th, td) { ${TABLE.cell}; }
sq-chart > table th { ${TABLE.header}; }
`;
