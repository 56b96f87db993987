/**
 * `GET /third-party/follow/widgets.js`: the local double of the social follow widget script
 * (follow-double.js). A site points `websiteSettings.thirdPartyEmbeds.urls.follow` at it.
 * `?fail=error` answers 404 (a script that does not load); `?fail=timeout` is served and never
 * gets ready (the double reads its own address).
 */
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Exchange } from '../../app.ts';
import { sendJson } from '../../http/respond.ts';
import { sendFile } from '../../static.ts';

/** Where the double is served. */
export const FOLLOW_DOUBLE_PATH = '/third-party/follow/widgets.js';

const FILE = fileURLToPath(new URL('./follow-double.js', import.meta.url));

/**
 * Answers a double's `file`, or 404 when the query says `fail=error`. (The comments count double
 * is served the same way.)
 */
export function serveDoubleFile(ex: Exchange, file: string): void {
  if (ex.url.searchParams.get('fail') === 'error') {
    return sendJson(ex.res, 404, { error: `${ex.url.pathname} failed on purpose (fail=error)` });
  }
  sendFile(ex.req, ex.res, file, statSync(file));
}

/** Answers the follow widget double. */
export function serveFollowDouble(ex: Exchange): void {
  serveDoubleFile(ex, FILE);
}
