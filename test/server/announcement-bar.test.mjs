// The announcement bar on the server: injected at the top of every page's body, left out once
// dismissed (the cookie holds the announcement's id), the no-JavaScript dismiss route.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ANNOUNCEMENT_COOKIE,
  ANNOUNCEMENT_DISMISS_PATH,
  announcementOf,
  isAnnouncementUrl,
} from '../../server/pages/announcement-bar.ts';
import { ANNOUNCEMENT_COOKIE as ELEMENT_COOKIE } from '../../elements/announcement-bar/announcement-cookie.ts';
import { start } from './helpers.mjs';

const ANNOUNCEMENT = {
  text: 'Spring wheel courses are open for booking',
  linkText: 'See the classes',
  url: '/classes',
};

/** The `<sq-announcement-bar>` markup of `html`, or undefined. */
const barOf = (html) => /<sq-announcement-bar\b[\s\S]*?<\/sq-announcement-bar>/.exec(html)?.[0];

let env;
let id;
before(async () => {
  env = await start({ config: { websiteSettings: { announcementBarSettings: ANNOUNCEMENT } } });
  id = announcementOf(ANNOUNCEMENT).id;
});
after(() => env?.stop());

/** A same-site dismiss post of `fields` by `client`. */
const dismiss = (client, fields, headers = { origin: client.base }) =>
  client.fetch(ANNOUNCEMENT_DISMISS_PATH, {
    method: 'POST',
    headers,
    body: new URLSearchParams(fields),
  });

describe('announcement bar: injection', () => {
  test('every page carries the bar first in its body: plain text, the link, and a dismiss form back to the page', async () => {
    for (const path of ['/', '/gallery?view=grid']) {
      const html = await (await env.client().get(path)).text();
      const bar = barOf(html);
      assert.ok(bar, `no bar on ${path}`);
      assert.match(html, /<body\b[^>]*><sq-announcement-bar /);
      assert.match(bar, new RegExp(`announcement-id="${id}"`));
      assert.match(
        bar,
        /<p class="sq-announcement-bar__text">Spring wheel courses are open for booking <a class="sq-announcement-bar__link" href="\/classes">See the classes<\/a><\/p>/,
      );
      assert.match(
        bar,
        new RegExp(`<form [^>]*method="post" action="${ANNOUNCEMENT_DISMISS_PATH}"`),
      );
      assert.match(bar, new RegExp(`name="announcement" value="${id}"`));
      assert.match(bar, new RegExp(`name="back" value="${path.replace('?', '\\?')}"`));
      assert.match(bar, /<button type="submit" aria-label="Dismiss announcement">/);
    }
  });

  test('a page that opens with skip links keeps them first: the bar comes right after them', async () => {
    writeFileSync(
      join(env.siteDir, 'skip.html'),
      '<!doctype html><html><head><title>Skip</title></head><body>\n  <a class="skip-link" href="#main">Skip to content</a>\n  <header>Kiln</header><main id="main"></main></body></html>',
    );
    const html = await (await env.client().get('/skip')).text();
    assert.match(
      html,
      /<body>\n {2}<a class="skip-link" href="#main">Skip to content<\/a><sq-announcement-bar /,
    );
  });

  test('the text is plain text, and a link that is not a site path or http(s) address is left out', async () => {
    const site = await start({
      config: {
        websiteSettings: {
          announcementBarSettings: {
            text: '<img src=x onerror=alert(1)> Kiln & glaze',
            linkText: 'Run',
            url: 'javascript:alert(1)',
          },
        },
      },
    });
    try {
      const bar = barOf(await (await site.client().get('/')).text());
      assert.match(bar, /&lt;img src=x onerror=alert\(1\)&gt; Kiln &amp; glaze<\/p>/);
      assert.doesNotMatch(bar, /<a /);
    } finally {
      await site.stop();
    }
    assert.equal(isAnnouncementUrl('/classes'), true);
    assert.equal(isAnnouncementUrl('https://kilnandclay.com/classes'), true);
    assert.equal(isAnnouncementUrl('//evil.example.com'), false);
    assert.equal(isAnnouncementUrl('ftp://files.example.com'), false);
    assert.equal(isAnnouncementUrl('mailto:hello@example.com'), false);
  });

  test('a site without an announcement (or with empty text) has no bar', async () => {
    const site = await start({
      config: { websiteSettings: { announcementBarSettings: { text: '  ', url: '/classes' } } },
    });
    try {
      assert.equal(barOf(await (await site.client().get('/')).text()), undefined);
    } finally {
      await site.stop();
    }
  });

  test('the id follows the content: a changed text or link is a new announcement', () => {
    assert.match(id, /^[0-9a-f]{16}$/);
    assert.equal(announcementOf({ ...ANNOUNCEMENT }).id, id);
    assert.notEqual(announcementOf({ ...ANNOUNCEMENT, text: 'Raku day on 12 April' }).id, id);
    assert.notEqual(announcementOf({ ...ANNOUNCEMENT, url: '/shop' }).id, id);
  });

  test('the element and the server name the same cookie', () => {
    assert.equal(ELEMENT_COOKIE, ANNOUNCEMENT_COOKIE);
  });
});

describe('announcement bar: dismissal', () => {
  test('a dismissed announcement is left out of every page; a new one shows again', async () => {
    const client = env.client();
    client.cookies.set(ANNOUNCEMENT_COOKIE, id);
    assert.equal(barOf(await (await client.get('/')).text()), undefined);
    assert.equal(barOf(await (await client.get('/gallery')).text()), undefined);
    client.cookies.set(ANNOUNCEMENT_COOKIE, announcementOf({ text: 'Last year’s sale' }).id);
    assert.ok(barOf(await (await client.get('/')).text()));
  });

  test('without JavaScript: the form post sets the cookie for a year and answers 303 back to the page', async () => {
    const client = env.client();
    const response = await dismiss(client, { announcement: id, back: '/gallery?view=grid' });
    assert.equal(response.status, 303);
    assert.equal(response.headers.get('location'), '/gallery?view=grid');
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith(ANNOUNCEMENT_COOKIE));
    assert.equal(
      cookie,
      `${ANNOUNCEMENT_COOKIE}=${id}; Path=/; SameSite=Lax; Max-Age=${365 * 24 * 60 * 60}`,
    );
    assert.equal(barOf(await (await client.get('/gallery?view=grid')).text()), undefined);
  });

  test('open redirects are refused: a back that is not a path of this site goes to /', async () => {
    const client = env.client();
    for (const back of [
      'https://evil.example.com/',
      '//evil.example.com/',
      '/\\evil.example.com',
      'javascript:alert(1)',
      '/\tclasses',
      '',
    ]) {
      const response = await dismiss(client, { announcement: id, back });
      assert.equal(response.status, 303, back);
      assert.equal(response.headers.get('location'), '/', back);
    }
  });

  test('a post from another site (or with neither Origin nor Referer) is refused with 403 and sets nothing', async () => {
    const client = env.client();
    for (const headers of [
      { origin: 'https://evil.example.com' },
      { referer: 'https://evil.example.com/page' },
      {},
    ]) {
      const response = await dismiss(client, { announcement: id, back: '/' }, headers);
      assert.equal(response.status, 403);
      assert.deepEqual(response.headers.getSetCookie(), []);
    }
    assert.equal(client.cookies.has(ANNOUNCEMENT_COOKIE), false);
  });

  test('a post without a valid announcement id is refused with 400', async () => {
    const client = env.client();
    for (const announcement of ['', 'x; Path=/admin', 'A'.repeat(16)]) {
      const response = await dismiss(client, { announcement, back: '/' });
      assert.equal(response.status, 400);
      assert.deepEqual(response.headers.getSetCookie(), []);
    }
  });
});
