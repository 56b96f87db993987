/** Whether Escape does anything on a page (SPEC §6), decided before its code loads. */
import { isSignedIn } from '../../platform/context/page-context.ts';
import type { RuntimeEnv } from '../environment.ts';

/** SPEC §6: Escape does something for a signed-in account, or with `useEscapeKeyToLogin`. */
export const escapeKeyNeeded = (env: RuntimeEnv): boolean =>
  isSignedIn(env.ctx) || env.ctx.websiteSettings?.useEscapeKeyToLogin === true;
