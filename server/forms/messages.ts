/**
 * Messages of SaveFormSubmission's form checks. The SPEC §5 and §8 texts and the per-kind field
 * messages (SPEC silent, `KIND_MESSAGES`) come from the platform module the browser uses too
 * (platform/forms/messages.ts), so both speak with one voice; only the server's own checks (the
 * captcha answer, the shape of a value) have messages of their own here.
 */
import { FORM_MESSAGES } from '../../platform/forms/messages.ts';

export { EMAIL_EXAMPLE, KIND_MESSAGES, requiredMessage } from '../../platform/forms/messages.ts';

/** SPEC §8 form status message of a 404. */
export const FORM_NOT_CONFIGURED_MESSAGE = FORM_MESSAGES.notConfigured;

/** SPEC §8 form status message of a 429. */
export const RATE_LIMIT_MESSAGE = FORM_MESSAGES.rateLimited;

/** SPEC §5 message of a failed validation (the answer's `error` next to the field errors). */
export const INVALID_FIELDS_MESSAGE = FORM_MESSAGES.invalidFields;

/** SPEC §5 message of a field over its max length. */
export const MAX_LENGTH_MESSAGE = FORM_MESSAGES.maxLength;

/** SPEC §5 message of an email field that fails the email check. */
export const EMAIL_MESSAGE = FORM_MESSAGES.email;

/** SPEC §5 message of a captcha form submitted without a completed captcha. */
export const CAPTCHA_INCOMPLETE_MESSAGE = FORM_MESSAGES.captchaIncomplete;

/** A captcha answer the site's captcha did not give (SPEC silent). */
export const CAPTCHA_REFUSED_MESSAGE = 'The CAPTCHA could not be verified. Please try it again.';

/** Message of a value sent in a shape its field kind never has (SPEC §3 "Submitted values"). */
export function shapeMessage(title: string): string {
  return `${title} could not be read. Please reload and try again.`;
}
