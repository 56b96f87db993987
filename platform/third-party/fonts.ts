/**
 * The site's web fonts (SPEC §3 page context `googleFonts`, SPEC §7 "an external font stylesheet
 * (one family parameter per font)"): one stylesheet from the fonts service, asked for with one
 * `family` parameter per font and `display=swap` (text shows at once in a fallback font, then
 * swaps). The service is a third party: under a restrictive cookie policy the stylesheet waits for
 * the visitor's acceptance (rule 1 of policy.ts; no click is asked, fonts are not a block).
 */
import type { PageContext } from '../context/page-context.ts';
import { loadThirdPartyStylesheet } from './load-script.ts';
import { currentPageContext, whenThirdPartyAllowed } from './policy.ts';
import { thirdPartyUrl } from './urls.ts';

/** The stylesheet's time-out (SPEC §7 gives none for fonts; the facade's 30 s). */
export const FONTS_TIMEOUT_MS = 30_000;

/**
 * The `family` values of `googleFonts`, in order, without repeats. A font is given as a string
 * (`"Fraunces:wght@400;600"`, `"Inter"`), an object with a `family` string (and optionally
 * `axes`, e.g. `"wght@400;700"`, joined with ':'), or, in the map form, a key (the family) whose
 * value is the axes string (or anything else for none). Anything else is skipped.
 */
export function fontFamilies(fonts: PageContext['googleFonts']): string[] {
  const entries: unknown[] = Array.isArray(fonts)
    ? fonts
    : fonts && typeof fonts === 'object'
      ? Object.entries(fonts).map(([family, axes]) => ({ family, axes }))
      : [];
  const families = entries.flatMap((entry): string[] => {
    if (typeof entry === 'string') return entry.trim() ? [entry.trim()] : [];
    const { family, axes } = (entry ?? {}) as { family?: unknown; axes?: unknown };
    if (typeof family !== 'string' || !family.trim()) return [];
    return [
      typeof axes === 'string' && axes.trim() ? `${family.trim()}:${axes.trim()}` : family.trim(),
    ];
  });
  return [...new Set(families)];
}

/**
 * The fonts stylesheet's address for `ctx` (default: the page's context): the `fonts` address
 * (urls.ts: the site's, else the fonts service's `css2`) with one `family` parameter per font
 * and `display=swap`; undefined when the context names no font.
 */
export function fontsStylesheetUrl(
  ctx: Readonly<PageContext> = currentPageContext(),
): string | undefined {
  const families = fontFamilies(ctx.googleFonts);
  if (!families.length) return undefined;
  const url = new URL(thirdPartyUrl('fonts', ctx), document.baseURI);
  url.searchParams.delete('family');
  for (const family of families) url.searchParams.append('family', family);
  url.searchParams.set('display', 'swap');
  return url.href;
}

/**
 * Loads the site's fonts stylesheet ({@link fontsStylesheetUrl}) once consent allows third
 * parties: at once, or when the visitor accepts. Call it once at start; it resolves when the
 * stylesheet applies, at once when there is no font, and never rejects: a stylesheet that does
 * not load (or `signal` aborting the wait) leaves the fallback fonts, with one console warning
 * for a failed load.
 */
export async function loadSiteFonts(
  ctx: Readonly<PageContext> = currentPageContext(),
  signal?: AbortSignal,
): Promise<void> {
  const url = fontsStylesheetUrl(ctx);
  if (!url) return;
  try {
    await whenThirdPartyAllowed(signal);
  } catch {
    return;
  }
  try {
    await loadThirdPartyStylesheet(url, { timeoutMs: FONTS_TIMEOUT_MS });
  } catch (error) {
    console.warn('[sq-fonts] the fonts stylesheet did not load; fallback fonts stay:', error);
  }
}
