/**
 * Messages of SaveFormSubmission's form checks, worded as SPEC §5 and §8 give them.
 */

/** SPEC §8 form status message of a 404. */
export const FORM_NOT_CONFIGURED_MESSAGE = 'This form has not been configured yet.';

/** SPEC §8 form status message of a 429. */
export const RATE_LIMIT_MESSAGE =
  'Unable to submit form. Submission rate limit exceeded. Please try again later.';

/** SPEC §5 message of a failed validation (the answer's `error` next to the field errors). */
export const INVALID_FIELDS_MESSAGE = 'One or more fields is invalid, please check your entries.';

/** SPEC §5 message of a field over its max length. */
export const MAX_LENGTH_MESSAGE = 'You have exceeded the character limit.';

/** Example address put in the SPEC §5 email message's `{email}` place (SPEC does not name one). */
export const EMAIL_EXAMPLE = 'user@domain.com';

/** SPEC §5 message of an email field that fails the email check. */
export const EMAIL_MESSAGE = `Email is not valid. Email addresses should follow the format ${EMAIL_EXAMPLE}.`;

/** Message of a required field left empty (SPEC gives no wording). */
export function requiredMessage(title: string): string {
  return `${title} is required.`;
}
