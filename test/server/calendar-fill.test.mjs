/**
 * The calendar block's server markup: an empty `<sq-calendar>` naming an events collection gets
 * the collection's events as a list grouped by month (works without JavaScript; what the element
 * reads), each with its wall-clock times and zone, a link to its page and to its calendar file,
 * and its times in its own zone in the page's language.
 */
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { COLLECTIONS, EVENTS_ID, JOURNAL_ID } from './collections-fixture.mjs';
import { makeSite, start } from './helpers.mjs';

const DEMO_STORE = JSON.parse(
  readFileSync(new URL('../../demo/site.json', import.meta.url), 'utf8'),
).store;

const calendar = (id, json = `{"collectionId":"${EVENTS_ID}"}`, inner = '') =>
  `<sq-calendar id="${id}" data-block-json='${json}'>${inner}</sq-calendar>`;

const page = (lang, body) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Calendar</title></head><body><main><h1>Events</h1>${body}</main></body></html>`;

let env;
before(async () => {
  const site = makeSite({ config: { collections: COLLECTIONS, store: DEMO_STORE } });
  writeFileSync(
    join(site, 'calendar.html'),
    page(
      'en',
      `<section><h2>Calendar</h2>${calendar('a')}</section>` +
        calendar('b', '{"collectionId":"c10000000000000000000009"}') +
        calendar('c', `{"collectionId":"${JOURNAL_ID}"}`) +
        calendar('d', '{not json') +
        calendar('e', undefined, '<p>Our own list</p>'),
    ),
  );
  writeFileSync(join(site, 'kalender.html'), page('de', calendar('a')));
  env = await start({ site });
});
after(() => env.stop());

/** The content between `<sq-calendar id="ID" …>` and its end tag. */
function inner(html, id) {
  const tag = new RegExp(`<sq-calendar id="${id}"[^>]*>`).exec(html);
  const open = tag.index + tag[0].length;
  return html.slice(open, html.indexOf('</sq-calendar>', open));
}

/** Intl's thin and narrow no-break spaces read as plain ones. */
const plain = (text) => text.replace(/[\u2009\u202f]/g, ' ');

/** The list's months and their events as a reader sees them. */
function months(list) {
  return [
    ...list.matchAll(/<h(\d) class="sq-calendar-month">([^<]*)<\/h\d><ul[^>]*>(.*?)<\/ul>/g),
  ].map(([, level, title, items]) => ({
    level: Number(level),
    title,
    events: [
      ...items.matchAll(
        /<li class="sq-calendar-event" data-start="([^"]*)" data-end="([^"]*)" data-time-zone="([^"]*)"><a href="([^"]*)">([^<]*)<\/a> <time datetime="([^"]*)">([^<]*)<\/time> <a class="sq-calendar-add" href="([^"]*)" download aria-label="([^"]*)">Add to calendar<\/a><\/li>/g,
      ),
    ].map(([, start, end, zone, href, title, datetime, time, ics, label]) => ({
      start,
      end,
      zone,
      href,
      title,
      datetime,
      time: plain(time),
      ics,
      label,
    })),
  }));
}

test('calendar block: an empty <sq-calendar> lists its events collection by month, soonest first, with times in each event’s zone, page and .ics links', async () => {
  const html = await (await fetch(`${env.url}/calendar`)).text();
  const list = months(inner(html, 'a'));
  assert.deepEqual(
    list.map(({ level, title, events }) => [level, title, events.map((e) => e.title)]),
    [
      [3, 'April 2025', ['Spring throwdown']],
      [3, 'July 2026', ['Berlin ceramics fair', 'Summer open studio']],
      [3, 'December 2026', ['Winter kiln opening']],
    ],
  );
  assert.deepEqual(list[2].events[0], {
    start: '2026-12-05T18:00:00',
    end: '2026-12-05T21:00:00',
    zone: 'America/New_York',
    href: '/events/winter-kiln-opening',
    title: 'Winter kiln opening',
    datetime: '2026-12-05T23:00:00.000Z',
    time: 'Sat, Dec 5, 2026, 6:00 – 9:00 PM EST',
    ics: '/events/winter-kiln-opening.ics',
    label: 'Add to calendar: Winter kiln opening',
  });
  const berlin = list[1].events[0];
  assert.equal(berlin.zone, 'Europe/Berlin');
  assert.equal(berlin.datetime, '2026-07-04T09:00:00.000Z');
  assert.equal(berlin.time, 'Sat, Jul 4, 2026, 11:00 AM – 6:00 PM GMT+2');
  // Daylight saving time in New York: EDT, four hours behind UTC.
  assert.equal(list[1].events[1].time, 'Sat, Jul 18, 2026, 10:00 AM – 4:00 PM EDT');
  assert.equal(list[1].events[1].datetime, '2026-07-18T14:00:00.000Z');
});

test('calendar block: a block naming no events collection, with unreadable settings or with markup of its own is left as the template wrote it', async () => {
  const html = await (await fetch(`${env.url}/calendar`)).text();
  assert.equal(inner(html, 'b'), '');
  assert.equal(inner(html, 'c'), '', 'a blog is not an events collection');
  assert.equal(inner(html, 'd'), '');
  assert.equal(inner(html, 'e'), '<p>Our own list</p>');
});

test('calendar block: months and times are in the page’s language, headings one below the nearest heading before', async () => {
  const html = await (await fetch(`${env.url}/kalender`)).text();
  const list = months(inner(html, 'a'));
  assert.deepEqual(
    list.map(({ level, title }) => [level, title]),
    [
      [2, 'April 2025'],
      [2, 'Juli 2026'],
      [2, 'Dezember 2026'],
    ],
  );
  assert.match(list[2].events[0].time, /^Sa\., 5\. Dez\. 2026, 18:00 ?– ?21:00 Uhr GMT-5$/);
});
