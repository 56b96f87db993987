/** Comparing and describing block data: plain JSON values (objects, arrays, strings, numbers, booleans, null). */

/** A block's `data-block-json`, parsed: a JSON object. */
export type BlockData = Record<string, unknown>;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether two JSON values are equal (objects compared key by key, in any key order). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => jsonEqual(item, b[i]));
  }
  if (isObject(a) && isObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => jsonEqual(a[key], b[key]));
  }
  return false;
}

/**
 * The paths at which two JSON values differ, deepest first found, e.g. `['design',
 * 'slides.2.caption']`: object keys and array indexes joined by dots. Arrays of different length
 * differ as a whole; equal values give `[]`.
 */
export function changedPaths(a: unknown, b: unknown, prefix = ''): string[] {
  if (jsonEqual(a, b)) return [];
  const here = prefix === '' ? [] : [prefix];
  const at = (key: string | number) => (prefix === '' ? String(key) : `${prefix}.${key}`);
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    return a.flatMap((item, i) => changedPaths(item, b[i], at(i)));
  }
  if (isObject(a) && isObject(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    return keys.flatMap((key) => changedPaths(a[key], b[key], at(key)));
  }
  return here.length ? here : ['(all)'];
}

/** The value at a dotted path of {@link changedPaths} (undefined when absent). */
export function valueAt(value: unknown, path: string): unknown {
  if (path === '(all)') return value;
  let current = value;
  for (const part of path.split('.')) {
    if (Array.isArray(current)) current = current[Number(part)];
    else if (isObject(current)) current = current[part];
    else return undefined;
  }
  return current;
}

/** A JSON value as a person reads it: strings bare, absent as "(not set)", the rest as JSON. */
export function describeValue(value: unknown): string {
  if (value === undefined) return '(not set)';
  if (typeof value === 'string') return value === '' ? '(empty)' : value;
  return JSON.stringify(value);
}
