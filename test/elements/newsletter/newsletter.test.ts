import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../../elements/newsletter/sq-newsletter.ts';
import type { SqNewsletter } from '../../../elements/newsletter/sq-newsletter.ts';
import { NEWSLETTER_SMALL_BELOW_PX } from '../../../platform/constants/limits.ts';
import { FORM_MESSAGES, requiredMessage } from '../../../platform/forms/messages.ts';
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
} from '../form/form-fixture.ts';

const newsletter = (data: Record<string, unknown>): Promise<SqNewsletter> =>
  sqForm<SqNewsletter>(data, 'sq-newsletter');

/** A sign-up with a name field, filled in. */
async function filled(formId: string): Promise<SqNewsletter> {
  const el = await newsletter({ formId, title: 'Studio news', showName: true });
  await upgraded(el);
  const [first, last] = controlsOf(el, 'name');
  typeInto(first!, 'Ada');
  typeInto(last!, 'Lovelace');
  typeInto(controlsOf(el, 'email')[0]!, 'ada@example.com');
  return el;
}

const shown = (el: SqNewsletter): string[] =>
  [...controlsOf(el, 'name'), ...controlsOf(el, 'email')].map((input) => input.value);

describe('<sq-newsletter>', () => {
  beforeEach(() => sessionStorage.clear());

  it('SPEC §7: signs up with the name and email fields and the "Sign Up" button text', async () => {
    const formId = freshId();
    const el = await filled(formId);
    expect(part(el, 'title')!.textContent).to.equal('Studio news');
    expect(part(el, 'submit')!.textContent!.trim()).to.equal('Sign Up');
    await still(el);
    await expect(el).to.be.accessible();
    await submitAndWait(el, 'sq-submit-success');
    const [request] = await received(formId);
    expect(request!.body.submitButtonText).to.equal('Sign Up');
    expect(JSON.parse(request!.body.form as string)).to.deep.equal({
      name: ['Ada', 'Lovelace'],
      email: 'ada@example.com',
    });
    expect(textOf(el, 'success')).to.contain('Thank you!');
    await still(el);
    await expect(el).to.be.accessible();
  });

  it('SPEC §5: the email is required; an empty sign-up shows its error and sends nothing', async () => {
    const formId = freshId();
    const el = await newsletter({
      formId,
      emailLabel: 'Your email',
      emailPlaceholder: 'you@example.com',
    });
    await upgraded(el);
    expect(controlsOf(el, 'email')[0]!.placeholder).to.equal('you@example.com');
    await submitAndWait(el, 'sq-submit-error');
    expect(errorOf(el, 'email')).to.equal(requiredMessage('Your email'));
    expect(textOf(el, 'message')).to.equal(FORM_MESSAGES.invalidFields);
    expect(part(el, 'banner')).to.equal(null);
    expect(await received(formId)).to.have.length(0);
    await still(el);
    await expect(el).to.be.accessible();
  });

  it('SPEC §8: a newsletter has no banner: 400 field errors show inline only, values kept', async () => {
    const el = await filled('fail-400');
    await submitAndWait(el, 'sq-submit-error');
    expect(part(el, 'banner')).to.equal(null);
    expect(part(el, 'banner-below')).to.equal(null);
    expect(el.shadowRoot!.textContent).not.to.contain('scroll');
    expect(errorOf(el, 'email')).to.equal('Refused by the server: email.');
    expect(focused(el)).to.equal(controlsOf(el, 'name')[0]);
    expect(shown(el)).to.deep.equal(['Ada', 'Lovelace', 'ada@example.com']);
  });

  it('SPEC §8: a failure status shows its message as the inline status, focused, values kept', async () => {
    const el = await filled('fail-429');
    await submitAndWait(el, 'sq-submit-error');
    expect(textOf(el, 'message')).to.equal(FORM_MESSAGES.rateLimited);
    expect(part(el, 'message')!.getAttribute('role')).to.equal('alert');
    expect(focused(el)).to.equal(part(el, 'message'));
    expect(shown(el)).to.deep.equal(['Ada', 'Lovelace', 'ada@example.com']);
    await still(el);
    await expect(el).to.be.accessible();
  });

  it('SPEC §9: narrower than 320 px it takes the small layout', async () => {
    const el = await newsletter({ formId: freshId() });
    await upgraded(el);
    el.style.width = `${NEWSLETTER_SMALL_BELOW_PX - 1}px`;
    await waitUntil(() => el.matches(':state(small)'), 'small below 320 px');
    el.style.width = `${NEWSLETTER_SMALL_BELOW_PX}px`;
    await waitUntil(() => !el.matches(':state(small)'), 'not small at 320 px');
  });

  it('error contract: invalid data-block-json keeps the server markup', async () => {
    const original = console.error;
    console.error = () => undefined;
    try {
      const el = await fixture<SqNewsletter>(
        html`<sq-newsletter data-block-json='{"showName":true}'
          ><p>Sign up by email</p></sq-newsletter
        >`,
      );
      expect(el.getAttribute('data-sq-error')).to.contain('formId');
      expect(part(el, 'form')).to.equal(null);
      expect(el.querySelector('p')!.checkVisibility()).to.equal(true);
    } finally {
      console.error = original;
    }
  });
});
