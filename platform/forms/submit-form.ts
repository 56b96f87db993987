/**
 * Sends a form (SPEC §7): POST /api/form/FormSubmissionKey for a one-time key, then
 * POST /api/form/SaveFormSubmission with the key, the form and the page's census fields.
 */
import { censusPageFields } from '../census/page-fields.ts';
import { post } from '../http/data-client.ts';
import { FORM_MESSAGES } from './messages.ts';
import type { SubmittedForm } from './submitted-value.ts';

/** Where the key and the submission go (SPEC §7). */
export const FORM_SUBMISSION_KEY_URL = '/api/form/FormSubmissionKey';
export const SAVE_FORM_SUBMISSION_URL = '/api/form/SaveFormSubmission';

/** One submission of a form block. */
export interface FormSubmission {
  formId: string;
  /** The collection the form belongs to; the page's collection when left out. */
  collectionId?: string;
  objectName?: string;
  isOverlayForm: boolean;
  submitButtonText: string;
  /** Field id → value (SPEC §3 shapes); sent as a JSON string. */
  form: SubmittedForm;
  /** The solved captcha's token; only sent when given. */
  captchaKey?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Asks for a submission key. Any failure but an abort rejects with FORM_MESSAGES.keyFailure,
 * as does an answer without `data.key` (SPEC §7: no key means the submit fails).
 */
async function submissionKey(signal?: AbortSignal): Promise<string> {
  let body: unknown;
  try {
    body = await post(
      FORM_SUBMISSION_KEY_URL,
      signal ? { secure: true, signal } : { secure: true },
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    throw FORM_MESSAGES.keyFailure;
  }
  const key = isRecord(body) && isRecord(body.data) ? body.data.key : undefined;
  if (typeof key !== 'string' || key === '') throw FORM_MESSAGES.keyFailure;
  return key;
}

/**
 * Sends `submission` (SPEC §7 FormSubmissionKey then SaveFormSubmission, credentials included).
 * The payload is key, formId, collectionId, objectName, isOverlayForm, submitButtonText,
 * form (JSON string), captchaKey (when given) and the census page fields (censusPageFields()).
 * Resolves when the server accepts it (its answer is not read). Rejects with a value
 * `describeSubmissionFailure` understands: the key-failure string, or the SaveFormSubmission
 * DataError; an abort of `options.signal` rejects with the signal's reason.
 */
export async function submitForm(
  submission: FormSubmission,
  options: { signal?: AbortSignal } = {},
): Promise<void> {
  const { signal } = options;
  const key = await submissionKey(signal);
  const census = censusPageFields();
  const payload: Record<string, unknown> = {
    ...census,
    key,
    formId: submission.formId,
    collectionId: submission.collectionId ?? census.collectionId,
    objectName: submission.objectName,
    isOverlayForm: submission.isOverlayForm,
    submitButtonText: submission.submitButtonText,
    form: JSON.stringify(submission.form),
  };
  if (submission.captchaKey !== undefined) payload.captchaKey = submission.captchaKey;
  await post(SAVE_FORM_SUBMISSION_URL, {
    data: payload,
    secure: true,
    ...(signal ? { signal } : {}),
  });
}
