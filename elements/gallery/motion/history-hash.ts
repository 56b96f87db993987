/**
 * The gallery address hash (SPEC §2): with history on, the current slide is kept in the page's
 * hash as the collection's full URL with one trailing slash plus the item identifier
 * (`data-slide-id` or `data-slide-url`), and a matching hash on load selects the starting slide.
 *
 * "Full URL" here is the absolute URL of the collection on the current site: `location.origin`
 * plus the collection's path (any origin, query or hash in `collectionUrl` is dropped; trailing
 * slashes collapse to one). A collection at `/gallery` on https://example.com stores slide
 * `sunset` as `#https://example.com/gallery/sunset`.
 *
 * Reading is lenient, so links keep working when a site moves between domains: the origin of an
 * absolute hash is not compared, a root-relative form (`#/gallery/sunset`) is accepted too, and a
 * bare `#sunset` is the lightbox's deep-link form (any hash without a slash-led path). The item
 * identifier is written through `encodeURI` and read back through `decodeURI`, so spaces and
 * `%` survive the trip.
 */

/** The collection's path: `collectionUrl`'s pathname with exactly one trailing slash. */
function collectionPath(collectionUrl: string): string {
  const { pathname } = new URL(collectionUrl, location.origin);
  return `${pathname.replace(/\/+$/, '')}/`;
}

/** `text` through decodeURI, or unchanged when it is not valid percent-encoding. */
function decode(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}

/**
 * The hash (with its leading `#`) that stores slide `itemId` of the collection at
 * `collectionUrl` (a path like `/gallery`, or an absolute URL whose path is used):
 * `#` + location.origin + collection path + `/` + itemId (SPEC §2).
 */
export function slideHash(collectionUrl: string, itemId: string): string {
  return `#${location.origin}${collectionPath(collectionUrl)}${encodeURI(itemId)}`;
}

/**
 * The item identifier a hash selects for the collection at `collectionUrl` (SPEC §2), or
 * undefined when the hash names no item of this collection. Accepted forms, with or without the
 * leading `#`: `#https://any.origin/gallery/ITEM`, `#/gallery/ITEM` (either may end in one `/`)
 * and the lightbox's bare `#ITEM`. A hash naming another collection's path gives undefined.
 * Whether a slide with that identifier exists is the gallery's question.
 */
export function slideIdFromHash(hash: string, collectionUrl: string): string | undefined {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (raw === '') return undefined;
  let path: string;
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(raw) || raw.startsWith('//')) {
    try {
      const url = new URL(raw, location.origin);
      path = url.pathname;
    } catch {
      return undefined;
    }
  } else if (raw.startsWith('/')) {
    path = raw;
  } else {
    const id = decode(raw);
    return id === '' ? undefined : id;
  }
  const prefix = collectionPath(collectionUrl);
  if (!path.startsWith(prefix)) return undefined;
  const id = decode(path.slice(prefix.length).replace(/\/$/, ''));
  return id === '' ? undefined : id;
}

/**
 * Stores slide `itemId` in the address (SPEC §2) with `history.replaceState`: one history entry
 * for the whole gallery rather than one per slide change, so Back leaves the page. The path,
 * the query and `history.state` stay as they are; only the hash changes. No `hashchange` fires.
 */
export function writeSlideHash(collectionUrl: string, itemId: string): void {
  const next = `${location.pathname}${location.search}${slideHash(collectionUrl, itemId)}`;
  history.replaceState(history.state, '', next);
}
