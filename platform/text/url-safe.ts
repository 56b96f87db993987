/**
 * URL-safe strings (SPEC §5): lowercase, spaces to hyphens, only letters, digits, slash and
 * hyphen kept, repeated dots or hyphens collapse.
 */

/**
 * Turns `text` into a URL-safe slug or path (SPEC §5). Steps, in order:
 * 1. accents are removed (`Café` → `cafe`) and the text is lower-cased;
 * 2. each run of white space becomes one hyphen;
 * 3. every character other than a-z, 0-9, `/` and `-` is dropped (dots included, so a run of
 *    dots disappears like a single one);
 * 4. runs of hyphens collapse to one, and hyphens at either end are removed.
 * Letters outside the Latin alphabet are dropped. The result is stable:
 * `urlSafe(urlSafe(x)) === urlSafe(x)`.
 * @example urlSafe('My  Summer -- Trip...2024') // 'my-summer-trip2024'
 */
export function urlSafe(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9/-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}
