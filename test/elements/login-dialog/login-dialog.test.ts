import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { openLoginDialog } from '../../../elements/login-dialog/open-login-dialog.ts';
import { accountRequest, XSRF_STORAGE_KEY } from '../../../platform/site-users/session.ts';
import { focused, inside, openDialog, seenRequests, signedOut } from './login-dialog-helpers.ts';

const EMAIL = 'visitor@example.com';
const PASSWORD = 'secret-pass';
/** How long the site server's answer may take (it hashes the password) on a busy machine. */
const SERVER_ANSWER = { timeout: 5000 };

/** A page with a button that opens the dialog; resolves with the button. */
async function opener(): Promise<HTMLButtonElement> {
  return fixture<HTMLButtonElement>(html`<button>Sign in</button>`);
}

/** Types `text` into the focused control. */
const type = (text: string) => sendKeys({ type: text });
const press = (key: string) => sendKeys({ press: key });

describe('<sq-login-dialog>', function () {
  // Each test types some 30 to 50 keys one by one, and the server hashes a password: on a busy
  // two-core machine that alone has taken over 5 s.
  this.timeout(20_000);
  before(async function () {
    this.timeout(30_000); // the first site-user call starts the site server
    await fetch('/api/site-users/account');
  });
  beforeEach(() => signedOut());
  afterEach(() => {
    for (const dialog of document.querySelectorAll('sq-login-dialog')) dialog.cancel();
  });

  it('SPEC §7: keyboard only: email, Tab, password, Enter logs in; the token is kept; focus returns', async () => {
    const button = await opener();
    button.focus();
    const result = openLoginDialog();
    const dialog = await openDialog();
    expect(inside(dialog, 'dialog')!.matches(':modal')).to.equal(true);
    expect(focused(dialog)?.getAttribute('name')).to.equal('email');
    await expect(dialog).to.be.accessible();
    await type(EMAIL);
    await press('Tab');
    expect(focused(dialog)?.getAttribute('name')).to.equal('password');
    await type(PASSWORD);
    const change = oneEvent(document, 'sq-site-user-change');
    await press('Enter');
    expect(await result).to.equal(true);
    expect((await change).detail).to.deep.equal({ signedIn: true });
    expect(document.activeElement).to.equal(button);
    expect(document.querySelector('sq-login-dialog')).to.equal(null);
    const [login] = await seenRequests();
    expect(login).to.include({ method: 'POST', path: '/api/site-users/account/session' });
    expect(localStorage.getItem(XSRF_STORAGE_KEY)).to.match(/^[A-Za-z0-9_-]{16,}$/);
  });

  it('SPEC §7: a wrong password shows the server message, focused, and keeps the email typed', async () => {
    await opener();
    void openLoginDialog();
    const dialog = await openDialog();
    await type(EMAIL);
    await press('Tab');
    await type('not-the-password');
    await press('Enter');
    await waitUntil(
      () => !inside(dialog, '[part~="error"]')!.hidden,
      'no refusal shown',
      SERVER_ANSWER,
    );
    const error = inside(dialog, '[part~="error"]')!;
    expect(error.textContent).to.equal('The email or password is incorrect.');
    expect(error.getAttribute('role')).to.equal('alert');
    expect(focused(dialog)).to.equal(error);
    expect(inside<HTMLInputElement>(dialog, '[name="email"]')!.value).to.equal(EMAIL);
    expect(inside<HTMLInputElement>(dialog, '[name="password"]')!.value).to.equal('');
    expect(dialog.open).to.equal(true);
    await expect(dialog).to.be.accessible();
  });

  it('SPEC §5: an email under 3 characters or without a domain is refused before sending; focus to the field', async () => {
    await opener();
    void openLoginDialog();
    const dialog = await openDialog();
    await type('a@');
    await press('Tab');
    await type('whatever');
    await press('Enter');
    await dialog.updateComplete;
    const email = inside<HTMLInputElement>(dialog, '[name="email"]')!;
    expect(email.getAttribute('aria-invalid')).to.equal('true');
    expect(inside(dialog, '[part~="field-error"]')!.textContent).to.contain(
      'Email is not valid. Email addresses should follow the format',
    );
    expect(focused(dialog)).to.equal(email);
    expect(await seenRequests()).to.deep.equal([], 'nothing was sent');
    await expect(dialog).to.be.accessible();
  });

  it('Create account: names asked, a taken email refused with the server message, the email kept', async () => {
    await opener();
    void openLoginDialog();
    const dialog = await openDialog();
    inside(dialog, '[part~="switch-mode"]')!.focus();
    await press('Enter');
    await dialog.updateComplete;
    expect(inside(dialog, '[part~="heading"]')!.textContent).to.equal('Create account');
    expect(focused(dialog)?.getAttribute('name')).to.equal('firstName');
    await expect(dialog).to.be.accessible();
    await type('Ada');
    await press('Tab');
    await type('Lovelace');
    await press('Tab');
    await type('VISITOR@example.com');
    await press('Tab');
    await type('a-long-password');
    await press('Enter');
    await waitUntil(
      () => !inside(dialog, '[part~="error"]')!.hidden,
      'no refusal shown',
      SERVER_ANSWER,
    );
    expect(inside(dialog, '[part~="error"]')!.textContent).to.equal(
      'An account with this email already exists.',
    );
    expect(inside<HTMLInputElement>(dialog, '[name="email"]')!.value).to.equal(
      'VISITOR@example.com',
    );
    await expect(dialog).to.be.accessible();
  });

  it('Create account with a new email signs up and signs in', async () => {
    await opener();
    const result = openLoginDialog({ mode: 'signup' });
    expect(focused(await openDialog())?.getAttribute('name')).to.equal('firstName');
    await type('Grace');
    await press('Tab');
    await type('Hopper');
    await press('Tab');
    await type(`grace-${Date.now()}@example.com`);
    await press('Tab');
    await type('a-long-password');
    await press('Enter');
    expect(await result).to.equal(true);
    expect((await seenRequests())[0]).to.include({
      method: 'POST',
      path: '/api/site-users/accounts',
    });
  });

  it('SPEC §6: without allowSignup there is no Create account, and it cancels an open signup dialog', async () => {
    await opener();
    const signup = openLoginDialog({ mode: 'signup' });
    const first = await openDialog();
    expect(inside(first, '[name="firstName"]')).to.not.equal(null);
    const login = openLoginDialog({ allowSignup: false });
    expect(await signup).to.equal(false, 'the signup dialog was cancelled');
    const dialog = await openDialog();
    expect(dialog).to.not.equal(first);
    expect(inside(dialog, '[part~="switch"]')).to.equal(null);
    expect(inside(dialog, '[name="firstName"]')).to.equal(null);
    expect(inside(dialog, '[part~="heading"]')!.textContent).to.equal('Log in');
    await expect(dialog).to.be.accessible();
    dialog.cancel();
    expect(await login).to.equal(false);
  });

  it('Escape closes it as cancelled and focus goes back to where it was', async () => {
    const button = await opener();
    button.focus();
    const result = openLoginDialog();
    await openDialog();
    await press('Escape');
    expect(await result).to.equal(false);
    expect(document.activeElement).to.equal(button);
  });

  it('SPEC §6: an account call that answers login-required opens the dialog', async () => {
    await opener();
    const call = accountRequest('GET', '/account/profile').then(
      () => 'answered',
      (error: Error) => error.message,
    );
    const dialog = await openDialog();
    expect(inside(dialog, '[part~="heading"]')!.textContent).to.equal('Log in');
    expect(await call).to.equal('Please log in.');
  });
});
