/**
 * The popup overlay's chunk (see ./popup-overlay.ts): when the SPEC §4 rules say the visitor is
 * due to see it, and `enableMobile` allows it on a phone, it waits until no cookie banner awaits
 * a decision (the overlay never covers the banner: a first-time visitor decides first), then for
 * the site's trigger (platform/popup/triggers.ts), checks the rules again (another tab of the
 * site may have closed it meanwhile), and only then loads `<sq-popup-overlay>`'s code and shows
 * it with the content the server put in the page. A page without that content (the popup page
 * itself, a checkout page) shows nothing.
 */
import { loadChunk } from '../../platform/chunks/chunk-loader.ts';
import { CONSENT_EVENT } from '../../platform/consent/consent.ts';
import type { WebsiteSettings } from '../../platform/context/page-context.ts';
import { shouldShowPopupOverlay } from '../../platform/popup/rules.ts';
import { readPopupState } from '../../platform/popup/stored-state.ts';
import { isMobileViewport, whenPopupTriggered } from '../../platform/popup/triggers.ts';
import { POPUP_CONTENT_TEMPLATE_ID } from '../../elements/popup-overlay/overlay-content.ts';
import type { SqPopupOverlay } from '../../elements/popup-overlay/popup-overlay.ts';
import type { Behaviour, RuntimeEnv } from '../environment.ts';
import { shouldShowCookieBanner } from './consent.ts';

type PopupSettings = NonNullable<WebsiteSettings['popupOverlaySettings']>;

/** Whether the overlay is due now: the SPEC §4 rules, and on a phone `enableMobile`. */
export function popupOverlayDue(settings: PopupSettings, view: Window, now = Date.now()): boolean {
  if (settings.enableMobile !== true && isMobileViewport(view)) return false;
  return shouldShowPopupOverlay(readPopupState(view), settings, now);
}

/** Resolves at once with no banner awaiting a decision, else at the decision (`sq-consent`). */
function whenBannerDecided(env: RuntimeEnv, signal: AbortSignal): Promise<void> {
  if (!shouldShowCookieBanner(env)) return Promise.resolve();
  return new Promise((resolve) => {
    env.document.addEventListener(CONSENT_EVENT, () => resolve(), { once: true, signal });
  });
}

/**
 * Loads `<sq-popup-overlay>`'s code, appends one (removed once closed) to `<body>` and opens it.
 * @returns the overlay, or undefined when its code failed to load (logged)
 */
export async function showPopupOverlay(
  env: RuntimeEnv,
  version: number | undefined,
): Promise<SqPopupOverlay | undefined> {
  try {
    await loadChunk(() => import('../../elements/popup-overlay/sq-popup-overlay.ts'), {
      request: 'sq-popup-overlay',
    });
    const overlay = env.document.createElement('sq-popup-overlay');
    if (version !== undefined) overlay.version = version;
    overlay.removeOnClose = true;
    env.document.body.append(overlay);
    await overlay.show();
    return overlay;
  } catch (error) {
    console.error('[sq-runtime] could not show the popup overlay:', error);
    return undefined;
  }
}

/**
 * Shows the popup overlay when it is due (see the module comment). Stopping it cancels the
 * waiting and removes an overlay it showed.
 */
export const startPopupOverlay: Behaviour = (env) => {
  const settings = env.ctx.websiteSettings?.popupOverlaySettings;
  const view = env.document.defaultView;
  if (!settings || !view || !env.document.getElementById(POPUP_CONTENT_TEMPLATE_ID)) return;
  if (!popupOverlayDue(settings, view)) return;
  const stop = new AbortController();
  let overlay: HTMLElement | undefined;
  void (async () => {
    await whenBannerDecided(env, stop.signal);
    await whenPopupTriggered(settings.trigger, view, stop.signal);
    if (stop.signal.aborted || !popupOverlayDue(settings, view)) return;
    overlay = await showPopupOverlay(env, settings.version ?? undefined);
    if (stop.signal.aborted) overlay?.remove();
  })();
  return () => {
    stop.abort();
    overlay?.remove();
  };
};
