/**
 * Form submission keys and submissions (SPEC §3 "Form submission", §7, §8).
 */
import * as z from 'zod';
import { sendJson } from '../http/respond.ts';
import { applyFailure, endpoint } from './pipeline.ts';
import { boolish, jsonOrText } from './fields.ts';

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

/** A submitted value (SPEC §3: parts arrays, checked values, likert maps, single values). */
const fieldValue = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.string()),
  z.record(z.string(), z.union([z.string(), z.array(z.string())])),
]);

const optional = z.string().max(2000).optional();

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

/**
 * POST /api/form/SaveFormSubmission. A failure configured for the form (site.json
 * `failures.forms[formId]`) answers first; then the key must be one that was issued and not yet
 * used (else 400 `{error, data: {error}}`). The submission is stored with the page-event census
 * fields (every other field) and answered `{}`.
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
    if (!ex.app.store.consumeFormKey(key)) {
      sendJson(ex.res, 400, { error: INVALID_KEY_MESSAGE, data: { error: INVALID_KEY_MESSAGE } });
      return undefined;
    }
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
