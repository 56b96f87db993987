import { unsafeCSS } from 'lit';
import { tokenVar } from '../../../platform/tokens/tokens.ts';

const FOCUS = 'outline:2px solid var(--sq-facade-focus-color, currentColor);outline-offset:2px';

/**
 * The height of the facade's part with its sharing line on up to two lines: the button (a line,
 * 0.6em padding above and below, 1px borders), the 0.5em gap, and the line (0.875em text). A
 * host that adds the facade under its server markup gives the part this as its least height and
 * keeps the same place under the markup before it upgrades (its markup CSS), so nothing moves.
 */
export const FACADE_RESERVED_HEIGHT = 'calc(1lh + 1.2em + 2px + 0.5em + 2 * 0.875lh)';

/**
 * Shadow styles of the facade's part ({@link FacadeController.render}): the load button and the
 * lines under it, one rule a line. A host adds them to its own `static styles`. The `still` class
 * (reduced motion) turns the button's transition off.
 */
export const facadeStyles = unsafeCSS(`
.facade{display:flex;flex-direction:column;align-items:flex-start;gap:0.5em}
[part~=facade-button]{font:inherit;padding:0.6em 1.1em;border:1px solid currentColor;border-radius:${tokenVar('radius-1')};background:var(--sq-facade-button-background, #fff);color:var(--sq-facade-button-color, #111);cursor:pointer;transition:background ${tokenVar('duration-1')} ease}
[part~=facade-button]:hover{background:var(--sq-facade-button-hover-background, #eee)}
[part~=facade-button]:focus-visible{${FOCUS}}
[part~=facade-button][aria-disabled=true]{cursor:progress}
.still [part~=facade-button]{transition:none}
[part~=facade-shares]{margin:0;font-size:0.875em}
[part~=facade-status]{margin:0;font-size:0.875em}
[part~=facade-status]:empty{display:none}
`);
