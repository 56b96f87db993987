/**
 * Waiting for an element to appear (SPEC §8, §9: polls every 100 ms; rejects when the parent or
 * selector is missing or the retries are exhausted).
 */
import { WAIT_POLL_MS } from '../constants/limits.ts';

/** Options of {@link waitForElement}. */
export interface WaitForElementOptions {
  /**
   * Polls after the first look before giving up (default 50, so about 5 s at the SPEC poll
   * interval). 0 looks once.
   */
  retries?: number;
  /** Poll interval in ms (default `WAIT_POLL_MS`, 100 ms). */
  intervalMs?: number;
  /** Stops waiting; the promise rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** Default number of polls (ours; SPEC gives none). */
export const WAIT_DEFAULT_RETRIES = 50;

/**
 * Resolves with the first element under `parent` matching `selector`, looking at once and then
 * every {@link WAIT_POLL_MS} ms.
 *
 * Rejects with an Error when `parent` is missing (`waitForElement: parent is missing`), when
 * `selector` is empty (`waitForElement: selector is missing`), with the browser's SyntaxError
 * when the selector is invalid, and when no element appeared after the retries
 * (`waitForElement: "<selector>" not found after <n> retries`).
 */
export function waitForElement<E extends Element = Element>(
  parent: ParentNode | null | undefined,
  selector: string | null | undefined,
  options: WaitForElementOptions = {},
): Promise<E> {
  const { retries = WAIT_DEFAULT_RETRIES, intervalMs = WAIT_POLL_MS, signal } = options;
  return new Promise<E>((resolve, reject) => {
    if (!parent) return reject(new Error('waitForElement: parent is missing'));
    if (!selector) return reject(new Error('waitForElement: selector is missing'));
    let remaining = retries;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const finish = (settle: () => void) => {
      signal?.removeEventListener('abort', onAbort);
      settle();
    };
    const look = () => {
      let found: E | null;
      try {
        found = parent.querySelector<E>(selector);
      } catch (error) {
        return finish(() => reject(error));
      }
      if (found) return finish(() => resolve(found));
      if (remaining <= 0) {
        const message = `waitForElement: "${selector}" not found after ${retries} retries`;
        return finish(() => reject(new Error(message)));
      }
      remaining -= 1;
      timer = setTimeout(look, intervalMs);
    };
    if (signal?.aborted) return reject(signal.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    look();
  });
}
