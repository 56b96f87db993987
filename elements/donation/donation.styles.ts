import { unsafeCSS } from 'lit';

// The look of each part, written once: the upgraded element and the server markup
// (`donationMarkupCss`) read the same values, so upgrading moves nothing.
const ACCENT = 'var(--sq-donation-accent, #1a1a1a)';
const LOOK = {
  fieldset: 'margin:0;padding:0;border:0;min-inline-size:0',
  legend: 'padding:0;margin-block-end:0.5em;font-weight:600',
  choices: 'display:flex;flex-wrap:wrap;gap:0.5em',
  choice:
    'display:inline-flex;align-items:center;gap:0.4em;padding:0.45em 0.9em;' +
    'border:1px solid color-mix(in srgb, currentColor 40%, transparent);border-radius:4px;' +
    'background:var(--sq-donation-choice-background, transparent);cursor:pointer;line-height:1.5',
  radio: `margin:0;accent-color:${ACCENT}`,
  submit:
    `display:inline-block;margin-block-start:1em;padding:0.6em 1.2em;border:2px solid ${ACCENT};` +
    `border-radius:4px;background:${ACCENT};color:var(--sq-donation-button-color, #fff);` +
    'font:inherit;font-weight:600;line-height:1.5;cursor:pointer',
  focus: 'outline:2px solid var(--sq-donation-focus-color, currentColor);outline-offset:2px',
} as const;

/**
 * Shadow styles of `<sq-donation>`: the amounts as a row of choices that wraps, the typed amount
 * under them once "Another amount" is chosen, its hint and error, then the button.
 */
export const donationStyles = unsafeCSS(`
:host{display:block}
:host([hidden]){display:none}
fieldset{${LOOK.fieldset}}
legend{${LOOK.legend}}
[part~='choices']{${LOOK.choices}}
[part~='choice']{${LOOK.choice}}
[part~='choice']:has(input:checked){border-color:${ACCENT};box-shadow:inset 0 0 0 1px ${ACCENT}}
input[type='radio']{${LOOK.radio}}
input[type='radio']:focus-visible,[part~='submit']:focus-visible,[part~='other-input']:focus-visible{${LOOK.focus}}
[part~='other']{display:grid;gap:0.25em;margin-block-start:1em}
[part~='other'] label{font-weight:600}
[part~='other-input']{font:inherit;inline-size:10ch;max-inline-size:100%;padding:0.45em 0.6em;border:1px solid color-mix(in srgb, currentColor 55%, transparent);border-radius:4px;background:var(--sq-donation-input-background, #fff);color:inherit}
[part~='hint']{margin:0;font-size:0.9em;opacity:0.85}
[part~='error']{margin:0;color:var(--sq-donation-error-color, #b00020);font-weight:600}
[part~='error'][hidden]{display:none}
[aria-invalid='true']{border-color:var(--sq-donation-error-color, #b00020)}
[part~='submit']{${LOOK.submit}}
[part~='submit']:hover{filter:brightness(1.1)}
.visually-hidden{position:absolute;inline-size:1px;block-size:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
`);

const UNUPGRADED = ':is(sq-donation:not(:defined), sq-donation[data-sq-error]) > form';

/**
 * Page-level CSS for the server markup of `<sq-donation>`: a GET form to the donation checkout
 * with a fieldset of amount radios, each in its `<label>`, and a submit button. Before the
 * element upgrades (and while its data is invalid) it has the upgraded look, so nothing moves.
 */
export const donationMarkupCss = `
${UNUPGRADED} fieldset { ${LOOK.fieldset}; ${LOOK.choices}; }
${UNUPGRADED} legend { ${LOOK.legend}; }
${UNUPGRADED} fieldset > label { ${LOOK.choice}; }
${UNUPGRADED} input[type='radio'] { ${LOOK.radio}; }
${UNUPGRADED} button { ${LOOK.submit}; }
${UNUPGRADED} :focus-visible { ${LOOK.focus}; }
`;
