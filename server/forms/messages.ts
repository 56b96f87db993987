/**
 * Messages of SaveFormSubmission's form checks. The SPEC §5 and §8 texts come from the platform
 * module the browser uses too (platform/forms/messages.ts), so both speak with one voice; the
 * server's own field checks, on which SPEC is silent, have plain messages of their own.
 */
import { FORM_MESSAGES } from '../../platform/forms/messages.ts';

export { EMAIL_EXAMPLE, requiredMessage } from '../../platform/forms/messages.ts';

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

/**
 * Field messages of the server's own checks (SPEC silent): each says what to enter instead.
 */
export const FIELD_MESSAGES = {
  /** A radio or select value that is not one of the field's options. */
  option: 'Choose one of the listed options.',
  /** A checkbox value that is not one of the field's options, or one checked twice. */
  options: 'Choose only from the listed options.',
  /** A likert key that is not one of the questions, or an answer outside -2..2. */
  likert: 'Answer each statement from Strongly Disagree to Strongly Agree.',
  /** A number field that does not hold a number. */
  number: 'Enter a number.',
  /** A currency field that does not hold an amount. */
  currency: 'Enter an amount, such as 120 or 120.50.',
  /** A website field that is not an http(s) address with a domain. */
  website: 'Enter a full web address, such as https://example.com.',
  /** A date field whose parts do not make a calendar date. */
  date: 'Enter a real date.',
  /** A time field whose parts do not make a time of day. */
  time: 'Enter a real time.',
  /** A phone field with something other than digits in its parts. */
  phone: 'Enter the phone number in digits.',
} as const;

/** Message of a value sent in a shape its field kind never has (SPEC §3 "Submitted values"). */
export function shapeMessage(title: string): string {
  return `${title} could not be read. Please reload and try again.`;
}
