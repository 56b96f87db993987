/**
 * Gzip of answers: compressible assets, pages and JSON of 1 kB or more come gzipped to a request
 * that accepts gzip (with `Vary: Accept-Encoding` and their own ETag) and decode to the bytes
 * sent without it; images, tiny bodies, HEAD requests and the GIF beacon never do. Requests go
 * through node:http so the bytes on the wire are seen as they are.
 */
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { startServer } from '../../server/main.ts';
import { PIXEL_GIF } from '../../server/api/track.ts';
import { makeSite, tempDir } from './helpers.mjs';

const GZIP = { 'accept-encoding': 'gzip, deflate, br' };

/** Deterministic bytes that gzip cannot shrink much (a stand-in for an encoded image). */
function noise(length, seed) {
  const bytes = Buffer.alloc(length);
  let state = seed;
  for (let i = 0; i < length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}

const line = (i) => `export const value${i} = { index: ${i}, label: 'item number ${i}' };\n`;
const APP_JS = Array.from({ length: 120 }, (_, i) => line(i)).join('');
const FILES = {
  'app.js': APP_JS,
  'chunks/sq-gallery-Zx98Yw76.js': APP_JS.replaceAll('value', 'chunk'),
  'theme.css': '.sq-block { margin: 0; padding: 0; color: var(--sq-color, #222); }\n'.repeat(40),
  'app.js.map': JSON.stringify({ version: 3, sources: ['app.ts'], mappings: 'AAAA;'.repeat(400) }),
  'logo.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(60)}</svg>`,
  'small.js': 'export const small = true;\n',
  'photo.png': noise(4096, 7),
};
const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Long</title></head>
<body>${'<p>A paragraph of the long page, long enough to be worth compressing.</p>\n'.repeat(60)}</body>
</html>
`;

let server;
let assetsDir;
let siteDir;
let dataDir;
before(async () => {
  assetsDir = tempDir('sq-assets-');
  mkdirSync(join(assetsDir, 'chunks'));
  for (const [name, body] of Object.entries(FILES)) writeFileSync(join(assetsDir, name), body);
  const experiments = Object.fromEntries(
    Array.from({ length: 80 }, (_, i) => [`experiment${i}`, { enabled: i % 2 === 0 }]),
  );
  siteDir = makeSite({ config: { experiments } });
  writeFileSync(join(siteDir, 'long.html'), PAGE);
  writeFileSync(join(siteDir, 'images', 'photo.jpg'), noise(3000, 11));
  dataDir = tempDir('sq-data-');
  server = await startServer({ site: siteDir, data: dataDir, assets: assetsDir, port: 0 });
});
after(async () => {
  await server.close();
  for (const dir of [assetsDir, siteDir, dataDir]) rmSync(dir, { recursive: true, force: true });
});

/** A request whose answer body is kept exactly as received (no decoding). */
function raw(path, { method = 'GET', headers = {} } = {}) {
  return new Promise((done, fail) => {
    const req = request(`${server.url}${path}`, { method, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        done({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

/** Asserts `answer` is gzipped, names Accept-Encoding in Vary, and decodes to `expected`. */
function assertGzipped(answer, expected, label) {
  assert.equal(answer.status, 200, label);
  assert.equal(answer.headers['content-encoding'], 'gzip', label);
  assert.match(answer.headers.vary ?? '', /accept-encoding/i, label);
  assert.equal(Number(answer.headers['content-length']), answer.body.length, label);
  assert.ok(answer.body.length < expected.length, `${label}: gzip made it smaller`);
  assert.deepEqual(gunzipSync(answer.body), Buffer.from(expected), label);
}

/** Asserts `answer` is the plain `expected` bytes. */
function assertPlain(answer, expected, label) {
  assert.equal(answer.status, 200, label);
  assert.equal(answer.headers['content-encoding'], undefined, label);
  assert.deepEqual(answer.body, Buffer.from(expected), label);
}

test('compressible assets come gzipped when accepted and decode to the file; plain without', async () => {
  for (const name of ['app.js', 'chunks/sq-gallery-Zx98Yw76.js', 'theme.css', 'app.js.map']) {
    assertGzipped(await raw(`/assets/${name}`, { headers: GZIP }), FILES[name], name);
    const plain = await raw(`/assets/${name}`);
    assertPlain(plain, FILES[name], name);
    assert.match(plain.headers.vary ?? '', /accept-encoding/i, `${name}: plain answer varies too`);
  }
  assertGzipped(await raw('/assets/logo.svg', { headers: GZIP }), FILES['logo.svg'], 'svg');
  const immutable = await raw('/assets/chunks/sq-gallery-Zx98Yw76.js', { headers: GZIP });
  assert.equal(immutable.headers['cache-control'], 'public, max-age=31536000, immutable');
});

test('Accept-Encoding decides: gzip;q=0 and identity get plain bytes, * gets gzip', async () => {
  const js = FILES['app.js'];
  for (const value of ['gzip;q=0', 'identity', 'br', 'gzip;q=0, *;q=1']) {
    assertPlain(await raw('/assets/app.js', { headers: { 'accept-encoding': value } }), js, value);
  }
  for (const value of ['*', 'GZIP;q=0.5', 'x-gzip']) {
    assertGzipped(
      await raw('/assets/app.js', { headers: { 'accept-encoding': value } }),
      js,
      value,
    );
  }
});

test('an HTML page comes gzipped when accepted and decodes to the plain page', async () => {
  const first = await raw('/long');
  const cookie = first.headers['set-cookie'].map((c) => c.split(';')[0]).join('; ');
  const plain = await raw('/long', { headers: { cookie } });
  assert.match(plain.body.toString(), /A paragraph of the long page/);
  assertPlain(plain, plain.body, 'page');
  assert.match(plain.headers.vary ?? '', /accept-encoding/i);
  const gzipped = await raw('/long', { headers: { ...GZIP, cookie } });
  assertGzipped(gzipped, plain.body, 'page');
  assert.equal(gzipped.headers['cache-control'], 'no-store');
});

test('a JSON answer of 1 kB or more comes gzipped when accepted', async () => {
  const plain = await raw('/api/1/performance/settings');
  assert.equal(plain.headers['content-encoding'], undefined);
  const gzipped = await raw('/api/1/performance/settings', { headers: GZIP });
  assert.equal(gzipped.headers['content-encoding'], 'gzip');
  const decoded = JSON.parse(gunzipSync(gzipped.body).toString());
  assert.deepEqual(decoded.experiments, JSON.parse(plain.body.toString()).experiments);
  assert.equal(decoded.experiments.experiment79.enabled, false);
});

test('images are never gzipped, nor is the GIF beacon', async () => {
  const png = await raw('/assets/photo.png', { headers: GZIP });
  assertPlain(png, FILES['photo.png'], 'png');
  assert.equal(png.headers['content-type'], 'image/png');
  assert.equal(png.headers.vary, undefined);
  const jpg = await raw('/images/photo.jpg', { headers: GZIP });
  assertPlain(jpg, readFileSync(join(siteDir, 'images', 'photo.jpg')), 'jpg');
  const beacon = await raw('/api/track/Track?landing=%2F', { headers: GZIP });
  assertPlain(beacon, PIXEL_GIF, 'beacon');
  assert.equal(beacon.headers['content-type'], 'image/gif');
});

test('bodies under 1 kB and HEAD requests are sent plain', async () => {
  const small = await raw('/assets/small.js', { headers: GZIP });
  assertPlain(small, FILES['small.js'], 'small asset');
  assert.equal(small.headers.vary, undefined);
  const home = await raw('/', { headers: GZIP });
  assert.ok(home.body.length < 1024, 'the fixture home page is small');
  assert.equal(home.headers['content-encoding'], undefined);
  const head = await raw('/assets/app.js', { method: 'HEAD', headers: GZIP });
  assert.equal(head.headers['content-encoding'], undefined);
  assert.equal(Number(head.headers['content-length']), Buffer.byteLength(FILES['app.js']));
  assert.equal(head.body.length, 0);
  const headPage = await raw('/long', { method: 'HEAD', headers: GZIP });
  assert.equal(headPage.headers['content-encoding'], undefined);
  assert.equal(headPage.body.length, 0);
});

test('the gzipped variant has its own ETag, and each revalidates to 304', async () => {
  const plain = await raw('/assets/app.js');
  const gzipped = await raw('/assets/app.js', { headers: GZIP });
  const plainTag = plain.headers.etag;
  const gzipTag = gzipped.headers.etag;
  assert.ok(plainTag && gzipTag);
  assert.notEqual(plainTag, gzipTag);
  const again = await raw('/assets/app.js', { headers: { ...GZIP, 'if-none-match': gzipTag } });
  assert.equal(again.status, 304);
  assert.match(again.headers.vary ?? '', /accept-encoding/i);
  const plainAgain = await raw('/assets/app.js', { headers: { 'if-none-match': plainTag } });
  assert.equal(plainAgain.status, 304);
  const crossed = await raw('/assets/app.js', { headers: { 'if-none-match': gzipTag } });
  assertPlain(crossed, FILES['app.js'], 'the gzip ETag does not validate the plain bytes');
});

test('a changed file is compressed again (the gzip cache follows the mtime)', async () => {
  const path = join(assetsDir, 'app.js');
  const old = await raw('/assets/app.js', { headers: GZIP });
  const changed = FILES['app.js'].replaceAll('item number', 'entry number');
  writeFileSync(path, changed);
  const later = new Date(Date.now() + 60_000);
  utimesSync(path, later, later);
  const fresh = await raw('/assets/app.js', { headers: GZIP });
  assertGzipped(fresh, changed, 'changed file');
  assert.notEqual(fresh.headers.etag, old.headers.etag);
  writeFileSync(path, FILES['app.js']);
});
