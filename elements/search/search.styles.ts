import { css, unsafeCSS } from 'lit';

/**
 * The form's layout and look, the same for the server form (page CSS) and the upgraded one
 * (shadow), so nothing moves or changes colour when the element upgrades: the label on a line of
 * its own (unless visually hidden), then the box and the button side by side.
 */
const formRules = (form: string, label: string, field: string, input: string, button: string) => `
${form} {
  display: flex;
  flex-wrap: wrap;
  align-items: stretch;
  gap: var(--sq-search-gap, 0.5rem);
  max-width: var(--sq-search-max-width, 32rem);
  margin: 0;
}
${label} {
  flex-basis: 100%;
}
${field} {
  flex: 1 1 12rem;
  min-width: 0;
}
${input} {
  box-sizing: border-box;
  display: block;
  width: 100%;
  margin: 0;
  padding: 0.55rem 0.7rem;
  border: 1px solid var(--sq-search-border-color, #767676);
  border-radius: var(--sq-search-radius, 4px);
  background: var(--sq-search-background, #fff);
  color: var(--sq-search-color, inherit);
  font: inherit;
}
${button} {
  box-sizing: border-box;
  margin: 0;
  padding: 0.55rem 1.2rem;
  border: 1px solid var(--sq-search-button-background, var(--sq-button-background, #1f1f1f));
  border-radius: var(--sq-search-radius, 4px);
  background: var(--sq-search-button-background, var(--sq-button-background, #1f1f1f));
  color: var(--sq-search-button-color, #fff);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
${input}:focus-visible,
${button}:focus-visible {
  outline: 2px solid var(--sq-search-focus-color, var(--sq-button-focus-color, currentColor));
  outline-offset: 2px;
}
`;

const hidden = `
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/**
 * Page CSS of the server markup (collected into sq-markup.css): the plain form laid out and
 * drawn as the upgraded one, and the results the server writes on the search page
 * (server/search/search-markup.ts).
 */
export const searchMarkupCss = `sq-search {
  display: block;
}
${formRules('sq-search > form', 'sq-search > form label', 'sq-search > form input', 'sq-search > form input', 'sq-search > form button')}
sq-search > form .visually-hidden,
sq-search > form .sr-only {${hidden}}
.sq-search-summary {
  margin: 1.5rem 0 1rem;
  font-weight: 600;
}
.sq-search-results {
  margin: 0;
  padding: 0;
  list-style: none;
}
.sq-search-result {
  margin: 0 0 1.5rem;
}
.sq-search-result__title {
  margin: 0;
  font-size: 1.2rem;
}
.sq-search-result__meta {
  margin: 0.15rem 0;
  font-size: 0.9em;
}
.sq-search-result__snippet {
  margin: 0.25rem 0 0;
}
.sq-search-pages {
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 1rem;
  margin: 1.5rem 0;
}
`;

export const searchStyles = css`
  :host {
    display: block;
  }
  :host([hidden]) {
    display: none;
  }
  ${unsafeCSS(formRules('form', '.label', '.combo', 'input', 'button'))}
  .combo {
    position: relative;
  }
  .visually-hidden {
    ${unsafeCSS(hidden)}
  }
  [role='listbox'] {
    position: absolute;
    z-index: 10;
    inset-inline: 0;
    top: calc(100% + 2px);
    margin: 0;
    padding: 0.25rem 0;
    list-style: none;
    border: 1px solid var(--sq-search-border-color, #767676);
    border-radius: var(--sq-search-radius, 4px);
    background: var(--sq-search-background, #fff);
    color: var(--sq-search-color, inherit);
    box-shadow: 0 4px 12px rgb(0 0 0 / 0.15);
  }
  [role='listbox'][hidden] {
    display: none;
  }
  [role='option'] {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: 1rem;
    padding: 0.45rem 0.7rem;
    cursor: pointer;
  }
  [role='option'][aria-selected='true'] {
    background: var(--sq-search-active-background, #e8e8e8);
    outline: 2px solid var(--sq-search-focus-color, var(--sq-button-focus-color, currentColor));
    outline-offset: -2px;
  }
  [role='option']:hover {
    background: var(--sq-search-active-background, #e8e8e8);
  }
  .kind {
    flex: none;
    font-size: 0.85em;
  }
  @media (forced-colors: active) {
    [role='option'][aria-selected='true'] {
      outline-color: Highlight;
    }
  }
`;
