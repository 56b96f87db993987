/**
 * Byte ranges on static files, so a `<sq-video>` playing a file from the site can seek.
 * The fixture's /images/dot.gif holds the six bytes `GIF89a`.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { start } from './helpers.mjs';

let env;
before(async () => {
  env = await start();
});
after(() => env.stop());

const get = (range) =>
  fetch(`${env.url}/images/dot.gif`, range ? { headers: { range } } : undefined);

test('a file that is not gzipped says it accepts byte ranges and is whole without one', async () => {
  const response = await get();
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('accept-ranges'), 'bytes');
  assert.equal(await response.text(), 'GIF89a');
});

test('a single byte range is answered with 206 and those bytes', async () => {
  for (const [range, body, contentRange] of [
    ['bytes=1-3', 'IF8', 'bytes 1-3/6'],
    ['bytes=3-', '89a', 'bytes 3-5/6'],
    ['bytes=-2', '9a', 'bytes 4-5/6'],
    ['bytes=4-100', '9a', 'bytes 4-5/6'],
  ]) {
    const response = await get(range);
    assert.equal(response.status, 206, range);
    assert.equal(response.headers.get('content-range'), contentRange, range);
    assert.equal(response.headers.get('content-length'), String(body.length), range);
    assert.equal(await response.text(), body, range);
  }
});

test('a range past the end is 416; several ranges or another unit get the whole file', async () => {
  const past = await get('bytes=6-');
  assert.equal(past.status, 416);
  assert.equal(past.headers.get('content-range'), 'bytes */6');
  for (const range of ['bytes=0-1,3-4', 'items=0-1', 'bytes=-']) {
    const response = await get(range);
    assert.equal(response.status, 200, range);
    assert.equal(await response.text(), 'GIF89a', range);
  }
});
