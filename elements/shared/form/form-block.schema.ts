import * as z from 'zod/mini';

const text = z.string().check(z.trim());
const nonEmpty = z.string().check(z.trim(), z.minLength(1, 'must not be empty'));
const flag = z.boolean({ error: 'must be true or false' });

/** Shown in the success view when `submissionText` is not set (SPEC silent). */
export const DEFAULT_SUBMISSION_TEXT = 'Thank you!';

/** The submit button's text while a submission is under way, when `inProgressText` is not set (SPEC silent). */
export const DEFAULT_IN_PROGRESS_TEXT = 'Sending…';

/**
 * The `data-block-json` keys every form block shares (`<sq-form>`, `<sq-newsletter>`), under their
 * SPEC §3 / §7 names; `submitButton` is the default text of the submit button. Spread the result
 * into the element's own `z.object({...})`.
 */
export function formBlockKeys(submitButton: string) {
  return {
    /** The form's id: sent as `formId` (SPEC §7) and the key of the visitor's draft. */
    formId: nonEmpty,
    /** Sent as `collectionId` when set (SPEC §7). */
    collectionId: z.optional(nonEmpty),
    /** Sent as `objectName` when set (SPEC §7). */
    objectName: z.optional(nonEmpty),
    /** Sent as `isOverlayForm` (SPEC §7): the form sits in a popup overlay. */
    isOverlayForm: z._default(flag, false),
    /** The submit button's text, also sent as `submitButtonText` (SPEC §7). */
    submitButtonText: z._default(nonEmpty, submitButton),
    /** The button's text while sending (SPEC §4 in-progress text). */
    inProgressText: z._default(nonEmpty, DEFAULT_IN_PROGRESS_TEXT),
    /** Where to go after a success (SPEC §4); only http(s) addresses are followed. */
    successRedirect: z.optional(text),
    /** Shown in place of the form after a success (SPEC §4 submission text). */
    submissionText: z._default(text, DEFAULT_SUBMISSION_TEXT),
    /** HTML shown under the submission text after a success; sanitized before it is shown. */
    postSubmitHtml: z.optional(z.string()),
    /** Ask for a captcha (SPEC §4) when the page context has a site key. */
    captcha: z._default(flag, false),
  };
}

/** The shared keys after the schema filled in their defaults. */
export interface FormBlockData {
  formId: string;
  collectionId?: string | undefined;
  objectName?: string | undefined;
  isOverlayForm: boolean;
  submitButtonText: string;
  inProgressText: string;
  successRedirect?: string | undefined;
  submissionText: string;
  postSubmitHtml?: string | undefined;
  captcha: boolean;
}
