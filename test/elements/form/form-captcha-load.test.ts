import { expect, waitUntil } from '@open-wc/testing';
import '../../../elements/form/sq-form.ts';
import type { SqForm } from '../../../elements/form/sq-form.ts';
import { FORM_MESSAGES } from '../../../platform/forms/messages.ts';
import { captureConsole } from '../../runtime/helpers.ts';
import { CONTACT_FIELDS, fillContact } from './form-fields-fixture.ts';
import {
  captchaContext,
  freshId,
  part,
  received,
  sqForm,
  submitAndWait,
  textOf,
  upgraded,
} from './form-fixture.ts';

describe('<sq-form> captcha while it loads or when it cannot', () => {
  let removeContext: () => void = () => undefined;
  beforeEach(() => sessionStorage.clear());
  afterEach(() => removeContext());

  it('SPEC §5: a submit before the captcha has shown is refused with "Complete CAPTCHA before submitting." and sends nothing', async () => {
    removeContext = captchaContext(`/captcha/api.js?delay=1500&t=${freshId()}`);
    const formId = freshId();
    const el = await sqForm<SqForm>({ formId, captcha: true, fields: CONTACT_FIELDS });
    await upgraded(el);
    fillContact(el);
    await submitAndWait(el, 'sq-submit-error');
    expect(textOf(el, 'banner')).to.equal(FORM_MESSAGES.captchaIncomplete);
    expect(part(el, 'captcha')!.querySelector('input')).to.equal(null, 'still loading');
    expect(await received(formId)).to.have.length(0);
  });

  it('SPEC §8: a captcha script that cannot load is reported once and leaves the decision to the server', async () => {
    removeContext = captchaContext('/captcha/missing.js');
    const logged = await submitPastFailedCaptcha();
    expect(logged).to.have.length(1);
    expect(String(logged[0]![0])).to.equal('[sq-form]');
  });

  it('SPEC §8: a captcha that cannot render into its form is reported once, and the server decides', async () => {
    removeContext = captchaContext();
    // The library is on the page once a first form has drawn its captcha.
    const first = await sqForm<SqForm>({
      formId: freshId(),
      captcha: true,
      fields: CONTACT_FIELDS,
    });
    await waitUntil(() => part(first, 'captcha')!.querySelector('input'), 'first captcha drawn');
    const api = (window as unknown as { grecaptcha: { render: () => number } }).grecaptcha;
    const render = api.render;
    api.render = () => {
      throw new Error('reCAPTCHA placeholder element must be an element or id');
    };
    try {
      const logged = await submitPastFailedCaptcha();
      expect(logged).to.have.length(1);
      expect(logged[0]![0]).to.equal('[sq-captcha] could not render the captcha into');
    } finally {
      api.render = render;
    }
  });
});

/**
 * Draws a captcha form whose captcha fails, waits for the failure to be reported, then submits:
 * the submission succeeds without a captchaKey (the server decides). Answers what was logged.
 */
async function submitPastFailedCaptcha(): Promise<unknown[][]> {
  const errors = captureConsole('error');
  try {
    const formId = freshId();
    const el = await sqForm<SqForm>({ formId, captcha: true, fields: CONTACT_FIELDS });
    await upgraded(el);
    await waitUntil(() => errors.calls.length > 0, 'the captcha failure is reported');
    fillContact(el);
    await submitAndWait(el, 'sq-submit-success');
    expect((await received(formId))[0]!.body).not.to.have.property('captchaKey');
    return errors.calls;
  } finally {
    errors.restore();
  }
}
