import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { SqAccount } from '../../../elements/account/sq-account.ts';
import '../../../elements/account/sq-account.ts';
import {
  accountRequest,
  logIn,
  logOut,
  storedXsrfToken,
  XSRF_STORAGE_KEY,
} from '../../../platform/site-users/session.ts';
import {
  inside,
  openDialog,
  seenRequests,
  signedOut,
} from '../login-dialog/login-dialog-helpers.ts';

const EMAIL = 'visitor@example.com';
const PASSWORD = 'secret-pass';

interface Profile {
  email: string;
  firstName: string;
  lastName: string;
}

const type = (text: string) => sendKeys({ type: text });
const press = (key: string) => sendKeys({ press: key });

/** A part or selector inside the element's shadow root. */
const part = <T extends Element = HTMLElement>(account: SqAccount, selector: string) =>
  account.shadowRoot!.querySelector<T>(selector);

/** The element focused inside the element's shadow root. */
const active = (account: SqAccount) => account.shadowRoot!.activeElement;

/** The profile as the server keeps it now. */
const storedProfile = async () => (await accountRequest<Profile>('GET', '/account/profile'))!;

/** Signs in and renders `<sq-account>` as the server fills it: the profile as data-block-json. */
async function signedInAccount(): Promise<SqAccount> {
  await logIn({ email: EMAIL, password: PASSWORD });
  await accountRequest('PUT', '/account/profile', NAME);
  const profile = await storedProfile();
  await seenRequests();
  const account = await fixture<SqAccount>(
    html`<sq-account data-block-json=${JSON.stringify(profile)}><p>Server markup</p></sq-account>`,
  );
  await account.updateComplete;
  return account;
}

/** Opens the name fields with the keyboard: focus "Edit name", Enter. */
async function editName(account: SqAccount): Promise<void> {
  part(account, '[part~="edit-name"]')!.focus();
  await press('Enter');
  await account.updateComplete;
}

/** Replaces the focused field's text with `text`. */
async function retype(text: string): Promise<void> {
  await selectAll();
  await type(text);
}

/** Selects the focused field's text (Control+A). */
async function selectAll(): Promise<void> {
  await sendKeys({ down: 'Control' });
  await press('a');
  await sendKeys({ up: 'Control' });
}

/** The name the tests start from. */
const NAME = { firstName: 'Visitor', lastName: 'Example' };

describe('<sq-account>', () => {
  before(async function () {
    this.timeout(30_000); // the first call starts the site server
    await logIn({ email: EMAIL, password: PASSWORD });
    await accountRequest('PUT', '/account/profile', NAME);
  });
  beforeEach(() => signedOut());
  afterEach(() => {
    for (const dialog of document.querySelectorAll('sq-login-dialog')) dialog.cancel();
  });

  it('shows the profile from data-block-json: name, email, no memberships or orders', async () => {
    const account = await signedInAccount();
    expect(part(account, '[part~="name"]')!.textContent).to.equal('Visitor Example');
    expect(part(account, 'dl')!.textContent).to.contain(EMAIL);
    expect(account.shadowRoot!.textContent).to.contain('No memberships yet.');
    expect(account.shadowRoot!.textContent).to.contain('No orders yet.');
    await expect(account).to.be.accessible();
  });

  it('SPEC §7: keyboard only, a new name is sent with the XSRF header, stored, announced, focus back on Edit name', async () => {
    const account = await signedInAccount();
    await editName(account);
    const first = part<HTMLInputElement>(account, '[name="firstName"]')!;
    expect(active(account)).to.equal(first);
    expect(first.value).to.equal('Visitor');
    await expect(account).to.be.accessible();
    await retype('Ada');
    await press('Tab');
    await retype('Lovelace');
    const change = oneEvent(account, 'sq-profile-change');
    await press('Enter');
    expect((await change).detail.profile).to.include({ firstName: 'Ada', lastName: 'Lovelace' });
    const [put] = await seenRequests();
    expect(put).to.include({ method: 'PUT', path: '/api/site-users/account/profile' });
    expect(put?.xsrfHeader).to.equal(storedXsrfToken());
    expect(await storedProfile()).to.include({ firstName: 'Ada', lastName: 'Lovelace' });
    await account.updateComplete;
    expect(part(account, '[part~="name"]')!.textContent).to.equal('Ada Lovelace');
    await waitUntil(() => part(account, '[role="status"]')!.textContent === 'Your name is saved.');
    expect(active(account)).to.equal(part(account, '[part~="edit-name"]'));
    await expect(account).to.be.accessible();
    await accountRequest('PUT', '/account/profile', NAME);
  });

  it('a name left empty is refused before sending, the field focused with its error', async () => {
    const account = await signedInAccount();
    await editName(account);
    await press('Tab');
    await selectAll();
    await press('Backspace');
    await press('Enter');
    await account.updateComplete;
    const last = part<HTMLInputElement>(account, '[name="lastName"]')!;
    expect(last.getAttribute('aria-invalid')).to.equal('true');
    expect(part(account, '[part~="field-error"]')!.textContent).to.contain(
      'Last name is required.',
    );
    expect(active(account)).to.equal(last);
    expect(await seenRequests()).to.deep.equal([], 'nothing was sent');
    await expect(account).to.be.accessible();
  });

  it('SPEC §6: a save refused because the session ended keeps what was typed, says why, and the login dialog opens; saving after logging in stores it', async () => {
    const account = await signedInAccount();
    // The session ends behind the page's back (logged out in another tab).
    await logOut({ cloneCart: false });
    await editName(account);
    await retype('Grace');
    await press('Tab');
    await retype('Hopper');
    await press('Enter');
    const dialog = await openDialog();
    await waitUntil(() => !part(account, '[part~="error"]')!.hidden, 'no refusal shown');
    expect(part(account, '[part~="error"]')!.textContent!.trim()).to.equal(
      'Your name was not saved: Please log in.',
    );
    expect(part<HTMLInputElement>(account, '[name="firstName"]')!.value).to.equal('Grace');
    expect(part<HTMLInputElement>(account, '[name="lastName"]')!.value).to.equal('Hopper');
    const seen = await seenRequests();
    expect(seen.at(-1)).to.include(
      { method: 'GET', path: '/api/site-users/account/session' },
      'the session was asked for its token, and refused',
    );
    expect(seen.filter((r) => r.method === 'PUT')).to.deep.equal([]);
    await type(EMAIL);
    await press('Tab');
    await type(PASSWORD);
    await press('Enter');
    await waitUntil(() => !dialog.open, 'the dialog stayed open');
    await expect(account).to.be.accessible();
    part(account, '[part~="save"]')!.focus();
    await press('Enter');
    await waitUntil(() => !part(account, '[part~="name-form"]'), 'the name form stayed open');
    expect(await storedProfile()).to.include({ firstName: 'Grace', lastName: 'Hopper' });
    await accountRequest('PUT', '/account/profile', NAME);
  });

  it('Escape in the name fields leaves the name as it was; nothing is sent', async () => {
    const account = await signedInAccount();
    await editName(account);
    await retype('Someone Else');
    await press('Escape');
    await account.updateComplete;
    expect(part(account, '[part~="name-form"]')).to.equal(null);
    expect(part(account, '[part~="name"]')!.textContent).to.equal('Visitor Example');
    expect(active(account)).to.equal(part(account, '[part~="edit-name"]'));
    expect(await seenRequests()).to.deep.equal([]);
  });

  it('SPEC §7: Log out sends DELETE with cloneCart=true and the header, then shows the anonymous view, announced, focus on Log in', async () => {
    const account = await signedInAccount();
    const token = storedXsrfToken();
    part(account, '[part~="logout"]')!.focus();
    const change = oneEvent(document, 'sq-site-user-change');
    await press('Enter');
    expect((await change).detail).to.deep.equal({ signedIn: false });
    const [logout] = await seenRequests();
    expect(logout).to.include({
      method: 'DELETE',
      path: '/api/site-users/account/session',
      xsrfHeader: token,
    });
    expect(logout?.query.cloneCart).to.equal('true');
    await waitUntil(() => active(account) === part(account, '[part~="login"]'));
    expect(account.hasAttribute('data-block-json')).to.equal(false);
    expect(part(account, '[part~="profile"]')).to.equal(null);
    expect(localStorage.getItem(XSRF_STORAGE_KEY)).to.equal(null);
    await waitUntil(() => part(account, '[role="status"]')!.textContent === 'You have logged out.');
    const session = await fetch('/api/site-users/account/session');
    expect(session.status).to.equal(401, 'the server ended the session');
    await expect(account).to.be.accessible();
  });

  it('anonymous: Log in opens the dialog; once signed in the profile is fetched and shown, its heading focused', async () => {
    const account = await fixture<SqAccount>(
      html`<sq-account
        ><form><p>Server log-in form</p></form></sq-account
      >`,
    );
    expect(account.hasAttribute('data-sq-error')).to.equal(false);
    await expect(account).to.be.accessible();
    part(account, '[part~="login"]')!.focus();
    await press('Enter');
    const dialog = await openDialog();
    expect(inside(dialog, '[part~="heading"]')!.textContent).to.equal('Log in');
    await type(EMAIL);
    await press('Tab');
    await type(PASSWORD);
    await press('Enter');
    await waitUntil(() => part(account, '[part~="profile"]'), 'no profile shown');
    expect(part(account, '[part~="name"]')!.textContent).to.equal('Visitor Example');
    expect(active(account)).to.equal(part(account, '[part~="profile"] h2'));
    await waitUntil(() => part(account, '[role="status"]')!.textContent === 'You are logged in.');
    const profileCall = (await seenRequests()).find((r) => r.path.endsWith('/account/profile'));
    expect(profileCall?.xsrfHeader).to.equal(storedXsrfToken());
    await expect(account).to.be.accessible();
  });

  it('anonymous, with the server’s log-in form as its markup: the form stays as it is, so nothing moves as it upgrades; after a log-out here, the Log in button shows', async () => {
    const account = await fixture<SqAccount>(
      html`<sq-account
        ><form method="post" action="/account/session">
          <h2>Log in</h2>
          <p>
            <label>Email <input name="email" type="email" /></label>
          </p>
          <p>
            <label>Password <input name="password" type="password" /></label>
          </p>
          <p><button type="submit">Log in</button></p>
        </form></sq-account
      >`,
    );
    const form = account.querySelector('form')!;
    expect(form.getClientRects().length, 'the server’s form shows').to.equal(1);
    expect(account.getBoundingClientRect().height).to.equal(form.getBoundingClientRect().height);
    expect(part(account, '[part~="login"]')).to.equal(null);
    await expect(account).to.be.accessible();

    await logIn({ email: EMAIL, password: PASSWORD });
    account.setAttribute('data-block-json', JSON.stringify(await storedProfile()));
    await waitUntil(() => part(account, '[part~="profile"]'), 'no profile shown');
    await account.logOut();
    expect(form.getClientRects().length, 'the form is gone with the profile').to.equal(0);
    expect(active(account)).to.equal(part(account, '[part~="login"]'));
  });

  it('orders and memberships: each date a <sq-relative-time> of the exact moment, the kind and total shown', async () => {
    const placed = Date.now() - 3 * 86_400_000;
    const profile = {
      id: 'u',
      email: EMAIL,
      ...NAME,
      memberships: [
        {
          memberAreaId: 'studio',
          name: 'Studio',
          pricingOption: 'yearly',
          pricingOptionLabel: 'Yearly',
          created: placed,
        },
      ],
      orders: [{ orderNumber: 1042, created: placed, grandTotal: '$86.00', kind: 'donation' }],
    };
    const account = await fixture<SqAccount>(
      html`<sq-account data-block-json=${JSON.stringify(profile)}></sq-account>`,
    );
    const dates = [...account.shadowRoot!.querySelectorAll('sq-relative-time')];
    expect(dates.map((d) => d.getAttribute('datetime'))).to.deep.equal([
      new Date(placed).toISOString(),
      new Date(placed).toISOString(),
    ]);
    // Its code is loaded on the first date shown, as a chunk of its own.
    await customElements.whenDefined('sq-relative-time');
    await Promise.all(
      dates.map((d) => (d as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete),
    );
    expect(dates[1]!.shadowRoot!.textContent).to.contain('3 days ago');
    const row = part<HTMLTableRowElement>(account, '[part~="orders"] tbody tr')!;
    expect([...row.cells].map((c) => c.textContent!.trim())).to.deep.include.members([
      '#1042',
      'Donation',
      '$86.00',
    ]);
    expect(part(account, '[part~="memberships"]')!.textContent).to.contain(
      'Studio (Yearly), since',
    );
    await expect(account).to.be.accessible();
  });

  it('anonymous with prompt-login: the login dialog opens as the element upgrades', async () => {
    await fixture<SqAccount>(html`<sq-account prompt-login></sq-account>`);
    const dialog = await openDialog();
    expect(dialog.allowSignup).to.equal(true);
  });
});
