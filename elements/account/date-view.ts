import { html, type TemplateResult } from 'lit';

/**
 * A date of the account page (an order's, a membership's start) as `<time>`: `March 4, 2026` in
 * the page's language `lang` (the server writes the same words in English, in UTC), the exact
 * moment in `datetime`.
 */
export function dateView(ms: number, lang?: string): TemplateResult {
  const date = new Date(ms);
  const text = date.toLocaleDateString(lang, { dateStyle: 'long', timeZone: 'UTC' });
  return html`<time datetime=${date.toISOString()}>${text}</time>`;
}
