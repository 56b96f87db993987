/**
 * Every block's JSON Schema, from editor/generated/block-schemas.json (written by `npm run gen`
 * from the elements' zod schemas), keyed by tag.
 */
// The JSON module's type (an ambient declaration: a wildcard module cannot be imported), for
// every tsconfig that reads this file, the root one (stories) included.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./block-schemas-json.d.ts" />
import generated from '../generated/block-schemas.json' with { type: 'json' };
import type { JsonSchema } from './json-schema.ts';

const schemas = generated as Record<string, JsonSchema>;

/** The JSON Schema of `tag`'s `data-block-json`, or undefined for a block without settings. */
export function blockSchemaOf(tag: string): JsonSchema | undefined {
  return Object.hasOwn(schemas, tag) ? schemas[tag] : undefined;
}
