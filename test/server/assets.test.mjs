/**
 * Built assets under /assets/ (ARCHITECTURE.md public contract 1): content types, cache
 * headers, revalidation, and nothing outside the assets folder.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { start } from './helpers.mjs';

let env;
before(async () => {
  env = await start();
});
after(() => env.stop());

const get = (path, headers = {}) => fetch(`${env.url}${path}`, { headers });

test('assets are served with their content types', async () => {
  for (const [path, type] of [
    ['/assets/sq-runtime.js', 'text/javascript; charset=utf-8'],
    ['/assets/chunks/sq-accordion-Ab12Cd34.js', 'text/javascript; charset=utf-8'],
    ['/assets/sq-theme.css', 'text/css; charset=utf-8'],
    ['/assets/sq-runtime.js.map', 'application/json; charset=utf-8'],
    ['/assets/icon.svg', 'image/svg+xml'],
  ]) {
    const response = await get(path);
    assert.equal(response.status, 200, path);
    assert.equal(response.headers.get('content-type'), type, path);
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
  }
  assert.equal(await (await get('/assets/sq-runtime.js')).text(), 'export const runtime = true;\n');
});

test('hashed file names are cached for a year; others revalidate with their ETag', async () => {
  const hashed = await get('/assets/chunks/sq-accordion-Ab12Cd34.js');
  assert.equal(hashed.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  const plain = await get('/assets/chunks/sq-lightbox.js');
  assert.equal(plain.headers.get('cache-control'), 'no-cache', 'an 8-letter word is not a hash');
  const runtime = await get('/assets/sq-runtime.js');
  assert.equal(runtime.headers.get('cache-control'), 'no-cache');
  const etag = runtime.headers.get('etag');
  assert.ok(etag);
  const again = await get('/assets/sq-runtime.js', { 'if-none-match': etag });
  assert.equal(again.status, 304);
});

test('missing assets and paths leaving the assets folder answer 404', async () => {
  assert.equal((await get('/assets/missing.js')).status, 404);
  assert.equal((await get('/assets/%2e%2e/site/site.json')).status, 404);
  assert.equal((await get('/assets/..%2Fsite%2Fsite.json')).status, 404);
  assert.equal((await get('/assets/chunks')).status, 404, 'a folder is not a file');
});
