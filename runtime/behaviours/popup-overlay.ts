/**
 * The popup overlay (SPEC §2, §3 "Popup overlay", §4): on a site whose
 * `popupOverlaySettings.style` is show (2), and not in screenshot mode (`sqsscreenshot=true`),
 * a chunk of its own (./popup-overlay-start.ts) applies the SPEC §4 rules, waits for the cookie
 * banner's decision and the trigger, then shows `<sq-popup-overlay>`. Every other page carries
 * only this module's few lines.
 */
import type { POPUP_OVERLAY_STYLES } from '../../platform/constants/site-enums.ts';
import { isScreenshotMode } from '../../platform/page/flags.ts';
import type { Behaviour, RuntimeEnv } from '../environment.ts';
import { onDemand } from './on-demand.ts';

/**
 * Popup overlay style show (SPEC §3), `POPUP_OVERLAY_STYLES.show`: written out (the type keeps it
 * equal) so that every page's runtime does not carry the site enumerations.
 */
const SHOW: typeof POPUP_OVERLAY_STYLES.show = 2;

/** Whether the page needs the popup overlay's chunk: style show (2), no `sqsscreenshot=true`. */
export const popupOverlayNeeded = (env: RuntimeEnv): boolean =>
  env.ctx.websiteSettings?.popupOverlaySettings?.style === SHOW &&
  !isScreenshotMode(env.address.href);

/** The popup overlay behaviour, loaded only on the pages {@link popupOverlayNeeded} names. */
export const popupOverlay: Behaviour = onDemand(
  'popup-overlay',
  popupOverlayNeeded,
  async () => (await import('./popup-overlay-start.ts')).startPopupOverlay,
);
