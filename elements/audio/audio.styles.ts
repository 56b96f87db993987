import { unsafeCSS } from 'lit';
import { tokenVar } from '../../platform/tokens/tokens.ts';

const ACCENT = 'var(--sq-audio-accent, currentColor)';

/** Height of the native player's controls, fixed so the markup CSS can keep its place. */
const PLAYER_HEIGHT = '54px';
/** A track's padding in the list: the button's, and the server markup's item before upgrade. */
const TRACK_PADDING = '0.5em 0.25em';
/** Space before a track's title: the bar, the padding, the number and the gap. */
const NUMBER_WIDTH = '1.5em';
const NUMBER_GAP = '0.75em';
const LIST_MARGIN = '0.75em 0 0';
const TRACK_RULE = '1px solid color-mix(in srgb, currentColor 20%, transparent)';
/**
 * The facade's height on one line of text: the button (a line, its padding and border), the
 * gap, and the sharing line (0.875em). The facade's box is at least this high, and so is the
 * place the markup CSS keeps for it: both round alike.
 */
const FACADE_HEIGHT = 'calc(1lh + 1.2em + 2px + 0.5em + 0.875lh)';

/**
 * Shadow styles of `<sq-audio>`, one rule a line: the chosen track's line, the native player at
 * the element's width, and the track list as numbered full-width buttons, the chosen one marked
 * by a bar (not by colour alone, and no bolder: its title wraps as the markup's did). The embed (the facade, then the player iframe)
 * takes the element's width.
 */
export const audioStyles = unsafeCSS(`
:host{display:block}
:host([hidden]){display:none}
.now{margin:0 0 0.5em;font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
audio{display:block;inline-size:100%;block-size:${PLAYER_HEIGHT}}
audio.drawing{visibility:hidden}
ol{list-style:none;margin:${LIST_MARGIN};padding:0}
li+li{border-block-start:${TRACK_RULE}}
button{display:flex;gap:${NUMBER_GAP};align-items:baseline;inline-size:100%;margin:0;padding:${TRACK_PADDING};border:0;border-inline-start:3px solid transparent;background:none;color:inherit;font:inherit;text-align:start;cursor:pointer}
button:hover .title{text-decoration:underline}
button:focus-visible{outline:2px solid ${ACCENT};outline-offset:2px}
button[aria-current=true]{border-inline-start-color:${ACCENT}}
.number{min-inline-size:${NUMBER_WIDTH};font-variant-numeric:tabular-nums;text-align:end}
.facade-box{min-block-size:${FACADE_HEIGHT}}
iframe{display:block;inline-size:100%;block-size:var(--sq-audio-embed-height, 166px);border:0;border-radius:${tokenVar('radius-1')}}
`);

const UNUPGRADED = 'sq-audio:not(:defined)';
const SHARING = '[data-block-json*="audioSharingUrl"]';

/**
 * Page-level CSS for the server markup of `<sq-audio>` before it upgrades, so that upgrading moves
 * nothing: the native player's place (the chosen track's line and the controls) is kept above
 * the list, and the list of links (`<ol>` or `<ul>`) takes the upgraded track list's spacing;
 * an audio-sharing block keeps the place of the facade's button and the line under it (one
 * line; a narrow column that wraps it moves what follows a little). Meant for the page's
 * stylesheet (sq-markup.css).
 */
export const audioMarkupCss = `
${UNUPGRADED} { display: block; }
${UNUPGRADED}:not(${SHARING})::before { content: ""; display: block; block-size: calc(1lh + 0.5em + ${PLAYER_HEIGHT}); }
${UNUPGRADED} :is(ol, ul) { list-style: none; margin: ${LIST_MARGIN}; padding: 0; }
${UNUPGRADED} li { padding: ${TRACK_PADDING}; padding-inline-start: calc(3px + 0.25em + ${NUMBER_WIDTH} + ${NUMBER_GAP}); border-block-start: ${TRACK_RULE}; }
${UNUPGRADED} li:first-child { border-block-start: 0; }
${UNUPGRADED}${SHARING}::after { content: ""; display: block; block-size: ${FACADE_HEIGHT}; }
`;
