/**
 * The `forms` section of `site.json`: the forms a site has, keyed by `formId`, with the fields
 * SaveFormSubmission checks (SPEC §3 "Form submission", §5 form validation).
 *
 * ```json
 * "forms": {
 *   "contact": {
 *     "name": "Contact",
 *     "fields": [
 *       { "id": "email", "type": "email", "title": "Email", "required": true },
 *       { "id": "message", "type": "textarea", "title": "Message", "maxLength": 2000 }
 *     ],
 *     "rateLimit": { "max": 5, "windowMs": 3600000 },
 *     "captcha": true
 *   }
 * }
 * ```
 */
import * as z from 'zod';
import { CHOICE_KINDS, FIELD_KINDS, type FieldKind } from '../../platform/forms/field-kinds.ts';

export { CHOICE_KINDS, FIELD_KINDS, type FieldKind };

/** One field of a configured form. */
export const formFieldSchema = z
  .strictObject({
    id: z.string().min(1),
    type: z.enum(FIELD_KINDS),
    title: z.string().min(1),
    required: z.boolean().default(false),
    /** Longest accepted text (SPEC §5 'You have exceeded the character limit.'). */
    maxLength: z.number().int().positive().optional(),
    /** Choices of a radio, checkbox or select field; questions of a likert field. */
    options: z.array(z.string().min(1)).min(1).optional(),
  })
  .refine((field) => !CHOICE_KINDS.includes(field.type) || field.options !== undefined, {
    message: 'a radio, checkbox, select or likert field needs options',
    path: ['options'],
  })
  .refine((field) => CHOICE_KINDS.includes(field.type) || field.options === undefined, {
    message: 'only radio, checkbox, select and likert fields take options',
    path: ['options'],
  });

/** A configured form field. */
export type FormField = z.infer<typeof formFieldSchema>;

/** How many accepted submissions one visitor may make to a form within `windowMs`. */
export const rateLimitSchema = z.strictObject({
  max: z.number().int().positive(),
  windowMs: z.number().int().positive(),
});

/** One configured form. */
export const formSchema = z
  .strictObject({
    name: z.string().min(1).optional(),
    fields: z.array(formFieldSchema),
    rateLimit: rateLimitSchema.optional(),
    /**
     * The form shows a captcha: a submission needs a `captchaKey` the site's captcha gave
     * (SPEC §3 "Form submission", §5 'Complete CAPTCHA before submitting.').
     */
    captcha: z.boolean().default(false),
  })
  .superRefine((form, ctx) => {
    const seen = new Set<string>();
    form.fields.forEach((field, index) => {
      if (seen.has(field.id)) {
        ctx.addIssue({
          code: 'custom',
          message: `duplicate field id "${field.id}"`,
          path: ['fields', index, 'id'],
        });
      }
      seen.add(field.id);
    });
  });

/** A configured form. */
export type FormConfig = z.infer<typeof formSchema>;

/** The `forms` section: `formId` → form. */
export const formsSchema = z.record(z.string().min(1), formSchema);

/** A form's rate limit. */
export type RateLimitConfig = z.infer<typeof rateLimitSchema>;
