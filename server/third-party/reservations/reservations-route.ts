/**
 * The local double of the reservation and scheduling widgets' scripts (widget-double.js), served
 * as each provider's loader: `GET /third-party/reservations/v1.js`, `v2.js`, `table-booking.js`,
 * `wedding-planning.js` and `GET /third-party/scheduling/embed.js`. A site points
 * `websiteSettings.thirdPartyEmbeds.urls` (`restaurantReservationsV1`, `restaurantReservationsV2`,
 * `tableBooking`, `weddingPlanning`, `scheduling`) at them.
 *
 * `?fail=error` answers 404 (a script that does not load); `?fail=timeout` is served, and the
 * script never draws its widget (it reads its own address). Any other file name is 404.
 */
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Exchange } from '../../app.ts';
import { sendJson } from '../../http/respond.ts';
import { sendFile } from '../../static.ts';

/** The double's file on disk. */
export const WIDGET_DOUBLE_FILE = fileURLToPath(new URL('./widget-double.js', import.meta.url));

/** The file names served, by folder under `/third-party/`. */
export const WIDGET_DOUBLE_FILES: Readonly<Record<string, readonly string[]>> = {
  reservations: ['v1.js', 'v2.js', 'table-booking.js', 'wedding-planning.js'],
  scheduling: ['embed.js'],
};

/** Answers the double under one of its names, 404 for another name or `fail=error`. */
function serveWidgetDouble(ex: Exchange, folder: string): void {
  const { pathname, searchParams } = ex.url;
  if (!WIDGET_DOUBLE_FILES[folder]?.includes(ex.params.file ?? '')) {
    return sendJson(ex.res, 404, { error: `No widget double at ${pathname}` });
  }
  if (searchParams.get('fail') === 'error') {
    return sendJson(ex.res, 404, { error: `${pathname} failed on purpose (fail=error)` });
  }
  sendFile(ex.req, ex.res, WIDGET_DOUBLE_FILE, statSync(WIDGET_DOUBLE_FILE));
}

/** The page routes of the double: `[method, pattern, handler]`. */
export const WIDGET_DOUBLE_ROUTES = Object.keys(WIDGET_DOUBLE_FILES).map(
  (folder) =>
    [
      'GET',
      `/third-party/${folder}/:file`,
      (ex: Exchange) => serveWidgetDouble(ex, folder),
    ] as const,
);
