import { expect } from '@open-wc/testing';
import { FORM_MESSAGES } from '../../platform/forms/messages.ts';
import { submitForm, type FormSubmission } from '../../platform/forms/submit-form.ts';
import type { SubmittedForm } from '../../platform/forms/submitted-value.ts';

/** One SaveFormSubmission request as test/helpers/form-endpoints.mjs recorded it. */
interface Received {
  body: Record<string, unknown>;
  query: Record<string, string>;
  cookies: Record<string, string>;
}

async function received(formId: string): Promise<Received[]> {
  const response = await fetch(`/test-forms/received?formId=${encodeURIComponent(formId)}`);
  return (await response.json()) as Received[];
}

const setCookie = (name: string, value: string) => {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
};
const dropCookie = (name: string) => {
  document.cookie = `${name}=; path=/; max-age=0`;
};

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the submission to fail, but it succeeded');
}

/** Every SPEC §3 value shape, as a form with one field of each kind would submit them. */
const EVERY_SHAPE: SubmittedForm = {
  name: ['Ada', 'Lovelace'],
  address: ['1 Main St', '', 'Springfield', 'IL', '62701', 'US'],
  date: ['12', '10', '1815'],
  time: ['09', '30', '00', 'AM'],
  phone: ['', '555', '123', '4567'],
  colours: ['Red', 'Blue'],
  none: [],
  size: 'Large',
  survey: { 'Was it easy?': '2', 'Would you return?': '-1' },
  campaign: 'spring',
  message: 'Hello "there"\nsecond line',
};

function submission(formId: string, extra: Partial<FormSubmission> = {}): FormSubmission {
  return {
    formId,
    isOverlayForm: false,
    submitButtonText: 'Send',
    form: { email: 'user@domain.com' },
    ...extra,
  };
}

const context = document.createElement('script');

describe('platform/forms/submit-form (SPEC §7 FormSubmissionKey, SaveFormSubmission)', () => {
  afterEach(() => {
    for (const name of ['crumb', 'sq-test-form-key', 'ss_cvr']) dropCookie(name);
    context.remove();
  });

  it('SPEC §7: sends the key, the submission fields and `form` as a JSON string', async () => {
    const formId = `ok-${crypto.randomUUID()}`;
    await submitForm(
      submission(formId, {
        collectionId: 'col-1',
        objectName: 'page-section',
        isOverlayForm: true,
        submitButtonText: 'Sign up',
        form: EVERY_SHAPE,
      }),
    );
    const [request, extra] = await received(formId);
    expect(extra).to.equal(undefined);
    const body = request!.body;
    expect(body.key).to.match(/^test-key-\d+$/);
    expect(body.formId).to.equal(formId);
    expect(body.collectionId).to.equal('col-1');
    expect(body.objectName).to.equal('page-section');
    expect(body.isOverlayForm).to.equal(true);
    expect(body.submitButtonText).to.equal('Sign up');
    expect(body.form).to.be.a('string');
    expect(JSON.parse(body.form as string)).to.deep.equal(EVERY_SHAPE);
    expect(body).not.to.have.property('captchaKey');
  });

  it('SPEC §3: captchaKey is sent only when a captcha is present', async () => {
    const formId = `ok-${crypto.randomUUID()}`;
    await submitForm(submission(formId, { captchaKey: 'captcha-double-1' }));
    const [request] = await received(formId);
    expect(request!.body.captchaKey).to.equal('captcha-double-1');
  });

  it('SPEC §7: the crumb cookie travels as the crumb query parameter', async () => {
    const formId = `ok-${crypto.randomUUID()}`;
    setCookie('crumb', 'crumb-for-forms');
    await submitForm(submission(formId));
    const [request] = await received(formId);
    expect(request!.query.crumb).to.equal('crumb-for-forms');
    expect(request!.cookies.crumb).to.equal('crumb-for-forms');
  });

  it('SPEC §3: the payload carries the page-event census fields', async () => {
    context.type = 'application/json';
    context.id = 'sq-context';
    context.textContent = JSON.stringify({
      website: { id: 'site-9' },
      templateId: 'tpl-3',
      collectionId: 'page-col',
      collection: { title: 'Contact', permissionType: 1 },
    });
    document.head.append(context);
    setCookie('ss_cvr', 'visitor-id|1|2|3|4');
    const formId = `ok-${crypto.randomUUID()}`;
    await submitForm(submission(formId));
    const [request] = await received(formId);
    const body = request!.body;
    expect(body.websiteId).to.equal('site-9');
    expect(body.templateId).to.equal('tpl-3');
    expect(body.pagePath).to.equal(location.pathname.replace(/\/+$/, '') || '/');
    expect(body.visitorCookie).to.equal('visitor-id|1|2|3|4');
    expect(body.contentSource).to.equal('c');
    expect(body.pageTitle).to.equal('Contact');
    expect(body.url).to.equal(location.href);
    expect(body.memberAccountId).to.equal(null);
    // A form without its own collection is filed under the page's.
    expect(body.collectionId).to.equal('page-col');
  });

  it('SPEC §7: two submissions use two different keys', async () => {
    const formId = `ok-${crypto.randomUUID()}`;
    await submitForm(submission(formId));
    await submitForm(submission(formId));
    const requests = await received(formId);
    expect(requests).to.have.length(2);
    expect(requests[0]!.body.key).not.to.equal(requests[1]!.body.key);
  });

  it('SPEC §7: no key in the answer: the submit fails with the key-failure message, nothing saved', async () => {
    setCookie('sq-test-form-key', 'none');
    const formId = `ok-${crypto.randomUUID()}`;
    expect(await rejectionOf(submitForm(submission(formId)))).to.equal(FORM_MESSAGES.keyFailure);
    expect(await received(formId)).to.deep.equal([]);
  });

  it('SPEC §7: a failed key request also fails with the key-failure message', async () => {
    setCookie('sq-test-form-key', 'fail');
    const formId = `ok-${crypto.randomUUID()}`;
    expect(await rejectionOf(submitForm(submission(formId)))).to.equal(
      'Could not get a form submission key, please try again later.',
    );
    expect(await received(formId)).to.deep.equal([]);
  });

  it('an abort rejects with the signal reason', async () => {
    const controller = new AbortController();
    const pending = submitForm(submission('slow'), { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('left the page')), 100);
    const error = (await rejectionOf(pending)) as Error;
    expect(error.message).to.equal('left the page');
  });
});
