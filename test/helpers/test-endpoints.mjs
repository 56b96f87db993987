/**
 * Real HTTP endpoints the browser tests call (mounted as web-test-runner middleware).
 * Each suite that needs endpoints adds a handler module and lists it here.
 */
import { analyticsEndpoints } from './analytics-endpoints.mjs';
import { captchaEndpoints } from './captcha-endpoints.mjs';
import { checkoutEndpoints } from './checkout-endpoints.mjs';
import { chunkEndpoints } from './chunk-endpoints.mjs';
import { commerceEndpoints } from './commerce-endpoints.mjs';
import { dataEndpoints } from './data-endpoints.mjs';
import { formEndpoints } from './form-endpoints.mjs';
import { imageEndpoints } from './image-endpoints.mjs';
import { mapsEndpoints } from './maps-endpoints.mjs';
import { searchEndpoints } from './search-endpoints.mjs';
import { siteUserEndpoints } from './site-user-endpoints.mjs';
import { socialEndpoints } from './social-endpoints.mjs';
import { summaryEndpoints } from './summary-endpoints.mjs';
import { telemetryEndpoints } from './telemetry-endpoints.mjs';
import { videoEndpoints } from './video-endpoints.mjs';

export const testEndpoints = [
  dataEndpoints,
  chunkEndpoints,
  imageEndpoints,
  videoEndpoints,
  formEndpoints,
  captchaEndpoints,
  analyticsEndpoints,
  telemetryEndpoints,
  commerceEndpoints,
  checkoutEndpoints,
  siteUserEndpoints,
  summaryEndpoints,
  socialEndpoints,
  mapsEndpoints,
  searchEndpoints,
];
