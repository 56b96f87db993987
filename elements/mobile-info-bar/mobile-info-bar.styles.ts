import { css, unsafeCSS } from 'lit';
import { MOBILE_INFO_BAR_MAX_VIEWPORT_PX } from '../../platform/constants/limits.ts';

/**
 * Stacking of the bar: above the page, below the cookie banner (29999), notices and dialogs
 * (the SPEC §9 dialog base z-index, 30000).
 */
export const INFO_BAR_Z_INDEX = 29_000;

/**
 * Styles of `<sq-mobile-info-bar>`: a bar fixed along the bottom of the viewport, shown only at
 * viewport widths up to 1024 px (SPEC §9; a media query, so it follows every resize). The hours
 * panel opens above the bar. Each theme sets private colours (`--_bg`, `--_fg`) that the
 * public custom properties override.
 */
export const mobileInfoBarStyles = css`
  :host {
    display: block;
  }
  :host([hidden]) {
    display: none;
  }
  @media (width > ${unsafeCSS(MOBILE_INFO_BAR_MAX_VIEWPORT_PX)}px) {
    :host {
      display: none;
    }
  }
  [part~='base'] {
    position: fixed;
    inset-inline: 0;
    inset-block-end: 0;
    z-index: ${unsafeCSS(INFO_BAR_Z_INDEX)};
    box-sizing: border-box;
    padding-block-end: env(safe-area-inset-bottom, 0px);
    background: var(--_bg);
    color: var(--_fg);
    font: inherit;
    line-height: 1.3;
    box-shadow:
      0 -1px 0 var(--_line),
      0 -4px 16px rgb(0 0 0 / 12%);
  }
  .light {
    --_bg: var(--sq-mobile-info-bar-background, #ffffff);
    --_fg: var(--sq-mobile-info-bar-color, #1f1f1f);
    --_line: rgb(0 0 0 / 15%);
  }
  .dark {
    --_bg: var(--sq-mobile-info-bar-background, #1f1f1f);
    --_fg: var(--sq-mobile-info-bar-color, #ffffff);
    --_line: rgb(255 255 255 / 20%);
  }
  [part~='actions'] {
    display: grid;
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  [part~='action'] {
    box-sizing: border-box;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 0.25em;
    inline-size: 100%;
    min-block-size: 3.5rem;
    margin: 0;
    padding: 0.5em 0.25em;
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    font-size: 0.875em;
    text-align: center;
    text-decoration: none;
    cursor: pointer;
  }
  [part~='action']:hover {
    background: color-mix(in srgb, currentColor 8%, transparent);
  }
  [part~='action']:focus-visible {
    outline: 2px solid var(--sq-mobile-info-bar-focus-color, currentColor);
    outline-offset: -4px;
  }
  [part~='action'] svg {
    inline-size: 1.375em;
    block-size: 1.375em;
  }
  [aria-expanded='true'] {
    background: color-mix(in srgb, currentColor 12%, transparent);
  }
  [part~='hours-panel'] {
    position: absolute;
    inset-inline: 0;
    inset-block-end: 100%;
    box-sizing: border-box;
    max-block-size: 60vh;
    overflow: auto;
    padding: 1em 1.25em;
    background: var(--_bg);
    color: var(--_fg);
    box-shadow:
      0 -1px 0 var(--_line),
      0 -8px 16px rgb(0 0 0 / 12%);
  }
  [part~='hours-panel'][hidden] {
    display: none;
  }
  .hours-title {
    margin: 0 0 0.5em;
    font-weight: 600;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.35em 1.5em;
    margin: 0;
  }
  dl > div {
    display: contents;
  }
  dt,
  dd {
    margin: 0;
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
`;
