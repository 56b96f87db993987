/**
 * Zod pieces shared by the endpoints: form-encoded bodies carry every value as a string, so
 * booleans, numbers and JSON payloads accept their string forms too.
 */
import * as z from 'zod';

/** Parses JSON text for {@link jsonOrText}; a parse failure is an issue. */
function parseJsonText(value: unknown, ctx: z.RefinementCtx): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: 'expected JSON text' });
    return z.NEVER;
  }
}

/**
 * A value given either as itself (JSON bodies) or as its JSON text (form bodies); issues name
 * the path inside the value.
 */
export function jsonOrText<S extends z.ZodType>(schema: S) {
  return z.preprocess(parseJsonText, schema);
}

/** A boolean, or `"true"` / `"false"`. */
export const boolish = z.union([
  z.boolean(),
  z.enum(['true', 'false']).transform((value) => value === 'true'),
]);

/** An integer, or its decimal string. */
export const intish = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d+$/, 'expected an integer')
    .transform((value) => Number(value)),
]);

/** A JSON object (not an array, not null). */
export const plainObject = z.record(z.string(), z.unknown());

/** Optional short text (an empty string reads as absent). */
export const optionalText = (max = 2000) =>
  z
    .string()
    .max(max)
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value));

/**
 * Longest page address accepted (a trace's `pageUrl`, a landing beacon's `landing` and `refer`).
 * Addresses with campaign parameters can pass 2000 characters; 8192 is what common servers take
 * in a request line, and a longer one could not have been requested.
 */
export const MAX_URL_CHARS = 8192;
