import { unsafeCSS } from 'lit';

// Every `--sq-button-*` custom property with its default, written once: the upgraded element and
// the server markup (`buttonMarkupCss`) read the same values, so upgrading moves nothing.
const LOOK =
  'display:inline-block;box-sizing:border-box;border:var(--sq-button-border, 2px solid transparent);' +
  'border-radius:var(--sq-button-radius, 4px);background:var(--sq-button-background, #1f1f1f);' +
  'color:var(--sq-button-color, #ffffff);font:inherit;font-weight:var(--sq-button-font-weight, 600);' +
  'line-height:1.25;text-align:center;text-decoration:none;cursor:pointer';
const FOCUS = 'outline:2px solid var(--sq-button-focus-color, currentColor);outline-offset:2px';
const HOVER = 'filter:brightness(1.15)';
/** Padding and font size of each size; medium is also the look of markup that names none. */
const SIZES = {
  small: 'padding:0.5em 1.1em;font-size:0.875em',
  medium: 'padding:0.75em 1.5em;font-size:1em',
  large: 'padding:0.9em 1.9em;font-size:1.2em',
} as const;
const ALIGNMENTS = ['left', 'center', 'right'] as const;

/**
 * Shadow styles of `<sq-button>`: the block is a line of its own, the link inside it aligned by
 * the base's class and sized by its own.
 */
export const buttonStyles = unsafeCSS(`
:host{display:block}
:host([hidden]){display:none}
${ALIGNMENTS.map((a) => `.${a}{text-align:${a}}`).join('\n')}
a{${LOOK}}
a:hover{${HOVER}}
a:focus-visible{${FOCUS}}
${Object.entries(SIZES)
  .map(([size, rule]) => `.${size}{${rule}}`)
  .join('\n')}
.note{position:absolute;inline-size:1px;block-size:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
`);

const UNUPGRADED = ':is(sq-button:not(:defined), sq-button[data-sq-error])';
/** The server markup of a button whose compact `data-block-json` holds `"key":"value"`. */
const having = (key: string, value: string) =>
  `${UNUPGRADED}[data-block-json*='"${key}":"${value}"']`;

/**
 * Page-level CSS for the server markup of `<sq-button>` (its one `<a>`): before the element
 * upgrades and while its `data-block-json` is invalid, the link has the upgraded look, size and
 * alignment, read from the compact JSON the server writes (`"size":"large"`), so upgrading
 * causes no layout shift.
 */
export const buttonMarkupCss = `
${UNUPGRADED} { display: block; }
${UNUPGRADED} > a { ${LOOK}; ${SIZES.medium}; }
${UNUPGRADED} > a:hover { ${HOVER}; }
${UNUPGRADED} > a:focus-visible { ${FOCUS}; }
${ALIGNMENTS.map((a) => `${having('alignment', a)} { text-align: ${a}; }`).join('\n')}
${(['small', 'large'] as const).map((s) => `${having('size', s)} > a { ${SIZES[s]}; }`).join('\n')}
`;
