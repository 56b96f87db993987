/**
 * Place predictions and details from the site's canned places (site.json `maps.predictions`);
 * nothing goes to the internet.
 */
import * as z from 'zod';
import type { Place } from '../site-config.ts';
import { endpoint } from './pipeline.ts';

/** Most predictions answered. */
export const MAX_PREDICTIONS = 5;

function prediction(place: Place) {
  return {
    placeId: place.placeId,
    description: place.description,
    mainText: place.mainText ?? place.description,
    secondaryText: place.secondaryText ?? '',
  };
}

/** GET /api/google-maps/places/autocomplete?input=TEXT → `{predictions: [...]}`. */
export const placesAutocomplete = endpoint({
  method: 'GET',
  path: '/api/google-maps/places/autocomplete',
  schema: z.looseObject({ input: z.string().trim().min(1).max(256) }),
  handle({ input }, ex) {
    const needle = input.toLowerCase();
    const predictions = ex.app.config.maps.predictions
      .filter((place) => place.description.toLowerCase().includes(needle))
      .slice(0, MAX_PREDICTIONS)
      .map(prediction);
    return { body: { predictions } };
  },
});

/**
 * GET /api/google-maps/places/details?placeId=ID&productPage=..&productSection=.. →
 * `{result}`; the tracking context parameters are required (400 without them).
 */
export const placeDetails = endpoint({
  method: 'GET',
  path: '/api/google-maps/places/details',
  schema: z.looseObject({
    placeId: z.string().min(1).max(256),
    productPage: z.string().min(1).max(200),
    productSection: z.string().min(1).max(200),
  }),
  handle({ placeId }, ex) {
    const place = ex.app.config.maps.predictions.find((candidate) => candidate.placeId === placeId);
    if (!place) return { status: 404, body: { error: `Unknown place ${placeId}` } };
    return {
      body: { result: { ...prediction(place), address: place.address, location: place.location } },
    };
  },
});
