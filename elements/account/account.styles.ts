import { unsafeCSS } from 'lit';

// The look of each part, written once for the upgraded element and the server markup
// (`accountMarkupCss`), so upgrading moves nothing.
const ACCENT = 'var(--sq-account-accent, #1a1a1a)';
const LOOK = {
  heading: 'margin:1.5em 0 0.5em;font-size:1.25em;line-height:1.3',
  list: 'display:grid;grid-template-columns:max-content 1fr;gap:0.5em 1.5em;margin:0',
  table: 'border-collapse:collapse;width:100%',
  cell: 'padding:0.4em 0.75em 0.4em 0;border-bottom:1px solid color-mix(in srgb, currentColor 20%, transparent);text-align:start',
  button:
    `display:inline-block;padding:0.5em 1.1em;border:2px solid ${ACCENT};border-radius:4px;` +
    `background:${ACCENT};color:var(--sq-account-button-color, #fff);font:inherit;` +
    'font-weight:600;line-height:1.5;cursor:pointer',
  quiet: `padding:0.25em 0.75em;border:1px solid ${ACCENT};border-radius:4px;background:transparent;color:inherit;font:inherit;cursor:pointer`,
  focus: 'outline:2px solid var(--sq-account-focus-color, #1a5fb4);outline-offset:2px',
} as const;

/** Shadow styles of `<sq-account>`. */
export const accountStyles = unsafeCSS(`
:host{display:block}
:host([hidden]){display:none}
[part~='heading']{${LOOK.heading}}
dl{${LOOK.list}}
dt{font-weight:600}
dd{margin:0}
[part~='name']{margin-inline-end:0.75em}
[part~='edit-name'],[part~='cancel']{${LOOK.quiet}}
[part~='name-form'] fieldset{border:0;padding:0;margin:0;min-inline-size:0}
.names{display:grid;grid-template-columns:repeat(auto-fit, minmax(9rem, 1fr));column-gap:1rem}
[part~='save'],[part~='logout'],[part~='login']{${LOOK.button}}
[part~='save']{margin-inline-end:0.5em}
[part~='logout']{margin-top:2em}
[aria-disabled='true']{opacity:0.7;cursor:progress}
[part~='orders']{${LOOK.table}}
th,td{${LOOK.cell}}
[part~='error']{margin:0 0 1rem;padding:0.5em 0.75em;border-inline-start:4px solid var(--sq-account-error-color, #b3261e);background:color-mix(in srgb, var(--sq-account-error-color, #b3261e) 8%, transparent)}
[part~='error'][hidden]{display:none}
[part~='status']{margin:1em 0 0}
[part~='status']:empty{display:none}
button:focus-visible,[tabindex='-1']:focus{${LOOK.focus}}
[part~='heading']:focus:not(:focus-visible){outline:none}
`);

/**
 * Page CSS for the server markup of the account page (collected into sq-markup.css): the
 * profile, memberships, orders and log-out form a visitor without JavaScript uses, and the
 * log-in form of an anonymous visitor.
 */
export const accountMarkupCss = `
sq-account{display:block}
sq-account h2{${LOOK.heading}}
sq-account dl{${LOOK.list}}
sq-account dt{font-weight:600}
sq-account dd{margin:0}
.sq-account__orders{${LOOK.table}}
.sq-account__orders th,.sq-account__orders td{${LOOK.cell}}
.sq-account__logout,.sq-account__login{margin-top:1.5em}
.sq-account__login label{display:block;font-weight:600;margin-bottom:0.25em}
.sq-account__login input:not([type='checkbox']){font:inherit;padding:0.4em 0.5em;width:min(100%, 24rem);box-sizing:border-box}
.sq-account__login label:has(input[type='checkbox']){font-weight:400}
.sq-account__logout button,.sq-account__login button{${LOOK.button}}
.sq-account__logout button:focus-visible,.sq-account__login button:focus-visible{${LOOK.focus}}
.sq-account__error{padding:0.5em 0.75em;border-inline-start:4px solid var(--sq-account-error-color, #b3261e)}
`;
