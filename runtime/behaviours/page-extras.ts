/**
 * What some pages add once they have loaded, in one chunk (see index.ts `extrasNeeded`): what a
 * signed-in account adds (signed-in.ts), the logout notice of `?logout=true`, the Escape key, the
 * popup overlay and the mobile info bar. Each loads its own code again only when the page needs
 * it.
 */
import { isLogoutFlag } from '../../platform/page/flags.ts';
import { isSignedIn } from '../../platform/context/page-context.ts';
import type { Behaviour } from '../environment.ts';
import { escapeKeyNeeded } from './escape-key-needed.ts';
import { mobileInfoBar } from './mobile-info-bar.ts';
import { onDemand } from './on-demand.ts';
import { popupOverlay } from './popup-overlay.ts';
import { together } from './together.ts';

const signedIn = onDemand(
  'signed-in',
  (env) => isSignedIn(env.ctx),
  async () => (await import('./signed-in.ts')).signedInBehaviours,
);

const logoutNotice = onDemand(
  'logout-notice',
  (env) => isLogoutFlag(env.address.href),
  async () => (await import('./logout-notice.ts')).logoutNotice,
);

const escapeKey = onDemand(
  'escape-key',
  escapeKeyNeeded,
  async () => (await import('./escape-key.ts')).escapeKey,
);

/** Starts the five; each loads its code only on the pages that need it. */
export const pageExtras: Behaviour = together(
  signedIn,
  logoutNotice,
  escapeKey,
  popupOverlay,
  mobileInfoBar,
);
