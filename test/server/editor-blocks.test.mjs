/**
 * Saving blocks from the editor: `GET /api/editor/blocks?path=` lists a page's blocks (elements
 * with an `id` and a `data-block-json`) with the data the page serves; `PUT
 * /api/editor/blocks/:id?path=` stores the next version (409 with the current one when another
 * save came first), and every later visit of the page gets the saved data in the block's
 * `data-block-json` attribute, attribute-escaped.
 */
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { FIXTURE_SITE, makeSite, start } from './helpers.mjs';

const TEMPLATE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Editing · Fixture</title>
<script>const fake = '<sq-gallery id="in-script" data-block-json="{}">';</script>
</head><body>
<!-- <sq-form id="in-comment" data-block-json='{}'></sq-form> -->
<sq-gallery id="work" class="wide" data-block-json='{"design":"grid","autoplay":false}'></sq-gallery>
<sq-accordion data-block-json="{&quot;allowMultipleOpen&quot;:true}" id=faq></sq-accordion>
<sq-image data-block-json='{"load":"lazy"}'></sq-image>
<sq-button id="broken" data-block-json='{'></sq-button>
</body></html>
`;

const { pages } = JSON.parse(readFileSync(join(FIXTURE_SITE, 'site.json'), 'utf8'));

let env;
before(async () => {
  const site = makeSite({ config: { pages: { ...pages, '/editing': {} } } });
  writeFileSync(join(site, 'editing.html'), TEMPLATE);
  env = await start({ site });
});
after(async () => {
  await env.stop();
});

/** A client signed in as `who` (owner or viewer). */
async function signedIn(who = 'owner') {
  const client = env.client();
  await client.signIn(who);
  return client;
}

/** PUT a block's data with the crumb as query parameter, as the data client sends it. */
function put(client, id, body, path = '/editing') {
  return client.withQueryCrumb('PUT', `/api/editor/blocks/${id}?path=${encodeURIComponent(path)}`, {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The decoded `data-block-json` of the element with `id` in a page's HTML, parsed. */
function servedData(html, id) {
  const tag = new RegExp(`<sq-[a-z]+ [^>]*\\bid="?${id}"?[^>]*>`).exec(html)?.[0];
  assert.ok(tag, `the page has a block ${id}`);
  const match = /data-block-json=(?:"([^"]*)"|'([^']*)')/.exec(tag);
  const raw = match[1] ?? match[2];
  const decoded = raw
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
  return JSON.parse(decoded);
}

describe('GET /api/editor/blocks', () => {
  test('lists the page’s blocks with an id, in order, with the template’s data (version 0, never saved)', async () => {
    const owner = await signedIn();
    const response = await owner.get('/api/editor/blocks?path=%2Fediting');
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), {
      blocks: [
        {
          id: 'work',
          tag: 'sq-gallery',
          data: { design: 'grid', autoplay: false },
          version: 0,
          savedAt: null,
          savedBy: null,
        },
        {
          id: 'faq',
          tag: 'sq-accordion',
          data: { allowMultipleOpen: true },
          version: 0,
          savedAt: null,
          savedBy: null,
        },
        { id: 'broken', tag: 'sq-button', data: null, version: 0, savedAt: null, savedBy: null },
      ],
    });
  });

  test('a path without a template answers 404; a missing path 400', async () => {
    const owner = await signedIn();
    const missing = await owner.get('/api/editor/blocks?path=%2Fnowhere');
    assert.equal(missing.status, 404);
    assert.deepEqual(await missing.json(), { error: 'No page /nowhere' });
    assert.equal((await owner.get('/api/editor/blocks')).status, 400);
  });
});

describe('PUT /api/editor/blocks/:id', () => {
  test('a save answers the new version; the editor and every later visit get the saved data', async () => {
    const owner = await signedIn();
    const data = { design: 'slideshow', autoplay: true };
    const saved = await put(owner, 'work', { tag: 'sq-gallery', data, baseVersion: 0 });
    assert.equal(saved.status, 200);
    const body = await saved.json();
    assert.deepEqual(Object.keys(body).sort(), ['savedAt', 'savedBy', 'version']);
    assert.equal(body.version, 1);
    assert.equal(body.savedBy, 'owner@example.com');
    assert.ok(Math.abs(Date.parse(body.savedAt) - Date.now()) < 60_000, body.savedAt);

    const listed = await (await owner.get('/api/editor/blocks?path=%2Fediting')).json();
    assert.deepEqual(listed.blocks[0], { id: 'work', tag: 'sq-gallery', data, ...body });

    const visitor = env.client();
    const html = await (await visitor.get('/editing')).text();
    assert.deepEqual(servedData(html, 'work'), data);
    assert.match(
      html,
      /<sq-gallery id="work" class="wide" data-block-json="\{&quot;design&quot;:&quot;slideshow&quot;,&quot;autoplay&quot;:true\}"><\/sq-gallery>/,
    );
    assert.deepEqual(
      servedData(html, 'faq'),
      { allowMultipleOpen: true },
      'other blocks as written',
    );
    assert.match(html, /const fake = '<sq-gallery id="in-script" data-block-json="\{\}">';/);

    const next = await put(owner, 'work', {
      tag: 'sq-gallery',
      data: { design: 'grid' },
      baseVersion: 1,
    });
    assert.equal((await next.json()).version, 2);
    assert.deepEqual(servedData(await (await visitor.get('/editing')).text(), 'work'), {
      design: 'grid',
    });
  });

  test('a save based on an older version is refused with 409 and the current version', async () => {
    const owner = await signedIn();
    const first = await put(owner, 'faq', {
      tag: 'sq-accordion',
      data: { allowMultipleOpen: false },
      baseVersion: 0,
    });
    const { version, savedAt } = await first.json();
    const otherTab = await put(owner, 'faq', {
      tag: 'sq-accordion',
      data: { allowMultipleOpen: true, title: 'Mine' },
      baseVersion: 0,
    });
    assert.equal(otherTab.status, 409);
    assert.deepEqual(await otherTab.json(), {
      error: 'conflict',
      current: {
        data: { allowMultipleOpen: false },
        version,
        savedAt,
        savedBy: 'owner@example.com',
      },
    });
    assert.deepEqual(
      servedData(await (await env.client().get('/editing')).text(), 'faq'),
      { allowMultipleOpen: false },
      'the refused data is not served',
    );
  });

  test('saved text cannot break out of the attribute: the page carries it escaped and reads back the same', async () => {
    const owner = await signedIn();
    const label = `"' onmouseover="alert(1)" x='</sq-button><script>alert(2)</script> & &amp;`;
    const response = await put(owner, 'broken', {
      tag: 'sq-button',
      data: { label },
      baseVersion: 0,
    });
    assert.equal(response.status, 200);
    const html = await (await env.client().get('/editing')).text();
    assert.doesNotMatch(html, /<script>alert\(2\)/);
    assert.doesNotMatch(html, /onmouseover="alert/);
    assert.deepEqual(servedData(html, 'broken'), { label });
  });

  test('400 for data that is not a JSON object, a block id or tag the page lacks, or no path; 404 for an unknown page', async () => {
    const owner = await signedIn();
    for (const data of [[1, 2], 'text', null, 3]) {
      const response = await put(owner, 'work', { tag: 'sq-gallery', data, baseVersion: 5 });
      assert.equal(response.status, 400, JSON.stringify(data));
      assert.equal(typeof (await response.json()).error, 'string');
    }
    const unknown = await put(owner, 'ghost', { tag: 'sq-gallery', data: {}, baseVersion: 0 });
    assert.equal(unknown.status, 400);
    assert.deepEqual(await unknown.json(), {
      error: 'The page /editing has no sq-gallery block "ghost".',
    });
    const wrongTag = await put(owner, 'work', { tag: 'sq-form', data: {}, baseVersion: 0 });
    assert.equal(wrongTag.status, 400);
    const noVersion = await put(owner, 'work', { tag: 'sq-gallery', data: {} });
    assert.equal(noVersion.status, 400);
    const url = `/api/editor/blocks/work`;
    const noPath = await owner.withQueryCrumb('PUT', url, {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tag: 'sq-gallery', data: {}, baseVersion: 0 }),
    });
    assert.equal(noPath.status, 400);
    const noPage = await put(
      owner,
      'work',
      { tag: 'sq-gallery', data: {}, baseVersion: 0 },
      '/nowhere',
    );
    assert.equal(noPage.status, 404);
  });

  test('a write needs the crumb (crumbFail and a new crumb without it) and an editor session (401)', async () => {
    const owner = await signedIn();
    const noCrumb = await owner.fetch('/api/editor/blocks/work?path=%2Fediting', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tag: 'sq-gallery', data: {}, baseVersion: 0 }),
    });
    const answer = await noCrumb.json();
    assert.equal(answer.crumbFail, true);
    assert.equal(typeof answer.crumb, 'string');

    for (const who of [undefined, 'viewer']) {
      const client = who ? await signedIn(who) : env.client();
      const refused = await put(client, 'work', { tag: 'sq-gallery', data: {}, baseVersion: 0 });
      assert.equal(refused.status, 401, String(who));
      assert.deepEqual(await refused.json(), { error: 'Sign in to edit this site.' });
    }
  });
});
