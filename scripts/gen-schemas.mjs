// editor/generated/block-schemas.json, written by `npm run gen` (scripts/gen.mjs): the JSON Schema
// (draft 2020-12, `io: 'input'`: what `data-block-json` may hold, defaults not yet filled in) of
// every element whose folder has a schema module, `elements/NAME/NAME.schema.ts`, keyed by tag:
//   { "sq-NAME": { "$schema": ..., "type": "object", "properties": { ... } }, ... }
// The editor's inspector builds its forms from these; it validates with the zod schemas themselves.
//
// Where the source is:
// - a zod schema exported as `nameSchema` (gallerySchema, formSchema, ...): zod's own
//   `toJSONSchema`. What JSON Schema cannot say is written down, never left out silently: a
//   refinement (`z.refine`) becomes a `$comment` quoting its message, a normalising step
//   (`z.trim`) a `$comment` too; a type JSON Schema has no words for fails the generation
//   (`unrepresentable: 'throw'`) instead of turning into `{}` (anything).
// - the cookie banner's table `COOKIE_BANNER_FIELDS` (the banner carries no zod): each kind in
//   JSON Schema words, the enumerations' words from the page context's `cookieSettings` schema.
// HTML fields (shown sanitized on the page) carry `contentMediaType: "text/html"`.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { toJSONSchema } from 'zod/v4/core';

/** Keys whose text is HTML put into the page sanitized (formBlockKeys, SPEC §3 cookie banner). */
const HTML_FIELDS = new Set(['postSubmitHtml', 'cookieBannerText']);

const JSON_SCHEMA_OPTIONS = { target: 'draft-2020-12', io: 'input', unrepresentable: 'throw' };

/** 'cookie-banner' → 'cookieBanner' */
const camel = (name) => name.replace(/-([a-z0-9])/g, (_m, c) => c.toUpperCase());

/** What a zod check's `error` option says, or undefined when it needs the failing value. */
function messageOf(error) {
  try {
    const said = typeof error === 'function' ? error({ code: 'custom', input: undefined }) : error;
    return typeof said === 'string' ? said : said?.message;
  } catch {
    return undefined;
  }
}

/** The `$comment` naming what the zod checks of a schema do that JSON Schema cannot say. */
function unrepresentedChecks(zodSchema) {
  const notes = [];
  for (const check of zodSchema._zod.def.checks ?? []) {
    const def = check._zod.def;
    if (def.check === 'overwrite') {
      notes.push('normalised by the schema (trimmed) before the checks');
    } else if (def.check === 'custom') {
      const message = messageOf(def.error);
      notes.push(message ? `a check of its own: "${message}"` : 'a check of its own');
    }
  }
  return notes.length
    ? `Also checked by the element's zod schema, not expressible in JSON Schema: ${notes.join('; ')}.`
    : undefined;
}

/** Marks HTML fields among `properties` (a JSON Schema's), at any depth. */
function markHtml(node) {
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node.properties ?? {})) {
    if (HTML_FIELDS.has(key) && value.type === 'string') value.contentMediaType = 'text/html';
    if (HTML_FIELDS.has(key) && Array.isArray(value.type) && value.type.includes('string')) {
      value.contentMediaType = 'text/html';
    }
  }
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) value.forEach(markHtml);
    else if (value && typeof value === 'object') markHtml(value);
  }
}

/** JSON Schema of a zod schema, with what it cannot express as `$comment`s. */
export function zodToJsonSchema(schema) {
  const json = toJSONSchema(schema, {
    ...JSON_SCHEMA_OPTIONS,
    override: ({ zodSchema, jsonSchema }) => {
      const comment = unrepresentedChecks(zodSchema);
      if (comment) jsonSchema.$comment = comment;
    },
  });
  markHtml(json);
  return json;
}

/** JSON Schema of one kind of the cookie banner's table. */
function tableKind(kind, key, contextProperties) {
  if (kind === 'boolean' || kind === 'string') return { type: [kind, 'null'] };
  if (kind === 'word') {
    const words = contextProperties[key]?.enum;
    if (!Array.isArray(words)) {
      throw new Error(`cookieSettingsSchema has no enumeration for the word field ${key}.`);
    }
    return {
      type: 'string',
      enum: words,
      $comment:
        'Another word, or a value that is not text, reads as absent: the banner takes its SPEC §5 default.',
    };
  }
  throw new Error(`The table has a kind '${kind}' for ${key} that has no JSON Schema here.`);
}

/**
 * JSON Schema of a table of kinds (`COOKIE_BANNER_FIELDS`): every key optional; a boolean or a
 * text may be null; a word is one of the page context's words for it.
 */
export function tableToJsonSchema(fields, contextSchema) {
  const contextProperties = toJSONSchema(contextSchema, JSON_SCHEMA_OPTIONS).properties ?? {};
  const json = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'object',
    properties: Object.fromEntries(
      Object.entries(fields).map(([key, kind]) => [key, tableKind(kind, key, contextProperties)]),
    ),
  };
  markHtml(json);
  return json;
}

const importTs = (file) => tsImport(pathToFileURL(file).href, import.meta.url);

/** The JSON Schema of the schema module of element folder `name` under `root`. */
async function schemaOfElement(root, name) {
  const file = path.join(root, 'elements', name, `${name}.schema.ts`);
  const mod = await importTs(file);
  const zodSchema = mod[`${camel(name)}Schema`];
  if (zodSchema?._zod) return zodToJsonSchema(zodSchema);
  const table = mod[`${name.replace(/-/g, '_').toUpperCase()}_FIELDS`];
  if (table && name === 'cookie-banner') {
    const context = await importTs(path.join(root, 'platform/context/page-context.schema.ts'));
    return tableToJsonSchema(table, context.cookieSettingsSchema);
  }
  throw new Error(
    `elements/${name}/${name}.schema.ts exports no zod schema named ${camel(name)}Schema.`,
  );
}

/**
 * `{ "sq-NAME": JSON Schema }` for every `elements/NAME/NAME.schema.ts` under `root`, in tag order.
 * @returns {Promise<Record<string, object>>}
 */
export async function blockSchemas(root) {
  const dir = path.join(root, 'elements');
  const names = existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => existsSync(path.join(dir, name, `${name}.schema.ts`)))
        .sort()
    : [];
  const schemas = {};
  for (const name of names) schemas[`sq-${name}`] = await schemaOfElement(root, name);
  return schemas;
}
