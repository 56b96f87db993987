import { css, unsafeCSS } from 'lit';

/**
 * The upgraded calendar's fixed heights: a header row, the weekday row, six weeks (every month
 * draws six, so changing month moves nothing) and the line under the grid before a day is
 * chosen. The server markup reserves their sum, so nothing moves when the element upgrades.
 */
const HEADER = 3;
const WEEKDAYS = 2;
const WEEK = 2.75;
const GAP = 0.5;
const HINT = 3;
/** The upgraded block's height before a day is chosen, in rem. */
export const CALENDAR_BLOCK_SIZE = HEADER + GAP + WEEKDAYS + 6 * WEEK + GAP + HINT;

/**
 * Page CSS of the server markup (collected into sq-markup.css). Where scripts run, the event
 * list takes the upgraded calendar's height (scrolling if longer) until the element upgrades;
 * without JavaScript it shows whole.
 */
export const calendarMarkupCss = `
sq-calendar { display: block; }
@media (scripting: enabled) {
  sq-calendar:not(:defined) { block-size: ${CALENDAR_BLOCK_SIZE}rem; overflow: auto; }
}
sq-calendar > ul, sq-calendar .sq-calendar-events { padding-inline-start: 0; list-style: none; }
sq-calendar .sq-calendar-event { margin-block: 0.5em; }
sq-calendar .sq-calendar-event > time, sq-calendar .sq-calendar-event > .sq-calendar-add { display: block; }
`;

export const calendarStyles = css`
  :host {
    display: block;
    min-block-size: ${unsafeCSS(CALENDAR_BLOCK_SIZE)}rem;
    --_accent: var(--sq-calendar-accent, var(--sq-color-accent, #1d4ed8));
  }
  :host([hidden]) {
    display: none;
  }
  .header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
    block-size: ${unsafeCSS(HEADER)}rem;
  }
  .heading {
    font-weight: 600;
    font-size: 1.125rem;
    text-align: center;
  }
  .nav {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    inline-size: 2.75rem;
    block-size: 2.75rem;
    border: 1px solid color-mix(in srgb, currentColor 35%, transparent);
    border-radius: 0.375rem;
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
  .nav svg {
    inline-size: 1.25rem;
    block-size: 1.25rem;
  }
  :host(:dir(rtl)) .nav svg {
    transform: scaleX(-1);
  }
  table {
    inline-size: 100%;
    table-layout: fixed;
    border-collapse: collapse;
    margin-block-start: ${unsafeCSS(GAP)}rem;
  }
  th {
    block-size: ${unsafeCSS(WEEKDAYS)}rem;
    padding: 0;
    font-size: 0.875rem;
    font-weight: 600;
    text-align: center;
  }
  td {
    position: relative;
    block-size: ${unsafeCSS(WEEK)}rem;
    padding: 0;
    text-align: center;
    border-radius: 0.375rem;
  }
  td[data-date] {
    cursor: pointer;
  }
  td[data-date]:not([aria-selected='true']):hover {
    background: color-mix(in srgb, currentColor 8%, transparent);
  }
  td:focus-visible {
    outline: 2px solid var(--sq-calendar-focus-color, var(--_accent));
    outline-offset: -2px;
  }
  td[aria-current='date'] .number {
    font-weight: 700;
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
  td[aria-selected='true'] {
    background: var(--_accent);
    color: var(--sq-calendar-selected-color, #fff);
  }
  .dot {
    position: absolute;
    inset-inline-start: calc(50% - 0.1875rem);
    inset-block-end: 0.3rem;
    inline-size: 0.375rem;
    block-size: 0.375rem;
    border-radius: 50%;
    background: currentColor;
  }
  .hint {
    margin: ${unsafeCSS(GAP)}rem 0 0;
    min-block-size: ${unsafeCSS(HINT)}rem;
    /* Two lines fit the height reserved for it, even on a 320 px phone. */
    font-size: 0.875rem;
    line-height: 1.25;
  }
  .day-events {
    margin-block-start: ${unsafeCSS(GAP)}rem;
  }
  .day-heading {
    font-weight: 600;
    margin-block: 0 0.5rem;
  }
  .events {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .event {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.25rem 1rem;
    padding-block: 0.5rem;
    border-block-start: 1px solid color-mix(in srgb, currentColor 20%, transparent);
  }
  .event a {
    color: var(--sq-calendar-link-color, inherit);
    text-underline-offset: 0.2em;
  }
  .event-link {
    font-weight: 600;
  }
  .no-events {
    margin: 0;
  }
  .visually-hidden {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  @media (forced-colors: active) {
    td[aria-selected='true'] {
      background: Highlight;
      color: HighlightText;
      forced-color-adjust: none;
    }
    .dot {
      background: CanvasText;
    }
    td[aria-selected='true'] .dot {
      background: HighlightText;
    }
  }
`;
