import { unsafeCSS } from 'lit';
import { VIDEO_DEFAULT_ASPECT_PERCENT } from '../../platform/constants/limits.ts';
import { tokenVar } from '../../platform/tokens/tokens.ts';
import { facadeStyles } from '../shared/facade/facade.styles.ts';

// A light ring with a dark halo: visible on light and dark posters alike.
const FOCUS =
  'outline:3px solid var(--sq-video-focus-color, #fff);outline-offset:3px;box-shadow:0 0 0 9px rgb(0 0 0 / 0.55)';
const BUTTON_SIZE = 'var(--sq-video-play-size, 4.5rem)';

/**
 * Shadow styles of `<sq-video>`, one rule a line. The stage takes the element's width; its
 * height follows the video's aspect (`aspect-ratio`, set inline) unless, in `fit` and `fill`,
 * the page's CSS gives the element a height (`height: 100%` then wins over the ratio). The box
 * holds the poster or the player: it fills the stage in `none`, and in `fit`/`fill` gets its
 * size from the element, centred in the clipping stage. `still` turns transitions off.
 */
export const videoStyles = [
  facadeStyles,
  unsafeCSS(`
:host{display:block;position:relative}
:host([hidden]){display:none}
.stage{position:relative;inline-size:100%;overflow:hidden;background:var(--sq-video-letterbox, transparent)}
.stage.fit,.stage.fill{block-size:100%}
.box{position:absolute;inset:0;inline-size:100%;block-size:100%;background:var(--sq-video-background, #111)}
.fit .box,.fill .box{inset:auto;left:50%;top:50%;transform:translate(-50%,-50%)}
::slotted([slot=poster]){position:absolute;inset:0;inline-size:100%;block-size:100%}
[part~=player]{display:block;position:absolute;inset:0;inline-size:100%;block-size:100%;border:0;background:#000}
video[part~=player]{object-fit:contain}
.fill video[part~=player]{object-fit:cover}
button{position:absolute;left:50%;top:50%;inline-size:${BUTTON_SIZE};block-size:${BUTTON_SIZE};margin:0;padding:0;transform:translate(-50%,-50%);display:grid;place-items:center;border:0;border-radius:50%;background:var(--sq-video-play-background, rgb(0 0 0 / 0.72));color:var(--sq-video-play-color, #fff);cursor:pointer;transition:background ${tokenVar('duration-1')} ease,transform ${tokenVar('duration-1')} ease}
button:hover{background:var(--sq-video-play-hover-background, rgb(0 0 0 / 0.88));transform:translate(-50%,-50%) scale(1.06)}
button:focus-visible{${FOCUS}}
button svg{inline-size:40%;block-size:40%;margin-inline-start:8%;fill:currentColor}
.still button{transition:none}
.still button:hover{transform:translate(-50%,-50%)}
.consent{position:absolute;inset:auto 0 0 0;padding:1em;background:var(--sq-video-consent-background, rgb(0 0 0 / 0.8));color:var(--sq-video-consent-color, #fff)}
.consent button{position:static;inline-size:auto;block-size:auto;transform:none;display:inline-block;border-radius:${tokenVar('radius-1')};border:1px solid currentColor}
.consent button:hover{transform:none}
`),
];

const UNUPGRADED = 'sq-video:not(:defined)';

/**
 * Page-level CSS for the server markup of `<sq-video>` before it upgrades: the element is a
 * block of SPEC §9's default aspect (56.3%) with its poster covering it, the box the upgraded
 * element draws for that aspect, so upgrading moves nothing. A height from the page's CSS (for
 * `fit` and `fill`) wins over the ratio, and the width stays the container's (as upgraded): a
 * fixed height never makes the block wider than its column. Meant for the page's stylesheet (sq-markup.css).
 */
export const videoMarkupCss = `
${UNUPGRADED} { display: block; position: relative; inline-size: 100%; aspect-ratio: 100 / ${VIDEO_DEFAULT_ASPECT_PERCENT}; overflow: hidden; }
${UNUPGRADED} img { display: block; inline-size: 100%; block-size: 100%; object-fit: cover; }
`;
