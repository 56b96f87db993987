/**
 * Every form string of SPEC §5 (validation) and §8 (form status messages), word for word, and
 * the messages of the per-kind checks on which SPEC is silent ({@link KIND_MESSAGES}).
 * The site server's checks and the browser's use the same texts.
 */

/** Example address in the SPEC §5 email message's `{email}` place (SPEC does not name one). */
export const EMAIL_EXAMPLE = 'user@domain.com';

/** The form messages of SPEC §5 and §8. */
export const FORM_MESSAGES = {
  /** SPEC §8: a 401 answer. */
  unauthorized: 'Unable to submit form. Please try again later.',
  /** SPEC §8: a 404 answer. */
  notConfigured: 'This form has not been configured yet.',
  /** SPEC §8: a 429 answer. */
  rateLimited: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  /** SPEC §8: a 500 answer. */
  serverError: 'Unable to send form. Please try again later.',
  /** SPEC §8: any failure without a better message. */
  unknown: 'Unknown error, please try again later.',
  /** SPEC §8: the submission got no answer at all (network down). */
  submitFailure: 'Error processing form submission. Please reload and try again.',
  /** SPEC §8: FormSubmissionKey gave no key. */
  keyFailure: 'Could not get a form submission key, please try again later.',
  /** SPEC §8: the answer could not be read. */
  parseFailure: 'Could not parse the form fields, please check your entries.',
  /** SPEC §8: banner above the form when fields were refused (not on newsletter forms). */
  bannerAbove: 'Your form has encountered a problem. Please scroll down to review.',
  /** SPEC §8: the same banner after the submit button. */
  bannerBelow: 'Your form has encountered a problem. Please scroll up to review.',
  /** SPEC §5: a captcha that is present but not completed (nothing is sent). */
  captchaIncomplete: 'Complete CAPTCHA before submitting.',
  /** SPEC §5: failed client validation. */
  invalidFields: 'One or more fields is invalid, please check your entries.',
  /** SPEC §5: a value over its field's max length. */
  maxLength: 'You have exceeded the character limit.',
  /** SPEC §5: an email field that fails the email check. */
  email: `Email is not valid. Email addresses should follow the format ${EMAIL_EXAMPLE}.`,
} as const;

/**
 * Messages of the per-kind checks of a filled value (platform/forms/kind-rules.ts). SPEC is
 * silent on these checks and their wording, so these are the project's own: each says what to
 * enter instead. The browser shows them inline and the site server answers them alike.
 */
export const KIND_MESSAGES = {
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

/** Message of a required field left empty: `${title} is required.` (SPEC gives no wording). */
export function requiredMessage(title: string): string {
  return `${title} is required.`;
}
