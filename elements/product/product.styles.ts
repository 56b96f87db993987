import { css } from 'lit';

/**
 * Shadow styles of `<sq-product>`: the parts stacked with `--sq-product-gap` between them (the
 * product page and the quick view put the picture beside them when there is room), the picture
 * at `--sq-product-image-aspect-ratio`, an option's select never wider than the block, native
 * fields and buttons at the block's font, the quick view a centred dialog that fades in (not for a
 * visitor who asked for reduced motion, nor with `?nomotion=true`: the `still` class).
 */
export const productStyles = css`
  :host {
    display: block;
  }
  :host([hidden]) {
    display: none;
  }
  [part~='base'] {
    display: grid;
    gap: var(--sq-product-gap, 0.75em);
    align-content: start;
  }
  [part~='base']:is(.detail, .quick) {
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
    column-gap: 2em;
  }
  [part~='base']:is(.detail, .quick) > :not([part~='image']) {
    grid-column: -2;
  }
  [part~='base']:is(.detail, .quick) > [part~='image'] {
    grid-row: span 8;
  }
  [part~='image'] {
    display: block;
  }
  [part~='image'] sq-image {
    aspect-ratio: var(--sq-product-image-aspect-ratio, 1);
  }
  [part~='name'] {
    margin: 0;
    font-size: 1.25em;
  }
  [part~='base'].detail [part~='name'] {
    font-size: 2em;
  }
  [part~='name'] a {
    color: inherit;
  }
  [part~='price'],
  [part~='description'],
  [part~='status'] {
    margin: 0;
  }
  [part~='badge'] {
    font-size: 0.85em;
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.05em;
  }
  /* Fields top-aligned and the button at their foot: a field that grows moves none of the others. */
  [part~='form'] {
    display: flex;
    flex-wrap: wrap;
    align-items: start;
    gap: 0.75em;
  }
  [part~='form'] > [part~='button'] {
    align-self: end;
  }
  [part~='option'],
  [part~='quantity'] {
    display: grid;
    gap: 0.25em;
  }
  /* A long option list narrows to the block rather than widening it. */
  [part~='option'] {
    grid-template-columns: minmax(0, 1fr);
    max-inline-size: 100%;
  }
  select {
    max-inline-size: 100%;
  }
  [part~='quantity'] input {
    inline-size: 5em;
  }
  select,
  input,
  button {
    font: inherit;
    border-radius: var(--sq-product-radius, 0.25em);
  }
  select,
  input {
    padding: 0.4em 0.5em;
    border: 1px solid color-mix(in srgb, currentColor 45%, transparent);
    background: transparent;
    color: inherit;
  }
  button {
    padding: 0.5em 1.1em;
    border: 1px solid var(--sq-product-button-background, #1a1a1a);
    cursor: pointer;
  }
  [part~='button'] {
    background: var(--sq-product-button-background, #1a1a1a);
    color: var(--sq-product-button-color, #fff);
  }
  [part~='button']:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  [part~='quick-view'],
  [part~='close'] {
    justify-self: start;
    background: transparent;
    color: inherit;
  }
  h2[tabindex] {
    outline: none;
  }
  :is(a, button, select, input):focus-visible {
    outline: 2px solid var(--sq-product-focus-color, currentColor);
    outline-offset: 2px;
  }
  [part~='status']:empty {
    display: none;
  }
  [part~='status'].error {
    color: var(--sq-product-error-color, #b00020);
  }
  [part~='dialog'] {
    inline-size: min(100% - 2em, var(--sq-product-dialog-width, 48rem));
    max-block-size: calc(100% - 2em);
    padding: 1.5em;
    border: 0;
    border-radius: var(--sq-product-radius, 0.25em);
    background: Canvas;
    color: CanvasText;
  }
  [part~='dialog']::backdrop {
    background: rgb(0 0 0 / 0.5);
  }
  [part~='close'] {
    float: inline-end;
  }
  @media (prefers-reduced-motion: no-preference) {
    [part~='dialog'][open]:not(.still) {
      animation: sq-product-in 200ms ease-out;
    }
  }
  @keyframes sq-product-in {
    from {
      opacity: 0;
      transform: translateY(1em);
    }
  }
`;
