/**
 * Real HTTP endpoints for the `<sq-map>` tests (web-test-runner middleware):
 *
 * - `/test-maps/api.js?…`: the maps double the site server serves too
 *   (server/third-party/maps/maps-double.js); `fail=error` answers 404, `fail=timeout` a script
 *   that never calls back. Every request is logged.
 * - `/test-maps/log?has=TEXT`: JSON list of the logged request URLs (double and places calls)
 *   containing TEXT, oldest first.
 * - `GET /api/google-maps/places/autocomplete?input=` and `…/places/details?placeId=&productPage=
 *   &productSection=`: the site server's answers (server/api/maps.ts) over the demo's canned
 *   places (demo/site.json `maps.predictions`); details without the tracking context answer 400.
 */
import { readFileSync } from 'node:fs';

const DOUBLE = new URL('../../server/third-party/maps/maps-double.js', import.meta.url);
const PLACES = JSON.parse(readFileSync(new URL('../../demo/site.json', import.meta.url), 'utf8'))
  .maps.predictions;
/** @type {string[]} */
const log = [];

const prediction = (place) => ({
  placeId: place.placeId,
  description: place.description,
  mainText: place.mainText ?? place.description,
  secondaryText: place.secondaryText ?? '',
});

/** Koa middleware serving the above. */
export async function mapsEndpoints(ctx, next) {
  const json = (status, body) => {
    ctx.status = status;
    ctx.type = 'application/json';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  };
  if (ctx.path === '/test-maps/log') {
    const has = String(ctx.query.has ?? '');
    return json(
      200,
      log.filter((url) => url.includes(has)),
    );
  }
  if (ctx.path === '/test-maps/api.js') {
    log.push(ctx.url);
    if (ctx.query.fail === 'error') return json(404, { error: 'told to fail' });
    ctx.type = 'text/javascript';
    ctx.set('Cache-Control', 'no-store');
    ctx.body =
      ctx.query.fail === 'timeout' ? '/* never calls back */' : readFileSync(DOUBLE, 'utf8');
    return;
  }
  if (ctx.path === '/api/google-maps/places/autocomplete') {
    log.push(ctx.url);
    const input = String(ctx.query.input ?? '')
      .trim()
      .toLowerCase();
    if (!input) return json(400, { error: 'input is required' });
    const found = PLACES.filter((place) => place.description.toLowerCase().includes(input));
    return json(200, { predictions: found.slice(0, 5).map(prediction) });
  }
  if (ctx.path === '/api/google-maps/places/details') {
    log.push(ctx.url);
    const { placeId, productPage, productSection } = ctx.query;
    if (!productPage || !productSection) return json(400, { error: 'tracking context required' });
    const place = PLACES.find((candidate) => candidate.placeId === placeId);
    if (!place) return json(404, { error: `Unknown place ${placeId}` });
    return json(200, {
      result: { ...prediction(place), address: place.address, location: place.location },
    });
  }
  return next();
}
