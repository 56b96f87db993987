/**
 * `GET /third-party/comments/count.js`: the local double of the comments count script
 * (comments-double.js). A site points `websiteSettings.thirdPartyEmbeds.urls.comments` at it.
 * `?fail=error` answers 404; `?fail=timeout` is served and never gets ready.
 */
import { fileURLToPath } from 'node:url';
import type { Exchange } from '../../app.ts';
import { serveDoubleFile } from '../follow/follow-route.ts';

/** Where the double is served. */
export const COMMENTS_DOUBLE_PATH = '/third-party/comments/count.js';

const FILE = fileURLToPath(new URL('./comments-double.js', import.meta.url));

/** Answers the comments count double. */
export function serveCommentsDouble(ex: Exchange): void {
  serveDoubleFile(ex, FILE);
}
