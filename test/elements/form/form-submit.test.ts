import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/form/sq-form.ts';
import type { SqForm } from '../../../elements/form/sq-form.ts';
import {
  domPurifyFetched,
  SANITIZER_PATHS,
  useSanitizerPath,
} from '../../helpers/sanitizer-paths.ts';
import {
  CONTACT_FIELDS,
  CONTACT_VALUES,
  fillContact,
  shownContact,
  SHOWN_CONTACT,
} from './form-fields-fixture.ts';
import {
  controlsOf,
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

describe('<sq-form> submission', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    document.cookie = 'crumb=; max-age=0; path=/';
  });

  it('SPEC §7: a submission sends key, formId, the form JSON in SPEC §3 shapes, census fields and the crumb', async () => {
    document.cookie = 'crumb=test-crumb; path=/';
    const formId = freshId();
    const el = await sqForm<SqForm>({
      formId,
      collectionId: 'c-1',
      objectName: 'page-1',
      submitButtonText: 'Send it',
      fields: CONTACT_FIELDS,
    });
    await upgraded(el);
    await still(el);
    await expect(el).to.be.accessible();
    fillContact(el);
    const submitted = oneEvent(el, 'sq-submit');
    await submitAndWait(el, 'sq-submit-success');
    expect((await submitted).detail).to.deep.equal({ formId, form: CONTACT_VALUES });

    const [request, ...more] = await received(formId);
    expect(more).to.have.length(0);
    const body = request!.body;
    expect(body.key).to.match(/^test-key-\d+$/);
    expect(body).to.include({
      formId,
      collectionId: 'c-1',
      objectName: 'page-1',
      isOverlayForm: false,
      submitButtonText: 'Send it',
    });
    expect(typeof body.form).to.equal('string');
    expect(JSON.parse(body.form as string)).to.deep.equal(CONTACT_VALUES);
    expect(body.pagePath).to.equal(location.pathname.replace(/\/$/, '') || '/');
    expect(body.url).to.equal(location.href);
    expect(body).to.have.property('visitorCookie');
    expect(body).not.to.have.property('captchaKey');
    expect(request!.query.crumb).to.equal('test-crumb');
  });

  for (const path of SANITIZER_PATHS) {
    it(`SPEC §4: success hides the form and shows the submission text and sanitized post-submit html, focused (${path})`, async () => {
      const restore = useSanitizerPath(path);
      try {
        const formId = freshId();
        const el = await sqForm<SqForm>({
          formId,
          submissionText: 'Thanks, we will write back.',
          postSubmitHtml:
            '<p>See <a href="/shop">the shop</a></p><img src="x" alt="" onerror="window.pwned=1"><script>window.pwned=2</script>',
          fields: [{ id: 'email', type: 'email', title: 'Email', required: true }],
        });
        await upgraded(el);
        typeInto(controlsOf(el, 'email')[0]!, 'ada@example.com');
        await submitAndWait(el, 'sq-submit-success');
        await waitUntil(() => focused(el) === part(el, 'success'), 'the success view takes focus');

        expect(el.state).to.equal('success');
        expect(el.matches(':state(success)')).to.equal(true);
        expect(part(el, 'form')!.checkVisibility()).to.equal(false);
        const success = part(el, 'success')!;
        expect(success.checkVisibility()).to.equal(true);
        expect(success.getAttribute('role')).to.equal('status');
        expect(success.textContent).to.contain('Thanks, we will write back.');
        expect(success.querySelector('.post-submit')!.textContent).to.equal('See the shop');
        expect(success.querySelector('a')!.getAttribute('href')).to.equal('/shop');
        expect(success.querySelector('script')).to.equal(null);
        const img = success.querySelector('img')!;
        expect(img.hasAttribute('onerror')).to.equal(false);
        if (!img.complete) await oneEvent(img, 'error');
        expect((window as { pwned?: number }).pwned).to.equal(undefined);
        // The platform sanitizes where it can: DOMPurify is fetched only on the other path.
        expect(domPurifyFetched()).to.equal(path === 'DOMPurify');
        await still(el);
        await expect(el).to.be.accessible();
      } finally {
        restore();
      }
    });
  }

  it('SPEC §4: a javascript: success redirect is refused and the success view shows instead', async () => {
    const href = location.href;
    const el = await sqForm<SqForm>({
      formId: freshId(),
      successRedirect: 'javascript:window.redirected=1',
      fields: [{ id: 'email', type: 'email', title: 'Email' }],
    });
    await upgraded(el);
    await submitAndWait(el, 'sq-submit-success');
    expect(location.href).to.equal(href);
    expect((window as { redirected?: number }).redirected).to.equal(undefined);
    expect(textOf(el, 'success')).to.contain('Thank you!');
  });

  it('SPEC §4: a success with an http(s) successRedirect goes there', async () => {
    const target = `#sent-${crypto.randomUUID()}`;
    const el = await sqForm<SqForm>({
      formId: freshId(),
      successRedirect: target,
      fields: [{ id: 'email', type: 'email', title: 'Email' }],
    });
    await upgraded(el);
    const moved = new Promise((resolve) => addEventListener('hashchange', resolve, { once: true }));
    part(el, 'submit')!.click();
    await moved;
    expect(location.hash).to.equal(target);
    history.replaceState(null, '', location.pathname + location.search);
  });

  it('SPEC §4: while submitting the form is locked, values kept, in-progress text shown; a second submit is ignored', async () => {
    const before = (await received('slow')).length;
    const el = await sqForm<SqForm>({
      formId: 'slow',
      inProgressText: 'Sending now',
      fields: CONTACT_FIELDS,
    });
    await upgraded(el);
    fillContact(el);
    const done = oneEvent(el, 'sq-submit-success');
    part(el, 'submit')!.click();
    await el.updateComplete;

    expect(el.state).to.equal('submitting');
    expect(el.matches(':state(submitting)')).to.equal(true);
    expect(part(el, 'form')!.getAttribute('aria-busy')).to.equal('true');
    expect(part(el, 'submit')!.textContent!.trim()).to.equal('Sending now');
    expect(textOf(el, 'status')).to.equal('Sending now');
    expect(controlsOf(el, 'email')[0]!.matches(':disabled')).to.equal(true);
    expect(shownContact(el)).to.deep.equal(SHOWN_CONTACT);
    expect(await el.submit()).to.equal(false);
    part(el, 'submit')!.click();
    (part(el, 'form') as HTMLFormElement).requestSubmit();

    await done;
    expect((await received('slow')).length - before).to.equal(1);
  });

  it('sq-submit is cancelable: preventDefault sends nothing', async () => {
    const formId = freshId();
    const el = await sqForm<SqForm>({
      formId,
      fields: [{ id: 'email', type: 'email', title: 'Email' }],
    });
    await upgraded(el);
    el.addEventListener('sq-submit', (event) => event.preventDefault(), { once: true });
    expect(await el.submit()).to.equal(false);
    expect(el.state).to.equal('idle');
    expect(await received(formId)).to.have.length(0);
  });

  it('keyboard: Tab, typing and Enter complete and send a small form', async () => {
    const formId = freshId();
    const el = await sqForm<SqForm>({
      formId,
      fields: [
        { id: 'first', type: 'text', title: 'First name', required: true },
        { id: 'email', type: 'email', title: 'Email', required: true },
      ],
    });
    await upgraded(el);
    const first = controlsOf(el, 'first')[0]!;
    first.focus();
    await sendKeys({ type: 'Grace' });
    await sendKeys({ press: 'Tab' });
    expect(focused(el)).to.equal(controlsOf(el, 'email')[0]);
    await sendKeys({ type: 'grace@example.com' });
    const done = oneEvent(el, 'sq-submit-success');
    await sendKeys({ press: 'Enter' });
    await done;
    const [request] = await received(formId);
    expect(JSON.parse(request!.body.form as string)).to.deep.equal({
      first: 'Grace',
      email: 'grace@example.com',
    });
  });
});
