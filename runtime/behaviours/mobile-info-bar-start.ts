/**
 * The mobile info bar's chunk (see ./mobile-info-bar.ts): inserts `<sq-mobile-info-bar>` at the
 * end of `<body>` from the page context, with the business's contact details beside the settings.
 *
 * - Its code loads only once the viewport is 1024 px wide or less (at once, or when a resize or
 *   rotation first makes it so): a desktop visitor never downloads it. Above 1024 px the bar hides
 *   itself by CSS.
 * - While the cookie banner is asking (enabled, undecided, not a screenshot), the bar waits for
 *   the visitor's decision, so the two never cover each other along the bottom edge.
 * - It shows in `sqsscreenshot=true` mode too: SPEC §2 hides popups and the cookie banner there,
 *   and the bar is part of the site's own look, like its header.
 * - A page whose template already holds an `<sq-mobile-info-bar>` keeps that one.
 */
import { loadChunk } from '../../platform/chunks/chunk-loader.ts';
import { readConsent, subscribeConsent } from '../../platform/consent/consent.ts';
import { MOBILE_INFO_BAR_MAX_VIEWPORT_PX } from '../../platform/constants/limits.ts';
import { afterNextPaint } from '../after-load.ts';
import type { Behaviour, RuntimeEnv } from '../environment.ts';
import { shouldShowCookieBanner } from './consent.ts';

const TAG = 'sq-mobile-info-bar';

/** The bar's `data-block-json`: its settings and the business's details from `websiteSettings`. */
export function mobileInfoBarData(env: RuntimeEnv): Record<string, unknown> {
  const settings = env.ctx.websiteSettings;
  return {
    ...settings?.mobileInfoBarSettings,
    contactPhoneNumber: settings?.contactPhoneNumber,
    contactEmail: settings?.contactEmail,
    location: settings?.location,
    businessHours: settings?.businessHours,
  };
}

/** Resolves once `query` matches (at once if it does), unless `signal` aborts first. */
function whenMatches(query: MediaQueryList, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (query.matches) return resolve();
    const check = () => {
      if (!query.matches) return;
      query.removeEventListener('change', check);
      resolve();
    };
    query.addEventListener('change', check, { signal });
  });
}

/** Resolves once the visitor has decided on cookies, when the cookie banner is asking. */
function whenBannerDecided(env: RuntimeEnv, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (!shouldShowCookieBanner(env)) return resolve();
    const stop = subscribeConsent(() => {
      if (readConsent() === undefined) return;
      stop();
      resolve();
    });
    signal.addEventListener('abort', stop, { once: true });
  });
}

/**
 * Inserts the bar (loading its code first) at the end of `<body>`, unless the page has one.
 * @returns the bar, or undefined when the page had one or its code failed to load (logged)
 */
export async function showMobileInfoBar(env: RuntimeEnv): Promise<HTMLElement | undefined> {
  try {
    await loadChunk(() => import('../../elements/mobile-info-bar/sq-mobile-info-bar.ts'), {
      request: TAG,
    });
    if (env.document.querySelector(TAG)) return undefined;
    const bar = env.document.createElement(TAG);
    bar.setAttribute('data-block-json', JSON.stringify(mobileInfoBarData(env)));
    env.document.body.append(bar);
    return bar;
  } catch (error) {
    console.error('[sq-runtime] could not show the mobile info bar:', error);
    return undefined;
  }
}

/**
 * Shows the mobile info bar once the viewport is narrow enough and the cookie banner has its
 * answer. Stopping it removes the bar it inserted.
 */
export const startMobileInfoBar: Behaviour = (env) => {
  const view = env.document.defaultView;
  if (!view || env.document.querySelector(TAG)) return;
  const stopping = new AbortController();
  const { signal } = stopping;
  let inserted: HTMLElement | undefined;
  const narrow = view.matchMedia(`(width <= ${MOBILE_INFO_BAR_MAX_VIEWPORT_PX}px)`);
  // No `ready`: the bar may wait for a narrower window or a cookie decision for ever, and the
  // runtime's own `ready` must not.
  void whenMatches(narrow, signal)
    .then(() => whenBannerDecided(env, signal))
    .then(() => afterNextPaint(view))
    .then(() => (signal.aborted ? undefined : showMobileInfoBar(env)))
    .then((bar) => {
      inserted = bar;
      if (signal.aborted) bar?.remove();
    });
  return () => {
    stopping.abort();
    inserted?.remove();
  };
};
