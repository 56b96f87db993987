/**
 * site.json `collections` (SPEC §2 collection pages, §9 limits) refused at start-up with the
 * path of the fault and a clear message, and the accessors' display order: a blog newest first,
 * events by start, upcoming and past split at the end of each event in its own time zone.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { parseSiteConfig, SiteConfigError } from '../../server/site-config.ts';
import {
  collectionById,
  collectionItems,
  pastEvents,
  upcomingEvents,
} from '../../server/collections/collections.ts';
import { COLLECTIONS, EVENTS_ID, hexId, JOURNAL_ID, POSTS } from './collections-fixture.mjs';
import { FIXTURE_SITE } from './helpers.mjs';

const BASE = JSON.parse(readFileSync(join(FIXTURE_SITE, 'site.json'), 'utf8'));

/** The fixture site with `collections`. */
const config = (collections, extra = {}) => parseSiteConfig({ ...BASE, ...extra, collections });

/** The message refusing `collections`. */
function refusal(collections, extra) {
  try {
    config(collections, extra);
  } catch (error) {
    assert.ok(error instanceof SiteConfigError);
    return error.message;
  }
  assert.fail('the collections were accepted');
}

const journal = (items, more = {}) => ({ ...COLLECTIONS[0], items, ...more });
const post = (n, more = {}) => ({ ...POSTS[0], id: hexId('f0', n), urlSlug: `post-${n}`, ...more });

describe('collections refused at start-up (SPEC §9 limits)', () => {
  test('the fixture collections are accepted with their defaults', () => {
    const parsed = config(COLLECTIONS);
    assert.equal(parsed.collections.length, 3);
    assert.equal(parsed.collections[1].viewMode, 'list');
    assert.equal(parsed.collections[2].pageSize, 10);
    assert.equal(parseSiteConfig(BASE).collections.length, 0, 'no collections by default');
  });

  test('a tag of 51 characters is refused; 50 are accepted (SPEC §9)', () => {
    config([journal([post(1, { tags: ['x'.repeat(50)] })])]);
    assert.match(
      refusal([journal([post(1, { tags: ['x'.repeat(51)] })])]),
      /collections\.0\.items\.0\.tags\.0: a tag is at most 50 characters \(SPEC §9\)/,
    );
  });

  test('a category name of 26 characters is refused; 25 are accepted (SPEC §9)', () => {
    config([journal([post(1, { categories: ['c'.repeat(25)] })])]);
    assert.match(
      refusal([journal([post(1, { categories: ['c'.repeat(26)] })])]),
      /collections\.0\.items\.0\.categories\.0: a category name is at most 25 characters \(SPEC §9\)/,
    );
  });

  test('a user-orderable collection of 251 items is refused; 250 are accepted (SPEC §9)', () => {
    const items = (n) => Array.from({ length: n }, (_, i) => post(i + 1));
    config([journal(items(250), { userOrderable: true })]);
    config([journal(items(251))]);
    assert.match(
      refusal([journal(items(251), { userOrderable: true })]),
      /collections\.0\.items: a user-orderable collection holds at most 250 items \(SPEC §9\); this one has 251/,
    );
  });

  test('a products collection over 200 published products is refused (SPEC §9)', () => {
    const product = (n, workflowState = 1) => ({
      id: hexId('a0', n),
      urlSlug: `pot-${n}`,
      name: `Pot ${n}`,
      productType: 1,
      workflowState,
      variants: [{ sku: `SKU${n}`, price: 1000 }],
    });
    const products = (n) => Array.from({ length: n }, (_, i) => product(i + 1));
    const shop = [COLLECTIONS[2]];
    config(shop, { store: { products: [...products(200), product(999, 4)] } });
    assert.match(
      refusal(shop, { store: { products: products(201) } }),
      /collections\.0: a collection holds at most 200 products \(SPEC §9\); the store publishes 201/,
    );
  });

  test('ids are 24 hex digits; paths, slugs and ids do not repeat', () => {
    assert.match(
      refusal([{ ...COLLECTIONS[0], id: 'journal' }]),
      /collections\.0\.id: an id is 24 lower-case hex digits/,
    );
    assert.match(
      refusal([COLLECTIONS[0], { ...COLLECTIONS[1], path: '/journal' }]),
      /collections\.1\.path: another collection has this path/,
    );
    assert.match(
      refusal([journal([post(1), post(2, { urlSlug: 'post-1' })])]),
      /collections\.0\.items\.1\.urlSlug: this slug repeats/,
    );
    assert.match(
      refusal([{ ...COLLECTIONS[0], path: '/api/posts' }]),
      /collections\.0\.path: a path the server uses for itself/,
    );
  });

  test('an event needs a start, an end not before it and a known time zone', () => {
    const events = (item, more = {}) => ({ ...COLLECTIONS[1], items: [item], ...more });
    const event = COLLECTIONS[1].items[0];
    assert.match(
      refusal([events({ ...event, endDate: '2026-07-18T09:00:00' })]),
      /collections\.0\.items\.0\.endDate: an event ends at or after its start/,
    );
    assert.match(
      refusal([events({ ...event, startDate: undefined })]),
      /items\.0\.startDate: an event has a startDate/,
    );
    assert.match(
      refusal([events(event, { timeZone: undefined })]),
      /items\.0\.timeZone: an event needs a timeZone, its own or its collection’s/,
    );
    assert.match(
      refusal([events({ ...event, timeZone: 'Mars/Olympus' })]),
      /items\.0\.timeZone: not an IANA time zone/,
    );
    assert.match(
      refusal([events({ ...event, startDate: '2026-07-18T10:00:00-04:00' })]),
      /items\.0\.startDate: a local date and time without an offset/,
    );
  });

  test('a body with a script, an event handler or a javascript: link is refused', () => {
    assert.match(
      refusal([journal([post(1, { body: '<p>Hi</p><script>alert(1)</script>' })])]),
      /items\.0\.body: <script> is not allowed in a body/,
    );
    assert.match(
      refusal([journal([post(1, { body: '<p onclick="x()">Hi</p>' })])]),
      /items\.0\.body: the attribute onclick of <p> is not allowed/,
    );
    assert.match(
      refusal([journal([post(1, { body: '<a href=" JavaScript:alert(1)">x</a>' })])]),
      /items\.0\.body: <a href=".*"> is not a web, mail, phone or site address/,
    );
  });

  test('a ticket address is http(s) only', () => {
    const event = { ...COLLECTIONS[1].items[0], ticketUrl: 'javascript:alert(1)' };
    assert.match(
      refusal([{ ...COLLECTIONS[1], items: [event] }]),
      /items\.0\.ticketUrl: an http\(s\) address/,
    );
  });
});

describe('collection accessors: display order, upcoming and past', () => {
  const app = { config: config(COLLECTIONS) };
  const now = new Date('2026-07-18T19:30:00Z'); // 15:30 in New York: the open studio runs to 16:00

  test('a blog shows its newest post first, each item at path/slug', () => {
    const items = collectionItems(app, collectionById(app, JOURNAL_ID));
    assert.deepEqual(
      items.map((item) => item.urlSlug),
      [...POSTS].reverse().map((p) => p.urlSlug),
    );
    assert.equal(items[0].url, '/journal/wood-kiln');
  });

  test('events in start order across zones, each with its zone; upcoming soonest first, past newest first', () => {
    const events = collectionById(app, EVENTS_ID);
    const items = collectionItems(app, events);
    assert.deepEqual(
      items.map((item) => [item.urlSlug, item.timeZone]),
      [
        ['spring-throwdown', 'America/New_York'],
        ['berlin-ceramics-fair', 'Europe/Berlin'],
        ['summer-open-studio', 'America/New_York'],
        ['winter-kiln-opening', 'America/New_York'],
      ],
    );
    assert.deepEqual(
      upcomingEvents(app, events, now).map((item) => item.urlSlug),
      ['summer-open-studio', 'winter-kiln-opening'],
      'an event under way (ends 16:00 EDT = 20:00 UTC) is still upcoming',
    );
    assert.deepEqual(
      pastEvents(app, events, now).map((item) => item.urlSlug),
      ['berlin-ceramics-fair', 'spring-throwdown'],
    );
    const after = new Date('2026-07-18T20:00:00Z');
    assert.deepEqual(
      upcomingEvents(app, events, after).map((item) => item.urlSlug),
      ['winter-kiln-opening'],
    );
    assert.deepEqual(upcomingEvents(app, collectionById(app, JOURNAL_ID), now), []);
  });
});
