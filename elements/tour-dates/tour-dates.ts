import { html, nothing } from 'lit';
import { SqBlock } from '../shared/sq-block.ts';
import { tourDatesSchema, type TourDate, type TourDatesData } from './tour-dates.schema.ts';
import { formatDay } from '../../platform/calendar/event-time.ts';
import { tourDatesStyles } from './tour-dates.styles.ts';

/** What shows when no date is left to show. */
export const NO_UPCOMING_DATES = 'No upcoming dates.';

/** Today as `YYYY-MM-DD` on the visitor's calendar. */
export function localDay(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The dates a visitor sees on `today`: upcoming ones (today included) in date order; with
 * `showPast`, the past ones before them, in date order too (one list, oldest first).
 */
export function visibleDates(data: TourDatesData, today: string): TourDate[] {
  const sorted = [...data.dates].sort((a, b) => a.date.localeCompare(b.date));
  return data.showPast ? sorted : sorted.filter((d) => d.date >= today);
}

/**
 * Tour dates (SPEC §2 blocks: tour dates): a list of dates, each with the day, the venue, the
 * city and a "Tickets" link (http(s) only, opening in a new tab with `rel="noopener"`), or
 * "Sold out". Dates come from `data-block-json` (`dates`: `{date, venue, city, ticketUrl?,
 * soldOut?}`); the day is written with `Intl.DateTimeFormat` in the page's language (the
 * nearest `lang` attribute, else the browser's). Days before today (on the visitor's calendar)
 * are hidden unless `showPast`; a past date shows "Past" where its tickets were. Nothing left to
 * show: "No upcoming dates.".
 *
 * The server markup (a list of the dates, written by the template or by the site server from
 * the same settings, classes `sq-tour-date…`) is what shows without JavaScript; upgraded, the
 * element draws its own list in the shadow root and the server markup is no longer slotted.
 * sq-markup.css lays the server list out like the upgraded one.
 *
 * @summary Upcoming dates (day, venue, city, tickets) in the page's language.
 *
 * @slot - The server markup, shown until the element upgrades (and when its data is invalid).
 *
 * @event sq-error - `data-block-json` is invalid (a date that is not a day, a ticket address
 *   that is not http(s), a date without venue or city).
 *
 * @csspart list - The list of dates.
 * @csspart date - One date's row.
 * @csspart tickets - A "Tickets" link.
 * @csspart status - "Sold out" or "Past".
 * @csspart empty - "No upcoming dates.".
 *
 * @cssproperty [--sq-tour-dates-date-width=11rem] - Width of the day column.
 * @cssproperty [--sq-tour-dates-row-padding=0.75rem 0] - Padding of a row.
 * @cssproperty [--sq-tour-dates-rule-color=rgb(0 0 0/.15)] - Line under each row.
 * @cssproperty [--sq-tour-dates-link-color=inherit] - The tickets links.
 * @cssproperty [--sq-tour-dates-focus-color=currentColor] - Keyboard focus outline.
 */
export class SqTourDates extends SqBlock<TourDatesData> {
  static override styles = tourDatesStyles;

  protected override readonly schema = tourDatesSchema;

  /** The language days are written in: the nearest `lang`, else the browser's. */
  get locale(): string | undefined {
    return this.closest('[lang]')?.getAttribute('lang') || navigator.language || undefined;
  }

  protected override renderBlock(data: TourDatesData): unknown {
    const today = localDay();
    const dates = visibleDates(data, today);
    if (!dates.length) {
      return html`<p part="empty" class="sq-tour-dates-empty">${NO_UPCOMING_DATES}</p>`;
    }
    const locale = this.locale;
    return html`<ol part="list" class="sq-tour-dates" aria-label=${data.label ?? nothing}>
      ${dates.map((date) => this.#date(date, formatDay(date.date, locale), date.date < today))}
    </ol>`;
  }

  #date(date: TourDate, day: string, past: boolean): unknown {
    const status = past ? 'Past' : date.soldOut ? 'Sold out' : undefined;
    return html`<li part="date" class="sq-tour-date">
      <time class="sq-tour-date-day" datetime=${date.date}>${day}</time>
      <p class="sq-tour-date-place">
        <span class="sq-tour-date-venue">${date.venue}</span>
        <span class="sq-tour-date-city">${date.city}</span>
      </p>
      ${
        status
          ? html`<span part="status" class="sq-tour-date-status">${status}</span>`
          : date.ticketUrl
            ? html`<a
                part="tickets"
                class="sq-tour-date-status"
                href=${date.ticketUrl}
                target="_blank"
                rel="noopener"
                aria-label="Tickets, ${date.venue}, ${day}"
                >Tickets</a
              >`
            : nothing
      }
    </li>`;
  }
}
