/**
 * Every block's JSON Schema, from editor/generated/block-schemas.json (written by `npm run gen`
 * from the elements' zod schemas), keyed by tag.
 */
import generated from '../generated/block-schemas.json' with { type: 'json' };
import type { JsonSchema } from './json-schema.ts';

const schemas = generated as Record<string, JsonSchema>;

/** The JSON Schema of `tag`'s `data-block-json`, or undefined for a block without settings. */
export function blockSchemaOf(tag: string): JsonSchema | undefined {
  return Object.hasOwn(schemas, tag) ? schemas[tag] : undefined;
}
