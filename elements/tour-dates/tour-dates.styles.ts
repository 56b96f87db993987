import { css, unsafeCSS } from 'lit';

/**
 * The layout of a list of dates, the same for the server list (page CSS, classes `sq-tour-…`)
 * and the upgraded one (shadow): one row a date (the day, the place, the tickets), wrapping on a
 * narrow screen.
 */
const listRules = (scope: string) => `
${scope} .sq-tour-dates {
  margin: 0;
  padding: 0;
  list-style: none;
}
${scope} .sq-tour-date {
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.25rem 1rem;
  max-width: none;
  margin: 0;
  padding: var(--sq-tour-dates-row-padding, 0.75rem 0);
  border-bottom: 1px solid var(--sq-tour-dates-rule-color, rgb(0 0 0 / 0.15));
}
${scope} .sq-tour-date-day {
  flex: 0 0 var(--sq-tour-dates-date-width, 11rem);
  font-weight: 600;
}
${scope} .sq-tour-date-place {
  flex: 1 1 12rem;
  margin: 0;
}
${scope} .sq-tour-date-venue {
  font-weight: 600;
}
${scope} .sq-tour-date-city::before {
  content: ' · ';
}
${scope} .sq-tour-date-status {
  flex: none;
}
${scope} .sq-tour-dates-empty {
  margin: 0;
}
`;

/**
 * Page CSS of the server markup (collected into sq-markup.css): the server's list of dates is
 * laid out as the upgraded one, so nothing moves when the element upgrades.
 */
export const tourDatesMarkupCss = listRules('sq-tour-dates');

export const tourDatesStyles = css`
  :host {
    display: block;
  }
  :host([hidden]) {
    display: none;
  }
  ${unsafeCSS(listRules(':host'))}
  a {
    color: var(--sq-tour-dates-link-color, inherit);
    text-underline-offset: 0.2em;
  }
  a:focus-visible {
    outline: 2px solid var(--sq-tour-dates-focus-color, currentColor);
    outline-offset: 2px;
  }
`;
