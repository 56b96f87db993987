/**
 * Opening the system error overlay from script (the runtime's `reportSystemError`).
 */
import type { SqSystemError } from './system-error.ts';
import './sq-system-error.ts';

/**
 * Opens the system error overlay for `error` (SPEC §8), once: while an `<sq-system-error>` is on
 * the page, another call does nothing and returns that one (SPEC §4: it appears once and is
 * removed on Clear; after Clear, a new error opens a new overlay).
 * @returns the open overlay
 */
export function showSystemError(error: unknown, doc: Document = document): SqSystemError {
  const open = doc.querySelector('sq-system-error');
  if (open) return open;
  const overlay = doc.createElement('sq-system-error');
  overlay.error = error;
  doc.body.append(overlay);
  return overlay;
}
