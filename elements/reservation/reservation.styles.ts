import { unsafeCSS } from 'lit';
import { tokenVar } from '../../platform/tokens/tokens.ts';

/**
 * Shadow styles of `<sq-reservation>`, one rule a line: the server markup and the facade stacked,
 * the owner's preview note framed. A failure is console-only (SPEC §8): the facade's status line
 * does not show it.
 */
export const reservationStyles = unsafeCSS(`
:host{display:block}
:host([hidden]){display:none}
.placeholder{display:flex;flex-direction:column;gap:1em}
[part~=preview]{padding:1em;border:1px dashed currentColor;border-radius:${tokenVar('radius-1')}}
[part~=preview-title]{margin:0 0 0.25em;font-weight:600}
[part~=preview-message]{margin:0 0 1em}
:host(:state(failed)) [part~=facade-status]{display:none}
`);
