/**
 * Every SPEC §3 field kind end to end, on the fixture site's forms page
 * (test/e2e/fixtures/site/forms.html, the `every-kind` form behind the local captcha): sections,
 * name, email, text, phone with country code, address, website, social handle, radio, select,
 * checkbox, number, currency, date, time, likert, a textarea with a counter, password and a hidden
 * field that takes `?utm_source=`. What the visitor gives each kind reaches the store in its
 * SPEC §3 submitted shape, by pointer or by keyboard alone, survives a reload until it is sent,
 * and the form is axe-clean in every state.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FIXTURE_SITE, openPage, useSiteAndBrowser, waitForUpgrade } from './helpers.mjs';
import {
  assertAxeInEveryState,
  completeByKeyboard,
  fillParts,
  focused,
  formBlock,
  solveCaptcha,
  submissionsOf,
  waitForText,
} from './form-helpers.mjs';

const env = useSiteAndBrowser(FIXTURE_SITE);

const Q1 = 'I would like to visit the studio while it is made';
const Q3 = 'Small irregularities are part of the charm';
const DETAILS =
  'Twenty-four dinner plates in a pale celadon, for a restaurant that opens in autumn.';
const THANKS = 'Received every kind.';

/** What the visitor gives each field, in the SPEC §3 "Submitted values" shapes. */
const EXPECTED = {
  name: ['Ada', 'Potter'],
  email: 'ada@example.com',
  business: 'The Hudson Table',
  phone: ['1', '518', '555', '0142'],
  address: ['14 Warren Street', 'Second floor', 'Hudson', 'NY', '12534', 'United States'],
  website: 'https://hudsontable.example.com',
  instagram: 'hudsontable',
  piece: 'A tableware set',
  glaze: 'Celadon',
  uses: ['Food and drink', 'A gift'],
  pieces: '24',
  budget: '1,800',
  'needed-by': ['10', '15', '2026'],
  'call-time': ['2', '30', '', 'PM'],
  feelings: { [Q1]: '2', [Q3]: '1' },
  details: DETAILS,
  'progress-password': 'slip-and-glaze',
  'utm-source': 'direct',
};

/** Opens the forms page (`query` appended) with its forms upgraded. */
async function openKinds(query = '') {
  const visit = await openPage(env.browser);
  await visit.page.goto(`${env.site.url}/forms${query}`);
  await waitForUpgrade(visit.page, ['sq-form']);
  return { ...visit, form: formBlock(visit.page, 'every-kind') };
}

/** Fills every field with {@link EXPECTED} through the controls (pointer and typing). */
async function fillEveryKind(f) {
  await fillParts(f, 'name', ['First Name', 'Last Name'], EXPECTED.name);
  await f.field('email').locator('input').fill(EXPECTED.email);
  await f.field('business').locator('input').fill(EXPECTED.business);
  await fillParts(f, 'phone', ['Country Code', 'Area Code', 'Prefix', 'Line'], EXPECTED.phone);
  await fillParts(
    f,
    'address',
    ['Address Line 1', 'Address Line 2', 'City', 'State/Province', 'Zip/Postal Code', 'Country'],
    EXPECTED.address,
  );
  await f.field('website').locator('input').fill(EXPECTED.website);
  await f.field('instagram').locator('input').fill(EXPECTED.instagram);
  await f.field('piece').getByLabel(EXPECTED.piece).check();
  await f.field('glaze').locator('select').selectOption(EXPECTED.glaze);
  for (const use of EXPECTED.uses) await f.field('uses').getByLabel(use).check();
  await f.field('pieces').locator('input').fill(EXPECTED.pieces);
  await f.field('budget').locator('input').fill(EXPECTED.budget);
  await fillParts(f, 'needed-by', ['Month', 'Day', 'Year'], EXPECTED['needed-by']);
  await fillParts(f, 'call-time', ['Hour', 'Minute'], EXPECTED['call-time']);
  await f.field('call-time').getByLabel('AM/PM').selectOption('PM');
  const likert = (question) => f.field('feelings').getByRole('group', { name: question });
  await likert(Q1).getByLabel('Strongly Agree', { exact: true }).check();
  await likert(Q3).getByLabel('Agree', { exact: true }).check();
  await f.field('details').locator('textarea').fill(DETAILS);
  await f.field('progress-password').locator('input').fill(EXPECTED['progress-password']);
}

test('SPEC §3, §7: every field kind reaches the store in its submitted shape', async () => {
  const { form, problems, close } = await openKinds('?utm_source=spring-mailing');
  try {
    await fillEveryKind(form);
    await solveCaptcha(form);
    await form.submit.click();
    await waitForText(form.success, THANKS);
    const [row, ...more] = submissionsOf(env.site.store, 'every-kind');
    assert.equal(more.length, 0);
    assert.deepEqual(row.form, { ...EXPECTED, 'utm-source': 'spring-mailing' });
    assert.match(row.captcha_key, /^captcha-double-\d+$/);
    assert.equal(row.submit_button_text, 'Send');
    assert.equal(row.census.pagePath, '/forms');
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

/** What the keyboard does at each control of the form, by control name. */
const KEYS = {
  'name[first]': 'Ada',
  'name[last]': 'Potter',
  email: EXPECTED.email,
  business: EXPECTED.business,
  'phone[country]': '1',
  'phone[area]': '518',
  'phone[prefix]': '555',
  'phone[line]': '0142',
  'address[line1]': '14 Warren Street',
  'address[line2]': 'Second floor',
  'address[city]': 'Hudson',
  'address[state]': 'NY',
  'address[zip]': '12534',
  'address[country]': 'United States',
  website: EXPECTED.website,
  instagram: EXPECTED.instagram,
  piece: ['Space'], // the group's first option, 'A tableware set'
  glaze: ['ArrowDown'], // past the empty choice: 'Celadon'
  pieces: EXPECTED.pieces,
  budget: EXPECTED.budget,
  'needed-by[month]': '10',
  'needed-by[day]': '15',
  'needed-by[year]': '2026',
  'call-time[hour]': '2',
  'call-time[minute]': '30',
  'call-time[ampm]': ['ArrowDown', 'ArrowDown'], // past the empty choice and AM: 'PM'
  'feelings[0]': ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight'], // Strongly Agree
  'feelings[2]': ['ArrowRight', 'ArrowRight', 'ArrowRight'], // Agree
  details: DETAILS,
  'progress-password': EXPECTED['progress-password'],
};

test('keyboard only: Tab, typing, Space and Enter complete every field kind and the captcha', async () => {
  const { page, form, problems, close } = await openKinds();
  try {
    // Start right before the form: Tab then walks into its first control.
    await form.form.evaluate((block) => {
      const heading = block.previousElementSibling;
      heading.tabIndex = -1;
      heading.focus();
    });
    const { at, done } = await completeByKeyboard(page, KEYS, EXPECTED.uses);
    assert.equal(at?.part, 'submit', 'Tab reaches the submit button');
    assert.equal(await form.submit.evaluate((el) => el.matches(':focus')), true, 'its own');
    assert.deepEqual(
      [...Object.keys(KEYS), ...EXPECTED.uses, 'captcha'].filter((name) => !done.has(name)),
      [],
      'every control was reached by Tab',
    );
    await page.keyboard.press('Enter');
    await waitForText(form.success, THANKS);
    const [row] = submissionsOf(env.site.store, 'every-kind').slice(-1);
    assert.deepEqual(row.form, EXPECTED);
    assert.equal((await focused(page))?.part, 'success', 'focus moves to the success text');
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('SPEC §4: every kind the visitor filled survives a reload until the submission succeeds', async () => {
  const { page, form, problems, close } = await openKinds();
  try {
    await fillEveryKind(form);
    await page.reload();
    await waitForUpgrade(page, ['sq-form']);
    const name = form.field('name');
    assert.equal(await name.getByLabel('First Name').inputValue(), 'Ada');
    assert.equal(await form.field('details').locator('textarea').inputValue(), DETAILS);
    assert.equal(await form.field('piece').getByLabel(EXPECTED.piece).isChecked(), true);
    assert.equal(await form.field('uses').getByLabel('A gift').isChecked(), true);
    assert.equal(await form.field('glaze').locator('select').inputValue(), 'Celadon');
    const q1 = form.field('feelings').getByRole('group', { name: Q1 });
    assert.equal(await q1.getByLabel('Strongly Agree', { exact: true }).isChecked(), true);
    await solveCaptcha(form);
    await form.submit.click();
    await waitForText(form.success, THANKS);
    await page.reload();
    await waitForUpgrade(page, ['sq-form']);
    assert.equal(await name.getByLabel('First Name').inputValue(), '');
    assert.equal(await form.field('piece').getByLabel(EXPECTED.piece).isChecked(), false);
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('SPEC §5, §8: every kind is axe-clean when idle, with errors, and after a success', async () => {
  const { page, form, close } = await openKinds();
  try {
    await assertAxeInEveryState(page, form, { fill: fillEveryKind, thanks: THANKS });
  } finally {
    await close();
  }
});
