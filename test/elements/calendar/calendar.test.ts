/**
 * `<sq-calendar>`: the month grid drawn from the server's event list, the WAI-ARIA APG grid
 * keyboard model (the date picker dialog's grid), choosing a day, and axe in every state.
 */
import { expect, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/calendar/sq-calendar.ts';
import type { SqCalendar } from '../../../elements/calendar/sq-calendar.ts';
import { axNodes, focused, tab } from '../shared/apg.ts';
import { blockFixture } from '../shared/block-fixture.ts';

interface Entry {
  title: string;
  slug: string;
  start: string;
  end: string;
  zone?: string;
}

/** The studio's events as the site server lists them (a past one, two on Dec 5, one over days). */
const EVENTS: Entry[] = [
  {
    title: 'Autumn kiln opening',
    slug: 'autumn-kiln',
    start: '2026-10-03T11:00:00',
    end: '2026-10-03T14:00:00',
  },
  {
    title: 'Wheel basics',
    slug: 'wheel-basics',
    start: '2026-12-05T10:00:00',
    end: '2026-12-05T12:30:00',
  },
  {
    title: 'Open studio night',
    slug: 'open-studio',
    start: '2026-12-05T18:00:00',
    end: '2026-12-05T21:00:00',
  },
  {
    title: 'London makers fair',
    slug: 'london-fair',
    start: '2026-12-12T19:00:00',
    end: '2026-12-12T21:00:00',
    zone: 'Europe/London',
  },
  {
    title: 'Winter glaze retreat',
    slug: 'glaze-retreat',
    start: '2027-01-08T16:00:00',
    end: '2027-01-10T13:00:00',
  },
];

/** The server markup: the events grouped by month, each with its page and calendar file. */
function calendar(
  json = '{"collectionId":"6b2c3d4e5f60718293a4b502"}',
  { today = '2026-11-20', lang = 'en-US', events = EVENTS } = {},
) {
  return blockFixture<SqCalendar>(
    html`<sq-calendar lang=${lang} data-block-json=${json} .today=${today}>
      <h3>Events</h3>
      <ul>
        ${events.map(
          (e) =>
            html`<li
              data-start=${e.start}
              data-end=${e.end}
              data-time-zone=${e.zone ?? 'America/New_York'}
            >
              <a href="/events/${e.slug}">${e.title}</a>
              <a href="/events/${e.slug}.ics" download>Add to calendar</a>
            </li>`,
        )}
      </ul>
    </sq-calendar>`,
  );
}

const shadow = (el: SqCalendar) => el.shadowRoot!;
const heading = (el: SqCalendar) =>
  shadow(el).querySelector('[part="heading"]')!.textContent!.trim();
const cell = (el: SqCalendar, date: string) =>
  shadow(el).querySelector<HTMLTableCellElement>(`td[data-date="${date}"]`)!;
const cellName = (el: SqCalendar, date: string) =>
  cell(el, date).querySelector('.visually-hidden')!.textContent!.trim();
const tabStops = (el: SqCalendar) =>
  [...shadow(el).querySelectorAll('td[tabindex="0"]')].map((td) => td.getAttribute('data-date'));
const focusedDate = () => focused()?.getAttribute('data-date');
const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim();

/** Presses `key` (with Shift when `shift`) and waits for the calendar to draw. */
async function press(el: SqCalendar, key: string, shift = false): Promise<void> {
  if (shift) await sendKeys({ down: 'Shift' });
  await sendKeys({ press: key });
  if (shift) await sendKeys({ up: 'Shift' });
  await el.updateComplete;
}

/** Focuses the grid's tab stop with Tab from the "Next month" button. */
async function enterGrid(el: SqCalendar): Promise<void> {
  shadow(el).querySelector<HTMLButtonElement>('[part="next"]')!.focus();
  await tab();
}

/** The chosen day's events as a visitor reads them: title, times and both links. */
const shownEvents = (el: SqCalendar) =>
  [...shadow(el).querySelectorAll('[part="event"]')].map((li) => ({
    title: text(li.querySelector('[part="event-link"]')),
    href: li.querySelector('[part="event-link"]')!.getAttribute('href'),
    time: text(li.querySelector('[part="event-time"]'))!.replace(/\s/g, ' '),
    add: li.querySelector('[part="add-to-calendar"]')?.getAttribute('href'),
    download: li.querySelector('[part="add-to-calendar"]')?.hasAttribute('download'),
  }));

describe('<sq-calendar>', () => {
  it('opens on the month of the next upcoming event, its first event day the grid’s one tab stop, weekdays from Sunday in en-US', async () => {
    const { el } = await calendar();
    expect(heading(el)).to.equal('December 2026');
    expect(tabStops(el)).to.deep.equal(['2026-12-05']);
    expect([...shadow(el).querySelectorAll('th')].map(text)).to.deep.equal([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
    expect(shadow(el).querySelector('[part="hint"]')!.textContent).to.contain(
      '3 events in December 2026',
    );
    await expect(el).to.be.accessible();
  });

  it('names each day by its date and its number of events, and marks today aria-current="date"', async () => {
    const { el } = await calendar(undefined, { today: '2026-12-03' });
    expect(cellName(el, '2026-12-05')).to.equal('December 5, 2026, 2 events');
    expect(cellName(el, '2026-12-12')).to.equal('December 12, 2026, 1 event');
    expect(cellName(el, '2026-12-06')).to.equal('December 6, 2026');
    const current = [...shadow(el).querySelectorAll('[aria-current]')];
    expect(
      current.map((td) => [td.getAttribute('data-date'), td.getAttribute('aria-current')]),
    ).to.deep.equal([['2026-12-03', 'date']]);
    // Today is in the month shown: it holds the tab stop.
    expect(tabStops(el)).to.deep.equal(['2026-12-03']);
    const cells = await axNodes('gridcell');
    expect(cells.map((node) => node.name)).to.include('December 5, 2026, 2 events');
  });

  it('opens on the month of its settings, and starts weeks on Monday where the page’s language does (de)', async () => {
    const { el } = await calendar('{"month":"2027-01"}', { lang: 'de' });
    expect(heading(el)).to.equal('Januar 2027');
    expect(text(shadow(el).querySelector('th'))).to.match(/^Mo/);
    expect(tabStops(el)).to.deep.equal(['2027-01-08']);
    expect(cellName(el, '2027-01-09')).to.equal('9. Januar 2027, 1 event');
  });

  it('APG grid keys: Right/Left a day, Down/Up a week, Home/End the week’s first and last day, one tab stop that follows focus', async () => {
    const { el } = await calendar();
    await enterGrid(el);
    expect(focusedDate()).to.equal('2026-12-05');
    const steps: [string, string][] = [
      ['ArrowLeft', '2026-12-04'],
      ['ArrowRight', '2026-12-05'],
      ['ArrowUp', '2026-11-28'],
      ['ArrowDown', '2026-12-05'],
      ['ArrowDown', '2026-12-12'],
      ['Home', '2026-12-06'],
      ['End', '2026-12-12'],
    ];
    for (const [key, date] of steps) {
      await press(el, key);
      expect(focusedDate(), key).to.equal(date);
      expect(tabStops(el), key).to.deep.equal([date]);
    }
    // ArrowUp from December 5 went into November and back.
    await expect(el).to.be.accessible();
  });

  it('APG grid keys: moving past the month’s edge shows the next or previous month and announces it', async () => {
    const { el } = await calendar();
    await enterGrid(el);
    const changed = oneEvent(el, 'sq-month-change');
    await press(el, 'Home'); // Saturday, December 5 → Sunday, November 29
    expect((await changed).detail.month).to.equal('2026-11');
    expect(focusedDate()).to.equal('2026-11-29');
    expect(heading(el)).to.equal('November 2026');
    expect(shadow(el).querySelector('[part="heading"]')!.getAttribute('aria-live')).to.equal(
      'polite',
    );
    await press(el, 'ArrowRight');
    await press(el, 'ArrowRight');
    expect(focusedDate()).to.equal('2026-12-01');
    expect(heading(el)).to.equal('December 2026');
    await expect(el).to.be.accessible();
  });

  it('APG grid keys: PageUp/PageDown a month, Shift+PageUp/PageDown a year, a shorter month ending on its last day', async () => {
    const { el } = await calendar('{"month":"2027-01"}');
    await enterGrid(el);
    await press(el, 'End'); // January 9, a Saturday
    for (let i = 0; i < 3; i += 1) await press(el, 'ArrowDown');
    expect(focusedDate()).to.equal('2027-01-30');
    await press(el, 'ArrowRight');
    const steps: [string, boolean, string, string][] = [
      ['PageDown', false, '2027-02-28', 'February 2027'],
      ['PageUp', false, '2027-01-28', 'January 2027'],
      ['PageUp', true, '2026-01-28', 'January 2026'],
      ['PageDown', true, '2027-01-28', 'January 2027'],
    ];
    expect(focusedDate()).to.equal('2027-01-31');
    for (const [key, shift, date, month] of steps) {
      await press(el, key, shift);
      expect(focusedDate(), `${shift ? 'Shift+' : ''}${key}`).to.equal(date);
      expect(heading(el)).to.equal(month);
    }
  });

  it('Enter shows the day’s events below the grid: links to their pages, times in the event’s zone with its short name, Add to calendar', async () => {
    const { el } = await calendar();
    await enterGrid(el);
    const chosen = oneEvent(el, 'sq-date-select');
    await press(el, 'Enter');
    expect((await chosen).detail).to.deep.equal({ date: '2026-12-05', count: 2 });
    expect(text(shadow(el).querySelector('[part="day-heading"]'))).to.equal(
      'Saturday, December 5, 2026',
    );
    expect(text(shadow(el).querySelector('[role="status"]'))).to.equal(
      '2 events on Saturday, December 5, 2026',
    );
    expect(shownEvents(el)).to.deep.equal([
      {
        title: 'Wheel basics',
        href: `${location.origin}/events/wheel-basics`,
        time: '10:00 AM – 12:30 PM EST',
        add: `${location.origin}/events/wheel-basics.ics`,
        download: true,
      },
      {
        title: 'Open studio night',
        href: `${location.origin}/events/open-studio`,
        time: '6:00 – 9:00 PM EST',
        add: `${location.origin}/events/open-studio.ics`,
        download: true,
      },
    ]);
    expect(cell(el, '2026-12-05').getAttribute('aria-selected')).to.equal('true');
    expect(focusedDate(), 'focus stays on the day').to.equal('2026-12-05');
    // Tab leaves the grid for the day's first event.
    await tab();
    expect(text(focused())).to.equal('Wheel basics');
    await expect(el).to.be.accessible();
  });

  it('Space on a day of another zone’s event shows its time there; on a day without events says so', async () => {
    const { el } = await calendar();
    await enterGrid(el);
    await press(el, 'ArrowDown');
    await press(el, ' ');
    expect(shownEvents(el).map(({ title, time }) => ({ title, time }))).to.deep.equal([
      { title: 'London makers fair', time: '7:00 – 9:00 PM GMT' },
    ]);
    await press(el, 'ArrowRight');
    await press(el, ' ');
    expect(shownEvents(el)).to.deep.equal([]);
    expect(text(shadow(el).querySelector('[part="day-events"]'))).to.contain(
      'No events on this day.',
    );
    expect(text(shadow(el).querySelector('[role="status"]'))).to.equal(
      'No events on Sunday, December 13, 2026',
    );
    await expect(el).to.be.accessible();
  });

  it('marks every day an event covers, and a day in the middle lists it with its dates', async () => {
    const { el } = await calendar('{"month":"2027-01"}');
    expect(
      ['2027-01-07', '2027-01-08', '2027-01-09', '2027-01-10', '2027-01-11'].map((d) =>
        cellName(el, d),
      ),
    ).to.deep.equal([
      'January 7, 2027',
      'January 8, 2027, 1 event',
      'January 9, 2027, 1 event',
      'January 10, 2027, 1 event',
      'January 11, 2027',
    ]);
    cell(el, '2027-01-09').click();
    await el.updateComplete;
    expect(shownEvents(el).map(({ title, time }) => ({ title, time }))).to.deep.equal([
      { title: 'Winter glaze retreat', time: 'Jan 8, 4:00 PM EST – Jan 10, 1:00 PM EST' },
    ]);
    expect(tabStops(el)).to.deep.equal(['2027-01-09']);
  });

  it('an evening that ends at midnight is on its own day only', async () => {
    const { el } = await calendar(undefined, {
      events: [
        {
          title: 'Firing watch',
          slug: 'firing-watch',
          start: '2026-12-18T20:00:00',
          end: '2026-12-19T00:00:00',
        },
      ],
    });
    expect(cellName(el, '2026-12-18')).to.equal('December 18, 2026, 1 event');
    expect(cellName(el, '2026-12-19')).to.equal('December 19, 2026');
  });

  it('"Previous month" and "Next month" change the month shown and keep focus on the button', async () => {
    const { el } = await calendar();
    const next = shadow(el).querySelector<HTMLButtonElement>('[part="next"]')!;
    const previous = shadow(el).querySelector<HTMLButtonElement>('[part="previous"]')!;
    expect(next.getAttribute('aria-label')).to.equal('Next month');
    expect(previous.getAttribute('aria-label')).to.equal('Previous month');
    next.focus();
    await press(el, 'Enter');
    expect(heading(el)).to.equal('January 2027');
    expect(focused()).to.equal(next);
    expect(tabStops(el)).to.deep.equal(['2027-01-05']);
    previous.click();
    previous.click();
    await el.updateComplete;
    expect(heading(el)).to.equal('November 2026');
    expect(shadow(el).querySelector('[part="hint"]')!.textContent).to.contain(
      'No events in November 2026.',
    );
    await expect(el).to.be.accessible();
  });

  it('in a right-to-left page, Left moves to the next day and Right to the day before', async () => {
    const { el } = await calendar();
    el.dir = 'rtl';
    await enterGrid(el);
    await press(el, 'ArrowLeft');
    expect(focusedDate()).to.equal('2026-12-06');
    await press(el, 'ArrowRight');
    await press(el, 'ArrowRight');
    expect(focusedDate()).to.equal('2026-12-04');
  });

  it('follows the server list: an event the page adds later is marked on its day', async () => {
    const { el } = await calendar();
    const entry = el.querySelector('li')!.cloneNode(true) as HTMLLIElement;
    entry.setAttribute('data-start', '2026-12-24T16:00:00');
    entry.setAttribute('data-end', '2026-12-24T18:00:00');
    entry.querySelector('a')!.textContent = 'Carols at the kiln';
    el.querySelector('ul')!.append(entry);
    await waitUntil(() => cellName(el, '2026-12-24').endsWith('1 event'));
    expect(cellName(el, '2026-12-24')).to.equal('December 24, 2026, 1 event');
  });

  it('hides the server list once upgraded, and keeps it untouched when data-block-json is invalid', async () => {
    const { el } = await calendar();
    expect(el.querySelector('ul')!.checkVisibility()).to.equal(false);
    const broken = await calendar('{"month":"December"}');
    expect(broken.el.getAttribute('data-sq-error')).to.equal('month: must be a month like 2026-12');
    expect(broken.errors).to.have.length(1);
    expect(broken.el.querySelector('ul')!.checkVisibility()).to.equal(true);
    expect(broken.el.shadowRoot!.querySelector('table')).to.equal(null);
  });
});
