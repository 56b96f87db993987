/**
 * The demo's events calendar as a visitor uses it (the calendar block on /events): the server's
 * event list upgrades to the month grid without moving anything, the keyboard goes by the
 * WAI-ARIA grid keys to an event's day, Enter lists that day's events with the time in the
 * event's zone, a link to its page and "Add to calendar" whose file holds the start in UTC, and
 * Tab then Enter on the link opens the event's page. Axe passes on the calendar in each state.
 */
/* global document, requestAnimationFrame -- in functions the browser runs (page.evaluate) */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadSiteConfig } from '../../server/site-config.ts';
import {
  axeViolations,
  DEMO_SITE,
  layoutShifts,
  openPage,
  pageContext,
  useSiteAndBrowser,
} from './helpers.mjs';

const env = useSiteAndBrowser();

const events = loadSiteConfig(DEMO_SITE).collections.find((c) => c.type === 'events');
/** The demo's taster evening: 6:30 PM in New York on December 10, 2026, 23:30 UTC (EST). */
const taster = events.items.find((item) => item.urlSlug === 'taster-evening-throw-a-mug');

/** The visitor's clock: November 27, 2026, before the studio's December events. */
const NOW = new Date('2026-11-27T12:00:00-05:00');

/** Axe violations inside the calendar block, one line each. */
const calendarViolations = (page) => axeViolations(page, 'sq-calendar');

/** The day (`2026-12-05`) of the calendar's focused cell, once it is `date`. */
const focusedDay = (page, date) =>
  page.waitForFunction(
    (day) =>
      document
        .querySelector('sq-calendar')
        ?.shadowRoot?.activeElement?.getAttribute('data-date') === day,
    date,
  );

test('events calendar: by keyboard to an event’s day, its event with its time in New York, its page and its .ics (DTSTART in UTC); nothing moves on upgrade; axe', async () => {
  assert.deepEqual(
    [taster?.startDate, taster?.endDate, taster?.timeZone ?? events.timeZone],
    ['2026-12-10T18:30:00', '2026-12-10T20:30:00', 'America/New_York'],
    'the demo event this test follows',
  );
  // Tall enough that the calendar and what follows it are in view while it upgrades.
  const { page, problems, close } = await openPage(env.browser, {
    viewport: { width: 1280, height: 4800 },
  });
  try {
    await page.clock.setFixedTime(NOW);
    // The calendar's code waits until the server's list has been drawn, so that the upgrade
    // happens in view of the layout-shift observer (on a fast machine it can beat the first paint).
    let release;
    const drawn = new Promise((resolve) => (release = resolve));
    await page.route(/\/assets\/chunks\/sq-calendar-[\w-]+\.js$/, async (route) => {
      await drawn;
      await route.continue();
    });
    await page.goto(`${env.site.url}${events.path}`, { waitUntil: 'commit' });
    const calendar = page.locator('sq-calendar');
    await calendar.getByRole('heading', { name: 'December 2026' }).waitFor();
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
    const height = () => calendar.evaluate((el) => el.getBoundingClientRect().height);
    const listHeight = await height();
    release();
    const grid = calendar.getByRole('grid', { name: 'December 2026' });
    await grid.waitFor();
    assert.equal(
      await height(),
      listHeight,
      'the calendar keeps the height of its list as it upgrades',
    );
    assert.deepEqual(await layoutShifts(page), [], 'nothing moves as the calendar upgrades');
    assert.deepEqual(await calendarViolations(page), [], 'the month grid');

    await calendar.getByRole('button', { name: 'Previous month' }).focus();
    await page.keyboard.press('Tab'); // Next month
    await page.keyboard.press('Tab'); // the grid's one tab stop: the month's first event day
    await focusedDay(page, '2026-12-05');
    await page.keyboard.press('ArrowDown');
    await focusedDay(page, '2026-12-12');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await focusedDay(page, '2026-12-10');
    assert.equal(
      await calendar.getByRole('gridcell', { name: 'December 10, 2026, 1 event' }).count(),
      1,
    );
    await page.keyboard.press('Enter');

    const day = calendar.locator('[part~="day-events"]');
    await day.waitFor();
    assert.equal(await day.getByRole('heading').innerText(), 'Thursday, December 10, 2026');
    const link = day.getByRole('link', { name: taster.title, exact: true });
    assert.equal(
      await link.getAttribute('href'),
      `${env.site.url}${events.path}/${taster.urlSlug}`,
    );
    assert.equal(
      (await day.locator('[part~="event-time"]').innerText()).replace(/\s/g, ' '),
      '6:30 – 8:30 PM EST',
    );
    const add = day.getByRole('link', { name: `Add to calendar: ${taster.title}` });
    assert.equal(await add.getAttribute('download'), '');
    const ics = await page.request.get(await add.getAttribute('href'));
    assert.equal(ics.status(), 200);
    assert.match(ics.headers()['content-type'], /^text\/calendar/);
    const file = await ics.text();
    assert.match(file, /\r\nDTSTART:20261210T233000Z\r\n/);
    assert.match(file, /\r\nDTEND:20261211T013000Z\r\n/);
    assert.deepEqual(await calendarViolations(page), [], 'a day chosen');

    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${env.site.url}${events.path}/${taster.urlSlug}`);
    assert.equal(await page.locator('h1').innerText(), taster.title);
    assert.equal((await pageContext(page)).pageType, 50);
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});
