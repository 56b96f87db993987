import * as z from 'zod/mini';
import { formBlockKeys } from '../shared/form/form-block.schema.ts';
import { formFieldsSchema } from '../shared/form/form-field.schema.ts';

/**
 * Schema of `<sq-form data-block-json='…'>`: the shared form keys (formId, collectionId,
 * objectName, isOverlayForm, submitButtonText default 'Submit', inProgressText, successRedirect,
 * submissionText, postSubmitHtml, captcha) and `fields` (SPEC §3 field kinds). Unknown keys are
 * ignored.
 */
export const formSchema = z.object({
  ...formBlockKeys('Submit'),
  /** The fields, in order (SPEC §3 "Form submission"): at least one, ids unique. */
  fields: formFieldsSchema.check(z.minLength(1, 'a form needs at least one field')),
});

/** Settings of a form after the schema filled in its defaults. */
export type FormSettings = z.infer<typeof formSchema>;
