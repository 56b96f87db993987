/**
 * Development routes: sign in as the site's owner or viewer account, and sign out.
 *
 * - `GET /__dev/sign-in?as=owner|viewer[&return=/path]`
 * - `GET /__dev/sign-out[?return=/path]`
 *
 * Both redirect to `return` when it is a path on this site, else to the Referer's path when it
 * is on this host, else to `/`.
 */
import * as z from 'zod';
import type { Exchange } from '../app.ts';
import { redirect } from '../http/respond.ts';
import { hasAccount, signIn, signOut } from '../session.ts';
import { builtinDocument } from './layout.ts';
import { sendPage } from './send-page.ts';

const signInQuery = z.object({ as: z.enum(['owner', 'viewer']) });

/** Where to send the visitor back to after a development route. */
export function returnPath(ex: Exchange): string {
  const wanted = ex.url.searchParams.get('return');
  if (wanted && isLocalPath(wanted)) return wanted;
  const referer = ex.req.headers.referer;
  if (referer) {
    try {
      const from = new URL(referer);
      if (from.host === ex.req.headers.host) return from.pathname + from.search;
    } catch {
      // not a URL: ignored
    }
  }
  return '/';
}

/** Whether `path` is a path of this site: one leading `/`, no backslash. */
export function isLocalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
}

/** `GET /__dev/sign-in`. */
export function devSignIn(ex: Exchange): void {
  const parsed = signInQuery.safeParse(Object.fromEntries(ex.url.searchParams));
  if (!parsed.success || !hasAccount(ex.app, parsed.data.as)) {
    const body =
      '<p>Sign in with <code>?as=owner</code> or <code>?as=viewer</code> (an account site.json defines).</p>';
    return sendPage(ex, 400, builtinDocument({ title: 'Cannot sign in', body }));
  }
  signIn(ex, parsed.data.as);
  redirect(ex.res, returnPath(ex));
}

/** `GET /__dev/sign-out`. */
export function devSignOut(ex: Exchange): void {
  signOut(ex);
  redirect(ex.res, returnPath(ex));
}
