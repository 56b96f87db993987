/** Loading one answer of the editor API for a panel, again whenever its inputs change. */
import { useEffect, useState } from 'react';

export type Loaded<T> =
  | { state: 'loading'; data?: T }
  | { state: 'ready'; data: T }
  | { state: 'failed'; message: string; data?: T };

/**
 * The answer of `load` (called again when `key` changes; an older call still running is
 * aborted). While a new answer loads, the previous one stays in `data`, so a table does not
 * blink between pages.
 */
export function useApi<T>(load: (signal: AbortSignal) => Promise<T>, key: string): Loaded<T> {
  const [result, setResult] = useState<Loaded<T>>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setResult((previous) => ({ state: 'loading', data: previous.data }));
    load(controller.signal).then(
      (data) => setResult({ state: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error ? error.message : String(error);
        setResult((previous) => ({ state: 'failed', message, data: previous.data }));
      },
    );
    return () => controller.abort();
    // `load` is a new function on every render; `key` says when its inputs changed.
  }, [key]);
  return result;
}
