/**
 * Pages of the local site server: clean paths, the filled page context for anonymous and
 * signed-in visitors, the not-found page, development sign-in and checkout routes (/config/: sign-in.test.mjs).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { MARKUP_CSS_FILE as BUILT_MARKUP_CSS_FILE } from '../../scripts/markup-css.mjs';
import { MARKUP_CSS_FILE } from '../../server/pages/layout.ts';
import { Client, pageContext, start } from './helpers.mjs';

let env;
before(async () => {
  env = await start();
});
after(() => env.stop());

describe('pages at clean paths', () => {
  test('/ serves index.html with its context filled from site.json (SPEC §3 page context)', async () => {
    const response = await env.client().get('/');
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type'), /^text\/html/);
    const html = await response.text();
    assert.match(html, /<h1>Home<\/h1>/);
    const context = pageContext(html);
    assert.deepEqual(context.website, {
      id: 'site-1',
      identifier: 'fixture-site',
      baseUrl: 'http://localhost',
      websiteType: 1,
    });
    assert.equal(context.templateId, 'template-1');
    assert.equal(context.templateVersion, '7.1');
    assert.deepEqual(context.websiteSettings, { storeSettings: { selectedCurrency: 'EUR' } });
    assert.deepEqual(context.cookieSettings, { isCookieBannerEnabled: false });
    assert.equal(context.pageType, 2, 'SPEC §2: a page without a declared type is a page (2)');
  });

  test('an anonymous visitor gets no authenticatedAccount or websiteRoles, even from the template (SPEC §6)', async () => {
    const context = pageContext(await (await env.client().get('/gallery')).text());
    assert.equal('authenticatedAccount' in context, false);
    assert.equal('websiteRoles' in context, false);
  });

  test('page fields come from the template meta, site.json pages winning (SPEC §2 page types)', async () => {
    const gallery = pageContext(await (await env.client().get('/gallery')).text());
    assert.equal(gallery.pageType, 1, 'meta sq-page-type wins over the template JSON');
    assert.equal(gallery.collectionId, 'collection-1');
    assert.deepEqual(gallery.collection, { title: 'Gallery', type: 1 });
    assert.equal(gallery.templateNote, 'kept', "the template's own context fields are kept");

    const search = pageContext(await (await env.client().get('/search')).text());
    assert.equal(search.pageType, 102);

    const typed = pageContext(await (await env.client().get('/typed')).text());
    assert.equal(typed.pageType, 50, 'site.json pages entry wins over the meta');
    assert.equal(typed.itemId, 'item-1');
    assert.deepEqual(typed.item, { title: 'Item', recordType: 1 });
  });

  test('a template without sq-context or <head> gets one inserted', async () => {
    const html = await (await env.client().get('/search')).text();
    assert.match(
      html,
      /<script type="application\/json" id="sq-context">[^<]*<\/script>\s*<\/head>/,
    );
    const bare = await (await env.client().get('/bare')).text();
    assert.equal(pageContext(bare).pageType, 2);
    assert.match(bare, /<p>A template without a head<\/p>/);
  });

  test('folders serve their index.html; trailing slashes and .html redirect to the clean path', async () => {
    const client = env.client();
    assert.match(await (await client.get('/blog')).text(), /<h1>Blog<\/h1>/);
    for (const [from, to] of [
      ['/gallery/', '/gallery'],
      ['/gallery.html?x=1', '/gallery?x=1'],
      ['/index.html', '/'],
      ['/blog/', '/blog'],
    ]) {
      const response = await client.fetch(from);
      assert.equal(response.status, 301, from);
      assert.equal(response.headers.get('location'), to, from);
    }
  });

  test('other files of the site folder are served as they are; site.json is not', async () => {
    const client = env.client();
    const css = await client.get('/styles.css');
    assert.equal(css.status, 200);
    assert.match(css.headers.get('content-type'), /^text\/css/);
    const gif = await client.get('/images/dot.gif');
    assert.equal(gif.headers.get('content-type'), 'image/gif');
    assert.equal((await client.get('/site.json')).status, 404);
    const favicon = await client.get('/favicon.ico');
    assert.equal(favicon.status, 204, 'no favicon: no 404 in the console');
  });

  test('context JSON cannot close its script element', async () => {
    const site = await start({ config: { templateId: '</script><script>alert(1)</script>' } });
    try {
      const html = await (await site.client().get('/')).text();
      assert.equal(html.includes('</script><script>alert(1)'), false);
      assert.equal(pageContext(html).templateId, '</script><script>alert(1)</script>');
    } finally {
      await site.stop();
    }
  });
});

describe('signed-in accounts (SPEC §3, §6)', () => {
  test('the owner gets authenticatedAccount and websiteRoles {"1": true}; sign-out removes them', async () => {
    const client = env.client();
    const signIn = await client.fetch('/__dev/sign-in?as=owner&return=/gallery');
    assert.equal(signIn.status, 302);
    assert.equal(signIn.headers.get('location'), '/gallery');
    const context = pageContext(await (await client.get('/gallery')).text());
    assert.deepEqual(context.authenticatedAccount, { id: 'owner-1' });
    assert.deepEqual(context.websiteRoles, { 1: true });

    const signOut = await client.fetch('/__dev/sign-out', {
      headers: { referer: `${env.url}/search?q=a` },
    });
    assert.equal(signOut.headers.get('location'), '/search?q=a', 'back to the referring page');
    const after = pageContext(await (await client.get('/gallery')).text());
    assert.equal('authenticatedAccount' in after, false);
  });

  test('the viewer gets websiteRoles {"10": true}', async () => {
    const client = env.client();
    await client.signIn('viewer');
    const context = pageContext(await (await client.get('/')).text());
    assert.deepEqual(context.authenticatedAccount, { id: 'viewer-1' });
    assert.deepEqual(context.websiteRoles, { 10: true });
  });

  test('an unknown account kind or an unsafe return path is refused', async () => {
    const client = env.client();
    assert.equal((await client.fetch('/__dev/sign-in?as=admin')).status, 400);
    const response = await client.fetch('/__dev/sign-in?as=owner&return=//evil.example/');
    assert.equal(response.headers.get('location'), '/');
  });

  test('a forged session cookie is an anonymous visitor', async () => {
    const response = await fetch(`${env.url}/`, { headers: { cookie: 'sq-session=forged' } });
    const context = pageContext(await response.text());
    assert.equal('authenticatedAccount' in context, false);
  });
});

describe('not found (SPEC §2 page type 100)', () => {
  test("unknown paths answer 404 with the site's 404.html as page type 100", async () => {
    const response = await env.client().get('/no/such/page');
    assert.equal(response.status, 404);
    const html = await response.text();
    assert.match(html, /Site's own not-found page/);
    assert.equal(pageContext(html).pageType, 100);
    assert.equal((await env.client().get('/404')).status, 404);
  });

  test('without a 404.html the built-in not-found page answers, with the runtime and the markup stylesheet when built', async () => {
    const site = await start({ omit: ['404.html'] });
    try {
      const response = await site.client().get('/missing');
      assert.equal(response.status, 404);
      const html = await response.text();
      assert.match(html, /<h1>Page not found<\/h1>/);
      assert.equal(pageContext(html).pageType, 100);
      assert.match(html, /<script type="module" src="\/assets\/sq-runtime.js"><\/script>/);
      // The site build's file name, so blocks on the page keep their look before they upgrade.
      assert.equal(MARKUP_CSS_FILE, BUILT_MARKUP_CSS_FILE);
      assert.match(html, /<link rel="stylesheet" href="\/assets\/sq-markup.css">/);
    } finally {
      await site.stop();
    }
  });
});

test('pages answer HEAD without a body and refuse POST with 405', async () => {
  const head = await fetch(`${env.url}/`, { method: 'HEAD' });
  assert.equal(head.status, 200);
  assert.equal(await head.text(), '');
  const post = await new Client(env.url).fetch('/', { method: 'POST' });
  assert.equal(post.status, 405);
});
