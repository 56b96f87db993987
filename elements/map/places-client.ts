/**
 * The site's places calls (SPEC §7): `GET /api/google-maps/places/autocomplete` (predictions for
 * what a visitor typed) and `GET /api/google-maps/places/details` (a chosen prediction's address
 * and position), through the platform's data client (crumb, errors). The site's server answers
 * them; the page itself talks to no third party.
 */
import { get } from '../../platform/http/data-client.ts';
import type { LatLng } from '../../platform/maps/map-place.ts';

/** Path of the predictions call. */
export const AUTOCOMPLETE_PATH = '/api/google-maps/places/autocomplete';
/** Path of the details call. */
export const DETAILS_PATH = '/api/google-maps/places/details';

/** One prediction. */
export interface PlacePrediction {
  placeId: string;
  description: string;
  mainText: string;
  secondaryText: string;
}

/** A place's details. */
export interface PlaceDetails extends PlacePrediction {
  address: Record<string, string>;
  location: LatLng;
}

/** Where in the product a details call comes from (SPEC §7: both are required). */
export interface TrackingContext {
  productPage: string;
  productSection: string;
}

/** The map block's tracking context. */
export const MAP_TRACKING_CONTEXT: Readonly<TrackingContext> = Object.freeze({
  productPage: 'website',
  productSection: 'map-block',
});

/** Predictions for `input` (trimmed; none asked for an empty one). */
export async function placePredictions(
  input: string,
  signal?: AbortSignal,
): Promise<PlacePrediction[]> {
  const text = input.trim();
  if (!text) return [];
  const body = await get<{ predictions?: PlacePrediction[] }>(AUTOCOMPLETE_PATH, {
    data: { input: text },
    signal,
  });
  return body?.predictions ?? [];
}

/**
 * The details of `placeId`. SPEC §7: the call carries the tracking context; without
 * `productPage` or `productSection` it logs a console error and rejects without asking.
 */
export async function placeDetails(
  placeId: string,
  tracking: Partial<TrackingContext>,
  signal?: AbortSignal,
): Promise<PlaceDetails> {
  const { productPage, productSection } = tracking;
  if (!productPage || !productSection) {
    const message =
      '[sq-map] places details need the tracking context productPage and productSection';
    console.error(message);
    throw new Error(message);
  }
  const body = await get<{ result?: PlaceDetails }>(DETAILS_PATH, {
    data: { placeId, productPage, productSection },
    signal,
  });
  if (!body?.result) throw new Error(`No details for place ${placeId}`);
  return body.result;
}
