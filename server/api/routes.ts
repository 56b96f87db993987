/**
 * Every API endpoint of SPEC §7, as one router.
 */
import { CART_ENDPOINTS } from '../commerce/cart-api.ts';
import { EDITOR_ENDPOINTS } from '../editor/routes.ts';
import { Router } from '../http/router.ts';
import { SITE_USER_ENDPOINTS } from '../site-users/api.ts';
import { MEMBER_AREA_ENDPOINTS } from '../member-areas/routes.ts';
import { searchApi } from '../search/search-api.ts';
import { logout } from './auth.ts';
import { CENSUS_ENDPOINTS } from './census.ts';
import { recordEvent, recordJavascriptErrors, recordTrace } from './events.ts';
import { formSubmissionKey, saveFormSubmission } from './forms.ts';
import { placeDetails, placesAutocomplete } from './maps.ts';
import { performanceRecords, performanceSettings } from './performance.ts';
import type { Endpoint } from './pipeline.ts';
import { track } from './track.ts';
import { widgetRendering } from './widget.ts';

/** The endpoints, in SPEC §7 table order, then the cart's and the editor's. */
export const ENDPOINTS: readonly Endpoint[] = [
  recordJavascriptErrors,
  performanceSettings,
  performanceRecords,
  recordEvent,
  recordTrace,
  formSubmissionKey,
  saveFormSubmission,
  track,
  ...SITE_USER_ENDPOINTS,
  placesAutocomplete,
  placeDetails,
  logout,
  widgetRendering,
  searchApi,
  ...CENSUS_ENDPOINTS,
  ...CART_ENDPOINTS,
  ...MEMBER_AREA_ENDPOINTS,
  ...EDITOR_ENDPOINTS,
];

/** A router over {@link ENDPOINTS}. */
export function apiRouter(): Router<Endpoint> {
  const router = new Router<Endpoint>();
  for (const api of ENDPOINTS) router.add(api.method, api.path, api);
  return router;
}
