import { css, unsafeCSS } from 'lit';
import { CONFIRMATION_DIALOG } from '../../platform/constants/limits.ts';

/**
 * Styles of `<sq-system-error>`: a modal dialog covering the whole viewport, its message centred
 * in a box as wide as the SPEC §9 confirmation dialog allows on a phone and wider on a desktop.
 */
export const systemErrorStyles = css`
  :host {
    display: contents;
  }
  :host([hidden]) {
    display: none;
  }
  [part~='dialog'] {
    box-sizing: border-box;
    inline-size: 100vw;
    block-size: 100dvh;
    max-inline-size: none;
    max-block-size: none;
    margin: 0;
    padding: ${unsafeCSS(CONFIRMATION_DIALOG.padding)}px;
    border: 0;
    background: var(--sq-system-error-background, rgb(255 255 255 / 96%));
    color: var(--sq-system-error-color, #1a1a1a);
    font: inherit;
    line-height: 1.5;
  }
  [part~='dialog'][open] {
    display: grid;
    place-items: center;
  }
  [part~='dialog']::backdrop {
    background: rgb(0 0 0 / 40%);
  }
  [part~='panel'] {
    inline-size: min(32rem, 100%);
    min-inline-size: min(${unsafeCSS(CONFIRMATION_DIALOG.width)}px, 100%);
    text-align: center;
  }
  [part~='title'] {
    margin: 0 0 0.5em;
    font-size: 1.5em;
    line-height: 1.25;
  }
  [part~='message'] {
    margin: 0 0 1.5em;
  }
  [part~='details'] {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.25em 1em;
    margin: 0 0 1.5em;
    text-align: start;
    overflow-wrap: anywhere;
  }
  [part~='details'] dt {
    font-weight: 600;
  }
  [part~='details'] dd {
    margin: 0;
  }
  [part~='actions'] {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.75em;
  }
  button {
    min-inline-size: 8em;
    padding: 0.6em 1.2em;
    border: 2px solid var(--sq-system-error-accent, #1a1a1a);
    border-radius: var(--sq-radius-1, 4px);
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  [part~='reload'] {
    background: var(--sq-system-error-accent, #1a1a1a);
    color: var(--sq-system-error-accent-text, #ffffff);
  }
  [part~='clear'] {
    background: transparent;
    color: var(--sq-system-error-accent, #1a1a1a);
  }
  button:focus-visible {
    outline: 3px solid var(--sq-system-error-focus-color, #005fcc);
    outline-offset: 2px;
  }
`;
