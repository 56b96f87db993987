/**
 * The site-wide behaviours the runtime starts on every page, in order. Each is a function of the
 * runtime environment in its own file; a later feature adds its line here:
 * consent and the cookie banner (skipped in screenshot mode, see `isScreenshotMode`), analytics,
 * the popup overlay (skipped in screenshot mode too), the mobile info bar.
 *
 * What every page carries is small: consent, and the triggers of telemetry and analytics, whose
 * code loads after the page's load event or on the first script error. Behaviours that only
 * some pages need (a signed-in account, a site setting) are chunks loaded on those pages only
 * (on-demand.ts).
 *
 * The owner redirect is not in the list: the runtime decides it first, for a signed-in account
 * only, and starts nothing else on a page it is leaving (see runtime/start.ts).
 */
import { isSignedIn } from '../../platform/context/page-context.ts';
import { isLogoutFlag } from '../../platform/page/flags.ts';
import type { Behaviour, RuntimeEnv } from '../environment.ts';
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

const signedIn = (env: RuntimeEnv): boolean => isSignedIn(env.ctx);

/** SPEC §6: Escape does something for a signed-in account, or with `useEscapeKeyToLogin`. */
export const escapeKeyNeeded = (env: RuntimeEnv): boolean =>
  signedIn(env) || env.ctx.websiteSettings?.useEscapeKeyToLogin === true;

/** The behaviours, started in this order. */
export const BEHAVIOURS: readonly NamedBehaviour[] = [
  { name: 'consent', start: consent },
  // Second, so script errors of every behaviour after it are reported.
  { name: 'telemetry', start: telemetry },
  { name: 'analytics', start: analytics },
  {
    name: 'logout-notice',
    start: onDemand(
      'logout-notice',
      (env) => isLogoutFlag(env.address.href),
      async () => (await import('./logout-notice.ts')).logoutNotice,
    ),
  },
  {
    name: 'escape-key',
    start: onDemand(
      'escape-key',
      escapeKeyNeeded,
      async () => (await import('./escape-key.ts')).escapeKey,
    ),
  },
  {
    // The login-required prompt and, in the editor's preview frame, the editor bridge.
    name: 'signed-in',
    start: onDemand(
      'signed-in',
      signedIn,
      async () => (await import('./signed-in.ts')).signedInBehaviours,
    ),
  },
  { name: 'authorization-failures', start: authorizationFailures },
];
