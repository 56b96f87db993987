/**
 * Consent and the cookie banner (SPEC §2, §3 "Cookie banner settings", §4): configures the consent
 * policy from the page context, clears the tracking cookies a restrictive policy does not allow
 * yet, and inserts `<sq-cookie-banner>` when the site has it on and the visitor has not decided.
 * First of the behaviours, so analytics started after it already sees the policy.
 */
import { loadChunk } from '../../platform/chunks/chunk-loader.ts';
import {
  configureConsent,
  enforceConsentPolicy,
  readConsent,
} from '../../platform/consent/consent.ts';
import { isScreenshotMode } from '../../platform/page/flags.ts';
import { afterNextPaint, aTaskLater } from '../after-load.ts';
import type { Behaviour, RuntimeEnv } from '../environment.ts';

/**
 * Whether the runtime shows the cookie banner (SPEC §2, §4): the settings enable it, no consent
 * cookie exists, and the page is not opened with `sqsscreenshot=true`.
 */
export function shouldShowCookieBanner(env: RuntimeEnv): boolean {
  return (
    env.ctx.cookieSettings?.isCookieBannerEnabled === true &&
    readConsent() === undefined &&
    !isScreenshotMode(env.address.href)
  );
}

/**
 * Loads the banner's code and, in a later task, inserts `<sq-cookie-banner>` with the page
 * context's `cookieSettings` as its `data-block-json`, as the first child of `<body>`: keyboard
 * and screen reader users reach it before the page content (it is fixed on screen, so where it
 * sits in the document does not move it visually).
 * @returns the banner, or undefined when its code failed to load (logged)
 */
export async function showCookieBanner(env: RuntimeEnv): Promise<HTMLElement | undefined> {
  try {
    await loadChunk(() => import('../../elements/cookie-banner/sq-cookie-banner.ts'), {
      request: 'sq-cookie-banner',
    });
    // A task later: running the banner's code and making the banner are two short tasks.
    await aTaskLater();
    // The visitor may have decided (in another banner) while the code loaded.
    if (readConsent() !== undefined) return undefined;
    const banner = env.document.createElement('sq-cookie-banner');
    banner.setAttribute('data-block-json', JSON.stringify(env.ctx.cookieSettings ?? {}));
    // The runtime's own node: the banner removes itself once the visitor decides.
    banner.removeOnClose = true;
    env.document.body.prepend(banner);
    return banner;
  } catch (error) {
    console.error('[sq-runtime] could not show the cookie banner:', error);
    return undefined;
  }
}

/**
 * Configures consent from `ctx.cookieSettings`, enforces the policy on the tracking cookies and
 * shows the cookie banner when {@link shouldShowCookieBanner}. Stopping it removes a banner it
 * inserted that is still on the page.
 */
export const consent: Behaviour = (env) => {
  configureConsent(env.ctx.cookieSettings);
  enforceConsentPolicy();
  if (!shouldShowCookieBanner(env)) return;
  let stopped = false;
  let inserted: HTMLElement | undefined;
  // Once the page has painted: the banner's code never holds the page's first paint.
  void afterNextPaint()
    .then(() => (stopped ? undefined : showCookieBanner(env)))
    .then((banner) => {
      inserted = banner;
      if (stopped) banner?.remove();
    });
  return () => {
    stopped = true;
    inserted?.remove();
  };
};
