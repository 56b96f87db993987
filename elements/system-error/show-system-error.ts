/**
 * Opening the system error overlay from script (the runtime's `reportSystemError`).
 */
import type { SqSystemError } from './system-error.ts';
import './sq-system-error.ts';

/**
 * Opens the system error overlay for `error` (SPEC §8), once: while an `<sq-system-error>` shows
 * on the page, another call does nothing and returns that one (SPEC §4: it appears once and is
 * removed on Clear; after Clear, a new error opens a new overlay). A hidden one (cleared, but
 * kept by the app that rendered it) does not count.
 * @returns the open overlay
 */
export function showSystemError(error: unknown, doc: Document = document): SqSystemError {
  const open = doc.querySelector<SqSystemError>('sq-system-error:not([hidden])');
  if (open) return open;
  const overlay = doc.createElement('sq-system-error');
  overlay.error = error;
  overlay.removeOnClose = true;
  doc.body.append(overlay);
  return overlay;
}
