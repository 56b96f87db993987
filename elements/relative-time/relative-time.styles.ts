import { css } from 'lit';

/** Shadow styles of `<sq-relative-time>`: an inline phrase that takes the text's look. */
export const relativeTimeStyles = css`
  :host {
    display: inline;
  }
  :host([hidden]) {
    display: none;
  }
`;
