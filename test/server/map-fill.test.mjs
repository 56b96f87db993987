/**
 * The map block's server side: the static placeholder written into an empty `<sq-map>` (useful
 * without JavaScript, key or network), and the maps double at /third-party/maps/api.js.
 */
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { makeSite, start } from './helpers.mjs';

const DOUBLE = readFileSync(
  new URL('../../server/third-party/maps/maps-double.js', import.meta.url),
);

const MAP_PAGE = `<!doctype html><html lang="en"><head><title>Map</title></head><body>
<sq-map id="a" data-block-json='{"location":{"mapLat":42.2529,"mapLng":-73.791,"mapZoom":15,"addressTitle":"Kiln & Clay <Studio>","addressLine1":"14 Pottery Lane","addressCountry":"United States"},"style":5}'></sq-map>
<sq-map id="b"></sq-map>
<sq-map id="c" data-block-json='{"style":"Sepia"}'></sq-map>
<sq-map id="d" data-block-json='{not json'></sq-map>
<sq-map id="e" data-block-json='{}'><p>Our own fallback</p></sq-map>
<sq-map id="f" data-block-json='{"mapLat":42.2529,"mapLng":-73.791,"directions":true}'></sq-map>
</body></html>`;

let env;
before(async () => {
  const site = makeSite();
  writeFileSync(join(site, 'map.html'), MAP_PAGE);
  env = await start({ site });
});
after(() => env.stop());

/** The content between `<sq-map id="ID" …>` and its end tag. */
function inner(html, id) {
  const tag = new RegExp(`<sq-map id="${id}"(?: data-block-json='[^']*')?>`).exec(html);
  const open = tag.index + tag[0].length;
  return html.slice(open, html.indexOf('</sq-map>', open));
}

test('SPEC §3 map block: an empty <sq-map> gets the static map in its style, the address card and the three links', async () => {
  const html = await (await fetch(`${env.url}/map`)).text();
  const a = inner(html, 'a');
  assert.match(a, /^<div class="sq-map-placeholder" data-sq-map-style="MinimalDark">/);
  assert.match(
    a,
    /<svg class="sq-map-static" role="img" aria-label="Map of Kiln &amp; Clay &lt;Studio&gt;, 14 Pottery Lane, United States"/,
  );
  assert.match(a, /<rect width="640" height="400" fill="#222222"\/>/, 'MinimalDark land');
  assert.match(a, /<g class="sq-map-marker" transform="translate\(308 168\) scale\(0.5\)">/);
  assert.match(
    a,
    /<address class="sq-map-address"><strong>Kiln &amp; Clay &lt;Studio&gt;<\/strong><br \/>14 Pottery Lane<br \/>United States<\/address>/,
  );
  const hrefs = [...a.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replaceAll('&amp;', '&'));
  assert.deepEqual(hrefs, [
    'https://www.google.com/maps?q=Kiln+%26+Clay+%3CStudio%3E%2C+14+Pottery+Lane%2C+United+States&ll=42.2529%2C-73.791&z=15',
    'https://www.openstreetmap.org/?mlat=42.2529&mlon=-73.791#map=15/42.2529/-73.791',
    'geo:42.2529,-73.791?z=15',
  ]);
  assert.ok(!/<script/i.test(a), 'markup only');
});

test('SPEC §3 defaults: a map without settings shows 40.72, -74.00 at zoom 12 in Grayscale', async () => {
  const b = inner(await (await fetch(`${env.url}/map`)).text(), 'b');
  assert.match(b, /data-sq-map-style="Grayscale"/);
  assert.match(b, /aria-label="Map of 40.72, -74"/);
  assert.match(b, /geo:40.72,-74\?z=12/);
});

test('a map whose settings do not read, or that holds markup of its own, is left as the template wrote it', async () => {
  const html = await (await fetch(`${env.url}/map`)).text();
  assert.equal(inner(html, 'c'), '');
  assert.equal(inner(html, 'd'), '');
  assert.equal(inner(html, 'e'), '<p>Our own fallback</p>');
});

test('GET /third-party/maps/api.js answers the maps double; fail=error answers 404, fail=timeout a script that never calls back', async () => {
  const ok = await fetch(`${env.url}/third-party/maps/api.js?key=k&callback=ready`, {
    headers: { 'accept-encoding': 'identity' },
  });
  assert.equal(ok.status, 200);
  assert.match(ok.headers.get('content-type'), /^text\/javascript/);
  assert.ok(Buffer.from(await ok.arrayBuffer()).equals(DOUBLE));

  const failed = await fetch(`${env.url}/third-party/maps/api.js?key=k&fail=error`);
  assert.equal(failed.status, 404);

  const slow = await fetch(`${env.url}/third-party/maps/api.js?key=k&callback=ready&fail=timeout`);
  assert.equal(slow.status, 200);
  const body = await slow.text();
  assert.ok(!body.includes('google'), body);
});

test('a map with directions gets, without JavaScript, a form asking the maps service for the route from the address typed to the marker', async () => {
  const html = await (await fetch(`${env.url}/map`)).text();
  assert.doesNotMatch(inner(html, 'a'), /<form/, 'no directions box unless asked for');
  const f = inner(html, 'f');
  const form =
    /<form class="sq-map-directions" action="([^"]+)" method="get" target="_blank">/.exec(f);
  assert.ok(form, 'a GET form');
  assert.equal(form[1], 'https://www.google.com/maps/dir/');
  assert.match(f, /<input type="hidden" name="api" value="1" \/>/);
  assert.match(f, /<input type="hidden" name="destination" value="42\.2529,-73\.791" \/>/);
  const label = /<label for="([^"]+)">Directions from<\/label>/.exec(f);
  assert.ok(label, 'a labelled field');
  assert.match(f, new RegExp(`<input id="${label[1]}" name="origin" type="text"`));
});
