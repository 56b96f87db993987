/**
 * The maps service's key of the page context (SPEC §7: `website.mapsApiKey`, decoded from
 * base64). Apart from the live map's module, which loads only when the visitor asks for the map.
 */
import type { PageContext } from '../../platform/context/page-context.ts';

/** The decoded maps key of the page context (`website.mapsApiKey`, base64), or ''. */
export function mapsApiKey(ctx: Readonly<PageContext>): string {
  const encoded = ctx.website?.mapsApiKey;
  if (typeof encoded !== 'string' || !encoded.trim()) return '';
  try {
    return atob(encoded.trim());
  } catch {
    console.error('[sq-map] website.mapsApiKey is not base64: the live map is off');
    return '';
  }
}
