import { css, unsafeCSS } from 'lit';
import { TOOLTIP } from '../../platform/constants/limits.ts';

const { width, edgeMargin, mouseOffset } = TOOLTIP;

/**
 * Styles of `<sq-tooltip>`: the trigger stays in the text's flow (the host is inline); the tip
 * is a popover in the top layer, 250 px wide (narrower on a small screen, always 20 px inside
 * the viewport; SPEC §9).
 *
 * `.anchored` (opened by focus where the browser has CSS anchor positioning): centred 15 px
 * below the host, flipped above when there is no room below; the inline margins of 20 px keep it
 * inside the viewport when it shifts to fit. `.placed` (opened by the pointer, or anchoring
 * missing): script sets `left` and `top`.
 */
export const tooltipStyles = css`
  :host {
    display: inline;
    anchor-name: --sq-tooltip-trigger;
  }
  [part~='tooltip'] {
    position: fixed;
    inset: auto;
    box-sizing: border-box;
    inline-size: ${unsafeCSS(width)}px;
    max-inline-size: calc(100vw - ${unsafeCSS(2 * edgeMargin)}px);
    margin: 0;
    padding: 0.5rem 0.75rem;
    border: 0;
    border-radius: var(--sq-radius-1, 4px);
    background: var(--sq-tooltip-background, #1a1a1a);
    color: var(--sq-tooltip-color, #ffffff);
    font: inherit;
    font-size: 0.875rem;
    line-height: 1.4;
    text-align: start;
    overflow-wrap: break-word;
    box-shadow: 0 2px 8px rgb(0 0 0 / 20%);
  }
  [part~='tooltip'].anchored {
    position-anchor: --sq-tooltip-trigger;
    position-area: block-end;
    justify-self: anchor-center;
    margin: ${unsafeCSS(mouseOffset)}px ${unsafeCSS(edgeMargin)}px;
    position-try-fallbacks: flip-block;
  }
  ::slotted([slot='content']) {
    display: block;
    margin: 0;
    font: inherit;
    color: inherit;
  }
`;

/**
 * The tooltip's server markup (in `sq-markup.css`): without JavaScript the tip's text stands
 * beside its term as ordinary text; on a page that runs scripts it is hidden from the first
 * paint until the element upgrades and shows it in its popover, so the text around it never
 * reflows when the element arrives. If its code fails to load (`data-sq-error`), the text shows.
 */
export const tooltipMarkupCss = `
@media (scripting: enabled) {
  sq-tooltip:not(:defined):not([data-sq-error]) > [slot='content'] { display: none; }
}
`;
