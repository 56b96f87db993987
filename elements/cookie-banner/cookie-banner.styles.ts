/** Stacking of the banner: the SPEC §9 dialog base z-index (30000) less one (a test keeps the two in step). */
export const BANNER_Z_INDEX = 29_999;

/**
 * Styles of `<sq-cookie-banner>` (text for a constructable style sheet, see cookie-banner.ts): a bar across the top or bottom of the viewport, or a popup box
 * in a corner, above the page but just below dialogs (the SPEC §9 dialog base z-index less one).
 * Each theme sets private colours (`--_bg`, `--_fg`) that the public custom properties override;
 * the BUTTON control swaps them, so every combination keeps the theme's contrast.
 */
export const cookieBannerCss = `
  :host {
    display: block;
  }
  :host([hidden]) {
    display: none;
  }
  [part~='base'] {
    position: fixed;
    z-index: ${BANNER_Z_INDEX};
    box-sizing: border-box;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.75em 1.25em;
    padding: var(--sq-cookie-banner-padding, 1em 1.25em);
    background: var(--_bg);
    color: var(--_fg);
    font: inherit;
    line-height: 1.45;
    box-shadow: 0 2px 16px rgb(0 0 0 / 20%);
  }
  .dark {
    --_bg: var(--sq-cookie-banner-background, #1f1f1f);
    --_fg: var(--sq-cookie-banner-color, #ffffff);
  }
  .light {
    --_bg: var(--sq-cookie-banner-background, #ffffff);
    --_fg: var(--sq-cookie-banner-color, #1f1f1f);
  }
  .bar {
    inset-inline: 0;
  }
  .bar.top {
    inset-block-start: 0;
  }
  .bar.bottom {
    inset-block-end: 0;
  }
  .popup {
    flex-direction: column;
    align-items: stretch;
    inline-size: var(--sq-cookie-banner-popup-width, 22rem);
    max-inline-size: calc(100vw - 2rem);
    max-block-size: calc(100vh - 2rem);
    overflow: auto;
    border-radius: var(--sq-radius-2, 8px);
  }
  .popup.top-left,
  .popup.top-right {
    inset-block-start: 1rem;
  }
  .popup.bottom-left,
  .popup.bottom-right {
    inset-block-end: 1rem;
  }
  .popup.top-left,
  .popup.bottom-left {
    inset-inline-start: 1rem;
  }
  .popup.top-right,
  .popup.bottom-right {
    inset-inline-end: 1rem;
  }
  [part~='text'] {
    flex: 1 1 16rem;
    min-inline-size: 0;
  }
  .popup [part~='text'] {
    flex: none;
  }
  [part~='text'] > :first-child {
    margin-block-start: 0;
  }
  [part~='text'] > :last-child {
    margin-block-end: 0;
  }
  [part~='text'] a {
    color: inherit;
    text-decoration: underline;
  }
  [part~='actions'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: flex-end;
    gap: 0.5em 1em;
  }
  button {
    box-sizing: border-box;
    min-block-size: 2.5em;
    margin: 0;
    font: inherit;
    color: inherit;
    cursor: pointer;
  }
  button:focus-visible,
  [part~='text'] a:focus-visible {
    outline: 2px solid var(--sq-cookie-banner-focus-color, currentColor);
    outline-offset: 2px;
  }
  .cta-text {
    padding: 0.25em 0.25em;
    border: 0;
    background: transparent;
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
  .cta-button {
    padding: 0.5em 1.25em;
    border: 2px solid var(--_fg);
    border-radius: var(--sq-radius-1, 4px);
    font-weight: 600;
  }
  .cta-button[part~='accept'] {
    background: var(--_fg);
    color: var(--_bg);
  }
  .cta-button[part~='decline'] {
    background: transparent;
  }
  .cta-icon {
    display: grid;
    place-items: center;
    inline-size: 2.5em;
    block-size: 2.5em;
    padding: 0;
    border: 2px solid currentColor;
    border-radius: 50%;
    background: transparent;
  }
  .cta-icon svg {
    inline-size: 1.1em;
    block-size: 1.1em;
  }
  button:hover {
    opacity: 0.85;
  }
`;
