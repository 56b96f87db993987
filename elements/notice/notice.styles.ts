import { css, unsafeCSS } from 'lit';
import { CONFIRMATION_DIALOG } from '../../platform/constants/limits.ts';

/**
 * Styles of `<sq-notice>`: a dark box at the bottom centre of the viewport, above the page (the
 * information notice shares the confirmation dialog's SPEC §9 width, padding and z-index), lifted
 * by `--sq-notice-lift` above a bar fixed along the bottom edge (notice-placement.ts sets it).
 */
export const noticeStyles = css`
  :host {
    position: fixed;
    inset-block-end: calc(
      var(--sq-notice-offset, 1rem) + var(--sq-notice-lift, 0px) + env(safe-area-inset-bottom, 0px)
    );
    inset-inline: 0;
    z-index: ${CONFIRMATION_DIALOG.baseZIndex};
    display: flex;
    justify-content: center;
    padding-inline: 1rem;
    pointer-events: none;
  }
  :host([hidden]) {
    display: none;
  }
  [part~='base'] {
    display: flex;
    align-items: flex-start;
    gap: 0.75em;
    box-sizing: border-box;
    inline-size: ${unsafeCSS(CONFIRMATION_DIALOG.width)}px;
    max-inline-size: 100%;
    padding: ${unsafeCSS(CONFIRMATION_DIALOG.padding)}px;
    border-radius: var(--sq-radius-1, 4px);
    background: var(--sq-notice-background, #1f1f1f);
    color: var(--sq-notice-color, #ffffff);
    font: inherit;
    line-height: 1.4;
    box-shadow: 0 4px 16px rgb(0 0 0 / 25%);
    pointer-events: auto;
  }
  /* Until its text is in, the box is invisible but its status region already exists. */
  [part~='base']:not(.ready) {
    opacity: 0;
    pointer-events: none;
  }
  [part~='message'] {
    flex: 1;
    min-inline-size: 0;
  }
  [part~='heading'] {
    display: block;
    font-weight: 600;
  }
  [part~='close'] {
    flex: none;
    display: grid;
    place-items: center;
    inline-size: 2em;
    block-size: 2em;
    margin: -0.4em -0.4em 0 0;
    padding: 0;
    border: 0;
    border-radius: var(--sq-radius-1, 4px);
    background: transparent;
    color: inherit;
    font: inherit;
    font-size: 1em;
    cursor: pointer;
  }
  [part~='close']:hover {
    background: rgb(255 255 255 / 15%);
  }
  [part~='close']:focus-visible {
    outline: 2px solid var(--sq-notice-focus-color, currentColor);
    outline-offset: 1px;
  }
  [part~='close'] svg {
    inline-size: 0.875em;
    block-size: 0.875em;
  }
`;
