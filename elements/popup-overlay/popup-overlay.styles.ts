import { css } from 'lit';

/**
 * Shadow styles of `<sq-popup-overlay>`: a centred box over a dimmed page, the close button in
 * its top corner, the content scrolling inside when taller than the viewport. It fades in unless
 * motion is off (`prefers-reduced-motion`, or the `still` class for `?nomotion=true`).
 */
export const popupOverlayStyles = css`
  :host {
    display: contents;
  }
  [part~='dialog'] {
    box-sizing: border-box;
    inline-size: min(100% - 2rem, var(--sq-popup-overlay-width, 36rem));
    max-block-size: calc(100% - 2rem);
    padding: 0;
    border: 0;
    border-radius: var(--sq-popup-overlay-radius, 8px);
    background: var(--sq-popup-overlay-background, Canvas);
    color: var(--sq-popup-overlay-color, CanvasText);
    box-shadow: 0 1rem 3rem rgb(0 0 0 / 0.3);
  }
  [part~='dialog']::backdrop {
    background: var(--sq-popup-overlay-backdrop, rgb(0 0 0 / 0.6));
  }
  [part~='content'] {
    padding: var(--sq-popup-overlay-padding, 2.5rem 2rem 2rem);
  }
  [part~='close'] {
    position: absolute;
    inset-block-start: 0.25rem;
    inset-inline-end: 0.25rem;
    display: grid;
    place-items: center;
    inline-size: 2.75rem;
    block-size: 2.75rem;
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
  [part~='close']:hover {
    background: color-mix(in srgb, currentColor 10%, transparent);
  }
  [part~='close']:focus-visible {
    outline: 2px solid var(--sq-popup-overlay-focus-color, currentColor);
    outline-offset: 2px;
  }
  [part~='close'] svg {
    inline-size: 1.25rem;
    block-size: 1.25rem;
  }
  @media (prefers-reduced-motion: no-preference) {
    [part~='dialog'][open]:not(.still) {
      animation: sq-popup-overlay-in 300ms ease-out;
    }
    [part~='dialog'][open]:not(.still)::backdrop {
      animation: sq-popup-overlay-fade 300ms ease-out;
    }
  }
  @keyframes sq-popup-overlay-in {
    from {
      opacity: 0;
      transform: translateY(1.5rem);
    }
  }
  @keyframes sq-popup-overlay-fade {
    from {
      opacity: 0;
    }
  }
`;
