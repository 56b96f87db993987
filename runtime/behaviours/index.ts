/**
 * The site-wide behaviours the runtime starts on every page, in order. Each is a function of the
 * runtime environment in its own file; a later feature adds its line here: consent and the
 * cookie banner (skipped in screenshot mode, see `isScreenshotMode`), telemetry, analytics, the
 * site's web fonts, the page extras (what a signed-in account adds, the logout notice, Escape, the popup overlay, the
 * mobile info bar) and the system error overlay of authorization failures.
 *
 * What every page carries is small: consent, and the triggers of telemetry and analytics, whose
 * code loads after the page's load event or on the first script error. Behaviours that only
 * some pages need (a signed-in account, a site setting) are chunks loaded on those pages only
 * (on-demand.ts); those that can wait load after the page's load event (page-extras.ts).
 *
 * The owner redirect is not in the list: the runtime decides it first, for a signed-in account
 * only, and starts nothing else on a page it is leaving (see runtime/start.ts).
 */
import { isSignedIn } from '../../platform/context/page-context.ts';
import { isLogoutFlag } from '../../platform/page/flags.ts';
import type { Behaviour, RuntimeEnv } from '../environment.ts';
import { afterLoad } from '../after-load.ts';
import { analytics } from './analytics.ts';
import { consent } from './consent.ts';
import { onDemand } from './on-demand.ts';
import { authorizationFailures } from './system-errors.ts';
import { telemetry } from './telemetry.ts';

/** A behaviour and the name its failures are logged under. */
export interface NamedBehaviour {
  readonly name: string;
  readonly start: Behaviour;
}

/**
 * Whether the page needs the extras chunk (page-extras.ts, where each part decides again): a
 * signed-in account, `?logout=true`, Escape-to-login (SPEC §6 `useEscapeKeyToLogin`), the popup
 * overlay (SPEC §3 style show, 2) or the mobile info bar (style light, 2, or dark, 3). The numbers
 * are written out rather than read from the enumerations, which every page would then carry.
 */
export const extrasNeeded = (env: RuntimeEnv): boolean => {
  const settings = env.ctx.websiteSettings;
  const barStyle = settings?.mobileInfoBarSettings?.style;
  return (
    isLogoutFlag(env.address.href) ||
    isSignedIn(env.ctx) ||
    settings?.useEscapeKeyToLogin === true ||
    settings?.popupOverlaySettings?.style === 2 ||
    barStyle === 2 ||
    barStyle === 3
  );
};

/** The behaviours, started in this order. */
export const BEHAVIOURS: readonly NamedBehaviour[] = [
  { name: 'consent', start: consent },
  // Second, so script errors of every behaviour after it are reported.
  { name: 'telemetry', start: telemetry },
  { name: 'analytics', start: analytics },
  // Early, not after load: the text swaps to the site's fonts as soon as they can come.
  {
    name: 'fonts',
    start: onDemand(
      'fonts',
      (env) => !!env.ctx.googleFonts,
      async () => {
        return (await import('./fonts.ts')).fonts;
      },
    ),
  },
  {
    // After the load event: what a signed-in account adds, the logout notice (its count starts
    // then anyway), Escape, the popup (which waits for its trigger) and the bar (fixed along the
    // bottom edge, so nothing moves when it comes) are not part of the page's first view.
    name: 'extras',
    start: onDemand('extras', extrasNeeded, async () => {
      await afterLoad();
      return (await import('./page-extras.ts')).pageExtras;
    }),
  },
  { name: 'authorization-failures', start: authorizationFailures },
];
