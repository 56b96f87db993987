import { css } from 'lit';

/**
 * Shadow styles of `<sq-newsletter>` beyond the shared form ones: the fields and the button sit
 * in one row, wrapping as room runs out; below 320 px of its own width (`:state(small)`,
 * SPEC §9) everything stacks and the button takes the full width.
 */
export const newsletterStyles = css`
  [part~='title'] {
    margin: 0 0 0.25em;
    font-size: var(--sq-newsletter-title-size, 1.5em);
  }
  [part~='intro'] {
    margin: 0 0 1em;
  }
  form.newsletter fieldset {
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: var(--sq-form-gap, 1.5rem) 1em;
  }
  /* The row's gap spaces the last field from the button, so its inputs and the button line up. */
  form.newsletter .fields > .field:last-child {
    margin-block-end: 0;
  }
  form.newsletter .fields {
    flex: 1 1 16em;
    min-inline-size: 0;
  }
  form.newsletter [part~='captcha'] {
    flex-basis: 100%;
  }
  :host(:state(small)) form.newsletter fieldset {
    display: grid;
  }
  :host(:state(small)) [part~='submit'] {
    justify-self: stretch;
  }
`;
