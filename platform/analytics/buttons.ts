/**
 * Button tracking (SPEC §7 POST /api/census/button-render and /api/census/button-click), for the
 * button block and popup-overlay buttons: the SPEC §3 button fields with the page's tracking
 * payload and the visitor cookie, form-encoded, with the 2500 ms tracking time-out (SPEC §9).
 */
import type { ButtonContext } from '../constants/site-enums.ts';
import { censusPageFields } from '../census/page-fields.ts';
import { COOKIES } from '../cookies/cookie-names.ts';
import { readCookie } from '../cookies/cookies.ts';
import { guarded, type HitOptions } from './census.ts';
import { addressOf, siteContext } from './context.ts';
import { isCountingEnabled } from './counting.ts';
import { postForm } from './send.ts';

/** Where button renders are counted (SPEC §7). */
export const BUTTON_RENDER_URL = '/api/census/button-render';
/** Where button clicks are counted (SPEC §7). */
export const BUTTON_CLICK_URL = '/api/census/button-click';

/** The SPEC §3 button tracking fields. */
export interface ButtonTrackingFields {
  id?: string;
  buttonText?: string;
  clickthroughUrl?: string;
  alignment?: string;
  size?: string;
  newWindow?: boolean;
  /** 1: a button block, 2: a popup overlay (SPEC §3 button context). */
  context?: ButtonContext;
}

function send(url: string, fields: ButtonTrackingFields, options: HitOptions, keepalive: boolean) {
  const ctx = options.ctx ?? siteContext();
  const address = addressOf(options.href);
  if (!ctx || !isCountingEnabled(ctx, address)) return Promise.resolve();
  return guarded(() =>
    postForm(
      url,
      {
        ...censusPageFields(ctx, address),
        ...fields,
        visitorCookie: readCookie(COOKIES.visitor.name),
      },
      { keepalive },
    ),
  );
}

/**
 * Counts a button shown to the visitor: POST /api/census/button-render with `fields`, the page
 * fields and `visitorCookie`. Only on a site (a page with a page context, or `options.ctx`),
 * when SPEC §4 counting is on and consent allows; gives up after 2500 ms; never rejects and
 * logs nothing (SPEC §7).
 */
export function trackButtonRender(
  fields: ButtonTrackingFields,
  options: HitOptions = {},
): Promise<void> {
  return send(BUTTON_RENDER_URL, fields, options, false);
}

/**
 * Counts a button click: POST /api/census/button-click, like {@link trackButtonRender}. The
 * request outlives the page (`keepalive`), so a click that navigates away is still counted.
 */
export function trackButtonClick(
  fields: ButtonTrackingFields,
  options: HitOptions = {},
): Promise<void> {
  return send(BUTTON_CLICK_URL, fields, options, true);
}
