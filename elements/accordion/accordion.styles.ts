import { css, unsafeCSS } from 'lit';
import { ACCORDION_DURATION_MS } from '../../platform/constants/limits.ts';

/**
 * Default of every `--sq-accordion-*` custom property. The upgraded element and the server
 * markup (`accordionMarkupCss`) read the same values, so upgrading moves nothing on the page.
 */
const tokens = {
  borderColor: 'color-mix(in srgb, currentColor 20%, transparent)',
  borderWidth: '1px',
  triggerPadding: '0.75em 0',
  triggerColor: 'inherit',
  triggerBackground: 'transparent',
  triggerFontWeight: '600',
  panelSpacing: '1em',
  iconSize: '0.45em',
  focusColor: 'currentColor',
} as const;

const v = (name: string, fallback: string): string => `var(--sq-accordion-${name}, ${fallback})`;

const border = `${v('border-width', tokens.borderWidth)} solid ${v('border-color', tokens.borderColor)}`;
const focusRing = `2px solid ${v('focus-color', tokens.focusColor)}`;
const iconBox = `
  inline-size: ${v('icon-size', tokens.iconSize)};
  block-size: ${v('icon-size', tokens.iconSize)};
  flex: none;
  margin-inline: 1em 0.25em;
  border-inline-end: 2px solid currentColor;
  border-block-end: 2px solid currentColor;
  transform: translateY(-25%) rotate(45deg);`;

/** Shadow styles of `<sq-accordion>`. */
export const accordionStyles = css`
  :host {
    display: block;
  }
  :host([hidden]) {
    display: none;
  }
  .item {
    border-block-end: ${unsafeCSS(border)};
  }
  [part~='heading'] {
    margin: 0;
  }
  [part~='trigger'] {
    display: flex;
    align-items: center;
    inline-size: 100%;
    margin: 0;
    padding: ${unsafeCSS(v('trigger-padding', tokens.triggerPadding))};
    border: 0;
    background: ${unsafeCSS(v('trigger-background', tokens.triggerBackground))};
    color: ${unsafeCSS(v('trigger-color', tokens.triggerColor))};
    font: inherit;
    font-weight: ${unsafeCSS(v('trigger-font-weight', tokens.triggerFontWeight))};
    text-align: start;
    cursor: pointer;
  }
  [part~='trigger']:focus-visible {
    outline: ${unsafeCSS(focusRing)};
    outline-offset: 2px;
  }
  .title {
    flex: 1;
  }
  [part~='icon'] {
    ${unsafeCSS(iconBox)}
    transition: transform ${ACCORDION_DURATION_MS}ms ease;
  }
  [aria-expanded='true'] [part~='icon'] {
    transform: translateY(25%) rotate(-135deg);
  }
  .still [part~='icon'] {
    transition: none;
  }
  @media (prefers-reduced-motion: reduce) {
    [part~='icon'] {
      transition: none;
    }
  }
  [part~='panel'][hidden] {
    display: none;
  }
  [part~='panel'].animating {
    overflow: hidden;
  }
  .body {
    display: flow-root;
    padding-block-end: ${unsafeCSS(v('panel-spacing', tokens.panelSpacing))};
  }
`;

/**
 * Page-level CSS for the server markup of `<sq-accordion>`: before the element upgrades and
 * while its `data-block-json` is invalid, the native `<details>` items take the same spacing,
 * borders and icon as the upgraded element, so upgrading causes no layout shift. Meant for the
 * page's stylesheet (the runtime or the template adds it to `<head>`).
 */
export const accordionMarkupCss = `
:is(sq-accordion:not(:defined), sq-accordion[data-sq-error]) { display: block; }
:is(sq-accordion:not(:defined), sq-accordion[data-sq-error]) > details {
  border-block-end: ${border};
}
:is(sq-accordion:not(:defined), sq-accordion[data-sq-error]) > details[open] {
  display: flow-root;
  padding-block-end: ${v('panel-spacing', tokens.panelSpacing)};
}
:is(sq-accordion:not(:defined), sq-accordion[data-sq-error]) > details > summary {
  display: flex;
  align-items: center;
  padding: ${v('trigger-padding', tokens.triggerPadding)};
  background: ${v('trigger-background', tokens.triggerBackground)};
  color: ${v('trigger-color', tokens.triggerColor)};
  font-weight: ${v('trigger-font-weight', tokens.triggerFontWeight)};
  list-style: none;
  cursor: pointer;
}
:is(sq-accordion:not(:defined), sq-accordion[data-sq-error]) > details > summary::-webkit-details-marker {
  display: none;
}
:is(sq-accordion:not(:defined), sq-accordion[data-sq-error]) > details > summary::after {
  content: '';${iconBox}
  margin-inline-start: auto;
}
:is(sq-accordion:not(:defined), sq-accordion[data-sq-error]) > details[open] > summary::after {
  transform: translateY(25%) rotate(-135deg);
}
:is(sq-accordion:not(:defined), sq-accordion[data-sq-error]) > details > summary:focus-visible {
  outline: ${focusRing};
  outline-offset: 2px;
}
`;
