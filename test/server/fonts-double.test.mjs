/**
 * GET /third-party/fonts/css2: the local double of the fonts stylesheet API (SPEC §7 "an external
 * font stylesheet, one family parameter per font") a site points `thirdPartyEmbeds.urls.fonts` at.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { start } from './helpers.mjs';

let env;
before(async () => {
  env = await start();
});
after(() => env.stop());

const css2 = (query, init) => fetch(`${env.url}/third-party/fonts/css2?${query}`, init);

test('one @font-face per family and face asked for, font-display as asked, local sources only', async () => {
  const response = await css2(
    'family=Fraunces:wght@400;600&family=Inter&family=Lora:ital,wght@0,400;1,700&display=swap',
  );
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('content-type'), 'text/css; charset=utf-8');
  const css = await response.text();
  const faces = [...css.matchAll(/@font-face \{([^}]*)\}/g)].map(([, body]) =>
    Object.fromEntries(
      body
        .split(';')
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => line.split(/:\s*/, 2)),
    ),
  );
  assert.deepEqual(
    faces.map((face) => [face['font-family'], face['font-style'], face['font-weight']]),
    [
      ["'Fraunces'", 'normal', '400'],
      ["'Fraunces'", 'normal', '600'],
      ["'Inter'", 'normal', '400'],
      ["'Lora'", 'normal', '400'],
      ["'Lora'", 'italic', '700'],
    ],
  );
  for (const face of faces) {
    assert.equal(face['font-display'], 'swap');
    assert.equal(face.src, `local(${face['font-family']})`, 'no font file, no network');
  }
  assert.doesNotMatch(css, /url\(/);
});

test('fail=error answers 404; no family is a 400', async () => {
  assert.equal((await css2('family=Inter&fail=error')).status, 404);
  assert.equal((await css2('display=swap')).status, 400);
});

test('fail=timeout never answers (the client gives up)', async () => {
  const error = await css2('family=Inter&fail=timeout&t=1', { signal: AbortSignal.timeout(300) })
    .then(() => null)
    .catch((reason) => reason);
  assert.ok(error, 'no answer came');
});
