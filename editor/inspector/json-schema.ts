/**
 * The part of JSON Schema (draft 2020-12) that editor/generated/block-schemas.json uses, and what
 * the inspector reads from it: which control a setting gets, its label, a new list item.
 */

/** One node of a block's JSON Schema (zod's `toJSONSchema`, input side). */
export interface JsonSchema {
  type?: JsonType | JsonType[];
  enum?: readonly (string | number | boolean | null)[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  contentMediaType?: string;
  description?: string;
  $comment?: string;
}

export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

/** The control that edits a value of a schema node. */
export type ControlKind =
  'select' | 'switch' | 'number' | 'text' | 'html' | 'object' | 'list' | 'union' | 'json';

/** A node's type without `null` (`["boolean", "null"]` is a boolean that may be null). */
export function typeOf(schema: JsonSchema): JsonType | undefined {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return types.find((type) => type !== 'null');
}

/** `anyOf` without its `{ type: "null" }` branch: a nullable node edits as its other branch. */
export function branchesOf(schema: JsonSchema): JsonSchema[] {
  return (schema.anyOf ?? []).filter((branch) => branch.type !== 'null');
}

/** The node a nullable `anyOf` of one branch stands for, with the outer node's default. */
export function unwrap(schema: JsonSchema): JsonSchema {
  const branches = branchesOf(schema);
  if (schema.anyOf && branches.length === 1) {
    return { ...branches[0], ...('default' in schema ? { default: schema.default } : {}) };
  }
  return schema;
}

/** The control for `schema` (after {@link unwrap}). */
export function controlOf(schema: JsonSchema): ControlKind {
  if (schema.anyOf) return branchesOf(schema).length > 1 ? 'union' : 'json';
  if (schema.enum) return 'select';
  switch (typeOf(schema)) {
    case 'boolean':
      return 'switch';
    case 'number':
    case 'integer':
      return 'number';
    case 'string':
      return schema.contentMediaType === 'text/html' ? 'html' : 'text';
    case 'object':
      return 'object';
    case 'array':
      return 'list';
    default:
      return 'json';
  }
}

/** Words the key names alone do not give (every other key is spelled out from its name). */
const LABELS: Record<string, string> = {
  id: 'ID',
  formId: 'Form ID',
  vSize: 'Height (% of window height)',
  dprMin: 'Lowest device pixel ratio',
  dprMax: 'Highest device pixel ratio',
  kenBurns: 'Ken Burns zoom',
  clickthroughUrl: 'Link',
  postSubmitHtml: 'HTML after submitting',
  successRedirect: 'Redirect after success',
  'auto-crop': 'Crop images to fill',
  'meta-position': 'Caption position',
  // The cookie banner's settings (SPEC §3 "Cookie banner settings"), in the owner's words.
  isCookieBannerEnabled: 'Show the cookie banner',
  cookieBannerText: 'Banner text',
  cookieBannerCtaText: 'Accept button text',
  cookieBannerOptOutCtaText: 'Decline button text',
  cookieBannerVariant: 'Layout',
  cookieBannerPosition: 'Position',
  cookieBannerTheme: 'Colours',
  cookieBannerCtaVariant: 'Accept control',
  cookieBannerAcceptType: 'Choices offered',
  isRestrictiveCookiePolicyEnabled: 'Restrictive cookie policy',
  isRestrictiveCookiePolicyAbsolute: 'Restrictive policy without exceptions',
  isVisitorDataRestricted: 'Restrict visitor data',
};

/**
 * How an option of a select reads: a word of capitals (`BOTTOM_RIGHT`, `OPT_IN_AND_OUT`) as a
 * phrase ("Bottom right", "Opt in and out"); any other value as it is (`carousel`, `5`).
 */
export function optionLabelOf(option: unknown): string {
  const text = String(option);
  if (!/^[A-Z][A-Z0-9_]*$/.test(text)) return text;
  const words = text.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label of setting `key`: `autoplay-duration` → "Autoplay duration", `slidesPerRow` → "Slides per row". */
export function labelOf(key: string): string {
  const known = LABELS[key];
  if (known) return known;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .map((word) => (/^[A-Z]+$/.test(word) ? word : word.toLowerCase()))
    .filter(Boolean);
  const text = words
    .join(' ')
    .replace(/\burl\b/g, 'URL')
    .replace(/\bhtml\b/g, 'HTML');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The name of one item of list `key`: "fields" → "field", "options" → "option". */
export function itemNameOf(key: string): string {
  const label = labelOf(key).toLowerCase();
  return label.endsWith('s') ? label.slice(0, -1) : `${label} item`;
}

/** A value to start a new node with: its default, or the simplest value of its type. */
export function starterOf(schema: JsonSchema): unknown {
  const node = unwrap(schema);
  if ('default' in node) return node.default;
  if (node.enum) return node.enum[0];
  if (node.anyOf) return starterOf(branchesOf(node)[0] ?? {});
  switch (typeOf(node)) {
    case 'boolean':
      return false;
    case 'number':
    case 'integer':
      return node.minimum ?? (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + 1 : 0);
    case 'string':
      return '';
    case 'array':
      return [];
    case 'object':
      return newItem(node, []);
    default:
      return null;
  }
}

/**
 * A new item for a list of objects whose items are `schema`: its required keys filled in (an `id`
 * made unique among `siblings`: `field-3`), every other key left to its default.
 */
export function newItem(schema: JsonSchema, siblings: readonly unknown[], name = 'item'): unknown {
  if (typeOf(schema) !== 'object') return starterOf(schema);
  const item: Record<string, unknown> = {};
  for (const key of schema.required ?? []) {
    const property = schema.properties?.[key] ?? {};
    item[key] = key === 'id' ? uniqueId(name, siblings) : starterOf(property);
  }
  return item;
}

function uniqueId(name: string, siblings: readonly unknown[]): string {
  const taken = new Set(siblings.map((item) => (item as { id?: unknown } | null)?.id));
  const base = name.replace(/\s+/g, '-');
  let n = siblings.length + 1;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}
