import { unsafeCSS } from 'lit';
import { tokenVar } from '../../platform/tokens/tokens.ts';
import { FACADE_RESERVED_HEIGHT } from '../shared/facade/facade.styles.ts';

/**
 * Shadow styles of `<sq-reservation>`, one rule a line: the server markup, then the facade in
 * the place the markup CSS keeps for it; the owner's preview note framed. A failure is console-only (SPEC §8): the facade's status line
 * does not show it.
 */
export const reservationStyles = unsafeCSS(`
:host{display:block}
:host([hidden]){display:none}
.placeholder{display:block}
.facade{min-block-size:${FACADE_RESERVED_HEIGHT}}
[part~=preview]{padding:1em;border:1px dashed currentColor;border-radius:${tokenVar('radius-1')}}
[part~=preview-title]{margin:0 0 0.25em;font-weight:600}
[part~=preview-message]{margin:0 0 1em}
:host(:state(failed)) [part~=facade-status]{display:none}
`);

/**
 * Page-level CSS for the server markup until the element upgrades: the facade's place kept under
 * it, so the page does not move when the button comes.
 */
export const reservationMarkupCss = `
sq-reservation:not(:defined) { display: block; }
sq-reservation:not(:defined)::after { content: ""; display: block; block-size: ${FACADE_RESERVED_HEIGHT}; }
`;
