/**
 * Safe mode of the editor's preview frame (SPEC §9: a cookie disables user scripts): with
 * `ss_disableuserscripts=true`, an account that may edit (SPEC §3 roles other than viewer) gets
 * the site's pages without the site's own scripts; the runtime, the page context and data blocks
 * stay. Visitors and viewers get the site as published, whatever their cookies say.
 */
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { PREVIEW_COOKIES } from '../../platform/cookies/cookie-names.ts';
import { DISABLE_USER_SCRIPTS_COOKIE } from '../../server/pages/user-scripts.ts';
import { makeSite, pageContext, start } from './helpers.mjs';

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8"><title>Visit</title>
<script type="module" src="/assets/sq-runtime.js"></script>
<script src="/site-code/hours.js" defer></script>
<script>document.title = 'changed by the site';</script>
<script type="application/ld+json">{"@type": "Store", "name": "Kiln"}</script>
<script type="importmap">{"imports": {"hours": "/site-code/hours.js"}}</script>
<script type="text/template" id="row-template"><li>row</li></script>
</head>
<body onload="startHours()">
<sq-accordion id="faq" data-block-json='{"allowMultipleOpen":true}'><details><summary>Parking?</summary><p>Free.</p></details></sq-accordion>
<button type="button" onclick="alert(1)">Book</button>
<SCRIPT TYPE="text/javascript; charset=utf-8">var end = '</scr' + 'ipt>';</SCRIPT >
<script type="module">import 'hours';</script>
</body>
</html>
`;

const NOT_FOUND = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Not found</title>
<script type="module" src="/assets/sq-runtime.js"></script>
<script src="/site-code/not-found.js"></script></head>
<body><h1>Lost?</h1></body></html>
`;

/** The start tags of the `<script>` elements of `html`, in order. */
const scriptTags = (html) => [...html.matchAll(/<script\b[^>]*>/gi)].map(([tag]) => tag);

/** A client of `env` holding the safe-mode cookie with `value`, signed in as `as` when given. */
async function clientWith(env, { as, value = 'true' } = {}) {
  const client = env.client();
  if (as) await client.signIn(as);
  client.cookies.set(DISABLE_USER_SCRIPTS_COOKIE, value);
  return client;
}

describe('safe mode (SPEC §9 disabling of user scripts)', () => {
  let env;
  let published;
  before(async () => {
    const site = makeSite();
    writeFileSync(join(site, 'visit.html'), PAGE);
    writeFileSync(join(site, '404.html'), NOT_FOUND);
    env = await start({ site });
    published = await (await env.client().get('/visit')).text();
  });
  after(() => env?.stop());

  test('the server reads the cookie the client table names', () => {
    assert.equal(DISABLE_USER_SCRIPTS_COOKIE, PREVIEW_COOKIES.disableUserScripts.name);
  });

  test('the published page keeps every script of the template', () => {
    assert.equal(scriptTags(published).length, 9);
    assert.match(published, /onload="startHours\(\)"/);
    assert.match(published, /onclick="alert\(1\)"/);
  });

  test('an owner with the cookie gets the page without the site’s scripts; the runtime, context and data blocks stay', async () => {
    const owner = await clientWith(env, { as: 'owner' });
    const response = await owner.get('/visit');
    assert.equal(response.status, 200);
    const html = await response.text();
    assert.deepEqual(scriptTags(html), [
      '<script type="module" src="/assets/sq-runtime.js">',
      '<script type="application/ld+json">',
      '<script type="text/template" id="row-template">',
      '<script type="application/json" id="sq-context">',
    ]);
    for (const code of ['changed by the site', 'hours.js', "'</scr'", "import 'hours'"]) {
      assert.ok(!html.includes(code), `${code} is gone`);
    }
    assert.doesNotMatch(html, /\bon(load|click)=/, 'event handler attributes are gone');
    assert.match(html, /<body>/);
    assert.match(html, /<button type="button">Book<\/button>/);
    assert.match(
      html,
      /<sq-accordion id="faq" data-block-json='\{"allowMultipleOpen":true\}'><details>/,
    );
    assert.deepEqual(pageContext(html).websiteRoles, { 1: true });
    owner.cookies.delete(DISABLE_USER_SCRIPTS_COOKIE);
    const full = await (await owner.get('/visit')).text();
    const cut = [
      /<script src="\/site-code[^]*?<\/script>/,
      /<script>document[^]*?<\/script>/,
      /<script type="importmap">[^]*?<\/script>/,
      /<SCRIPT[^]*?<\/SCRIPT >/,
      /<script type="module">[^]*?<\/script>/,
      ' onload="startHours()"',
      ' onclick="alert(1)"',
    ];
    assert.equal(
      html,
      cut.reduce((page, part) => page.replace(part, ''), full),
      'only the scripts and handlers are cut; the rest is byte for byte',
    );
  });

  test('the site’s own not-found page is served in safe mode too', async () => {
    const owner = await clientWith(env, { as: 'owner' });
    const response = await owner.get('/no-such-page');
    assert.equal(response.status, 404);
    const html = await response.text();
    assert.match(html, /<h1>Lost\?<\/h1>/);
    assert.deepEqual(scriptTags(html), [
      '<script type="module" src="/assets/sq-runtime.js">',
      '<script type="application/json" id="sq-context">',
    ]);
  });

  test('an owner without the cookie, or with another value, gets every script', async () => {
    const owner = env.client();
    await owner.signIn('owner');
    const without = await (await owner.get('/visit')).text();
    assert.equal(scriptTags(without).length, 9);
    const other = await clientWith(env, { as: 'owner', value: '1' });
    assert.equal(scriptTags(await (await other.get('/visit')).text()).length, 9);
  });

  test('a visitor or a viewer with the cookie gets the published page', async () => {
    for (const as of [undefined, 'viewer']) {
      const client = await clientWith(env, { as });
      const html = await (await client.get('/visit')).text();
      assert.equal(scriptTags(html).length, 9, as ?? 'visitor');
      assert.match(html, /<script src="\/site-code\/hours.js" defer><\/script>/);
      assert.match(html, /onclick="alert\(1\)"/);
    }
  });
});

describe('safe mode for an account with the editor role (SPEC §3 role 4)', () => {
  let env;
  before(async () => {
    // The development sign-in's second account holds the editor role here: it may edit.
    const site = makeSite({
      config: {
        accounts: {
          owner: { id: 'owner-1', roles: [1] },
          viewer: { id: 'editor-1', roles: [4] },
        },
      },
    });
    writeFileSync(join(site, 'visit.html'), PAGE);
    env = await start({ site });
  });
  after(() => env?.stop());

  test('it gets the page without the site’s scripts', async () => {
    const editor = await clientWith(env, { as: 'viewer' });
    const html = await (await editor.get('/visit')).text();
    assert.equal(scriptTags(html).length, 4);
    assert.ok(!html.includes('hours.js'));
  });
});
