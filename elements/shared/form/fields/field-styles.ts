import { css } from 'lit';

/**
 * Styles of the fields drawn by `renderField`, for the shadow root that holds the form. Colours
 * and spacing come from `--sq-form-*` custom properties (defaults in the `var()` fallbacks):
 *
 * - `--sq-form-gap` (1.5rem) between fields; `--sq-form-inner-gap` (0.375rem) inside one;
 * - `--sq-form-control-padding` (0.5em 0.75em), `--sq-form-radius` (the 4 px radius token);
 * - `--sq-form-control-background` (Field), `--sq-form-control-color` (FieldText),
 *   `--sq-form-border-color` (#6b6b6b), `--sq-form-border-width` (1px);
 * - `--sq-form-description-color` (inherit), `--sq-form-error-color` (#b3261e),
 *   `--sq-form-focus-color` (#1a5fb4), `--sq-form-affix-background` (#f0f0f0).
 *
 * An error shows in more than colour: a "!" sign before its text, and a thicker border on the
 * invalid controls; a counter over its limit is bold and underlined. Focus always has a visible
 * outline. In forced-colours mode the system colours replace the custom ones.
 */
export const fieldStyles = css`
  .field,
  .section {
    display: grid;
    gap: var(--sq-form-inner-gap, 0.375rem);
    margin: 0 0 var(--sq-form-gap, 1.5rem);
    min-inline-size: 0;
  }
  fieldset {
    border: 0;
    padding: 0;
    margin-inline: 0;
    min-inline-size: 0;
  }
  legend {
    padding: 0;
  }
  .label,
  .likert-question-label {
    font-weight: 600;
  }
  .marker {
    margin-inline-start: 0.25em;
    color: var(--sq-form-error-color, #b3261e);
  }
  .description {
    margin: 0;
    color: var(--sq-form-description-color, inherit);
    font-size: 0.9em;
  }
  .control {
    box-sizing: border-box;
    inline-size: 100%;
    padding: var(--sq-form-control-padding, 0.5em 0.75em);
    border: var(--sq-form-border-width, 1px) solid var(--sq-form-border-color, #6b6b6b);
    border-radius: var(--sq-form-radius, var(--sq-radius-1, 4px));
    background: var(--sq-form-control-background, Field);
    color: var(--sq-form-control-color, FieldText);
    font: inherit;
  }
  textarea.control {
    resize: vertical;
  }
  .control:focus-visible,
  .choice:focus-visible {
    outline: 2px solid var(--sq-form-focus-color, #1a5fb4);
    outline-offset: 2px;
  }
  .invalid .control {
    border-color: var(--sq-form-error-color, #b3261e);
    border-width: calc(var(--sq-form-border-width, 1px) + 1px);
  }
  .affixed {
    display: flex;
    align-items: stretch;
  }
  .affixed .control {
    flex: 1;
    border-start-start-radius: 0;
    border-end-start-radius: 0;
  }
  .affix {
    display: flex;
    align-items: center;
    padding-inline: 0.75em;
    border: var(--sq-form-border-width, 1px) solid var(--sq-form-border-color, #6b6b6b);
    border-inline-end: 0;
    border-start-start-radius: var(--sq-form-radius, var(--sq-radius-1, 4px));
    border-end-start-radius: var(--sq-form-radius, var(--sq-radius-1, 4px));
    background: var(--sq-form-affix-background, #f0f0f0);
    color: #1f1f1f;
  }
  .parts,
  .options,
  .likert-answers {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sq-form-inner-gap, 0.375rem) 1em;
  }
  .part {
    display: grid;
    /* Parts side by side keep their inputs in line when one label wraps (Country Code). */
    grid-template-rows: 1fr auto;
    align-items: end;
    gap: 0.25em;
    flex: 1 1 10em;
  }
  .part-line1,
  .part-line2 {
    flex-basis: 100%;
  }
  .field-date .part,
  .field-time .part,
  .field-phone .part {
    flex: 0 1 6em;
  }
  .part-label {
    font-size: 0.9em;
  }
  .options {
    flex-direction: column;
  }
  .option,
  .likert-answer {
    display: flex;
    align-items: center;
    gap: 0.5em;
  }
  .choice {
    inline-size: 1.125em;
    block-size: 1.125em;
    margin: 0;
    accent-color: var(--sq-form-focus-color, #1a5fb4);
  }
  .likert-question {
    display: grid;
    gap: var(--sq-form-inner-gap, 0.375rem);
    margin-block: 0.5em;
  }
  .error,
  .counter {
    margin: 0;
    font-size: 0.9em;
  }
  .error {
    display: flex;
    gap: 0.5em;
    align-items: baseline;
    color: var(--sq-form-error-color, #b3261e);
    font-weight: 600;
  }
  .error-icon {
    display: inline-grid;
    place-items: center;
    flex: none;
    inline-size: 1.25em;
    block-size: 1.25em;
    border: 2px solid currentColor;
    border-radius: 50%;
    font-size: 0.8em;
  }
  .counter {
    justify-self: end;
  }
  .counter.over {
    color: var(--sq-form-error-color, #b3261e);
    font-weight: 700;
    text-decoration: underline;
  }
  .heading {
    margin: 0;
    font-size: 1.25em;
  }
  .heading.underline {
    padding-block-end: 0.375em;
    border-block-end: 1px solid currentColor;
  }
  .visually-hidden {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  @media (forced-colors: active) {
    .marker,
    .error,
    .counter.over {
      color: CanvasText;
    }
    .invalid .control {
      border-color: CanvasText;
    }
    .affix {
      background: Canvas;
      color: CanvasText;
    }
    .control:focus-visible,
    .choice:focus-visible {
      outline-color: Highlight;
    }
  }
`;
