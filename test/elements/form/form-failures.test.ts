import { expect, waitUntil } from '@open-wc/testing';
import '../../../elements/form/sq-form.ts';
import type { SqForm } from '../../../elements/form/sq-form.ts';
import { FORM_MESSAGES, requiredMessage } from '../../../platform/forms/messages.ts';
import { CONTACT_FIELDS, fillContact, shownContact, SHOWN_CONTACT } from './form-fields-fixture.ts';
import {
  controlsOf,
  errorOf,
  focused,
  freshId,
  part,
  received,
  sqForm,
  still,
  submitAndWait,
  textOf,
  typeInto,
  upgraded,
} from './form-fixture.ts';

/** The contact form under `formId`, filled in, then submitted until it fails. */
async function failing(formId: string): Promise<SqForm> {
  const el = await sqForm<SqForm>({ formId, fields: CONTACT_FIELDS });
  await upgraded(el);
  fillContact(el);
  await submitAndWait(el, 'sq-submit-error');
  return el;
}

const STATUS_CASES: [formId: string, message: string][] = [
  ['fail-401', FORM_MESSAGES.unauthorized],
  ['fail-404', FORM_MESSAGES.notConfigured],
  ['fail-429', FORM_MESSAGES.rateLimited],
  ['fail-500', FORM_MESSAGES.serverError],
  ['fail-503', 'Status 503'],
  ['fail-400-error', 'Try a shorter message.'],
  ['fail-network', FORM_MESSAGES.submitFailure],
];

describe('<sq-form> failures', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    document.cookie = 'sq-test-form-key=; max-age=0; path=/';
  });

  for (const [formId, message] of STATUS_CASES) {
    it(`SPEC §8: ${formId} shows "${message}" in the focused banner and keeps every value`, async () => {
      const el = await failing(formId);
      expect(el.state).to.equal('failure');
      expect(el.matches(':state(failure)')).to.equal(true);
      expect(textOf(el, 'banner')).to.equal(message);
      expect(part(el, 'banner')!.getAttribute('role')).to.equal('alert');
      expect(focused(el)).to.equal(part(el, 'banner'));
      expect(textOf(el, 'banner-below')).to.equal('');
      expect(shownContact(el)).to.deep.equal(SHOWN_CONTACT);
      expect(controlsOf(el, 'email')[0]!.matches(':disabled')).to.equal(false);
    });
  }

  it('SPEC §8: 400 with field errors shows them inline and both banners, the top one focused', async () => {
    const el = await failing('fail-400');
    expect(textOf(el, 'banner')).to.equal(FORM_MESSAGES.bannerAbove);
    expect(textOf(el, 'banner-below')).to.equal(FORM_MESSAGES.bannerBelow);
    expect(focused(el)).to.equal(part(el, 'banner'));
    expect(errorOf(el, 'email')).to.equal('Refused by the server: email.');
    expect(errorOf(el, 'message')).to.equal('Refused by the server: message.');
    const email = controlsOf(el, 'email')[0]!;
    const error = el.shadowRoot!.querySelector('[data-field-id="email"] [part~="field-error"]')!;
    expect(email.getAttribute('aria-describedby')).to.contain(error.id);
    expect(shownContact(el)).to.deep.equal(SHOWN_CONTACT);
    await still(el);
    await expect(el).to.be.accessible();
  });

  it('SPEC §8: no submission key shows the key-failure message and sends nothing', async () => {
    document.cookie = 'sq-test-form-key=none; path=/';
    const formId = freshId();
    const el = await sqForm<SqForm>({ formId, fields: CONTACT_FIELDS });
    await upgraded(el);
    fillContact(el);
    const detail = await submitAndWait(el, 'sq-submit-error');
    expect(detail).to.deep.equal({ formId, message: FORM_MESSAGES.keyFailure, fieldErrors: {} });
    expect(textOf(el, 'banner')).to.equal(FORM_MESSAGES.keyFailure);
    expect(shownContact(el)).to.deep.equal(SHOWN_CONTACT);
    expect(await received(formId)).to.have.length(0);
  });

  it('SPEC §5: failed client validation shows inline errors and the invalid-fields banner, sending nothing', async () => {
    const formId = freshId();
    const el = await sqForm<SqForm>({ formId, fields: CONTACT_FIELDS });
    await upgraded(el);
    typeInto(controlsOf(el, 'email')[0]!, 'not-an-address');
    await submitAndWait(el, 'sq-submit-error');
    expect(textOf(el, 'banner')).to.equal(FORM_MESSAGES.invalidFields);
    expect(focused(el)).to.equal(part(el, 'banner'));
    expect(errorOf(el, 'fullName')).to.equal(requiredMessage('Name'));
    expect(errorOf(el, 'email')).to.equal(FORM_MESSAGES.email);
    expect(errorOf(el, 'topic')).to.equal('');
    expect(controlsOf(el, 'email')[0]!.value).to.equal('not-an-address');
    expect(await received(formId)).to.have.length(0);
    await still(el);
    await expect(el).to.be.accessible();
  });

  it('SPEC §5: an inline error clears as the visitor fixes that field', async () => {
    const el = await sqForm<SqForm>({ formId: freshId(), fields: CONTACT_FIELDS });
    await upgraded(el);
    expect(el.reportValidity()).to.equal(false);
    await el.updateComplete;
    expect(errorOf(el, 'email')).to.equal(requiredMessage('Email'));
    const email = controlsOf(el, 'email')[0]!;
    typeInto(email, 'ada@');
    await el.updateComplete;
    expect(errorOf(el, 'email')).to.equal(FORM_MESSAGES.email);
    typeInto(email, 'ada@example.com');
    await el.updateComplete;
    expect(errorOf(el, 'email')).to.equal('');
    expect(email.hasAttribute('aria-invalid')).to.equal(false);
    expect(errorOf(el, 'fullName')).to.equal(requiredMessage('Name'));
  });

  it('SPEC §5: a textarea with a max length shows "n / max" and is refused when over', async () => {
    const el = await sqForm<SqForm>({
      formId: freshId(),
      fields: [{ id: 'note', type: 'textarea', title: 'Note', maxLength: 10 }],
    });
    await upgraded(el);
    expect(textOf(el, 'counter')).to.equal('0 / 10');
    const note = controlsOf(el, 'note')[0]!;
    typeInto(note, 'hello');
    await el.updateComplete;
    expect(textOf(el, 'counter')).to.equal('5 / 10');
    typeInto(note, 'hello there, world');
    await el.updateComplete;
    expect(textOf(el, 'counter')).to.equal('18 / 10');
    expect(el.reportValidity()).to.equal(false);
    await waitUntil(
      () => errorOf(el, 'note') === FORM_MESSAGES.maxLength,
      'the max-length error shows',
    );
  });
});
