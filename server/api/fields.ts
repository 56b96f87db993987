/**
 * Zod pieces shared by the endpoints: form-encoded bodies carry every value as a string, so
 * booleans, numbers and JSON payloads accept their string forms too.
 */
import * as z from 'zod';

/** A JSON text whose parsed value must pass `schema`. */
export function jsonText<S extends z.ZodType>(schema: S) {
  return z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'expected a JSON string' });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

/** A value given either as itself (JSON bodies) or as its JSON text (form bodies). */
export function jsonOrText<S extends z.ZodType>(schema: S) {
  return z.union([schema, jsonText(schema)]);
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
