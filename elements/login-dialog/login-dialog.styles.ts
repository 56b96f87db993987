import { css } from 'lit';

/**
 * Shadow styles of `<sq-login-dialog>`: a centred modal box (the native `<dialog>`'s top layer)
 * over a dimmed page, fields from the shared form styles, a visible focus ring everywhere.
 */
export const loginDialogStyles = css`
  :host {
    display: contents;
  }
  dialog {
    box-sizing: border-box;
    inline-size: min(100vw - 2rem, var(--sq-login-dialog-width, 24rem));
    padding: var(--sq-login-dialog-padding, 1.5rem);
    border: 0;
    border-radius: var(--sq-radius-2, 8px);
    background: var(--sq-login-dialog-background, Canvas);
    color: var(--sq-login-dialog-color, CanvasText);
    box-shadow: 0 1rem 3rem rgb(0 0 0 / 0.3);
  }
  dialog::backdrop {
    background: var(--sq-login-dialog-backdrop, rgb(0 0 0 / 0.5));
  }
  [part~='heading'] {
    margin: 0 2rem 1rem 0;
    font-size: 1.4em;
  }
  [part~='message'] {
    margin: 0 0 1rem;
  }
  [part~='error'] {
    margin: 0 0 1rem;
    padding: 0.5em 0.75em;
    border-inline-start: 4px solid var(--sq-form-error-color, #b3261e);
    background: color-mix(in srgb, var(--sq-form-error-color, #b3261e) 8%, transparent);
  }
  [part~='error']:focus {
    outline: 2px solid var(--sq-form-focus-color, #1a5fb4);
    outline-offset: 2px;
  }
  .names {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
    column-gap: 1rem;
  }
  .remember {
    display: flex;
    gap: 0.5em;
    align-items: center;
    margin: 0 0 1rem;
  }
  button {
    font: inherit;
    cursor: pointer;
  }
  [part~='submit'] {
    inline-size: 100%;
    padding: 0.6em 1em;
    border: 0;
    border-radius: var(--sq-form-button-radius, 0.25em);
    background: var(--sq-form-button-background, #1a1a1a);
    color: var(--sq-form-button-color, #fff);
  }
  [part~='switch'] {
    margin: 1rem 0 0;
    text-align: center;
  }
  [part~='switch-mode'] {
    padding: 0;
    border: 0;
    background: none;
    color: inherit;
    text-decoration: underline;
  }
  [part~='close'] {
    position: absolute;
    inset-block-start: 0.75rem;
    inset-inline-end: 0.75rem;
    inline-size: 2.25rem;
    block-size: 2.25rem;
    border: 0;
    border-radius: 50%;
    background: none;
    color: inherit;
    font-size: 1.5em;
    line-height: 1;
  }
  button:focus-visible,
  input[type='checkbox']:focus-visible {
    outline: 2px solid var(--sq-form-focus-color, #1a5fb4);
    outline-offset: 2px;
  }
  fieldset {
    border: 0;
    padding: 0;
    margin: 0;
    min-inline-size: 0;
  }
`;
