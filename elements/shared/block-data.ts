/**
 * Reading a block's `data-block-json` under the error contract (ARCHITECTURE.md, public contract
 * 3), for every block: SqBlockBase (sq-block-base.ts) and the cookie banner, which is built
 * without LitElement, use it alike.
 */
import { emit, type SqErrorDetail } from './events.ts';

/** What checking a block's settings answers: the typed settings, or where and why they fail. */
export type BlockCheck<Data> = { data: Data } | { path: string; message: string };

/**
 * `value` as text for a message, whatever it is: JSON can hold an object whose `toString` is not
 * a function (`{"toString": 1}`), which `String(value)` cannot print.
 */
export function describeValue(value: unknown): string {
  try {
    return String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/** Applies the error contract to `host`: `data-sq-error`, one console error, `sq-error`. */
export function reportBlockError(host: Element, path: string, message: string): void {
  const detail: SqErrorDetail = { path, message };
  host.setAttribute('data-sq-error', `${path}: ${message}`);
  console.error(`[${host.localName}] invalid data-block-json: ${path}: ${message}`);
  emit(host, 'sq-error', detail);
}

/**
 * The settings `text` (a block's `data-block-json`; null means `{}`) holds once `check` accepts
 * them; never throws. Invalid JSON, or data `check` refuses (or throws on: a message is made of
 * what it threw), is reported with `report` (by default {@link reportBlockError} on `host`; an
 * element may word its messages its own way) and answers undefined; valid data removes an
 * earlier `data-sq-error`.
 */
export function readBlockData<Data>(
  host: Element,
  text: string | null,
  check: (json: unknown) => BlockCheck<Data>,
  report: (path: string, message: string) => void = (path, message) =>
    reportBlockError(host, path, message),
): Data | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text ?? '{}');
  } catch (error) {
    report('(root)', (error as Error).message);
    return undefined;
  }
  // A check's messages print the values it refuses: nothing it does may throw out.
  let result: BlockCheck<Data>;
  try {
    result = check(json);
  } catch (error) {
    report('(root)', describeValue((error as Error)?.message ?? error));
    return undefined;
  }
  if (!('data' in result)) {
    report(result.path, describeValue(result.message));
    return undefined;
  }
  host.removeAttribute('data-sq-error');
  return result.data;
}
