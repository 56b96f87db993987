/**
 * `GET /third-party/maps/api.js`: the local double of the maps service's JavaScript API
 * (maps-double.js), which a site names in `websiteSettings.thirdPartyEmbeds.urls.maps`, so a map
 * goes live without the internet. It can be told to fail, so every path of a map is testable:
 * `?fail=error` answers 404; `?fail=timeout` answers a script that never calls back.
 */
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Exchange } from '../../app.ts';
import { sendJson } from '../../http/respond.ts';
import { sendFile } from '../../static.ts';

/** Where the double is served. */
export const MAPS_DOUBLE_PATH = '/third-party/maps/api.js';

/** The double's file on disk. */
export const MAPS_DOUBLE_FILE = fileURLToPath(new URL('./maps-double.js', import.meta.url));

/** What `?fail=timeout` answers: a script that loads and never calls back. */
export const NEVER_CALLS_BACK = '/* maps double: told to time out; it never calls back */\n';

/** Answers the double, or the failure its `fail` query asks for. */
export function serveMapsDouble(ex: Exchange): void {
  const fail = ex.url.searchParams.get('fail');
  if (fail === 'error') return sendJson(ex.res, 404, { error: 'The maps double was told to fail' });
  if (fail === 'timeout') {
    ex.res.writeHead(200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-store',
    });
    ex.res.end(ex.req.method === 'HEAD' ? undefined : NEVER_CALLS_BACK);
    return;
  }
  sendFile(ex.req, ex.res, MAPS_DOUBLE_FILE, statSync(MAPS_DOUBLE_FILE));
}
