/**
 * What the visitor is told when a form submission fails (SPEC §8 "Form status messages").
 */
import { DataError } from '../http/errors.ts';
import { FORM_MESSAGES } from './messages.ts';

/** How a failed submission is shown. */
export interface SubmissionFailure {
  /** The text shown to the visitor. */
  message: string;
  /** Field id → the server's message for that field (empty unless the server refused fields). */
  fieldErrors: Record<string, string>;
  /** Whether the form shows the SPEC §8 banners above and below (never on newsletter forms). */
  banner: boolean;
}

/** SPEC §8 messages by answer status; these win over any text the answer carries. */
const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  401: FORM_MESSAGES.unauthorized,
  404: FORM_MESSAGES.notConfigured,
  429: FORM_MESSAGES.rateLimited,
  500: FORM_MESSAGES.serverError,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A DataError, also one made by another copy of the data client (same name and fields). */
function asDataError(error: unknown): DataError | undefined {
  if (error instanceof DataError) return error;
  if (isRecord(error) && error.name === 'DataError' && typeof error.status === 'number') {
    return error as unknown as DataError;
  }
  return undefined;
}

/** The string-valued entries of the answer's `data.errors` (else `errors`), when any. */
function fieldErrorsOf(body: Record<string, unknown>): Record<string, string> | undefined {
  const data = isRecord(body.data) ? body.data : {};
  for (const candidate of [data.errors, body.errors]) {
    if (!isRecord(candidate)) continue;
    const entries = Object.entries(candidate).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    );
    if (entries.length > 0) return Object.fromEntries(entries);
  }
  return undefined;
}

/** The answer's own failure text: `data.error`, else `error`, when a non-empty string. */
function errorTextOf(body: Record<string, unknown>): string | undefined {
  const data = isRecord(body.data) ? body.data : {};
  for (const candidate of [data.error, body.error]) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate;
  }
  return undefined;
}

const plain = (message: string): SubmissionFailure => ({ message, fieldErrors: {}, banner: false });

/**
 * The SPEC §8 message for a failed submission (a rejection of `submitForm`):
 * - a string is shown as is (an empty or blank string: the unknown message);
 * - an answer with status 401, 404, 429 or 500: that status's message, whatever the body says;
 * - a 400 whose `data.errors` (or `errors`) maps field ids to messages: those field errors, the
 *   message `bannerAbove`, and `banner` true except on newsletter forms (entries that are not
 *   non-empty strings are left out; when none is left the answer counts as having no errors);
 * - any other answer whose body names a failure (`data.error`, else `error`): that text;
 * - a success answer whose body was not JSON: `parseFailure`;
 * - no answer at all (network down, status 0): `submitFailure`;
 * - anything else (an abort, another status without text, an unexpected error): `unknown`.
 * Only field errors set `banner`; every other failure is one message.
 */
export function describeSubmissionFailure(
  error: unknown,
  options: { newsletter: boolean },
): SubmissionFailure {
  if (typeof error === 'string') return plain(error.trim() === '' ? FORM_MESSAGES.unknown : error);
  const failure = asDataError(error);
  if (failure === undefined) return plain(FORM_MESSAGES.unknown);
  const statusMessage = STATUS_MESSAGES[failure.status];
  if (statusMessage !== undefined) return plain(statusMessage);
  const body = isRecord(failure.body) ? failure.body : {};
  const fieldErrors = failure.status === 400 ? fieldErrorsOf(body) : undefined;
  if (fieldErrors !== undefined) {
    return { message: FORM_MESSAGES.bannerAbove, fieldErrors, banner: !options.newsletter };
  }
  const text = errorTextOf(body);
  if (text !== undefined) return plain(text);
  if (failure.kind === 'parse') return plain(FORM_MESSAGES.parseFailure);
  if (failure.kind === 'connection' && failure.status === 0) {
    return plain(FORM_MESSAGES.submitFailure);
  }
  return plain(FORM_MESSAGES.unknown);
}
