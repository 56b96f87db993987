import { unsafeCSS } from 'lit';
import { LIGHTBOX } from '../../platform/constants/limits.ts';

const SIZE = 'var(--sq-lightbox-control-size, 2.75rem)';

/**
 * Shadow styles of `<sq-lightbox>`, one rule a line. The dialog is the overlay: it covers the
 * viewport in the theme's background at SPEC §9 opacity 0.95. On desktop the items share one
 * grid cell and only the current one (and, while cross-fading, the one leaving) is displayed;
 * `.mobile` turns the track into a horizontal scroll-snap strip. Each item's content is sized to
 * its aspect ratio `--r` inside the frame (a size container), so the picture alone is "the image".
 */
export const lightboxStyles = unsafeCSS(`
:host{display:block}
:host([hidden]){display:none}
dialog{--bg:var(--sq-lightbox-background,#111);--fg:var(--sq-lightbox-color,#fff);position:fixed;inset:0;box-sizing:border-box;width:100%;height:100%;max-width:none;max-height:none;margin:0;padding:0;border:0;overflow:hidden;overscroll-behavior:contain;color:var(--fg);background:color-mix(in srgb,var(--bg) calc(var(--sq-lightbox-overlay-opacity,${LIGHTBOX.overlayOpacity})*100%),transparent);font:inherit}
.light{--bg:var(--sq-lightbox-background,#fff);--fg:var(--sq-lightbox-color,#111)}
dialog::backdrop{background:transparent}
.track{position:absolute;inset:0;display:grid}
figure{grid-area:1/1;display:flex;flex-direction:column;align-items:center;min-width:0;min-height:0;margin:0;padding:calc(${SIZE} + 1rem) calc(${SIZE} + 1.5rem) 1.5rem;box-sizing:border-box}
.track:not(.mobile)>:not(.current,.leaving){display:none}
.leaving{pointer-events:none}
.frame{flex:1;align-self:stretch;display:grid;place-items:center;min-height:0;container-type:size}
.frame>*{display:block;width:min(100cqw,100cqh*var(--r,1e4));height:min(100cqh,100cqw/var(--r,1e-4))}
figcaption{max-width:60ch;margin-top:1rem;text-align:center}
.mobile{display:flex;overflow-x:auto;scroll-snap-type:x mandatory;scrollbar-width:none}
.mobile>figure{flex:0 0 100%;padding-inline:0.5rem;scroll-snap-align:center;scroll-snap-stop:always}
button{position:absolute;display:grid;place-items:center;width:${SIZE};height:${SIZE};padding:0;border:0;border-radius:50%;color:inherit;background:color-mix(in srgb,var(--bg) 60%,transparent);cursor:pointer}
button:focus-visible{outline:2px solid currentColor;outline-offset:2px}
button[aria-disabled=true]{opacity:0.4;cursor:default}
svg{width:50%;height:50%}
[part=close]{top:0.5rem;right:0.5rem}
[part=previous],[part=next]{top:50%;translate:0 -50%}
[part=previous]{left:0.5rem}
[part=next]{right:0.5rem}
[part=counter]{position:absolute;top:0.5rem;left:1rem;margin:0;line-height:${SIZE}}
`);
