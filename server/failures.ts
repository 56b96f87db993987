/**
 * Configured failures (`site.json` → `failures`), so every SPEC §8 error path can be reproduced:
 *
 * ```json
 * "failures": {
 *   "endpoints": { "/api/form/FormSubmissionKey": { "status": 500 },
 *                  "/api/1/performance/settings": { "delayMs": 31000 } },
 *   "forms": { "FORM_ID": { "status": 400, "errors": { "email-field-id": "Taken." } } }
 * }
 * ```
 *
 * An endpoint key is an API path as routed (`/api/census/RecordQuickView/:productId`) or a
 * concrete path (`/api/census/RecordQuickView/abc`). A form key is the `formId` of
 * SaveFormSubmission. `delayMs` waits before answering; `status` then answers that status with
 * `{error, data: {error, errors}}` instead of the normal answer (a delay alone answers normally).
 */
import { STATUS_CODES } from 'node:http';
import * as z from 'zod';

/** Statuses a failure may answer (the ones SPEC §8 gives behaviour for). */
export const FAILURE_STATUSES = [400, 401, 403, 404, 429, 500, 501, 502, 503] as const;

/** Longest configurable delay (a little above the 120 s chunk time-out). */
export const MAX_FAILURE_DELAY_MS = 125_000;

/** One configured failure. */
export const failureSchema = z
  .strictObject({
    status: z.literal(FAILURE_STATUSES).optional(),
    delayMs: z.number().int().min(0).max(MAX_FAILURE_DELAY_MS).optional(),
    /** Message of the answer; default: the status's reason phrase. */
    error: z.string().min(1).optional(),
    /** Field id → message (status 400 only: SPEC §8 per-field errors). */
    errors: z.record(z.string(), z.string()).optional(),
  })
  .refine((f) => f.status !== undefined || f.delayMs !== undefined, {
    message: 'a failure needs a status, a delayMs, or both',
  })
  .refine((f) => f.errors === undefined || f.status === 400, {
    message: 'field errors need status 400',
    path: ['errors'],
  });

/** A configured failure. */
export type Failure = z.infer<typeof failureSchema>;

/** The `failures` section of `site.json`. */
export const failuresSchema = z.strictObject({
  endpoints: z
    .record(
      z.string().regex(/^\/api\//, 'an endpoint key is a path starting with /api/'),
      failureSchema,
    )
    .default({}),
  forms: z.record(z.string().min(1), failureSchema).default({}),
});

/** A validated `failures` section. */
export type Failures = z.infer<typeof failuresSchema>;

/** Whether `key` names the route `pattern` (itself, or a concrete path it matches). */
export function keyMatchesPattern(key: string, pattern: string): boolean {
  if (key === pattern) return true;
  const keyParts = key.split('/');
  const patternParts = pattern.split('/');
  return (
    keyParts.length === patternParts.length &&
    patternParts.every((part, i) =>
      part.startsWith(':') ? keyParts[i] !== '' : part === keyParts[i],
    )
  );
}

/** Endpoint keys of `failures` that match none of `patterns` (each is a configuration error). */
export function unknownFailureEndpoints(failures: Failures, patterns: readonly string[]): string[] {
  return Object.keys(failures.endpoints).filter(
    (key) => !patterns.some((pattern) => keyMatchesPattern(key, pattern)),
  );
}

/** The failure configured for the route `pattern` requested as `pathname`, if any. */
export function endpointFailure(
  failures: Failures,
  pattern: string,
  pathname: string,
): Failure | undefined {
  return failures.endpoints[pathname] ?? failures.endpoints[pattern];
}

/** The JSON body a failure answers with. */
export function failureBody(failure: Failure): Record<string, unknown> {
  const error = failure.error ?? STATUS_CODES[failure.status ?? 500] ?? 'Error';
  const data: Record<string, unknown> = { error };
  if (failure.errors) data.errors = failure.errors;
  return { error, data };
}

/** Waits `ms`; resolves early (false) when `signal` aborts, else true. */
export function delay(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
