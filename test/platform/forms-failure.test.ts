import { expect } from '@open-wc/testing';
import { DataError, post } from '../../platform/http/data-client.ts';
import { describeSubmissionFailure } from '../../platform/forms/failure.ts';
import { FORM_MESSAGES } from '../../platform/forms/messages.ts';
import { submitForm } from '../../platform/forms/submit-form.ts';

const FORM = { email: 'user@domain.com', name: ['Ada', 'Lovelace'], 'odd key': 'x' };

/** What submitting to the test double under `formId` rejects with. */
async function failureOf(formId: string): Promise<unknown> {
  try {
    await submitForm({ formId, isOverlayForm: false, submitButtonText: 'Send', form: FORM });
  } catch (error) {
    return error;
  }
  throw new Error(`expected ${formId} to fail`);
}

const form = { newsletter: false };
const newsletter = { newsletter: true };

describe('platform/forms/failure (SPEC §8 form status messages)', () => {
  const statuses: [number, string][] = [
    [401, 'Unable to submit form. Please try again later.'],
    [404, 'This form has not been configured yet.'],
    [429, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [500, 'Unable to send form. Please try again later.'],
  ];
  for (const [status, message] of statuses) {
    it(`SPEC §8: a ${status} answer shows '${message}' (not the answer's own text)`, async () => {
      const error = await failureOf(`fail-${status}`);
      expect(error).to.be.instanceOf(DataError);
      expect(describeSubmissionFailure(error, form)).to.deep.equal({
        message,
        fieldErrors: {},
        banner: false,
      });
    });
  }

  it('SPEC §8: 400 with errors: per-field errors plus the banner', async () => {
    const error = await failureOf('fail-400');
    expect(describeSubmissionFailure(error, form)).to.deep.equal({
      message: 'Your form has encountered a problem. Please scroll down to review.',
      fieldErrors: {
        email: 'Refused by the server: email.',
        name: 'Refused by the server: name.',
        'odd key': 'Refused by the server: odd key.',
      },
      banner: true,
    });
  });

  it('SPEC §8: 400 with errors on a newsletter form: field errors without the banner', async () => {
    const failure = describeSubmissionFailure(await failureOf('fail-400'), newsletter);
    expect(failure.banner).to.equal(false);
    expect(failure.fieldErrors.email).to.equal('Refused by the server: email.');
  });

  it("SPEC §8: 400 without errors shows the answer's data.error", async () => {
    const error = await failureOf('fail-400-error');
    expect(describeSubmissionFailure(error, form)).to.deep.equal({
      message: 'Try a shorter message.',
      fieldErrors: {},
      banner: false,
    });
  });

  it('SPEC §8: another status with a data.error shows that text', async () => {
    const error = await failureOf('fail-503');
    expect(describeSubmissionFailure(error, form).message).to.equal('Status 503');
  });

  it('SPEC §8: no answer at all (network down): the submit-failure message', async () => {
    const error = await failureOf('fail-network');
    expect(describeSubmissionFailure(error, form)).to.deep.equal({
      message: 'Error processing form submission. Please reload and try again.',
      fieldErrors: {},
      banner: false,
    });
  });

  it('SPEC §8: an answer that is not JSON: the parse-failure message', async () => {
    let error: unknown;
    await post('/test-api/not-json').catch((caught: unknown) => (error = caught));
    expect(describeSubmissionFailure(error, form).message).to.equal(
      'Could not parse the form fields, please check your entries.',
    );
  });

  it('SPEC §8: a status without any text: the unknown message', async () => {
    let error: unknown;
    await post('/test-api/status/418').catch((caught: unknown) => (error = caught));
    expect(error).to.be.instanceOf(DataError);
    expect(describeSubmissionFailure(error, form).message).to.equal(
      'Unknown error, please try again later.',
    );
  });

  it('SPEC §8: a string failure is shown as is', async () => {
    document.cookie = 'sq-test-form-key=none; path=/';
    try {
      const error = await failureOf(`ok-${crypto.randomUUID()}`);
      expect(describeSubmissionFailure(error, form)).to.deep.equal({
        message: FORM_MESSAGES.keyFailure,
        fieldErrors: {},
        banner: false,
      });
    } finally {
      document.cookie = 'sq-test-form-key=; path=/; max-age=0';
    }
    expect(describeSubmissionFailure('Complete CAPTCHA before submitting.', form).message).to.equal(
      'Complete CAPTCHA before submitting.',
    );
  });

  it('SPEC §8: anything else (a blank string, an unexpected error) gives the unknown message', () => {
    for (const error of ['  ', new TypeError('boom'), undefined, { status: 404 }]) {
      expect(describeSubmissionFailure(error, form)).to.deep.equal({
        message: FORM_MESSAGES.unknown,
        fieldErrors: {},
        banner: false,
      });
    }
  });
});
