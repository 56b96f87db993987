/**
 * The Content-Security-Policy option: site.json `contentSecurityPolicy` (or the server option,
 * which wins) is sent with every page and nothing else, and the server's own pages keep their
 * look and script under a policy that forbids inline styles and scripts.
 */
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, describe, test } from 'node:test';
import { startServer } from '../../server/main.ts';
import { PAGE_CSS_PATH } from '../../server/pages/layout.ts';
import { SIGN_IN_CSS_PATH } from '../../server/admin/sign-in-page.ts';
import { Client, FIXTURE_ASSETS, makeSite, start, tempDir } from './helpers.mjs';

const STRICT =
  "default-src 'self'; script-src 'self'; style-src 'self'; require-trusted-types-for 'script'";

/** The `<style>` elements and the `<script>` elements a browser would run inline in `html`. */
function inlineCode(html) {
  const styles = html.match(/<style\b/gi) ?? [];
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].filter(
    ([, attributes]) =>
      !/\bsrc=/i.test(attributes) && !/type="application\/json"/i.test(attributes),
  );
  return [...styles, ...scripts.map(([tag]) => tag)];
}

describe('with contentSecurityPolicy in site.json', () => {
  let env;
  after(() => env?.stop());

  test('every page carries it: templates, the not-found page, checkout and /config/ (sign-in and editor)', async () => {
    env = await start({ config: { contentSecurityPolicy: STRICT } });
    const client = env.client();
    const paths = ['/', '/gallery', '/no-such-page', '/commerce/goto-checkout', '/config/'];
    for (const path of paths) {
      const response = await client.get(path);
      assert.equal(response.headers.get('content-security-policy'), STRICT, path);
    }
    const owner = env.client();
    await owner.signIn('owner');
    const editor = await owner.get('/config/');
    assert.equal(editor.headers.get('content-security-policy'), STRICT, '/config/ for the owner');
  });

  test('files and API answers carry none', async () => {
    const client = env.client();
    for (const path of ['/styles.css', PAGE_CSS_PATH, '/api/1/performance/settings']) {
      const response = await client.get(path);
      assert.equal(response.headers.get('content-security-policy'), null, path);
    }
  });

  test('the server’s own pages hold no inline style or script; theirs are files', async () => {
    const client = env.client();
    const signInPage = await (await client.get('/config/')).text();
    assert.deepEqual(inlineCode(signInPage), [], 'the sign-in page');
    assert.match(signInPage, new RegExp(`<link rel="stylesheet" href="${SIGN_IN_CSS_PATH}">`));
    await client.get('/__dev/sign-in?as=owner&return=/');
    for (const path of ['/commerce/goto-checkout', '/config/']) {
      const html = await (await client.get(path)).text();
      assert.deepEqual(inlineCode(html), [], path);
      assert.match(html, new RegExp(`<link rel="stylesheet" href="${PAGE_CSS_PATH}">`));
    }
    for (const path of [SIGN_IN_CSS_PATH, PAGE_CSS_PATH]) {
      const css = await client.get(path);
      assert.match(css.headers.get('content-type'), /^text\/css/, path);
    }
    assert.match(await (await client.get(SIGN_IN_CSS_PATH)).text(), /\.sign-in__error \{/);
  });
});

test('without a policy, pages carry no Content-Security-Policy header', async () => {
  const env = await start();
  try {
    const response = await env.client().get('/');
    assert.equal(response.headers.get('content-security-policy'), null);
  } finally {
    await env.stop();
  }
});

test('the server option wins over site.json, and an empty one sends none', async () => {
  const site = makeSite({ config: { contentSecurityPolicy: "default-src 'none'" } });
  const data = tempDir('sq-data-');
  try {
    for (const [option, expected] of [
      [STRICT, STRICT],
      ['', null],
      [undefined, "default-src 'none'"],
    ]) {
      const server = await startServer({
        site,
        data,
        assets: FIXTURE_ASSETS,
        port: 0,
        ...(option === undefined ? {} : { contentSecurityPolicy: option }),
      });
      try {
        const response = await new Client(server.url).get('/');
        assert.equal(response.headers.get('content-security-policy'), expected, String(option));
      } finally {
        await server.close();
      }
    }
  } finally {
    rmSync(site, { recursive: true, force: true });
    rmSync(data, { recursive: true, force: true });
  }
});
