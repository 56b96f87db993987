import { css, unsafeCSS } from 'lit';
import { CONFIRMATION_DIALOG } from '../../platform/constants/limits.ts';

const { width, padding, baseZIndex } = CONFIRMATION_DIALOG;

/**
 * Styles of `<sq-dialog>`: a box SPEC §9 350 px wide (narrower on a small screen) with 20 px
 * padding, centred over a dimmed page. It fades and rises in (`.showing`) and fades out
 * (`.hiding`) over `--sq-dialog-duration`; `.still` (reduced motion, `nomotion=true`) has no
 * animation. The native modal `<dialog>` sits in the browser's top layer, above every z-index of
 * the page; `z-index` 30000 (SPEC §9 dialog base) is what it keeps should it ever be drawn in the
 * page's own stacking instead.
 */
export const dialogStyles = css`
  :host {
    display: contents;
  }
  [part~='dialog'] {
    z-index: ${unsafeCSS(baseZIndex)};
    box-sizing: border-box;
    inline-size: ${unsafeCSS(width)}px;
    max-inline-size: calc(100vw - 2rem);
    max-block-size: calc(100dvh - 2rem);
    padding: 0;
    border: 0;
    border-radius: var(--sq-radius-2, 8px);
    background: var(--sq-dialog-background, #ffffff);
    color: var(--sq-dialog-color, #1a1a1a);
    font: inherit;
    line-height: 1.5;
    box-shadow: 0 8px 32px rgb(0 0 0 / 25%);
    overflow: hidden;
  }
  [part~='dialog']::backdrop {
    background: var(--sq-dialog-backdrop, rgb(0 0 0 / 45%));
  }
  .showing {
    animation: sq-dialog-in var(--sq-dialog-duration, 200ms) ease-out;
  }
  .showing::backdrop {
    animation: sq-dialog-fade-in var(--sq-dialog-duration, 200ms) ease-out;
  }
  .hiding {
    animation: sq-dialog-out var(--sq-dialog-duration, 200ms) ease-in forwards;
  }
  .hiding::backdrop {
    animation: sq-dialog-fade-out var(--sq-dialog-duration, 200ms) ease-in forwards;
  }
  .still,
  .still::backdrop {
    animation: none;
  }
  @keyframes sq-dialog-in {
    from {
      opacity: 0;
      translate: 0 0.75rem;
    }
  }
  @keyframes sq-dialog-out {
    to {
      opacity: 0;
      translate: 0 0.75rem;
    }
  }
  @keyframes sq-dialog-fade-in {
    from {
      opacity: 0;
    }
  }
  @keyframes sq-dialog-fade-out {
    to {
      opacity: 0;
    }
  }
  /* The panel scrolls a long message, so a press on its scrollbar is not one on the overlay. */
  [part~='panel'] {
    box-sizing: border-box;
    max-block-size: calc(100dvh - 2rem);
    padding: ${unsafeCSS(padding)}px;
    overflow: auto;
  }
  [part~='heading'] {
    margin: 0 0 0.5em;
    font-size: 1.25em;
    line-height: 1.3;
  }
  [part~='message'] {
    overflow-wrap: anywhere;
  }
  [part~='message'] p {
    margin: 0;
  }
  [part~='actions'] {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: 0.75em;
    margin-block-start: ${unsafeCSS(padding)}px;
  }
  button {
    min-inline-size: 6em;
    padding: 0.5em 1.1em;
    border: 2px solid var(--sq-dialog-accent, #1a1a1a);
    border-radius: var(--sq-radius-1, 4px);
    background: transparent;
    color: var(--sq-dialog-accent, #1a1a1a);
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  [part~='confirm'] {
    background: var(--sq-dialog-accent, #1a1a1a);
    color: var(--sq-dialog-accent-text, #ffffff);
  }
  button:focus-visible {
    outline: 3px solid var(--sq-dialog-focus-color, #005fcc);
    outline-offset: 2px;
  }
`;
