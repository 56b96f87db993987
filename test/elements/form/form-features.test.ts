import { aTimeout, expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../../elements/form/sq-form.ts';
import type { SqForm } from '../../../elements/form/sq-form.ts';
import { configureAnalytics } from '../../../platform/analytics/context.ts';
import { ANONYMOUS_CONTEXT } from '../../../platform/context/page-context.ts';
import { draftKey, loadDraft } from '../../../platform/forms/drafts.ts';
import { FORM_MESSAGES } from '../../../platform/forms/messages.ts';
import {
  CONTACT_FIELDS,
  CONTACT_VALUES,
  fillContact,
  shownContact,
  SHOWN_CONTACT,
} from './form-fields-fixture.ts';
import {
  captchaContext,
  controlsOf,
  errorOf,
  freshId,
  part,
  received,
  renders,
  sqForm,
  still,
  submitAndWait,
  textOf,
  typeInto,
  upgraded,
} from './form-fixture.ts';

/** The captcha double's checkbox inside the form's captcha container. */
async function captchaBox(el: SqForm): Promise<HTMLInputElement> {
  await waitUntil(
    () => part(el, 'captcha')!.querySelector('input[type="checkbox"]'),
    'captcha drawn',
  );
  return part(el, 'captcha')!.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
}

describe('<sq-form> drafts, captcha, census', () => {
  beforeEach(() => sessionStorage.clear());

  it('drafts: what was typed survives re-creating the form and is cleared by a success', async () => {
    const formId = freshId();
    const first = await sqForm<SqForm>({ formId, fields: CONTACT_FIELDS });
    await upgraded(first);
    fillContact(first);
    first.remove();

    const again = await sqForm<SqForm>({ formId, fields: CONTACT_FIELDS });
    await upgraded(again);
    expect(shownContact(again)).to.deep.equal(SHOWN_CONTACT);
    expect(again.values).to.deep.equal(CONTACT_VALUES);
    expect(textOf(again, 'counter')).to.equal(`${CONTACT_VALUES.message.length} / 200`);

    await submitAndWait(again, 'sq-submit-success');
    expect(loadDraft(draftKey(formId))).to.equal(undefined);
    const fresh = await sqForm<SqForm>({ formId, fields: CONTACT_FIELDS });
    await upgraded(fresh);
    expect(controlsOf(fresh, 'email')[0]!.value).to.equal('');
  });

  it('reset() empties the fields, the errors and the draft', async () => {
    const formId = freshId();
    const el = await sqForm<SqForm>({ formId, fields: CONTACT_FIELDS });
    await upgraded(el);
    fillContact(el);
    typeInto(controlsOf(el, 'email')[0]!, 'nope');
    el.reportValidity();
    await el.updateComplete;
    expect(errorOf(el, 'email')).to.equal(FORM_MESSAGES.email);
    el.reset();
    await el.updateComplete;
    expect(controlsOf(el, 'email')[0]!.value).to.equal('');
    expect(errorOf(el, 'email')).to.equal('');
    expect(textOf(el, 'banner')).to.equal('');
    expect(loadDraft(draftKey(formId))).to.equal(undefined);
    expect(el.state).to.equal('idle');
  });

  describe('SPEC §4 captcha', () => {
    let removeContext: () => void;
    beforeEach(() => {
      removeContext = captchaContext();
    });
    afterEach(() => removeContext());

    it('SPEC §5: an unsolved captcha gives "Complete CAPTCHA before submitting." and sends nothing', async () => {
      const formId = freshId();
      const el = await sqForm<SqForm>({ formId, captcha: true, fields: CONTACT_FIELDS });
      await upgraded(el);
      await captchaBox(el);
      fillContact(el);
      await submitAndWait(el, 'sq-submit-error');
      expect(textOf(el, 'banner')).to.equal(FORM_MESSAGES.captchaIncomplete);
      expect(await received(formId)).to.have.length(0);
      await still(el);
      await expect(el).to.be.accessible();
    });

    it('SPEC §7: a solved captcha sends its token as captchaKey', async () => {
      const formId = freshId();
      const el = await sqForm<SqForm>({ formId, captcha: true, fields: CONTACT_FIELDS });
      await upgraded(el);
      fillContact(el);
      (await captchaBox(el)).click();
      await submitAndWait(el, 'sq-submit-success');
      const [request] = await received(formId);
      expect(request!.body.captchaKey).to.match(/^captcha-double-\d+$/);
    });

    it('SPEC §4: after a failure the captcha is reset and the button stays disabled until it is solved again', async () => {
      const el = await sqForm<SqForm>({
        formId: 'fail-500',
        captcha: true,
        fields: CONTACT_FIELDS,
      });
      await upgraded(el);
      fillContact(el);
      const box = await captchaBox(el);
      box.click();
      await submitAndWait(el, 'sq-submit-error');
      expect(textOf(el, 'banner')).to.equal(FORM_MESSAGES.serverError);
      expect(box.checked).to.equal(false);
      expect((part(el, 'submit') as HTMLButtonElement).disabled).to.equal(true);
      box.click();
      await el.updateComplete;
      expect((part(el, 'submit') as HTMLButtonElement).disabled).to.equal(false);
    });

    it('SPEC §4: a form that leaves the page destroys its captcha; put back, it draws a new one', async () => {
      const el = await sqForm<SqForm>({ formId: freshId(), captcha: true, fields: CONTACT_FIELDS });
      await upgraded(el);
      const container = part(el, 'captcha')!;
      (await captchaBox(el)).click();
      const parent = el.parentElement!;
      el.remove();
      expect(container.children, 'the widget is gone').to.have.length(0);
      parent.append(el);
      const box = await captchaBox(el);
      expect(box.checked, 'a new, unsolved widget').to.equal(false);
      expect(part(el, 'captcha')!.children).to.have.length(1);
    });

    it('a form without captcha: true draws no captcha even with a site key', async () => {
      const el = await sqForm<SqForm>({ formId: freshId(), fields: CONTACT_FIELDS });
      await upgraded(el);
      expect(part(el, 'captcha')).to.equal(null);
    });
  });

  it('without a site key a captcha form works without the captcha', async () => {
    const formId = freshId();
    const el = await sqForm<SqForm>({ formId, captcha: true, fields: CONTACT_FIELDS });
    await upgraded(el);
    expect(part(el, 'captcha')).to.equal(null);
    fillContact(el);
    await submitAndWait(el, 'sq-submit-success');
    expect(await received(formId)).to.have.length(1);
  });

  it('SPEC §7: form-render is recorded once when the form is first shown on a site', async () => {
    const formId = freshId();
    configureAnalytics({ ...ANONYMOUS_CONTEXT, website: { id: 'site-1' } });
    try {
      const el = await sqForm<SqForm>({ formId, fields: CONTACT_FIELDS });
      await upgraded(el);
      await waitUntil(async () => (await renders(formId)).length > 0, 'form-render sent');
      el.blockJson = JSON.stringify({ formId, fields: CONTACT_FIELDS.slice(0, 2) });
      const parent = el.parentElement!;
      el.remove();
      parent.append(el);
      await aTimeout(300);
      const [render, ...more] = await renders(formId);
      expect(more).to.have.length(0);
      expect(render!.body.formId).to.equal(formId);
      expect(render!.body).to.have.property('visitorCookie');
    } finally {
      configureAnalytics(undefined);
    }
  });

  it('outside a site (no page context) a shown form makes no census call', async () => {
    const formId = freshId();
    const el = await sqForm<SqForm>({ formId, fields: CONTACT_FIELDS });
    await upgraded(el);
    await aTimeout(300);
    expect(await renders(formId)).to.deep.equal([]);
  });

  it('error contract: invalid data-block-json keeps the server markup and draws no form', async () => {
    const errors: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
    try {
      const el = await fixture<SqForm>(
        html`<sq-form data-block-json='{"formId":"x","fields":[{"id":"a","type":"colour"}]}'
          ><form>
            <label>Email <input name="email" /></label></form
        ></sq-form>`,
      );
      expect(el.getAttribute('data-sq-error')).to.contain('fields.0.type');
      expect(errors).to.have.length(1);
      expect(errors[0]).to.contain('[sq-form] invalid data-block-json: fields.0.type');
      expect(part(el, 'form')).to.equal(null);
      expect(el.querySelector('input')!.checkVisibility()).to.equal(true);
    } finally {
      console.error = original;
    }
  });
});

describe('<sq-form> previewSuccess()', () => {
  it('shows the success view without sending; reset() brings the form back', async () => {
    const formId = freshId();
    const el = await sqForm<SqForm>({
      formId,
      submissionText: 'See you soon.',
      fields: CONTACT_FIELDS,
    });
    await upgraded(el);
    fillContact(el);
    await el.previewSuccess();
    await el.updateComplete;
    expect(textOf(el, 'success')).to.equal('See you soon.');
    expect(part(el, 'form')!.checkVisibility()).to.equal(false);
    expect(loadDraft(draftKey(formId))).to.deep.equal(CONTACT_VALUES);
    expect(await received(formId)).to.have.length(0);
    el.reset();
    await el.updateComplete;
    expect(part(el, 'form')!.checkVisibility()).to.equal(true);
    expect(el.state).to.equal('idle');
  });
});
