import { expect, html } from '@open-wc/testing';
import '../../../elements/tour-dates/sq-tour-dates.ts';
import type { SqTourDates } from '../../../elements/tour-dates/sq-tour-dates.ts';
import { blockFixture } from '../shared/block-fixture.ts';

/** Today on this machine's calendar, written independently of the element's code. */
const today = new Date(Date.now() - new Date().getTimezoneOffset() * 60_000)
  .toISOString()
  .slice(0, 10);

const DATES = [
  {
    date: '2099-12-12',
    venue: 'Winter Makers Market',
    city: 'Hudson, NY',
    ticketUrl: 'https://tickets.example/winter',
  },
  {
    date: '2020-05-02',
    venue: 'Spring Clay Fair',
    city: 'Kingston, NY',
    ticketUrl: 'https://tickets.example/spring',
  },
  { date: today, venue: 'Open Studio', city: 'Hudson, NY' },
  { date: '2099-06-06', venue: 'Rhinebeck Crafts Fair', city: 'Rhinebeck, NY', soldOut: true },
];

const SERVER_LIST = html`<ul>
  <li>Dec 12 — Winter Makers Market, Hudson, NY</li>
</ul>`;

function tourDates(json: string, lang = 'en-US') {
  return blockFixture<SqTourDates>(
    html`<div lang=${lang}>
      <sq-tour-dates data-block-json=${json}>${SERVER_LIST}</sq-tour-dates>
    </div>`,
  ).then(async (fixture) => {
    const el = fixture.el.querySelector('sq-tour-dates')!;
    await el.updateComplete;
    return { ...fixture, el };
  });
}

/** Each row as a visitor reads it: day, venue, city, then "Tickets" / "Sold out" / "Past". */
const rows = (el: SqTourDates) =>
  [...el.shadowRoot!.querySelectorAll('[part~=date]')].map((li) =>
    [
      li.querySelector('time')!.textContent!.trim(),
      li.querySelector('.sq-tour-date-venue')!.textContent!.trim(),
      li.querySelector('.sq-tour-date-city')!.textContent!.trim(),
      li.querySelector('.sq-tour-date-status')?.textContent!.trim() ?? '',
    ].join(' | '),
  );

const todayText = (locale: string) =>
  new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${today}T00:00:00Z`));

describe('<sq-tour-dates>', () => {
  it('SPEC §2 tour dates: shows upcoming dates only (today included), in date order, days in the page language, with Tickets or Sold out', async () => {
    const { el } = await tourDates(JSON.stringify({ dates: DATES, label: 'Craft fairs' }));
    expect(rows(el)).to.deep.equal([
      `${todayText('en-US')} | Open Studio | Hudson, NY | `,
      'Sat, Jun 6, 2099 | Rhinebeck Crafts Fair | Rhinebeck, NY | Sold out',
      'Sat, Dec 12, 2099 | Winter Makers Market | Hudson, NY | Tickets',
    ]);
    const times = [...el.shadowRoot!.querySelectorAll('time')].map((t) => t.dateTime);
    expect(times).to.deep.equal([today, '2099-06-06', '2099-12-12']);
    const link = el.shadowRoot!.querySelector<HTMLAnchorElement>('[part~=tickets]')!;
    expect(link.href).to.equal('https://tickets.example/winter');
    expect(link.target).to.equal('_blank');
    expect(link.rel).to.equal('noopener');
    expect(link.getAttribute('aria-label')).to.equal(
      'Tickets, Winter Makers Market, Sat, Dec 12, 2099',
    );
    expect(el.shadowRoot!.querySelector('ol')!.getAttribute('aria-label')).to.equal('Craft fairs');
    expect(el.querySelector('li')!.checkVisibility()).to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('writes each day in the language of the page (lang="de")', async () => {
    const { el } = await tourDates(JSON.stringify({ dates: DATES }), 'de');
    expect(rows(el).slice(1)).to.deep.equal([
      'Sa., 6. Juni 2099 | Rhinebeck Crafts Fair | Rhinebeck, NY | Sold out',
      'Sa., 12. Dez. 2099 | Winter Makers Market | Hudson, NY | Tickets',
    ]);
  });

  it('with showPast, past dates show too, in date order, marked Past without their tickets link', async () => {
    const { el } = await tourDates(JSON.stringify({ dates: DATES, showPast: true }));
    expect(rows(el)[0]).to.equal('Sat, May 2, 2020 | Spring Clay Fair | Kingston, NY | Past');
    expect(rows(el)).to.have.length(4);
    expect(el.shadowRoot!.querySelectorAll('[part~=tickets]')).to.have.length(1);
    await expect(el).to.be.accessible();
  });

  it('says "No upcoming dates." when every date has passed (or there are none)', async () => {
    const { el } = await tourDates(JSON.stringify({ dates: [DATES[1]] }));
    expect(el.shadowRoot!.textContent!.trim()).to.equal('No upcoming dates.');
    expect(el.shadowRoot!.querySelector('ol')).to.equal(null);
    await expect(el).to.be.accessible();
    const none = await tourDates('{}');
    expect(none.el.shadowRoot!.querySelector('[part~=empty]')!.textContent).to.equal(
      'No upcoming dates.',
    );
  });

  it('refuses a ticket address that is not http(s), and a date that is not a day: the server markup stays (error contract)', async () => {
    for (const [dates, path] of [
      [[{ ...DATES[0], ticketUrl: 'javascript:alert(1)' }], 'dates.0.ticketUrl'],
      [[{ ...DATES[0], date: '2099-02-30' }], 'dates.0.date'],
      [[{ ...DATES[0], venue: ' ' }], 'dates.0.venue'],
    ] as const) {
      const { el, errors, events } = await tourDates(JSON.stringify({ dates }));
      expect(el.hasAttribute('data-sq-error')).to.equal(true);
      expect(errors).to.have.length(1);
      expect(errors[0]).to.match(
        new RegExp(`^\\[sq-tour-dates\\] invalid data-block-json: ${path.replace(/\./g, '\\.')}: `),
      );
      expect(events[0]!.path).to.equal(path);
      expect(el.querySelector('li')!.checkVisibility()).to.equal(true);
      expect(el.shadowRoot!.querySelector('[part~=date]')).to.equal(null);
    }
  });
});
