import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../elements/calendar/sq-calendar.ts';
import type { SqCalendar } from '../elements/calendar/sq-calendar.ts';
import { calendarMarkupCss } from '../elements/calendar/calendar.styles.ts';
import { withMarkupCss } from './markup-css.ts';

/** The studio's events as the site server lists them (times in New York unless said). */
const EVENTS = [
  [
    '2026-12',
    'Winter kiln opening',
    'winter-kiln-opening',
    '2026-12-05T18:00:00',
    '2026-12-05T20:30:00',
  ],
  [
    '2026-12',
    'Taster evening: throw a mug',
    'taster-evening',
    '2026-12-10T18:30:00',
    '2026-12-10T20:30:00',
  ],
  [
    '2026-12',
    'Holiday market at the studio',
    'holiday-market',
    '2026-12-12T10:00:00',
    '2026-12-13T17:00:00',
  ],
  [
    '2026-12',
    'Open studio night',
    'open-studio-night',
    '2026-12-12T18:00:00',
    '2026-12-12T21:00:00',
  ],
  [
    '2026-12',
    'London makers fair',
    'london-makers-fair',
    '2026-12-17T11:00:00',
    '2026-12-17T18:00:00',
    'Europe/London',
  ],
  [
    '2027-01',
    'Glaze chemistry for potters',
    'glaze-chemistry',
    '2027-01-16T10:00:00',
    '2027-01-16T16:00:00',
  ],
] as const;

/** The server list grouped by month, as the site server writes it. */
const serverList = () => {
  const months = [...new Set(EVENTS.map(([month]) => month))];
  return html`<div class="sq-calendar-list">
    ${months.map(
      (month) =>
        html`<h3 class="sq-calendar-month">
            ${month === '2026-12' ? 'December 2026' : 'January 2027'}
          </h3>
          <ul class="sq-calendar-events">
            ${EVENTS.filter(([m]) => m === month).map(
              ([, title, slug, start, end, zone]) =>
                html`<li
                  class="sq-calendar-event"
                  data-start=${start}
                  data-end=${end}
                  data-time-zone=${zone ?? 'America/New_York'}
                >
                  <a href="/events/${slug}">${title}</a>
                  <time>${start.slice(0, 10)}</time>
                  <a class="sq-calendar-add" href="/events/${slug}.ics" download>Add to calendar</a>
                </li>`,
            )}
          </ul>`,
    )}
  </div>`;
};

interface CalendarArgs {
  /** `data-block-json` as written in the page. */
  settings: string;
  /** The visitor's today (fixed, so the story looks the same every day). */
  today: string;
  /** The page's language. */
  lang: string;
}

const meta = {
  title: 'Blocks/Calendar',
  component: 'sq-calendar',
  tags: ['autodocs'],
  args: {
    settings: JSON.stringify({ collectionId: '6b2c3d4e5f60718293a4b502' }),
    today: '2026-11-27',
    lang: 'en-US',
  },
  argTypes: {
    settings: { control: 'text', description: '`collectionId`, `month` (`2026-12`).' },
    today: { control: 'text' },
    lang: { control: 'text' },
  },
  decorators: [withMarkupCss(calendarMarkupCss)],
  render: ({ settings, today, lang }) =>
    html`<sq-calendar
      style="max-width: 36rem"
      lang=${lang}
      data-block-json=${settings}
      .today=${today}
      >${serverList()}</sq-calendar
    >`,
} satisfies Meta<CalendarArgs>;

export default meta;

type Story = StoryObj<CalendarArgs>;

/** Opens on the month of the next event; days with events are marked. Use the arrow keys. */
export const NextEventMonth: Story = {};

/** A day chosen (Enter, Space or a click): its events, times in their zone, Add to calendar. */
export const DayChosen: Story = {
  play: async ({ canvasElement }) => {
    const calendar = canvasElement.querySelector<SqCalendar>('sq-calendar')!;
    await calendar.updateComplete;
    calendar.shadowRoot!.querySelector<HTMLElement>('td[data-date="2026-12-12"]')!.click();
    await calendar.updateComplete;
  },
};

/** Today in the month shown: it holds the tab stop and is marked as today. */
export const Today: Story = { args: { today: '2026-12-10' } };

/** In German: names and dates in German, weeks from Monday. */
export const German: Story = {
  args: { lang: 'de', settings: JSON.stringify({ month: '2027-01' }) },
};

/** Settings the schema refuses: the server list stays, `data-sq-error` says why. */
export const InvalidData: Story = {
  args: { settings: JSON.stringify({ month: 'December' }) },
};
