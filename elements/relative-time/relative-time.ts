import { html, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { emit, type SqErrorDetail } from '../shared/events.ts';
import { SqElement } from '../shared/sq-element.ts';
import { joinRefreshClock, leaveRefreshClock } from './refresh-clock.ts';
import { absoluteDate, parseDatetime, relativePhrase, usableLocale } from './relative-phrase.ts';
import { relativeTimeStyles } from './relative-time.styles.ts';

/** The nearest `lang` at or above `node`, across shadow roots; undefined when none says. */
function pageLanguage(node: Node): string | undefined {
  for (let at: Node | null = node; at;) {
    if (at instanceof Element && at.hasAttribute('lang')) return at.getAttribute('lang') ?? '';
    at = at.parentNode ?? (at instanceof ShadowRoot ? at.host : null);
  }
  return undefined;
}

/** Reads the `now` attribute as a moment (the same forms as `datetime`). */
const nowConverter = {
  fromAttribute: (value: string | null): Date | undefined => parseDatetime(value),
  toAttribute: (value: Date | undefined): string | null => value?.toISOString() ?? null,
};

/**
 * A moment shown as how long ago (or how soon) it is, kept current (SPEC §9 relative time):
 * `<sq-relative-time datetime="2026-11-20T10:00:00Z">20 November 2026</sq-relative-time>`.
 *
 * The server's text (its children) is the page without JavaScript and is never changed. Once
 * upgraded, the element shows instead a `<time>` with the same `datetime` whose text is the
 * phrase ('just now', 'about 20 seconds ago', '5 minutes ago', 'yesterday', 'last month') and
 * whose `title` is the moment in full (long date and short time, in the visitor's time zone),
 * which is also what assistive technology gets as the phrase's description.
 *
 * Words: under 10 s either way 'just now'; under 60 s 'about N seconds ago' / 'in about N
 * seconds', N counted down to whole tens (10–50); beyond that `Intl.RelativeTimeFormat` (numeric
 * 'auto') in the largest unit that fits (minutes, hours, days, weeks under 30 days, months,
 * years), rounded to the nearest whole. The English seconds words are SPEC §9's; other languages
 * take Intl's for seconds too.
 *
 * Language: the `lang` of the element itself or of its nearest ancestor (across shadow roots),
 * else the browser's language; set `lang` on the element to choose one for it alone. It is read
 * again on every refresh.
 *
 * Refresh: every 5000 ms (SPEC §9), on one timer shared by all the page's relative times, which
 * runs only while one of them is on the page and the page is visible.
 *
 * A missing or invalid `datetime` leaves the server text as it is and applies the error contract
 * of blocks (public contract 3): `data-sq-error`, one console error
 * `[sq-relative-time] invalid datetime: <message>`, `sq-error` with `detail.path` 'datetime'.
 *
 * @summary A date shown as 'about 20 seconds ago', '3 hours ago', 'yesterday', kept current.
 *
 * @slot - The server's text of the moment (e.g. '20 November 2026'): shown without JavaScript,
 *   and while `datetime` is missing or invalid.
 *
 * @event {SqEvent<SqErrorDetail>} sq-error - `datetime` is missing or not a date.
 *
 * @csspart time - The `<time>` holding the phrase.
 */
export class SqRelativeTime extends SqElement {
  static override styles = relativeTimeStyles;

  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'lang'];
  }

  /**
   * The moment, as `<time datetime>` holds it: an ISO 8601 date, or date and time
   * (`2026-11-20T10:00:00Z`; without an offset, the visitor's local time).
   */
  @property({ reflect: true }) datetime: string | null = null;

  /**
   * The moment the phrase is measured from, for tests, stories and screenshots (attribute: the
   * same forms as `datetime`). Unset (the default): the current time at each refresh.
   */
  @property({ converter: nowConverter }) now: Date | undefined = undefined;

  /** The parsed `datetime`; undefined while it is missing or invalid. */
  private date: Date | undefined;

  override connectedCallback(): void {
    super.connectedCallback();
    joinRefreshClock(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    leaveRefreshClock(this);
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'lang') this.requestUpdate();
  }

  /** Draws the phrase again for the current time (the shared timer calls it every 5000 ms). */
  refresh(): void {
    this.requestUpdate();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!changed.has('datetime') && this.hasUpdated) return;
    const date = parseDatetime(this.datetime);
    if (date) this.removeAttribute('data-sq-error');
    else this.reportInvalid();
    this.date = date;
  }

  protected override render(): TemplateResult {
    if (!this.date) return html`<slot></slot>`;
    const locale = usableLocale(pageLanguage(this));
    const full = absoluteDate(this.date, locale);
    return html`<time part="time" datetime=${this.datetime ?? ''} title=${full}
      >${relativePhrase(this.date, this.now?.getTime() ?? Date.now(), locale)}</time
    >`;
  }

  private reportInvalid(): void {
    const message = this.datetime ? `"${this.datetime}" is not a date` : 'missing';
    const detail: SqErrorDetail = { path: 'datetime', message };
    this.setAttribute('data-sq-error', `datetime: ${message}`);
    console.error(`[sq-relative-time] invalid datetime: ${message}`);
    emit(this, 'sq-error', detail);
  }
}
