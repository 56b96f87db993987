import { unsafeCSS } from 'lit';
import { tokenVar } from '../../platform/tokens/tokens.ts';

const ACCENT = 'var(--sq-audio-accent, currentColor)';

/**
 * Shadow styles of `<sq-audio>`, one rule a line: the chosen track's line, the native player at
 * the element's width, and the track list as numbered full-width buttons, the chosen one marked
 * by weight and a bar (not by colour alone). The embed (the facade, then the player iframe)
 * takes the element's width.
 */
export const audioStyles = unsafeCSS(`
:host{display:block}
:host([hidden]){display:none}
.now{margin:0 0 0.5em;font-weight:600}
audio{display:block;inline-size:100%}
ol{list-style:none;margin:0.75em 0 0;padding:0}
li+li{border-block-start:1px solid color-mix(in srgb, currentColor 20%, transparent)}
button{display:flex;gap:0.75em;align-items:baseline;inline-size:100%;margin:0;padding:0.5em 0.25em;border:0;border-inline-start:3px solid transparent;background:none;color:inherit;font:inherit;text-align:start;cursor:pointer}
button:hover .title{text-decoration:underline}
button:focus-visible{outline:2px solid ${ACCENT};outline-offset:2px}
button[aria-current=true]{font-weight:600;border-inline-start-color:${ACCENT}}
.number{min-inline-size:1.5em;font-variant-numeric:tabular-nums;text-align:end}
iframe{display:block;inline-size:100%;block-size:var(--sq-audio-embed-height, 166px);border:0;border-radius:${tokenVar('radius-1')}}
`);
