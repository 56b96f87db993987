import { html, type TemplateResult } from 'lit';
import '../relative-time/sq-relative-time.ts';

/**
 * A date of the account page (an order's, a membership's start) as `<sq-relative-time>`: 'just
 * now', '3 days ago' … in the page's language, the full date kept for assistive technology;
 * until it upgrades, `March 4, 2026` in `lang` (the server writes the same words in English, in
 * UTC). Loaded here, not by the page's autoloader, which does not look into shadow roots.
 */
export function dateView(ms: number, lang?: string): TemplateResult {
  const date = new Date(ms);
  const text = date.toLocaleDateString(lang, { dateStyle: 'long', timeZone: 'UTC' });
  return html`<sq-relative-time datetime=${date.toISOString()}>${text}</sq-relative-time>`;
}
