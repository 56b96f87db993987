import { unsafeCSS } from 'lit';
import { tokenVar } from '../../../platform/tokens/tokens.ts';

const FOCUS = 'outline:2px solid var(--sq-facade-focus-color, currentColor);outline-offset:2px';

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
