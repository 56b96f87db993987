import type { Config } from 'dompurify';

type Purify = typeof import('dompurify').default;

let purify: Promise<Purify> | undefined;

/**
 * Starts loading the HTML sanitizer (DOMPurify) without waiting for it. It is loaded on demand,
 * once per page, the first time a block is about to show HTML from settings or a server answer;
 * pages that never do so never load it. A failed load is forgotten, so a later call tries again.
 */
export function loadSanitizer(): Promise<Purify> {
  purify ??= import('dompurify').then(
    (module) => module.default,
    (error: unknown) => {
      purify = undefined;
      throw error;
    },
  );
  return purify;
}

/**
 * `html` with every script, event handler and dangerous URL removed (DOMPurify), ready for
 * `unsafeHTML`. Rejects only when the sanitizer cannot be loaded: callers then show no HTML.
 */
export async function sanitizeHtml(html: string, config: Config = {}): Promise<string> {
  const purifier = await loadSanitizer();
  return purifier.sanitize(html, { ...config, RETURN_TRUSTED_TYPE: false });
}
