/** Reading and writing a JSON value at a path of keys and indexes, without changing the original. */

/** Keys and indexes from the block's data down to one setting, e.g. `['fields', 2, 'title']`. */
export type ValuePath = readonly (string | number)[];

/** `fields.2.title`: the key of a path, as validation issues and element ids name it. */
export const pathKey = (path: ValuePath): string => path.join('.');

/** The value at `path` in `root`, or undefined. */
export function getAt(root: unknown, path: ValuePath): unknown {
  let node = root;
  for (const step of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[step];
  }
  return node;
}

/**
 * A copy of `root` with `value` at `path` (objects and arrays on the way are copied, missing ones
 * made). `undefined` removes an object's key; an object left with no keys is removed from its
 * parent in turn (an optional group of settings is absent rather than empty).
 */
export function setAt(root: unknown, path: ValuePath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [step, ...rest] = path as [string | number, ...(string | number)[]];
  const inner = setAt(getAt(root, [step]), rest, value);
  if (Array.isArray(root)) {
    const copy = [...root];
    copy[step as number] = inner;
    return copy;
  }
  const copy = { ...((root ?? {}) as Record<string, unknown>) };
  const empty =
    inner !== null &&
    typeof inner === 'object' &&
    !Array.isArray(inner) &&
    !Object.keys(inner).length;
  if (inner === undefined || (empty && rest.length > 0)) delete copy[step];
  else copy[step] = inner;
  return copy;
}
