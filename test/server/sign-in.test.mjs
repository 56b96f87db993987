/**
 * The configuration area's door (SPEC §2 Configuration area, §3 website roles, §6): `/config/`
 * answers the editor app to an account that may edit and the sign-in page to anyone else; the
 * sign-in form checks site.json's email and password against a scrypt hash kept in the store,
 * sets the session and last-site cookies, and limits failed tries; logout clears both cookies.
 */
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { EDITOR_NOT_BUILT } from '../../server/admin/config-page.ts';
import { welcome } from '../../server/main.ts';
import { makeSite, pageContext, start, tempDir } from './helpers.mjs';

const OWNER = { email: 'owner@example.com', password: 'owner-password' };
const VIEWER = { email: 'viewer@example.com', password: 'viewer-password' };
const WRONG = 'That email and password do not match an account of this site.';

/** The Set-Cookie line of cookie `name`. */
function setCookieLine(response, name) {
  return response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
}

/** A built editor folder: an index.html and one asset. */
function editorBuild() {
  const dir = tempDir('sq-editor-');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><title>Editor</title><div id="editor-root"></div><script type="module" src="/config/assets/app-1.js"></script>',
  );
  writeFileSync(join(dir, 'assets', 'app-1.js'), 'export const app = 1;\n');
  return dir;
}

let env;
let editorDir;
before(async () => {
  editorDir = editorBuild();
  env = await start({ editor: editorDir });
});
after(async () => {
  await env.stop();
  rmSync(editorDir, { recursive: true, force: true });
});

describe('GET /config/ (SPEC §2)', () => {
  test('anyone not signed in gets the sign-in form (200), keeping a site frameUrl; /config redirects to /config/', async () => {
    const client = env.client();
    const redirect = await client.fetch('/config?frameUrl=%2Fgallery');
    assert.equal(redirect.status, 301);
    assert.equal(redirect.headers.get('location'), '/config/?frameUrl=%2Fgallery');
    const response = await client.get('/config/?frameUrl=%2Fgallery%3Fa%3D1%26b%3D%22');
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('x-frame-options'), 'DENY');
    const html = await response.text();
    assert.match(html, /<form class="sign-in__form" method="post" action="\/config\/sign-in">/);
    assert.match(html, /<label for="sign-in-email">Email<\/label>/);
    assert.match(html, /<label for="sign-in-password">Password<\/label>/);
    assert.match(html, /<input type="hidden" name="frameUrl" value="\/gallery\?a=1&amp;b=&quot;">/);
    const crumb = client.cookies.get('crumb');
    assert.match(html, new RegExp(`<input type="hidden" name="crumb" value="${crumb}">`));
    assert.doesNotMatch(html, /editor-root/);

    const offSite = await (await client.get('/config/?frameUrl=%2F%2Fevil.example%2F')).text();
    assert.doesNotMatch(offSite, /name="frameUrl"/, 'a frameUrl of another site is dropped');
  });

  test('a signed-in viewer (role 10) gets the sign-in page saying the account may only view', async () => {
    const client = env.client();
    await client.signIn('viewer');
    const response = await client.get('/config/');
    assert.equal(response.status, 200);
    const html = await response.text();
    assert.match(
      html,
      /<p class="sign-in__notice">You are signed in as viewer@example\.com, an account that may only view this site\. To edit it, sign in with an account that may edit\.<\/p>/,
    );
    assert.doesNotMatch(html, /editor-root/);
  });

  test('an account that may edit gets the built editor app, its files under /config/assets/', async () => {
    const client = env.client();
    await client.signIn('owner');
    const response = await client.get('/config/?frameUrl=%2Fgallery');
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type'), /^text\/html/);
    assert.match(await response.text(), /<div id="editor-root"><\/div>/);
    const asset = await client.get('/config/assets/app-1.js');
    assert.equal(asset.status, 200);
    assert.match(asset.headers.get('content-type'), /javascript/);
    assert.equal(await asset.text(), 'export const app = 1;\n');
    assert.equal((await client.get('/config/assets/missing.js')).status, 404);
    assert.equal((await client.get('/config/assets/..%2F..%2Fsite.json')).status, 404);
  });

  test('without a built editor, an editor gets 503 saying to run npm run build, with a way back', async () => {
    const bare = await start();
    try {
      const client = bare.client();
      await client.signIn('owner');
      const response = await client.get('/config/?frameUrl=%2Fgallery%3Fa%3D1');
      assert.equal(response.status, 503);
      const html = await response.text();
      assert.match(html, new RegExp(`<h1>${EDITOR_NOT_BUILT}</h1>`));
      assert.match(html, /Run <code>npm run build<\/code>/);
      assert.match(html, /<a href="\/gallery\?a=1&amp;noredirect">Back to the site<\/a>/);
    } finally {
      await bare.stop();
    }
  });
});

describe('POST /config/sign-in', () => {
  test('the owner’s email and password: 303 to /config/?frameUrl=…, an HttpOnly SameSite=Strict session and the last-site cookie', async () => {
    const client = env.client();
    const response = await client.signInWith('Owner@Example.com', OWNER.password, '/gallery?a=1');
    assert.equal(response.status, 303);
    assert.equal(response.headers.get('location'), '/config/?frameUrl=%2Fgallery%3Fa%3D1');
    const session = setCookieLine(response, 'sq-session');
    assert.match(session, /; Path=\//);
    assert.match(session, /; SameSite=Strict/);
    assert.match(session, /; HttpOnly/);
    assert.doesNotMatch(session, /Max-Age/, 'a session cookie');
    const lastSite = setCookieLine(response, 'ss_lastsite');
    assert.equal(lastSite, 'ss_lastsite=fixture-site; Path=/; SameSite=Lax; Max-Age=34560000');
    assert.match(await (await client.get('/config/')).text(), /editor-root/);
    const context = pageContext(await (await client.get('/')).text());
    assert.deepEqual(context.authenticatedAccount, { id: 'owner-1' });
  });

  test('a frameUrl that is not a site path is not carried to /config/', async () => {
    const client = env.client();
    const response = await client.signInWith(OWNER.email, OWNER.password, '//evil.example/');
    assert.equal(response.headers.get('location'), '/config/');
  });

  test('a wrong password or an unknown email: 401, the error, the email kept (escaped), no session', async () => {
    for (const email of [OWNER.email, 'nobody"<x>@example.com']) {
      const client = env.client();
      const response = await client.signInWith(email, 'not-the-password', '/gallery');
      assert.equal(response.status, 401, email);
      const html = await response.text();
      assert.match(
        html,
        new RegExp(
          `<div id="sign-in-error" class="sign-in__error" role="alert" tabindex="-1" autofocus><p>${WRONG}</p></div>`,
        ),
      );
      const kept = email.replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
      assert.ok(html.includes(`value="${kept}"`), `the email is kept: ${email}`);
      assert.match(html, /<input type="hidden" name="frameUrl" value="\/gallery">/);
      assert.equal(setCookieLine(response, 'sq-session'), undefined);
      assert.equal(client.cookies.has('sq-session'), false);
    }
  });

  test('5 failed tries per email and address in 15 minutes: 429 "Too many tries…", even with the right password; another email still signs in', async () => {
    const limited = await start();
    try {
      const client = limited.client();
      for (let i = 0; i < 5; i++) {
        assert.equal((await client.signInWith(VIEWER.email, `wrong-${i}`)).status, 401);
      }
      const blocked = await client.signInWith(VIEWER.email, VIEWER.password);
      assert.equal(blocked.status, 429);
      assert.match(
        await blocked.text(),
        /<p>Too many tries\. Wait 15 minutes and try again\.<\/p>/,
      );
      assert.equal(setCookieLine(blocked, 'sq-session'), undefined);
      const other = await client.signInWith(OWNER.email, OWNER.password);
      assert.equal(other.status, 303);
    } finally {
      await limited.stop();
    }
  });

  test('a form without a valid crumb is refused (403) and offered again with a fresh crumb', async () => {
    const client = env.client();
    await client.get('/config/');
    const response = await client.fetch('/config/sign-in', {
      method: 'POST',
      body: new URLSearchParams({ ...OWNER, crumb: 'stale' }),
    });
    assert.equal(response.status, 403);
    assert.match(await response.text(), /This sign-in form has expired\. Please sign in again\./);
    assert.equal(client.cookies.has('sq-session'), false);
  });

  test('the viewer signs in, and /config/ then says the account may only view', async () => {
    const client = env.client();
    const response = await client.signInWith(VIEWER.email, VIEWER.password);
    assert.equal(response.status, 303);
    const html = await (await client.get('/config/')).text();
    assert.match(html, /an account that may only view this site/);
    const context = pageContext(await (await client.get('/')).text());
    assert.deepEqual(context.websiteRoles, { 10: true });
  });
});

test('the store keeps scrypt hashes, never the passwords, and a second start keeps them', async () => {
  const site = makeSite();
  const data = tempDir('sq-data-');
  try {
    const first = await start({ site, data });
    const hashes = first.server.store.db
      .prepare('SELECT account_id, password_hash FROM account_credentials ORDER BY account_id')
      .all();
    await first.server.close();
    assert.deepEqual(
      hashes.map((row) => row.account_id),
      ['owner-1', 'viewer-1'],
    );
    for (const { password_hash: hash } of hashes) {
      assert.match(hash, /^scrypt\$\d+\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
      assert.ok(!hash.includes(OWNER.password) && !hash.includes(VIEWER.password));
    }
    assert.notEqual(
      hashes[0].password_hash.split('$')[4],
      hashes[1].password_hash.split('$')[4],
      'each hash has its own salt',
    );

    const second = await start({ site, data });
    try {
      const again = second.server.store.db
        .prepare('SELECT account_id, password_hash FROM account_credentials ORDER BY account_id')
        .all();
      assert.deepEqual(again, hashes, 'the stored hashes are kept, not made again');
      const signIn = await second.client().signInWith(OWNER.email, OWNER.password);
      assert.equal(signIn.status, 303);
    } finally {
      await second.server.close();
    }
  } finally {
    rmSync(site, { recursive: true, force: true });
    rmSync(data, { recursive: true, force: true });
  }
});

test('SPEC §2, §7: POST /api/auth/Logout ends the session and removes the last-site cookie', async () => {
  const client = env.client();
  await client.signInWith(OWNER.email, OWNER.password);
  assert.ok(client.cookies.has('ss_lastsite'));
  const response = await client.postForm('/api/auth/Logout', {});
  assert.deepEqual(await response.json(), {});
  assert.equal(
    setCookieLine(response, 'ss_lastsite'),
    'ss_lastsite=; Path=/; SameSite=Lax; Max-Age=0',
  );
  assert.match(
    setCookieLine(response, 'sq-session'),
    /^sq-session=; Path=\/; SameSite=Strict; Max-Age=0; HttpOnly$/,
  );
  assert.equal(client.cookies.has('sq-session'), false);
  assert.equal((await client.get('/api/editor/site')).status, 401);
});

test('npm start’s sign-in line names the owner’s email and password; the development route without them', () => {
  assert.equal(
    welcome('http://localhost:1', OWNER)[1],
    '  Sign in as the site’s owner at http://localhost:1/config/ with owner@example.com and the password owner-password'.replace(
      '’',
      "'",
    ),
  );
  assert.equal(
    welcome('http://localhost:1', { id: 'o', roles: [1] })[1],
    "  Sign in as the site's owner: http://localhost:1/__dev/sign-in?as=owner (a visitor again: http://localhost:1/__dev/sign-out)",
  );
});
