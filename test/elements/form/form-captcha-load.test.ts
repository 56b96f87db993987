import { expect, waitUntil } from '@open-wc/testing';
import '../../../elements/form/sq-form.ts';
import type { SqForm } from '../../../elements/form/sq-form.ts';
import { CAPTCHA_HEIGHT_PX } from '../../../platform/captcha/captcha.ts';
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
  const made: Element[] = [];
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    removeContext();
    for (const el of made.splice(0)) el.remove();
  });

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

  it("while its script loads, the captcha's box keeps the widget's height (78 px; 144 px compact below 320 px), and a captcha that cannot load gives it back", async () => {
    removeContext = captchaContext(`/captcha/api.js?delay=1500&t=${freshId()}`);
    const wide = await sqForm<SqForm>({ formId: freshId(), captcha: true, fields: CONTACT_FIELDS });
    await upgraded(wide);
    expect(part(wide, 'captcha')!.querySelector('input')).to.equal(null, 'still loading');
    expect(part(wide, 'captcha')!.getBoundingClientRect().height).to.equal(
      CAPTCHA_HEIGHT_PX.normal,
    );
    const narrow = document.createElement('sq-form');
    narrow.style.width = '300px';
    narrow.dataset.blockJson = JSON.stringify({
      formId: freshId(),
      captcha: true,
      fields: CONTACT_FIELDS,
    });
    document.body.append(narrow);
    made.push(narrow);
    await upgraded(narrow);
    expect(part(narrow, 'captcha')!.getBoundingClientRect().height).to.equal(
      CAPTCHA_HEIGHT_PX.compact,
    );
    removeContext();
    removeContext = captchaContext('/captcha/missing.js');
    const failing = await sqForm<SqForm>({
      formId: freshId(),
      captcha: true,
      fields: CONTACT_FIELDS,
    });
    const errors = captureConsole('error');
    try {
      await upgraded(failing);
      await waitUntil(() => errors.calls.length > 0, 'the failed load is reported');
    } finally {
      errors.restore();
    }
    expect(part(failing, 'captcha')!.getBoundingClientRect().height).to.equal(0);
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
