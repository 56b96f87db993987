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
const OPTIONS = `display:inline-flex;margin:0;border:2px solid ${ACCENT};border-radius:6px;overflow:hidden`;
const OPTION =
  'display:block;margin:0;padding:0.5em 1.2em;border:0;background:transparent;color:inherit;' +
  'font:inherit;line-height:1.5;cursor:pointer';
const PRESSED = `background:${ACCENT};color:var(--sq-member-area-button-color, #fff);font-weight:600`;
const DESCRIPTION = 'margin:0 0 1em';
const LOGIN = 'margin:1em 0 0';

/**
 * Shadow styles of `<sq-member-area>`: the two option buttons side by side as one switch, the
 * chosen option's price, join section and join button under them.
 */
export const memberAreaStyles = unsafeCSS(`
:host{display:block}
:host([hidden]){display:none}
[part~='title']{${LOOK.title}}
[part~='options']{${OPTIONS}}
[part~='option']{${OPTION}}
[part~='option'][aria-pressed='true']{${PRESSED}}
[part~='price']{${LOOK.price}}
[part~='description']{${DESCRIPTION}}
[part~='join']{${LOOK.button}}
[part~='join'][aria-disabled='true']{opacity:0.7;cursor:progress}
[part~='error']{margin:0.75em 0 0;color:var(--sq-member-area-error-color, #b00020);font-weight:600}
[part~='login']{${LOGIN}}
button:focus-visible,a:focus-visible{${LOOK.focus}}
`);

/**
 * Page CSS for the block's server markup (collected into sq-markup.css): the same look and layout
 * without JavaScript. The options are radio buttons drawn as the element's two option buttons;
 * only the chosen option's section (price, text, join form) shows.
 */
export const memberAreaMarkupCss = `
sq-member-area{display:block}
.sq-member-area__title{${LOOK.title}}
.sq-member-area__options{${OPTIONS}}
.sq-member-area__choice{position:absolute;opacity:0;width:1px;height:1px;margin:0}
.sq-member-area__label{${OPTION}}
.sq-member-area__choice:checked+.sq-member-area__label{${PRESSED}}
.sq-member-area__choice:focus-visible+.sq-member-area__label{${LOOK.focus}}
.sq-member-area__option{margin:0}
.sq-member-area:has(.sq-member-area__choice:first-of-type:checked) .sq-member-area__option:nth-of-type(2),
.sq-member-area:has(.sq-member-area__choice:last-of-type:checked) .sq-member-area__option:nth-of-type(1){display:none}
.sq-member-area__price{${LOOK.price}}
.sq-member-area__description{${DESCRIPTION}}
.sq-member-area__form{margin:0}
.sq-member-area__join{${LOOK.button}}
.sq-member-area__join:focus-visible{${LOOK.focus}}
.sq-member-area__login{${LOGIN}}
`;
