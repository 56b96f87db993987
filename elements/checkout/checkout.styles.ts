import { css } from 'lit';

/**
 * Shadow styles of `<sq-checkout>`: a block around its server markup, which keeps the page's
 * own look (the checkout stylesheet styles the form, the error summary and the inline errors).
 */
export const checkoutStyles = css`
  :host {
    display: block;
  }
  :host([hidden]) {
    display: none;
  }
`;
