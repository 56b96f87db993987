import { css } from 'lit';

/**
 * Shadow styles every form block shares: the form, the banners, the submit button, the status
 * live region (visually hidden) and the success view, whose short fade-in is skipped under
 * reduced motion (`still`, set from `prefersReducedMotion()`) and `prefers-reduced-motion`.
 */
export const formEngineStyles = css`
  :host {
    display: block;
  }
  :host([hidden]),
  [hidden] {
    display: none !important;
  }
  form {
    display: grid;
    gap: var(--sq-form-gap, 1em);
  }
  fieldset {
    display: grid;
    gap: var(--sq-form-gap, 1em);
    margin: 0;
    padding: 0;
    border: 0;
    min-inline-size: 0;
  }
  .fields {
    display: grid;
    gap: var(--sq-form-gap, 1em);
  }
  [part~='banner'],
  [part~='banner-below'],
  [part~='message'] {
    margin: 0;
    padding: 0.75em 1em;
    border-inline-start: 4px solid var(--sq-form-error-color, #b00020);
    background: var(--sq-form-banner-background, color-mix(in srgb, #b00020 8%, transparent));
    color: inherit;
  }
  [part~='banner']:focus-visible,
  [part~='message']:focus-visible,
  [part~='success']:focus-visible {
    outline: 2px solid var(--sq-form-focus-color, currentColor);
    outline-offset: 2px;
  }
  [part~='submit'] {
    justify-self: start;
    padding: 0.6em 1.4em;
    border: 0;
    border-radius: var(--sq-form-button-radius, 0.25em);
    background: var(--sq-form-button-background, #1a1a1a);
    color: var(--sq-form-button-color, #fff);
    font: inherit;
    cursor: pointer;
  }
  [part~='submit']:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  [part~='submit']:focus-visible {
    outline: 2px solid var(--sq-form-focus-color, currentColor);
    outline-offset: 2px;
  }
  form[aria-busy='true'] [part~='submit'] {
    cursor: progress;
  }
  .visually-hidden {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }
  [part~='success'] {
    animation: sq-form-appear 0.3s ease;
  }
  [part~='success'].still {
    animation: none;
  }
  @media (prefers-reduced-motion: reduce) {
    [part~='success'] {
      animation: none;
    }
  }
  @keyframes sq-form-appear {
    from {
      opacity: 0;
    }
  }
  .submission-text {
    margin: 0 0 0.5em;
  }
`;
