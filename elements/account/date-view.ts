import { html, type TemplateResult } from 'lit';
import { loadChunk } from '../../platform/chunks/chunk-loader.ts';

const relativeTime = () => import('../relative-time/sq-relative-time.ts');

/**
 * A date of the account page (an order's, a membership's start) as `<sq-relative-time>`: 'just
 * now', '3 days ago' … in the page's language, the full date kept for assistive technology;
 * until it upgrades, `March 4, 2026` in `lang` (the server writes the same words in English, in
 * UTC). Its code is loaded here, on the first date shown (the page's autoloader does not look
 * into shadow roots), as a chunk of its own: a page without dates never loads it.
 */
export function dateView(ms: number, lang?: string): TemplateResult {
  loadChunk(relativeTime, { request: 'sq-relative-time' }).catch((error: unknown) => {
    console.error('[sq-account] could not load <sq-relative-time>; dates stay absolute:', error);
  });
  const date = new Date(ms);
  const text = date.toLocaleDateString(lang, { dateStyle: 'long', timeZone: 'UTC' });
  return html`<sq-relative-time datetime=${date.toISOString()}>${text}</sq-relative-time>`;
}
