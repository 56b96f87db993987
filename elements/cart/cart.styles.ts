import { css } from 'lit';

/**
 * Shadow styles of `<sq-cart>`: the lines as a table that turns into stacked cards below 40rem of
 * the cart's own width (a container query), the sections spaced by `--sq-cart-gap`, the totals
 * right-aligned, Checkout as the one strong button.
 */
export const cartStyles = css`
  :host {
    display: block;
    container-type: inline-size;
  }
  :host([hidden]) {
    display: none;
  }
  [part~='base'] {
    display: grid;
    gap: var(--sq-cart-gap, 1.5em);
  }
  table {
    inline-size: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: 0.75em 0.5em;
    border-block-end: 1px solid
      var(--sq-cart-border-color, color-mix(in srgb, currentColor 20%, transparent));
    text-align: start;
    vertical-align: middle;
  }
  thead th {
    font-weight: 600;
  }
  tbody th {
    font-weight: normal;
  }
  .image {
    inline-size: 5em;
  }
  .total {
    text-align: end;
  }
  [part~='entry-options'] {
    margin: 0.25em 0 0;
    padding: 0;
    list-style: none;
    font-size: 0.9em;
  }
  [part~='stepper'] {
    display: inline-flex;
    align-items: stretch;
  }
  [part~='quantity'] {
    inline-size: 3.5em;
    text-align: center;
  }
  button,
  input,
  a[part~='checkout'] {
    font: inherit;
    border-radius: var(--sq-cart-radius, 0.25em);
  }
  button,
  input {
    padding: 0.4em 0.6em;
    border: 1px solid color-mix(in srgb, currentColor 45%, transparent);
    background: transparent;
    color: inherit;
  }
  button {
    cursor: pointer;
  }
  button[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.5;
  }
  [part~='coupon-form'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5em;
  }
  [part~='coupon-form'] button[type='submit'],
  a[part~='checkout'] {
    border: 1px solid var(--sq-cart-button-background, #1a1a1a);
    background: var(--sq-cart-button-background, #1a1a1a);
    color: var(--sq-cart-button-color, #fff);
  }
  [part~='coupon-error'],
  [part~='status'].error,
  .invalid {
    color: var(--sq-cart-error-color, #b00020);
  }
  [part~='coupon-error'],
  [part~='coupon-list'],
  [part~='status'] {
    margin: 0.5em 0 0;
  }
  /* An empty cart as the server draws it (cartMarkupCss): upgrading moves nothing. */
  [part~='empty'] {
    gap: 1em;
  }
  [part~='empty'] > p {
    margin: 0;
  }
  [part~='coupon-list'] {
    padding: 0;
    list-style: none;
  }
  [part~='shipping'] {
    display: grid;
    gap: 0.5em;
    margin: 0;
    border: 0;
    padding: 0;
  }
  [part~='shipping'] legend {
    font-weight: 600;
    margin-block-end: 0.5em;
  }
  .description {
    display: block;
    font-size: 0.9em;
    opacity: 0.8;
    margin-inline-start: 1.6em;
  }
  [part~='totals'] {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 0.4em 2em;
    margin: 0;
    justify-self: end;
    min-inline-size: min(100%, 20em);
  }
  [part~='totals'] dd {
    margin: 0;
    text-align: end;
  }
  [part~='totals'] :is(dt, dd):nth-last-child(-n + 2) {
    font-weight: 700;
  }
  .checkout {
    justify-self: end;
    margin: 0;
  }
  a[part~='checkout'] {
    display: inline-block;
    padding: 0.6em 2em;
    text-decoration: none;
  }
  /* Silent, the live region stays in place (so what it says later is read) but takes no room. */
  [part~='status'].idle {
    margin: 0;
  }
  :is(a, button, input, [tabindex]):focus-visible {
    outline: 2px solid var(--sq-cart-focus-color, currentColor);
    outline-offset: 2px;
  }
  @container (max-width: 40rem) {
    thead {
      display: none;
    }
    tr[part~='entry'] {
      display: grid;
      grid-template-columns: 5em 1fr auto;
      gap: 0.25em 0.75em;
      padding-block: 0.75em;
      border-block-end: 1px solid
        var(--sq-cart-border-color, color-mix(in srgb, currentColor 20%, transparent));
    }
    tr[part~='entry'] > * {
      padding: 0;
      border: 0;
    }
    .image {
      grid-row: span 4;
    }
    .total {
      text-align: start;
    }
  }
`;

/**
 * Page CSS for the server's empty cart (collected into sq-markup.css): the same lines and gap as
 * the upgraded one, so the page does not move when the cart's code arrives.
 */
export const cartMarkupCss = `
.sq-cart--empty{display:grid;gap:1em}
.sq-cart--empty>p{margin:0}
`;
