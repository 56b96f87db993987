/**
 * GET /captcha/api.js: the local captcha double a site points `captchaSettings.scriptUrl` at.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { start } from './helpers.mjs';

const DOUBLE = readFileSync(new URL('../../server/captcha/captcha-double.js', import.meta.url));

let env;
before(async () => {
  env = await start();
});
after(() => env.stop());

test('GET /captcha/api.js answers the captcha double as JavaScript, with any query', async () => {
  const response = await fetch(`${env.url}/captcha/api.js?onload=ready&render=explicit`, {
    headers: { 'accept-encoding': 'identity' },
  });
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('content-type'), 'text/javascript; charset=utf-8');
  assert.equal(response.headers.get('cache-control'), 'no-cache');
  const body = Buffer.from(await response.arrayBuffer());
  assert.ok(body.equals(DOUBLE), 'the very file server/captcha/captcha-double.js');
  assert.match(body.toString(), /window\.grecaptcha = \{/);
  assert.match(body.toString(), /I'm not a robot/);
});

test('the double revalidates with its ETag, is gzipped when asked, and answers HEAD', async () => {
  const first = await fetch(`${env.url}/captcha/api.js`);
  const etag = first.headers.get('etag');
  assert.ok(etag);
  assert.equal(first.headers.get('content-encoding'), 'gzip');
  assert.ok(Buffer.from(await first.arrayBuffer()).equals(DOUBLE), 'decoded by fetch');
  const again = await fetch(`${env.url}/captcha/api.js`, { headers: { 'if-none-match': etag } });
  assert.equal(again.status, 304);
  const head = await fetch(`${env.url}/captcha/api.js`, { method: 'HEAD' });
  assert.equal(head.status, 200);
  assert.equal(await head.text(), '');
});

test('only /captcha/api.js is served: other /captcha/ paths are the not-found page', async () => {
  assert.equal((await fetch(`${env.url}/captcha/captcha-double.js`)).status, 404);
  assert.equal((await fetch(`${env.url}/captcha/empty.js`)).status, 404);
  const post = await fetch(`${env.url}/captcha/api.js`, { method: 'POST' });
  assert.equal(post.status, 405);
});
