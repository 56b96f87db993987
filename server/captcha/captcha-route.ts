/**
 * `GET /captcha/api.js`: the local captcha test double (a browser script with the reCAPTCHA v2
 * explicit-render API, see captcha-double.js). A site points `website.captchaSettings.scriptUrl`
 * at it, so its forms get a working captcha without the internet.
 */
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Exchange } from '../app.ts';
import { sendFile } from '../static.ts';

/** Where the route is served. */
export const CAPTCHA_DOUBLE_PATH = '/captcha/api.js';

/** The double's file on disk. */
export const CAPTCHA_DOUBLE_FILE = fileURLToPath(new URL('./captcha-double.js', import.meta.url));

/** Answers the double (GET or HEAD; ETag revalidation and gzip as for any static file). */
export function serveCaptchaDouble(ex: Exchange): void {
  sendFile(ex.req, ex.res, CAPTCHA_DOUBLE_FILE, statSync(CAPTCHA_DOUBLE_FILE));
}
