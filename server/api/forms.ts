/**
 * Form submission keys and submissions (SPEC §3 "Form submission", §5, §7, §8).
 */
import * as z from 'zod';
import type { App, Exchange } from '../app.ts';
import { CRUMB_COOKIE } from '../crumb.ts';
import {
  CAPTCHA_INCOMPLETE_MESSAGE,
  CAPTCHA_REFUSED_MESSAGE,
  FORM_NOT_CONFIGURED_MESSAGE,
  INVALID_FIELDS_MESSAGE,
  RATE_LIMIT_MESSAGE,
} from '../forms/messages.ts';
import { SubmissionRateLimiter } from '../forms/rate-limit.ts';
import { validateSubmission } from '../forms/validate.ts';
import { sendJson } from '../http/respond.ts';
import { applyFailure, endpoint } from './pipeline.ts';
import { boolish, jsonOrText } from './fields.ts';

/** Longest text a submitted value (or one of its parts) may be; a bound against abuse. */
const MAX_VALUE_LENGTH = 100_000;

/** Most parts or checked options a submitted value may have. */
const MAX_VALUE_PARTS = 1000;

/** Message of a submission whose key was never issued or was already used. */
export const INVALID_KEY_MESSAGE = 'The form submission key is invalid or was already used.';

/** POST /api/form/FormSubmissionKey: `{data: {key}}`, a key good for one submission. */
export const formSubmissionKey = endpoint({
  method: 'POST',
  path: '/api/form/FormSubmissionKey',
  schema: z.unknown(),
  handle(_input, ex) {
    return { body: { data: { key: ex.app.store.createFormKey() } } };
  },
});

/**
 * A submitted value in a SPEC §3 shape (platform/forms/submitted-value.ts): a text, a parts
 * array or list of checked options, or a likert map of question → answer.
 */
const fieldValue = z.union([
  z.string().max(MAX_VALUE_LENGTH),
  z.array(z.string().max(MAX_VALUE_LENGTH)).max(MAX_VALUE_PARTS),
  z.record(z.string().max(MAX_VALUE_LENGTH), z.string().max(MAX_VALUE_LENGTH)),
]);

/**
 * Tokens the local captcha (server/captcha/captcha-double.js, served at /captcha/api.js) gives
 * when its box is ticked.
 */
export const CAPTCHA_TOKEN = /^captcha-double-\d+$/;

/** Optional text; `null` counts as absent (the census fields send missing values as null). */
const optional = z
  .string()
  .max(2000)
  .nullish()
  .transform((value) => value ?? undefined);

const submission = z.looseObject({
  key: z.string().min(1).max(200),
  formId: z.string().min(1).max(200),
  collectionId: optional,
  objectName: optional,
  isOverlayForm: boolish.optional(),
  submitButtonText: optional,
  /** Field id → value, as JSON text (or an object in a JSON body). */
  form: jsonOrText(z.record(z.string(), fieldValue)),
  captchaKey: optional,
});

/** Accepted-submission counts of each running site. */
const limiters = new WeakMap<App, SubmissionRateLimiter>();

function limiterOf(app: App): SubmissionRateLimiter {
  let limiter = limiters.get(app);
  if (!limiter) {
    limiter = new SubmissionRateLimiter();
    limiters.set(app, limiter);
  }
  return limiter;
}

/** Who is submitting: the crumb cookie, else the remote address. */
function visitorOf(ex: Exchange): string {
  return ex.cookies[CRUMB_COOKIE] ?? ex.req.socket.remoteAddress ?? 'unknown';
}

/** Answers `status` with `{error, data: {error, ...data}}`. */
function refuse(ex: Exchange, status: number, error: string, data: object = {}): undefined {
  sendJson(ex.res, status, { error, data: { error, ...data } });
  return undefined;
}

/**
 * POST /api/form/SaveFormSubmission, in order:
 * 1. a failure configured for the form (site.json `failures.forms[formId]`) answers first and
 *    leaves the key unused;
 * 2. the key must be one that was issued and not yet used (else 400); from here on it is used;
 * 3. a `formId` missing from site.json `forms` answers 404 (SPEC §8 'This form has not been
 *    configured yet.');
 * 4. a form configured with `captcha` needs a `captchaKey`: missing or blank answers 400 SPEC §5
 *    'Complete CAPTCHA before submitting.', one the site's captcha did not give answers 400
 *    {@link CAPTCHA_REFUSED_MESSAGE};
 * 5. a visitor (crumb cookie, else remote address) with `rateLimit.max` accepted submissions to
 *    the form within `rateLimit.windowMs` answers 429;
 * 6. the configured fields are checked (server/forms/validate.ts: shape, SPEC §5 rules, kind
 *    checks; sections skipped): failures answer 400 `{error, data: {error, errors: {fieldId:
 *    message}}}`.
 * Every refusal answers `{error, data: {error}}`. An accepted submission is stored with the
 * page-event census fields (every other field) and answered `{}`.
 */
export const saveFormSubmission = endpoint({
  method: 'POST',
  path: '/api/form/SaveFormSubmission',
  schema: submission,
  async handle(input, ex) {
    const {
      key,
      formId,
      collectionId,
      objectName,
      isOverlayForm,
      submitButtonText,
      form,
      captchaKey,
      ...census
    } = input;
    if (await applyFailure(ex, ex.app.config.failures.forms[formId])) return undefined;
    if (!ex.app.store.consumeFormKey(key)) return refuse(ex, 400, INVALID_KEY_MESSAGE);
    const config = ex.app.config.forms[formId];
    if (!config) return refuse(ex, 404, FORM_NOT_CONFIGURED_MESSAGE);
    if (config.captcha) {
      if (!captchaKey?.trim()) return refuse(ex, 400, CAPTCHA_INCOMPLETE_MESSAGE);
      if (!CAPTCHA_TOKEN.test(captchaKey)) return refuse(ex, 400, CAPTCHA_REFUSED_MESSAGE);
    }
    const limiter = limiterOf(ex.app);
    const visitor = visitorOf(ex);
    if (limiter.exceeded(formId, visitor, config.rateLimit)) {
      return refuse(ex, 429, RATE_LIMIT_MESSAGE);
    }
    const errors = validateSubmission(config, form);
    if (Object.keys(errors).length) return refuse(ex, 400, INVALID_FIELDS_MESSAGE, { errors });
    limiter.record(formId, visitor, config.rateLimit);
    ex.app.store.insert('form_submissions', {
      submission_key: key,
      form_id: formId,
      collection_id: collectionId ?? null,
      object_name: objectName ?? null,
      is_overlay_form: isOverlayForm ? 1 : 0,
      submit_button_text: submitButtonText ?? null,
      form: JSON.stringify(form),
      captcha_key: captchaKey ?? null,
      census: JSON.stringify(census),
    });
    return { body: {} };
  },
});
