/**
 * Site-user accounts on the demo site end to end (SPEC §6 "may log in as a site user", Escape to
 * login, login-required; §7 site-user session calls): logging in by keyboard from the header's
 * link through the login dialog, account calls carrying the X-SiteUser-XSRF-Token header that
 * the server checks, a wrong password, Escape-to-login without account creation, logging out,
 * and the account page without JavaScript; axe in each state.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { focused } from './form-helpers.mjs';
import { settle } from './analytics-helpers.mjs';
import { axeViolations, openPage, useSiteAndBrowser, waitForStill } from './helpers.mjs';

const env = useSiteAndBrowser();

const EMAIL = 'visitor@example.com';
const PASSWORD = 'demo-password';
const XSRF_HEADER = 'x-siteuser-xsrf-token';
const PROFILE = '/api/site-users/account/profile';
const SESSION = '/api/site-users/account/session';

/** The header's account link. */
const accountLink = (page) => page.locator('.site-header [data-sq-account-link]');

/** The login dialog, once open. */
async function loginDialog(page) {
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.waitFor();
  await waitForStill(page);
  return dialog;
}

/** The account element's polite announcement. */
const status = (page) => page.locator('sq-account').getByRole('status');

/** The site user's name as the store keeps it. */
const storedName = () =>
  env.site.store.db
    .prepare('SELECT first_name, last_name FROM site_users WHERE email = ? COLLATE NOCASE')
    .get(EMAIL);

/** The first request to `path` from now on, with its response. */
const nextRequest = (page, path, method = 'GET') =>
  page.waitForRequest((r) => new URL(r.url()).pathname === path && r.method() === method);

test('SPEC §7: keyboard only, the header link leads to the login dialog; logged in, the header says Account and /account shows the profile; account calls carry the XSRF header and the server refuses one without it; log out', async () => {
  const { page, problems, close } = await openPage(env.browser);
  const type = (text) => page.keyboard.type(text);
  const press = (key) => page.keyboard.press(key);
  try {
    await page.goto(env.site.url + '/');
    assert.equal((await accountLink(page).textContent()).trim(), 'Log in');
    await accountLink(page).focus();
    await press('Enter');
    await page.waitForURL(env.site.url + '/account');

    const dialog = await loginDialog(page);
    assert.equal((await focused(page)).label, 'Email');
    assert.deepEqual(await axeViolations(page), [], 'axe with the login dialog open');
    await type(EMAIL);
    await press('Tab');
    await type(PASSWORD);
    const profileCall = nextRequest(page, PROFILE);
    await press('Enter');
    await dialog.waitFor({ state: 'detached' });

    const sent = await profileCall;
    const token = await page.evaluate(() => localStorage.getItem('sq-site-user-xsrf'));
    assert.match(token ?? '', /^[A-Za-z0-9_-]{16,}$/, 'the token is kept');
    assert.equal(sent.headers()[XSRF_HEADER], token, 'the profile call carries the header');
    assert.equal(await (await sent.response()).status(), 200);

    const account = page.locator('sq-account');
    await account.getByRole('heading', { name: 'Profile' }).waitFor();
    assert.match(
      await account.locator('dl').textContent(),
      /Ada Visitor[\s\S]*visitor@example\.com/,
    );
    assert.equal((await accountLink(page).textContent()).trim(), 'Account');
    assert.equal(await status(page).textContent(), 'You are logged in.');
    assert.equal((await focused(page)).tag, 'h2', 'focus on the profile heading');
    assert.deepEqual(await axeViolations(page), [], 'axe on the profile');

    // The server checks the header: the same session without it, or with another value, is refused.
    const bare = await page.request.get(env.site.url + PROFILE);
    assert.equal(bare.status(), 401);
    assert.deepEqual(await bare.json(), { error: 'Please log in.', loginRequired: true });
    const wrong = await page.request.get(env.site.url + PROFILE, {
      headers: { 'X-SiteUser-XSRF-Token': `${token}x` },
    });
    assert.equal(wrong.status(), 401);
    const right = await page.request.get(env.site.url + PROFILE, {
      headers: { 'X-SiteUser-XSRF-Token': token },
    });
    assert.equal(right.status(), 200);
    assert.equal((await right.json()).email, EMAIL);

    // Editing the name in place: a PUT with the header, stored by the server.
    await account.getByRole('button', { name: 'Edit name' }).focus();
    await press('Enter');
    assert.equal((await focused(page)).label, 'First name');
    assert.deepEqual(await axeViolations(page), [], 'axe with the name fields');
    await press('Tab');
    await press('ControlOrMeta+a');
    await type('Lovelace');
    const rename = nextRequest(page, PROFILE, 'PUT');
    await press('Enter');
    assert.equal((await rename).headers()[XSRF_HEADER], token);
    await status(page).filter({ hasText: 'Your name is saved.' }).waitFor();
    assert.deepEqual(storedName(), { first_name: 'Ada', last_name: 'Lovelace' });
    assert.match(await account.locator('dl').textContent(), /Ada Lovelace/);
    assert.equal((await focused(page)).part, 'edit-name');
    assert.deepEqual(await axeViolations(page), [], 'axe after saving the name');

    // Log out: the DELETE carries the header and cloneCart; the page turns anonymous.
    await account.getByRole('button', { name: 'Log out' }).focus();
    const logout = nextRequest(page, SESSION, 'DELETE');
    await press('Enter');
    const out = await logout;
    assert.equal(out.headers()[XSRF_HEADER], token);
    assert.equal(new URL(out.url()).searchParams.get('cloneCart'), 'true');
    await status(page).filter({ hasText: 'You have logged out.' }).waitFor();
    assert.equal((await accountLink(page).textContent()).trim(), 'Log in');
    assert.equal((await focused(page)).part, 'login');
    assert.equal((await page.request.get(env.site.url + SESSION)).status(), 401);
    assert.deepEqual(await axeViolations(page), [], 'axe once logged out');
    assert.deepEqual(problems(), []);
  } finally {
    env.site.store.db
      .prepare('UPDATE site_users SET last_name = ? WHERE email = ? COLLATE NOCASE')
      .run('Visitor', EMAIL);
    await close();
  }
});

test('SPEC §7: a wrong password says so and keeps the email typed', async () => {
  const { page, problems, close } = await openPage(env.browser);
  try {
    await page.goto(env.site.url + '/account');
    const dialog = await loginDialog(page);
    await page.keyboard.type(EMAIL);
    await page.keyboard.press('Tab');
    await page.keyboard.type('not-the-password');
    await page.keyboard.press('Enter');
    const alert = dialog.getByRole('alert');
    await alert.filter({ hasText: 'The email or password is incorrect.' }).waitFor();
    assert.equal(await dialog.getByLabel('Email').inputValue(), EMAIL);
    assert.equal(await dialog.getByLabel('Password').inputValue(), '');
    assert.equal((await accountLink(page).textContent()).trim(), 'Log in');
    assert.deepEqual(await axeViolations(page), [], 'axe with the refusal shown');
    // The dialog's refusal is the expected answer, not a problem; nothing else went wrong.
    assert.deepEqual(
      problems().filter((p) => !/status of 401/.test(p)),
      [],
    );
  } finally {
    await close();
  }
});

test('SPEC §6: Escape opens the login dialog for an anonymous visitor (useEscapeKeyToLogin), without Create account', async () => {
  const { page, problems, close } = await openPage(env.browser);
  try {
    await page.goto(env.site.url + '/about');
    // Escape-to-login comes with the page extras, after the load event: the runtime has started them.
    await settle(page);
    await page.locator('h1').click();
    await page.keyboard.press('Escape');
    const dialog = await loginDialog(page);
    assert.equal(await dialog.getByRole('button', { name: 'Create account' }).count(), 0);
    assert.equal(await dialog.getByText('No account yet?').count(), 0);
    assert.deepEqual(await axeViolations(page), [], 'axe with the Escape dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(page.url(), env.site.url + '/about', 'the visitor stays on the page');
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

/**
 * The axe violations of the page `html` as a browser without JavaScript shows it (axe itself
 * needs script): served at the site's origin, so its stylesheets load, with the runtime blocked.
 */
async function axeOfMarkup(html) {
  const context = await env.browser.newContext();
  try {
    await context.route('**/assets/sq-runtime.js', (route) => route.abort());
    await context.route(`${env.site.url}/axe-markup`, (route) =>
      route.fulfill({ contentType: 'text/html', body: html }),
    );
    const page = await context.newPage();
    await page.goto(`${env.site.url}/axe-markup`);
    return await axeViolations(page);
  } finally {
    await context.close();
  }
}

test('SPEC §6: without JavaScript the account page logs in (a wrong password shown with the email kept) and out', async () => {
  const context = await env.browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(env.site.url + '/account');
    assert.equal((await accountLink(page).textContent()).trim(), 'Log in');
    assert.deepEqual(await axeOfMarkup(await page.content()), [], 'axe on the log-in form');

    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill('not-the-password');
    const refused = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/account/session'),
      page.getByRole('button', { name: 'Log in' }).click(),
    ]);
    assert.equal(refused[0].status(), 401);
    assert.equal(
      (await page.getByRole('alert').textContent()).trim(),
      'The email or password is incorrect.',
    );
    assert.equal(await page.getByLabel('Email').inputValue(), EMAIL);
    assert.deepEqual(await axeOfMarkup(await page.content()), [], 'axe with the refusal');

    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(env.site.url + '/account');
    await page.getByRole('heading', { name: 'Profile' }).waitFor();
    assert.match(await page.locator('sq-account dl').textContent(), /Ada Visitor/);
    assert.equal((await accountLink(page).textContent()).trim(), 'Account');
    assert.deepEqual(await axeOfMarkup(await page.content()), [], 'axe on the profile');

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(env.site.url + '/account');
    await page.getByLabel('Email').waitFor();
    assert.equal((await accountLink(page).textContent()).trim(), 'Log in');
  } finally {
    await context.close();
  }
});
