/**
 * The demo's collections as a visitor sees them (SPEC §2 page types 1 and 50, collection view
 * modes list, grid and product): the journal a page at a time in each view, a post with its
 * newer and older neighbours, an event with its time in the studio's zone and its calendar
 * file (times in UTC on both sides of daylight saving time), and the upcoming events. Axe
 * passes on each.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { loadSiteConfig } from '../../server/site-config.ts';
import { collectionItems, upcomingEvents } from '../../server/collections/collections.ts';
import { axeViolations, DEMO_SITE, openPage, pageContext, useSiteAndBrowser } from './helpers.mjs';

const env = useSiteAndBrowser();

const config = loadSiteConfig(DEMO_SITE);
const app = { config };
const journal = config.collections.find((c) => c.type === 'blog');
const events = config.collections.find((c) => c.type === 'events');
const posts = collectionItems(app, journal);

/** The titles of the cards the visitor sees, in order. */
const cardTitles = (page) => page.locator('.sq-collection-item__title').allInnerTexts();

/** The distinct top offsets of the visible cards (one per row of the layout). */
const rows = (page) =>
  page
    .locator('.sq-collection > li')
    .evaluateAll((items) => [
      ...new Set(items.map((li) => Math.round(li.getBoundingClientRect().top))),
    ]);

describe('the journal in its view modes (SPEC §2 page type 1)', () => {
  test('list, grid and product views show the newest posts first, paged, with no axe violation', async () => {
    const { page, problems, close } = await openPage(env.browser);
    try {
      await page.goto(`${env.site.url}${journal.path}`);
      const context = await pageContext(page);
      assert.equal(context.pageType, 1);
      assert.equal(context.collectionId, journal.id);
      const first = posts.slice(0, journal.pageSize).map((p) => p.title);
      assert.deepEqual(await cardTitles(page), first);
      assert.equal((await rows(page)).length, first.length, 'list: one post a row');
      assert.equal(
        await page.locator('.sq-collection-item__excerpt').first().innerText(),
        posts[0].excerpt,
      );
      const pages = page.getByRole('navigation', { name: 'Pages' });
      assert.equal(await pages.locator('p').innerText(), 'Page 1 of 2');
      assert.deepEqual(await axeViolations(page), [], 'list view');

      await pages.getByRole('link', { name: 'Older posts' }).click();
      await page.waitForURL(/\?page=2$/);
      assert.deepEqual(
        await cardTitles(page),
        posts.slice(journal.pageSize, 2 * journal.pageSize).map((p) => p.title),
      );
      assert.equal(await pages.locator('p').innerText(), 'Page 2 of 2');
      assert.equal(await pages.getByRole('link', { name: 'Older posts' }).count(), 0);
      assert.equal(
        await pages.getByRole('link', { name: 'Newer posts' }).getAttribute('rel'),
        'prev',
      );

      await page.goto(`${env.site.url}${journal.path}?view=grid`);
      assert.deepEqual(await cardTitles(page), first);
      assert.ok((await rows(page)).length < first.length, 'grid: posts share a row');
      assert.equal(await page.locator('.sq-collection-item__excerpt').count(), first.length);
      assert.deepEqual(await axeViolations(page), [], 'grid view');
      await page.getByRole('link', { name: 'Older posts' }).click();
      await page.waitForURL(/\?view=grid&page=2$/, { waitUntil: 'load' });

      await page.goto(`${env.site.url}${journal.path}?view=product`);
      assert.deepEqual(await cardTitles(page), first);
      assert.equal((await rows(page)).length, 1, 'product: the four cards on one row at 1280 px');
      assert.equal(await page.locator('.sq-collection-item__excerpt').count(), 0);
      await page.locator('sq-image img[src]').first().waitFor();
      assert.deepEqual(await axeViolations(page), [], 'product view');
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  });

  test('a tag link shows only the posts with that tag and a way back to all', async () => {
    const { page, close } = await openPage(env.browser);
    try {
      await page.goto(`${env.site.url}${journal.path}`);
      const tag = posts[0].tags[0];
      await page
        .locator('.sq-collection-item__tags')
        .first()
        .getByRole('link', { name: tag })
        .click();
      await page.waitForURL(new RegExp(`\\?tag=${encodeURIComponent(tag)}$`));
      const tagged = posts.filter((p) => p.tags.includes(tag)).slice(0, journal.pageSize);
      assert.deepEqual(
        await cardTitles(page),
        tagged.map((p) => p.title),
      );
      assert.equal(
        await page.locator('.sq-collection-filter').innerText(),
        `Posts tagged “${tag}”. All posts`,
      );
    } finally {
      await close();
    }
  });
});

describe('item pages (SPEC §2 page type 50)', () => {
  test('a post opened from the list: its context, title, and its newer and older posts', async () => {
    const { page, problems, close } = await openPage(env.browser);
    try {
      await page.goto(`${env.site.url}${journal.path}`);
      await page.getByRole('link', { name: posts[1].title, exact: true }).click();
      await page.waitForURL(`**${posts[1].url}`);
      const context = await pageContext(page);
      assert.equal(context.pageType, 50);
      assert.equal(context.collectionId, journal.id);
      assert.equal(context.itemId, posts[1].id);
      assert.deepEqual(context.item, { title: posts[1].title, recordType: 1 });
      assert.equal(await page.title(), `${posts[1].title} · Kiln & Clay Studio`);
      assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), posts[1].title);
      const more = page.getByRole('navigation', { name: 'More posts' });
      assert.equal(
        await more.locator('a[rel="prev"]').textContent(),
        `Newer post ${posts[0].title}`,
      );
      assert.equal(
        await more.locator('a[rel="next"]').textContent(),
        `Older post ${posts[2].title}`,
      );
      await page.locator('sq-image img[src]').first().waitFor();
      assert.deepEqual(await axeViolations(page), [], 'post page');
      await more.locator('a[rel="next"]').click();
      await page.waitForURL(`**${posts[2].url}`);
      assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), posts[2].title);
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  });

  test('an event in December: its time in New York standard time, and "Add to calendar" downloads its .ics in UTC', async () => {
    const { page, problems, close } = await openPage(env.browser);
    try {
      await page.goto(`${env.site.url}${events.path}/winter-kiln-opening`);
      assert.equal(
        await page.locator('.sq-collection-entry__event dd').first().innerText(),
        'Sat, Dec 5, 2026, 6:00 – 8:30 PM EST',
      );
      const add = page.getByRole('link', { name: 'Add to calendar' });
      const [download] = await Promise.all([page.waitForEvent('download'), add.click()]);
      assert.equal(download.suggestedFilename(), 'winter-kiln-opening.ics');
      const ics = readFileSync(await download.path(), 'utf8');
      assert.match(ics, /\r\nDTSTART:20261205T230000Z\r\n/);
      assert.match(ics, /\r\nDTEND:20261206T013000Z\r\n/);
      assert.match(ics, /\r\nSUMMARY:Winter kiln opening\r\n/);
      assert.deepEqual(await axeViolations(page), [], 'event page');

      await page.goto(`${env.site.url}${events.path}/summer-kiln-opening`);
      const [summer] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Add to calendar' }).click(),
      ]);
      const july = readFileSync(await summer.path(), 'utf8');
      assert.match(july, /\r\nDTSTART:20260711T150000Z\r\n/, '11:00 EDT is 15:00 UTC');
      assert.match(july, /\r\nDTEND:20260711T170000Z\r\n/);
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  });

  test('the events page lists the upcoming events soonest first', async () => {
    const { page, close } = await openPage(env.browser);
    try {
      await page.goto(`${env.site.url}${events.path}`);
      const upcoming = upcomingEvents(app, events).slice(0, events.pageSize);
      assert.equal(await page.getByRole('heading', { name: 'Upcoming events' }).count(), 1);
      assert.deepEqual(
        await cardTitles(page),
        upcoming.map((e) => e.title),
      );
      assert.deepEqual(await axeViolations(page), [], 'events page');
    } finally {
      await close();
    }
  });
});
