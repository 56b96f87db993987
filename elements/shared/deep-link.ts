/** Deep links to an item of a gallery or lightbox (SPEC §2): by a plain hash or the path's end. */

/** `text` through decodeURIComponent, or unchanged when it is not valid percent-encoding. */
function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The last non-empty segment of a path or URL, decoded; '' when there is none. */
export function lastSegment(path: string): string {
  return decode(path.split(/[?#]/)[0]!.split('/').filter(Boolean).pop() ?? '');
}

/**
 * The item id of a plain `#itemId` hash, decoded; '' for no hash or one in the form a gallery
 * keeps its slide in (`#/collection/item`, `#https://site/collection/item`, `#//host/…`).
 */
export function plainHashId(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (raw.startsWith('/') || /^[a-z][a-z\d+.-]*:\/\//i.test(raw)) return '';
  return decode(raw);
}

/**
 * The item a deep link opens (SPEC §2): `fromHash` (what the hash names, -1 for nothing) when
 * the hash names an item or is a gallery's (`#…/collection/item`: never another item's link),
 * else, with no hash, the item of `ids` the last segment of the page's path names; -1 for none.
 */
export function deepLinkIndex(ids: readonly (string | undefined)[], fromHash: number): number {
  if (fromHash >= 0 || (location.hash && !plainHashId(location.hash))) return fromHash;
  const id = lastSegment(location.pathname);
  return id ? ids.indexOf(id) : -1;
}
