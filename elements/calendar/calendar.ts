import { html, nothing, svg, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import {
  eventInstants,
  eventTimeText,
  localeOf,
  monthTitle,
} from '../../platform/calendar/event-time.ts';
import { outlineLevel } from '../../platform/dom/heading-level.ts';
import { emit, type SqEvent } from '../shared/events.ts';
import { SqBlock } from '../shared/sq-block.ts';
import {
  addDays,
  addMonths,
  firstDayOfWeek,
  localToday,
  monthOf,
  monthWeeks,
  startOfWeek,
  weekdaySamples,
  type IsoDate,
} from './calendar-dates.ts';
import {
  eventsByDay,
  nextEventDate,
  readCalendarEvents,
  type CalendarEvent,
} from './calendar-events.ts';
import { calendarSchema, type CalendarData } from './calendar.schema.ts';
import { calendarStyles } from './calendar.styles.ts';

/** Detail of `sq-month-change`: the month now shown. */
export interface SqMonthChangeDetail {
  /** `2026-12`. */
  month: string;
}

/** Detail of `sq-date-select`: the day chosen and how many events it has. */
export interface SqDateSelectDetail {
  /** `2026-12-05`. */
  date: IsoDate;
  count: number;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-month-change': SqEvent<SqMonthChangeDetail>;
    'sq-date-select': SqEvent<SqDateSelectDetail>;
  }
}

const chevron = (points: string) =>
  svg`<svg viewBox="0 0 20 20" aria-hidden="true" focusable="false"><path d=${points} fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

const countText = (count: number) => `${count} ${count === 1 ? 'event' : 'events'}`;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** `date` (a calendar day) written by `Intl` in `locale` with `options` (formatters are kept). */
function formatDay(date: IsoDate, locale: string, options: Intl.DateTimeFormatOptions): string {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    dayFormats.set(key, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}

/**
 * An events calendar: a month view of an events collection. The server markup is the
 * collection's events as a plain list grouped by month (each entry carrying `data-start`,
 * `data-end` and `data-time-zone` — wall-clock times in the event's IANA zone — its first link
 * the event's page, a `download` link its calendar file), which works without JavaScript.
 *
 * Upgraded, it is a month grid following the WAI-ARIA APG grid pattern (the date picker
 * dialog's grid, without the dialog): one tab stop (roving tabindex); Left/Right move a day,
 * Up/Down a week, Home/End to the start/end of the week, PageUp/PageDown a month and
 * Shift+PageUp/PageDown a year; moving into another month shows that month. The week starts on
 * the day the page's language starts it (`Intl.Locale` week info; Sunday when unknown), and
 * weekday names, the month's title and dates are in the page's language. A day with events is
 * marked and named "December 5, 2026, 2 events"; today carries `aria-current="date"`. Enter,
 * Space or a click chooses a day: its events show below the grid (link to the event's page,
 * its times in the event's own zone with the zone's short name, and "Add to calendar" linking
 * its `.ics` file), and a status says how many. "Previous month" and "Next month" buttons
 * change month; the month's title is a live region. It opens on `month`, else on the month of
 * the next event not yet over, else on today's. Nothing is animated.
 *
 * The page's sq-markup.css gives the server list the upgraded calendar's height where scripts
 * run, so nothing moves when the element upgrades.
 *
 * @summary A month calendar of an events collection, by keyboard as a WAI-ARIA grid.
 *
 * @slot - The server markup: the events listed by month. It shows only while the element is
 *   not upgraded (or its settings are invalid).
 *
 * @event sq-month-change - The month shown changed (`detail.month`, `2026-12`).
 * @event sq-date-select - A day was chosen (`detail.date`, `detail.count` of its events).
 * @event sq-error - `data-block-json` is invalid.
 *
 * @csspart header - The row of the month's title and the two buttons.
 * @csspart heading - The month's title.
 * @csspart previous - The "Previous month" button.
 * @csspart next - The "Next month" button.
 * @csspart grid - The month's table.
 * @csspart weekday - A weekday's column header.
 * @csspart day - A day's cell; also `today`, `selected` and `event-day` where they apply.
 * @csspart hint - The line under the grid before a day is chosen.
 * @csspart day-events - The chosen day's heading and events.
 * @csspart event - One event of the chosen day.
 * @csspart event-link - Its link to the event's page.
 * @csspart event-time - Its times.
 * @csspart add-to-calendar - Its "Add to calendar" link.
 *
 * @cssproperty [--sq-calendar-accent=#1d4ed8] - The chosen day's background and focus ring.
 * @cssproperty [--sq-calendar-selected-color=#fff] - The chosen day's text.
 * @cssproperty [--sq-calendar-focus-color=var(--sq-calendar-accent)] - Keyboard focus outline.
 * @cssproperty [--sq-calendar-link-color=inherit] - The chosen day's links.
 */
export class SqCalendar extends SqBlock<CalendarData> {
  static override styles = calendarStyles;

  protected override readonly schema = calendarSchema;

  /** The visitor's today (`2026-12-05`); their own local date unless set (a preview, a test). */
  @property({ attribute: false }) today: IsoDate = localToday();

  /** The day holding the grid's tab stop; its month is shown. */
  @state() private focusDate: IsoDate | undefined;

  /** The day whose events show below the grid. */
  @state() private chosenDate: IsoDate | undefined;

  #events: CalendarEvent[] = [];
  #byDay = new Map<IsoDate, CalendarEvent[]>();
  /** The visitor moved in the calendar: it no longer follows `today` or `month`. */
  #moved = false;
  /** Focus the tab stop once drawn (keyboard moved it). */
  #focusAfterUpdate = false;
  #markup?: MutationObserver;

  /** The month shown (`2026-12`). */
  get month(): string | undefined {
    return this.focusDate && monthOf(this.focusDate);
  }

  /** The day whose events show below the grid, if one was chosen. */
  get selectedDate(): IsoDate | undefined {
    return this.chosenDate;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#readEvents();
    this.#markup = new MutationObserver(() => {
      this.#readEvents();
      this.requestUpdate();
    });
    this.#markup.observe(this, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['data-start', 'data-end', 'data-time-zone', 'href'],
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#markup?.disconnect();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const settings = (changed as PropertyValues).has('data') || changed.has('today');
    if (this.focusDate === undefined || (settings && !this.#moved)) {
      this.focusDate = this.#openingDate();
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (!this.#focusAfterUpdate) return;
    this.#focusAfterUpdate = false;
    this.renderRoot.querySelector<HTMLElement>('td[tabindex="0"]')?.focus();
  }

  #readEvents(): void {
    this.#events = readCalendarEvents(this);
    this.#byDay = eventsByDay(this.#events);
  }

  /** `month`, else the next event's month, else today's; today in it, else its first event day. */
  #openingDate(): IsoDate {
    const month =
      this.data?.month ?? monthOf(nextEventDate(this.#events, this.today) ?? this.today);
    if (monthOf(this.today) === month) return this.today;
    const eventDay = [...this.#byDay.keys()].sort().find((day) => monthOf(day) === month);
    return eventDay ?? `${month}-01`;
  }

  #locale(): string {
    return localeOf(this.closest('[lang]')?.getAttribute('lang'));
  }

  protected override renderBlock(): unknown {
    const locale = this.#locale();
    const focus = this.focusDate!;
    const month = monthOf(focus);
    const firstDay = firstDayOfWeek(locale);
    const level = outlineLevel(this);
    return html`<div part="header" class="header">
        <button
          part="previous"
          class="nav"
          type="button"
          aria-label="Previous month"
          @click=${() => this.#showMonth(-1)}
        >
          ${chevron('M12.5 4.5 7 10l5.5 5.5')}
        </button>
        <div
          part="heading"
          class="heading"
          id="heading"
          role="heading"
          aria-level=${level}
          aria-live="polite"
        >
          ${monthTitle(month, locale)}
        </div>
        <button
          part="next"
          class="nav"
          type="button"
          aria-label="Next month"
          @click=${() => this.#showMonth(1)}
        >
          ${chevron('M7.5 4.5 13 10l-5.5 5.5')}
        </button>
      </div>
      <table
        part="grid"
        role="grid"
        aria-labelledby="heading"
        @keydown=${(event: KeyboardEvent) => this.#onKeyDown(event, firstDay)}
        @click=${this.#onClick}
      >
        <thead>
          <tr>
            ${weekdaySamples(firstDay).map(
              (day) =>
                html`<th
                  part="weekday"
                  scope="col"
                  abbr=${formatDay(day, locale, { weekday: 'long' })}
                >
                  ${formatDay(day, locale, { weekday: 'short' })}
                </th>`,
            )}
          </tr>
        </thead>
        <tbody>
          ${monthWeeks(month, firstDay).map(
            (week) =>
              html`<tr>
                ${week.map((day) => this.#cell(day, locale))}
              </tr>`,
          )}
        </tbody>
      </table>
      ${this.#chosen(locale, month, Math.min(level + 1, 6))}`;
  }

  #cell(day: IsoDate | null, locale: string): unknown {
    if (!day) return html`<td class="outside"></td>`;
    const count = this.#byDay.get(day)?.length ?? 0;
    const today = day === this.today;
    const selected = day === this.chosenDate;
    const parts = ['day', today && 'today', selected && 'selected', count && 'event-day'];
    const name = formatDay(day, locale, { dateStyle: 'long' });
    return html`<td
      part=${parts.filter(Boolean).join(' ')}
      data-date=${day}
      tabindex=${day === this.focusDate ? 0 : -1}
      aria-selected=${selected ? 'true' : 'false'}
      aria-current=${today ? 'date' : nothing}
    >
      <span class="number" aria-hidden="true">${formatDay(day, locale, { day: 'numeric' })}</span
      ><span class="visually-hidden">${count ? `${name}, ${countText(count)}` : name}</span>
      ${count ? html`<span class="dot" aria-hidden="true"></span>` : nothing}
    </td>`;
  }

  /** Under the grid: the chosen day's events, else a line saying how to choose one. */
  #chosen(locale: string, month: string, level: number): unknown {
    const date = this.chosenDate;
    const events = date ? (this.#byDay.get(date) ?? []) : [];
    const dayName = date && formatDay(date, locale, { dateStyle: 'full' });
    const status = !date
      ? ''
      : `${events.length ? countText(events.length) : 'No events'} on ${dayName}`;
    const live = html`<div class="visually-hidden" role="status">${status}</div>`;
    if (!date) {
      const inMonth = new Set(
        [...this.#byDay].filter(([day]) => monthOf(day) === month).flatMap(([, list]) => list),
      ).size;
      const title = monthTitle(month, locale);
      return html`${live}
        <p part="hint" class="hint">
          ${
            inMonth
              ? `${countText(inMonth)} in ${title}. Choose a marked day to see them.`
              : `No events in ${title}.`
          }
        </p>`;
    }
    return html`${live}
      <section part="day-events" class="day-events" aria-labelledby="day-heading">
        <div
          part="day-heading"
          class="day-heading"
          id="day-heading"
          role="heading"
          aria-level=${level}
        >
          ${dayName}
        </div>
        ${
          events.length
            ? html`<ul class="events">
                ${events.map((event) => this.#event(event, locale))}
              </ul>`
            : html`<p class="no-events">No events on this day.</p>`
        }
      </section>`;
  }

  #event(event: CalendarEvent, locale: string): unknown {
    return html`<li part="event" class="event">
      <a part="event-link" class="event-link" href=${event.url}>${event.title}</a>
      <time part="event-time" datetime=${eventInstants(event).start.toISOString()}
        >${eventTimeText(event, locale, false)}</time
      >
      ${
        event.icsUrl
          ? html`<a
              part="add-to-calendar"
              href=${event.icsUrl}
              download
              aria-label=${`Add to calendar: ${event.title}`}
              >Add to calendar</a
            >`
          : nothing
      }
    </li>`;
  }

  /** Moves the tab stop to `date` (showing its month) and focuses it once drawn. */
  #moveTo(date: IsoDate): void {
    const before = this.month;
    this.#moved = true;
    this.focusDate = date;
    this.#focusAfterUpdate = true;
    if (monthOf(date) !== before) emit(this, 'sq-month-change', { month: monthOf(date) });
  }

  /** The buttons: the month before or after, the tab stop on the same day (or the last). */
  #showMonth(delta: number): void {
    this.#moved = true;
    this.focusDate = addMonths(this.focusDate!, delta);
    emit(this, 'sq-month-change', { month: monthOf(this.focusDate) });
  }

  #choose(date: IsoDate): void {
    this.chosenDate = date;
    emit(this, 'sq-date-select', { date, count: this.#byDay.get(date)?.length ?? 0 });
  }

  #onKeyDown(event: KeyboardEvent, firstDay: number): void {
    const date = this.focusDate!;
    const forward = getComputedStyle(this).direction === 'rtl' ? -1 : 1;
    const moves: Record<string, () => IsoDate> = {
      ArrowRight: () => addDays(date, forward),
      ArrowLeft: () => addDays(date, -forward),
      ArrowDown: () => addDays(date, 7),
      ArrowUp: () => addDays(date, -7),
      Home: () => startOfWeek(date, firstDay),
      End: () => addDays(startOfWeek(date, firstDay), 6),
      PageUp: () => addMonths(date, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(date, event.shiftKey ? 12 : 1),
    };
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      this.#choose(date);
      return;
    }
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    this.#moveTo(move());
  }

  #onClick(event: MouseEvent): void {
    const cell = (event.target as Element).closest?.('td[data-date]');
    const date = cell?.getAttribute('data-date');
    if (!date) return;
    this.#moveTo(date);
    this.#choose(date);
  }
}
