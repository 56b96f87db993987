import { html, type TemplateResult } from 'lit';

/** Texts of the directions box (elements/map/map-directions.ts). */
export const DIRECTIONS_TEXT = {
  label: 'Directions from',
  hint: 'Type your starting address.',
  failed: 'That address could not be looked up. Please try again.',
  none: 'No matching addresses.',
} as const;

/**
 * The directions box while its code loads: the same label, hint and field (unusable, hidden from
 * assistive technology), so the map does not change height when the box comes.
 */
export function directionsPlaceholder(): TemplateResult {
  return html`<div class="directions" aria-hidden="true">
    <label>${DIRECTIONS_TEXT.label}</label>
    <p class="hint">${DIRECTIONS_TEXT.hint}</p>
    <div class="combo"><input type="text" disabled /></div>
  </div>`;
}
