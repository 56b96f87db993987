import { unsafeCSS } from 'lit';

// The look of each part, written once for the upgraded element and the server markup
// (`memberAreaMarkupCss`).
const ACCENT = 'var(--sq-member-area-accent, #1a1a1a)';
const LOOK = {
  title: 'margin:0 0 0.75em;font-size:1.35em;line-height:1.3',
  price: 'margin:0.5em 0;font-size:1.25em;font-weight:600',
  button:
    `display:inline-block;padding:0.6em 1.2em;border:2px solid ${ACCENT};border-radius:4px;` +
    `background:${ACCENT};color:var(--sq-member-area-button-color, #fff);font:inherit;` +
    'font-weight:600;line-height:1.5;cursor:pointer',
  focus: 'outline:2px solid var(--sq-member-area-focus-color, currentColor);outline-offset:2px',
} as const;

/**
 * Shadow styles of `<sq-member-area>`: the two option buttons side by side as one switch, the
 * chosen option's price, join section and join button under them.
 */
export const memberAreaStyles = unsafeCSS(`
:host{display:block}
:host([hidden]){display:none}
[part~='title']{${LOOK.title}}
[part~='options']{display:inline-flex;border:2px solid ${ACCENT};border-radius:6px;overflow:hidden}
[part~='option']{padding:0.5em 1.2em;border:0;background:transparent;color:inherit;font:inherit;line-height:1.5;cursor:pointer}
[part~='option'][aria-pressed='true']{background:${ACCENT};color:var(--sq-member-area-button-color, #fff);font-weight:600}
[part~='price']{${LOOK.price}}
[part~='description']{margin:0 0 1em}
[part~='join']{${LOOK.button}}
[part~='join'][aria-disabled='true']{opacity:0.7;cursor:progress}
[part~='error']{margin:0.75em 0 0;color:var(--sq-member-area-error-color, #b00020);font-weight:600}
[part~='login']{margin:1em 0 0}
button:focus-visible,a:focus-visible{${LOOK.focus}}
`);

/**
 * Page CSS for the block's server markup (collected into sq-markup.css): both options side by
 * side, each with its price and join button, as a visitor without JavaScript uses them.
 */
export const memberAreaMarkupCss = `
sq-member-area{display:block}
.sq-member-area__title{${LOOK.title}}
.sq-member-area__options{display:flex;flex-wrap:wrap;gap:1.5em}
.sq-member-area__option{flex:1 1 14em}
.sq-member-area__label{margin:0;font-size:1.1em}
.sq-member-area__price{${LOOK.price}}
.sq-member-area__join{${LOOK.button}}
.sq-member-area__join:focus-visible{${LOOK.focus}}
`;
