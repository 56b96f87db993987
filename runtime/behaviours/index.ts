/**
 * The site-wide behaviours the runtime starts on every page, in order. Each is a function of the
 * runtime environment in its own file; a later feature adds its line here:
 * consent and the cookie banner (skipped in screenshot mode, see `isScreenshotMode`), analytics,
 * the popup overlay (skipped in screenshot mode too), the mobile info bar.
 *
 * The owner redirect is not in the list: the runtime decides it first, and starts nothing else
 * on a page it is leaving (see runtime/start.ts).
 */
import type { Behaviour } from '../environment.ts';
import { analytics } from './analytics.ts';
import { consent } from './consent.ts';
import { escapeKey } from './escape-key.ts';
import { loginRequired } from './login.ts';
import { logoutNotice } from './logout-notice.ts';
import { authorizationFailures } from './system-errors.ts';
import { telemetry } from './telemetry.ts';

/** A behaviour and the name its failures are logged under. */
export interface NamedBehaviour {
  readonly name: string;
  readonly start: Behaviour;
}

/** The behaviours, started in this order. */
export const BEHAVIOURS: readonly NamedBehaviour[] = [
  { name: 'consent', start: consent },
  // Second, so script errors of every behaviour after it are reported.
  { name: 'telemetry', start: telemetry },
  { name: 'analytics', start: analytics },
  { name: 'logout-notice', start: logoutNotice },
  { name: 'escape-key', start: escapeKey },
  { name: 'login-required', start: loginRequired },
  { name: 'authorization-failures', start: authorizationFailures },
];
