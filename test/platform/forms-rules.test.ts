import { expect } from '@open-wc/testing';
import { EMAIL_EXAMPLE, FORM_MESSAGES, requiredMessage } from '../../platform/forms/messages.ts';
import {
  fieldError,
  isEmail,
  isEmptyValue,
  validateForm,
  type RuleField,
} from '../../platform/forms/rules.ts';

const field = (type: string, extra: Partial<RuleField> = {}): RuleField => ({
  type,
  title: 'Your answer',
  ...extra,
});

describe('platform/forms/messages (SPEC §5, §8 form strings)', () => {
  it('SPEC §8: form status messages are the SPEC text word for word', () => {
    expect(FORM_MESSAGES.unauthorized).to.equal('Unable to submit form. Please try again later.');
    expect(FORM_MESSAGES.notConfigured).to.equal('This form has not been configured yet.');
    expect(FORM_MESSAGES.rateLimited).to.equal(
      'Unable to submit form. Submission rate limit exceeded. Please try again later.',
    );
    expect(FORM_MESSAGES.serverError).to.equal('Unable to send form. Please try again later.');
    expect(FORM_MESSAGES.unknown).to.equal('Unknown error, please try again later.');
    expect(FORM_MESSAGES.submitFailure).to.equal(
      'Error processing form submission. Please reload and try again.',
    );
    expect(FORM_MESSAGES.keyFailure).to.equal(
      'Could not get a form submission key, please try again later.',
    );
    expect(FORM_MESSAGES.parseFailure).to.equal(
      'Could not parse the form fields, please check your entries.',
    );
    expect(FORM_MESSAGES.bannerAbove).to.equal(
      'Your form has encountered a problem. Please scroll down to review.',
    );
    expect(FORM_MESSAGES.bannerBelow).to.equal(
      'Your form has encountered a problem. Please scroll up to review.',
    );
  });

  it('SPEC §5: validation messages are the SPEC text, the email one with its example', () => {
    expect(FORM_MESSAGES.captchaIncomplete).to.equal('Complete CAPTCHA before submitting.');
    expect(FORM_MESSAGES.invalidFields).to.equal(
      'One or more fields is invalid, please check your entries.',
    );
    expect(FORM_MESSAGES.maxLength).to.equal('You have exceeded the character limit.');
    expect(EMAIL_EXAMPLE).to.equal('user@domain.com');
    expect(FORM_MESSAGES.email).to.equal(
      'Email is not valid. Email addresses should follow the format user@domain.com.',
    );
    expect(requiredMessage('Email')).to.equal('Email is required.');
  });
});

describe('platform/forms/rules (SPEC §5 form validation)', () => {
  it('SPEC §5: section items are always valid, even marked required or with a length', () => {
    const section = field('section', { required: true, maxLength: 1 });
    expect(fieldError(section, undefined)).to.equal(undefined);
    expect(fieldError(section, 'far too long')).to.equal(undefined);
  });

  it('SPEC §5: email check: 3 to 256 characters, local@domain with a final part of 2 to 4', () => {
    for (const ok of ['a@b.co', 'user@domain.com', 'first.last+tag@mail.example.info']) {
      expect(isEmail(ok), ok).to.equal(true);
    }
    const bad = [
      '',
      'a@',
      'user',
      'user@domain',
      'user@domain.c',
      'user@domain.commerce',
      'us er@domain.com',
      'user@@domain.com',
      'user@domain.com.',
      `${'a'.repeat(246)}@domain.com`, // 257 characters
    ];
    for (const value of bad) expect(isEmail(value), value).to.equal(false);
    const longest = `${'a'.repeat(245)}@domain.com`;
    expect(longest.length).to.equal(256);
    expect(isEmail(longest)).to.equal(true);
    expect(isEmail(42)).to.equal(false);
    expect(isEmail(['user@domain.com'])).to.equal(false);
  });

  it("SPEC §5: an email field fails with 'Email is not valid. ...' unless empty and not required", () => {
    expect(fieldError(field('email'), 'nope')).to.equal(FORM_MESSAGES.email);
    expect(fieldError(field('email'), '')).to.equal(undefined);
    expect(fieldError(field('email'), 'user@domain.com')).to.equal(undefined);
    expect(fieldError(field('email', { required: true, title: 'Email' }), '')).to.equal(
      'Email is required.',
    );
  });

  it('SPEC §5: max length is valid when empty and not required, or within the bound', () => {
    const limited = field('textarea', { maxLength: 5 });
    expect(fieldError(limited, '')).to.equal(undefined);
    expect(fieldError(limited, '12345')).to.equal(undefined);
    expect(fieldError(limited, '123456')).to.equal('You have exceeded the character limit.');
    expect(fieldError({ ...limited, required: true }, '')).to.equal('Your answer is required.');
  });

  it('SPEC §5: parts arrays are checked part by part for length', () => {
    const name = field('name', { maxLength: 4 });
    expect(fieldError(name, ['Anna', 'Berg'])).to.equal(undefined);
    expect(fieldError(name, ['Anna', 'Bergman'])).to.equal(FORM_MESSAGES.maxLength);
  });

  it('SPEC §5: a required field left empty fails with "{title} is required."', () => {
    const required = (type: string) => field(type, { required: true, title: 'Topic' });
    const empties: [string, Parameters<typeof fieldError>[1]][] = [
      ['text', undefined],
      ['text', '   '],
      ['name', ['', '']],
      ['phone', ['', '', '', '']],
      ['checkbox', []],
      ['radio', ''],
      ['likert', {}],
    ];
    for (const [type, value] of empties) {
      expect(fieldError(required(type), value), `${type} ${JSON.stringify(value)}`).to.equal(
        'Topic is required.',
      );
    }
    expect(fieldError(required('checkbox'), ['Red'])).to.equal(undefined);
    expect(fieldError(required('phone'), ['', '555', '123', '4567'])).to.equal(undefined);
    expect(fieldError(required('likert'), { 'Was it easy?': '2' })).to.equal(undefined);
  });

  it('SPEC §5: a likert map counts as empty only when no question is answered', () => {
    expect(isEmptyValue({})).to.equal(true);
    expect(isEmptyValue({ Speed: '' })).to.equal(true);
    expect(isEmptyValue({ Speed: '-2' })).to.equal(false);
    expect(isEmptyValue({ Speed: '0' })).to.equal(false);
  });

  it('SPEC §5: values a server may receive (numbers, booleans, null, answer lists) are checked too', () => {
    expect(isEmptyValue(null)).to.equal(true);
    expect(isEmptyValue(0)).to.equal(false);
    expect(isEmptyValue(false)).to.equal(false);
    expect(isEmptyValue({ Speed: [] })).to.equal(true);
    expect(isEmptyValue({ Speed: ['1'] })).to.equal(false);
    expect(fieldError(field('number', { maxLength: 3 }), 12345)).to.equal(FORM_MESSAGES.maxLength);
    expect(fieldError(field('email'), 12345)).to.equal(FORM_MESSAGES.email);
    expect(fieldError(field('text', { required: true, title: 'Age' }), null)).to.equal(
      'Age is required.',
    );
  });

  it('SPEC §5: validateForm maps each failing field id to its first message', () => {
    const fields = [
      { id: 'intro', type: 'section', title: 'About you', required: true },
      { id: 'email', type: 'email', title: 'Email', required: true },
      { id: 'name', type: 'name', title: 'Name', required: true },
      { id: 'note', type: 'textarea', title: 'Note', maxLength: 3 },
      { id: 'ok', type: 'text', title: 'Fine' },
    ];
    const errors = validateForm(fields, {
      email: 'not-an-email',
      note: 'four',
      ok: 'yes',
      stray: 'ignored',
    });
    expect(errors).to.deep.equal({
      email: FORM_MESSAGES.email,
      name: 'Name is required.',
      note: FORM_MESSAGES.maxLength,
    });
    expect(validateForm(fields, { email: 'a@b.co', name: ['Ann', ''] })).to.deep.equal({});
  });

  it('SPEC §5: an inherited property is not a submitted value', () => {
    const errors = validateForm([{ id: 'toString', type: 'text', title: 'T', required: true }], {});
    expect(errors).to.deep.equal({ toString: 'T is required.' });
  });
});
