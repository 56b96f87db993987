/**
 * Browser-test helpers for the two ways platform/dom/sanitize-html.ts sanitizes: the platform's
 * `Element.prototype.setHTML` (this Chromium has it) and DOMPurify, which a browser without it
 * gets. A test reaches the DOMPurify path by hiding `setHTML` for its length.
 */
import { expect } from '@open-wc/testing';
import { hasPlatformSanitizer } from '../../platform/dom/sanitize-html.ts';

/** The two paths, by name. */
export type SanitizerPath = 'setHTML' | 'DOMPurify';
export const SANITIZER_PATHS: readonly SanitizerPath[] = ['setHTML', 'DOMPurify'];

/**
 * Puts the page on `path`: for `DOMPurify`, hides `Element.prototype.setHTML` as a browser
 * without the Sanitizer API lacks it; for `setHTML`, checks that the browser has it (so the test
 * really is on that path). Answers the function that puts `setHTML` back.
 */
export function useSanitizerPath(path: SanitizerPath): () => void {
  const proto = Element.prototype as unknown as Record<string, unknown>;
  const own = Object.getOwnPropertyDescriptor(proto, 'setHTML');
  expect(own, 'this browser has Element.prototype.setHTML').not.to.equal(undefined);
  if (path === 'setHTML') return () => undefined;
  delete proto.setHTML;
  expect(hasPlatformSanitizer()).to.equal(false);
  return () => Object.defineProperty(proto, 'setHTML', own!);
}

/** Whether the page has fetched DOMPurify's module. */
export function domPurifyFetched(): boolean {
  return performance.getEntriesByType('resource').some((entry) => /\/dompurify\//.test(entry.name));
}
