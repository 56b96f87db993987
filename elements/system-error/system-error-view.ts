/**
 * What the system error overlay says about an error (SPEC §8 "System error overlay"): its exact
 * texts, and which of the three kinds of error a thrown value is.
 */

/** The overlay's texts, word for word from SPEC §8 and §2. */
export const SYSTEM_ERROR_TEXTS = {
  title: 'Something Went Wrong!',
  cleaned:
    'Our system has encountered an error. This exception has been automatically logged and reported. We will return shortly.',
  network: 'Unable to connect to the product. Please try again.',
  reload: 'Reload Page',
  clear: 'Clear',
} as const;

/** Labels of the details shown for an "other" error. */
export const SYSTEM_ERROR_LABELS = { url: 'URL', format: 'Format', message: 'Message' } as const;

/** The tracking event recorded when a network error is shown (SPEC §8). */
export const SYSTEM_NETWORK_ERROR_EVENT = 'system_network_error';

/**
 * What the overlay shows:
 * - `cleaned`: an error the server has logged and reported itself: the SPEC §8 apology;
 * - `network`: the product could not be reached: the server's own text when it sent one, else
 *   'Unable to connect to the product. Please try again.';
 * - `other`: anything else: the address involved, the error's format and its message.
 */
export type SystemErrorView =
  | { kind: 'cleaned' }
  | { kind: 'network'; message: string; url: string; status: number }
  | { kind: 'other'; url: string; format: string; message: string };

type Fields = Record<string, unknown>;

const asFields = (value: unknown): Fields =>
  typeof value === 'object' && value !== null ? (value as Fields) : {};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** The failure text a server's JSON body gives, if any. */
function serverText(body: unknown): string | undefined {
  const fields = asFields(body);
  return text(fields.message) ?? text(fields.error);
}

/** Messages browsers give when `fetch` gets no answer at all. */
const FETCH_FAILURE = /^(Failed to fetch|NetworkError|Load failed|Network request failed)/i;

/**
 * Sorts `error` into one of the overlay's three kinds. Recognised by name and fields, not by
 * class, so errors from any copy of the platform modules count:
 * - cleaned: an object with `cleaned: true` (or whose `body` has it), and a data-client
 *   `DataError` of kind `internal` or `unavailable` (500, 501, 503: the server failed, logged it,
 *   and says to come back later);
 * - network: a `DataError` of kind `connection` (no answer, or an unexpected status), and a
 *   `TypeError` from `fetch` that got no answer;
 * - other: everything else, shown with its URL (`url`, or a chunk's `request`, else the page's
 *   address), its format (the error's name, with a data error's kind and status, or a chunk
 *   error's type) and its message.
 */
export function describeSystemError(
  error: unknown,
  pageUrl: string = location.href,
): SystemErrorView {
  const fields = asFields(error);
  const name = text(fields.name) ?? (error instanceof Error ? error.name : typeof error);
  const message = text(fields.message) ?? (typeof error === 'string' ? error : String(error));
  const kind = fields.kind;
  const status = typeof fields.status === 'number' ? fields.status : 0;
  const url = text(fields.url) ?? text(fields.request) ?? pageUrl;

  if (fields.cleaned === true || asFields(fields.body).cleaned === true) return { kind: 'cleaned' };
  if (name === 'DataError' && (kind === 'internal' || kind === 'unavailable')) {
    return { kind: 'cleaned' };
  }
  if (name === 'DataError' && kind === 'connection') {
    return {
      kind: 'network',
      message: serverText(fields.body) ?? SYSTEM_ERROR_TEXTS.network,
      url,
      status,
    };
  }
  if (error instanceof TypeError && FETCH_FAILURE.test(error.message)) {
    return { kind: 'network', message: SYSTEM_ERROR_TEXTS.network, url, status };
  }
  let format = name;
  if (name === 'DataError' && typeof kind === 'string') format = `${name}: ${kind}, HTTP ${status}`;
  else if (name === 'ChunkLoadError' && typeof fields.type === 'string') {
    format = `${name}: ${fields.type}`;
  }
  return { kind: 'other', url, format, message };
}
