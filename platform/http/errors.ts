/** Failures of the data client (SPEC §8 "Data helper") and their exact messages. */

/** The data helper's messages, word for word from SPEC §8. */
export const DATA_ERROR_MESSAGES = {
  /** 401 or 403 without a handled JSON body. */
  unauthorized: 'Unauthorized request',
  /** 500 or 501 without a handled JSON body. */
  internal: 'Internal server error. Please try again later.',
  /** 503. */
  unavailable: 'This service is temporarily unavailable. Please try again later.',
  /** Any other status, or no answer at all (the only failure that is retried). */
  unableToConnect: 'Unable to connect…',
} as const;

/** SPEC §8: the message for a response body that is not JSON. */
export function parseErrorMessage(url: string, message: string): string {
  return `Internal Error: Unable to parse server response from (${url}) as JSON: ${message}`;
}

/**
 * What went wrong:
 * - `server`: the server answered with a JSON body naming the failure (`error`, or for 400, 401,
 *   500 and 502 also `message` or `billingErrorCode`); the body is in `DataError.body`;
 * - `unauthorized`, `internal`, `unavailable`: 401/403, 500/501, 503 without such a body;
 * - `parse`: a success status whose body is not JSON;
 * - `connection`: any other status, or the request never got an answer.
 */
export type DataErrorKind =
  'server' | 'unauthorized' | 'internal' | 'unavailable' | 'parse' | 'connection';

/** Fields of a {@link DataError}. */
export interface DataErrorInit {
  kind: DataErrorKind;
  /** HTTP status; 0 when no response arrived. */
  status: number;
  /** Parsed JSON body, when there was one. */
  body?: unknown;
  /** The address the caller asked for (without the crumb). */
  url: string;
}

/**
 * A failed data-client request. `message` is the SPEC §8 text for the failure, or the server's
 * own `error`/`message` text when its JSON body names one; `body` carries that JSON body for the
 * caller's failure handler.
 */
export class DataError extends Error {
  /** Always `DataError`. */
  override readonly name = 'DataError';
  /** What went wrong, see {@link DataErrorKind}. */
  readonly kind: DataErrorKind;
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;
  /** Parsed JSON body of the response, or undefined. */
  readonly body: unknown;
  /** The address the caller asked for (without the crumb). */
  readonly url: string;

  constructor(message: string, init: DataErrorInit, options?: { cause?: unknown }) {
    super(message, options);
    this.kind = init.kind;
    this.status = init.status;
    this.body = init.body;
    this.url = init.url;
  }
}
