/**
 * The demo site's forms end to end: the contact page's commission enquiry (`<sq-form>` with
 * every SPEC §3 field kind and the local captcha) and workshop waitlist, as a visitor's Chromium
 * fills them, and what the site server stores.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  axeViolations,
  openPage,
  useSiteAndBrowser,
  waitForStill,
  waitForUpgrade,
} from './helpers.mjs';
import { focused, formBlock, formRendersOf, submissionsOf, waitForText } from './form-helpers.mjs';

const env = useSiteAndBrowser();

const Q1 = 'I would like to visit the studio while it is made';
const Q3 = 'Small irregularities are part of the charm';
const DETAILS =
  'Twenty-four dinner plates in a pale celadon, for a restaurant that opens in autumn.';

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

/** Opens the contact page (`query` appended) with its forms upgraded. */
async function openContact(query = '') {
  const visit = await openPage(env.browser);
  await visit.page.goto(`${env.site.url}/contact${query}`);
  await waitForUpgrade(visit.page, ['sq-form']);
  return { ...visit, commission: formBlock(visit.page, 'commission-form') };
}

/** Types into the parts of field `id` labelled by `labels` the values of `values`. */
async function fillParts(block, id, labels, values) {
  for (const [index, label] of labels.entries()) {
    if (values[index] !== '') {
      await block.field(id).getByLabel(label, { exact: true }).fill(values[index]);
    }
  }
}

/** Fills every commission field with {@link EXPECTED} through the controls (pointer and typing). */
async function fillCommission(c) {
  await fillParts(c, 'name', ['First Name', 'Last Name'], EXPECTED.name);
  await c.field('email').locator('input').fill(EXPECTED.email);
  await c.field('business').locator('input').fill(EXPECTED.business);
  await fillParts(c, 'phone', ['Country Code', 'Area Code', 'Prefix', 'Line'], EXPECTED.phone);
  await fillParts(
    c,
    'address',
    ['Address Line 1', 'Address Line 2', 'City', 'State/Province', 'Zip/Postal Code', 'Country'],
    EXPECTED.address,
  );
  await c.field('website').locator('input').fill(EXPECTED.website);
  await c.field('instagram').locator('input').fill(EXPECTED.instagram);
  await c.field('piece').getByLabel(EXPECTED.piece).check();
  await c.field('glaze').locator('select').selectOption(EXPECTED.glaze);
  for (const use of EXPECTED.uses) await c.field('uses').getByLabel(use).check();
  await c.field('pieces').locator('input').fill(EXPECTED.pieces);
  await c.field('budget').locator('input').fill(EXPECTED.budget);
  await fillParts(c, 'needed-by', ['Month', 'Day', 'Year'], EXPECTED['needed-by']);
  await fillParts(c, 'call-time', ['Hour', 'Minute'], EXPECTED['call-time']);
  await c.field('call-time').getByLabel('AM/PM').selectOption('PM');
  const likert = (question) => c.field('feelings').getByRole('group', { name: question });
  await likert(Q1).getByLabel('Strongly Agree', { exact: true }).check();
  await likert(Q3).getByLabel('Agree', { exact: true }).check();
  await c.field('details').locator('textarea').fill(DETAILS);
  await c.field('progress-password').locator('input').fill(EXPECTED['progress-password']);
}

/** Ticks the local captcha ("I'm not a robot") of `block`. */
const solveCaptcha = (block) => block.captcha.getByLabel("I'm not a robot").check();

test('SPEC §3, §7: a commission enquiry reaches the store with every kind in its submitted shape', async () => {
  const { page, commission, problems, close } = await openContact('?utm_source=spring-mailing');
  try {
    await fillCommission(commission);
    await solveCaptcha(commission);
    await commission.submit.click();
    await waitForText(commission.success, 'Thank you! Your enquiry is with us');
    const [row, ...more] = submissionsOf(env.site.store, 'commission');
    assert.equal(more.length, 0);
    assert.deepEqual(row.form, { ...EXPECTED, 'utm-source': 'spring-mailing' });
    assert.match(row.captcha_key, /^captcha-double-\d+$/);
    assert.equal(row.submit_button_text, 'Send enquiry');
    assert.equal(row.is_overlay_form, 0);
    assert.equal(row.census.pagePath, '/contact');
    assert.equal(row.census.websiteId, '5f0c1a2b3c4d5e6f7a8b9c0d');
    assert.ok(await page.getByRole('link', { name: 'recent firings' }).isVisible());
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

/** What the keyboard does at each control of the commission form, by control name. */
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

test('keyboard only: Tab, typing, Space and Enter complete the commission form and its captcha', async () => {
  const { page, commission, problems, close } = await openContact();
  try {
    const done = new Set();
    for (let presses = 0; presses < 120; presses += 1) {
      await page.keyboard.press('Tab');
      const at = await focused(page);
      if (at?.part === 'submit') break;
      if (at?.captcha) {
        await page.keyboard.press('Space');
        done.add('captcha');
      } else if (at?.type === 'checkbox' && EXPECTED.uses.includes(at.label)) {
        await page.keyboard.press('Space');
        done.add(at.label);
      } else if (at && KEYS[at.name] !== undefined && !done.has(at.name)) {
        const keys = KEYS[at.name];
        if (Array.isArray(keys)) for (const key of keys) await page.keyboard.press(key);
        else await page.keyboard.type(keys);
        done.add(at.name);
      }
    }
    assert.equal((await focused(page))?.part, 'submit', 'Tab reaches the submit button');
    assert.deepEqual(
      [...Object.keys(KEYS), ...EXPECTED.uses, 'captcha'].filter((name) => !done.has(name)),
      [],
      'every control was reached by Tab',
    );
    await page.keyboard.press('Enter');
    await waitForText(commission.success, 'Thank you! Your enquiry is with us');
    const [row] = submissionsOf(env.site.store, 'commission').slice(-1);
    assert.deepEqual(row.form, EXPECTED);
    assert.equal((await focused(page))?.part, 'success', 'focus moves to the success text');
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('SPEC §4: what the visitor typed survives a reload until the submission succeeds', async () => {
  const { page, commission, problems, close } = await openContact();
  try {
    await fillCommission(commission);
    await page.reload();
    await waitForUpgrade(page, ['sq-form']);
    const name = commission.field('name');
    assert.equal(await name.getByLabel('First Name').inputValue(), 'Ada');
    assert.equal(await commission.field('details').locator('textarea').inputValue(), DETAILS);
    assert.equal(await commission.field('piece').getByLabel(EXPECTED.piece).isChecked(), true);
    assert.equal(await commission.field('uses').getByLabel('A gift').isChecked(), true);
    assert.equal(await commission.field('glaze').locator('select').inputValue(), 'Celadon');
    const q1 = commission.field('feelings').getByRole('group', { name: Q1 });
    assert.equal(await q1.getByLabel('Strongly Agree', { exact: true }).isChecked(), true);
    await solveCaptcha(commission);
    await commission.submit.click();
    await waitForText(commission.success, 'Thank you! Your enquiry is with us');
    await page.reload();
    await waitForUpgrade(page, ['sq-form']);
    assert.equal(await name.getByLabel('First Name').inputValue(), '');
    assert.equal(await commission.field('piece').getByLabel(EXPECTED.piece).isChecked(), false);
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('SPEC §5, §8: no axe violation when idle, with errors, and after a success', async () => {
  const { page, commission, close } = await openContact();
  try {
    assert.deepEqual(await axeViolations(page), [], 'idle');
    await commission.submit.click();
    const message = 'One or more fields is invalid, please check your entries.';
    assert.equal(await waitForText(commission.banner, message), message);
    assert.equal(
      await waitForText(commission.fieldError('email'), 'Email is required.'),
      'Email is required.',
    );
    await waitForStill(page);
    assert.deepEqual(await axeViolations(page), [], 'with errors');
    await fillCommission(commission);
    await solveCaptcha(commission);
    await commission.submit.click();
    await waitForText(commission.success, 'Thank you!');
    await waitForStill(page);
    assert.deepEqual(await axeViolations(page), [], 'after a success');
  } finally {
    await close();
  }
});

test('SPEC §5: the captcha must be solved before anything is sent', async () => {
  const { commission, close } = await openContact();
  try {
    const before = submissionsOf(env.site.store, 'commission').length;
    await fillCommission(commission);
    await commission.submit.click();
    const message = 'Complete CAPTCHA before submitting.';
    assert.equal(await waitForText(commission.banner, message), message);
    assert.equal(submissionsOf(env.site.store, 'commission').length, before);
    assert.equal(await commission.field('pieces').locator('input').inputValue(), '24');
  } finally {
    await close();
  }
});

test('SPEC §8: the workshop waitlist (site.json failure 500) shows "Unable to send form. Please try again later." and keeps the values', async () => {
  const { page, close } = await openContact();
  try {
    const waitlist = formBlock(page, 'waitlist-form');
    await fillParts(waitlist, 'name', ['First Name', 'Last Name'], ['Ada', 'Potter']);
    await waitlist.field('email').locator('input').fill('ada@example.com');
    await waitlist.field('workshop').locator('select').selectOption('Raku firing weekend');
    await waitlist.submit.click();
    const message = 'Unable to send form. Please try again later.';
    assert.equal(await waitForText(waitlist.banner, message), message);
    assert.equal((await focused(page))?.part, 'banner', 'the banner is focused');
    assert.equal(await waitlist.field('name').getByLabel('Last Name').inputValue(), 'Potter');
    assert.equal(await waitlist.field('email').locator('input').inputValue(), 'ada@example.com');
    assert.equal(
      await waitlist.field('workshop').locator('select').inputValue(),
      'Raku firing weekend',
    );
    assert.deepEqual(submissionsOf(env.site.store, 'waitlist'), []);
  } finally {
    await close();
  }
});

test('SPEC §7: form-render is stored once per page view, however often the form redraws', async () => {
  const before = formRendersOf(env.site.store, 'commission').length;
  const { page, commission, close } = await openContact();
  try {
    for (let tries = 0; formRendersOf(env.site.store, 'commission').length === before; tries++) {
      assert.ok(tries < 100, 'a form-render hit arrives');
      await page.waitForTimeout(50);
    }
    await commission.submit.click(); // client errors redraw the form
    await page.mouse.wheel(0, 4000);
    await page.mouse.wheel(0, -4000);
    await commission.form.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    const hits = formRendersOf(env.site.store, 'commission').slice(before);
    assert.equal(hits.length, 1);
    assert.equal(hits[0].pagePath, '/contact');
  } finally {
    await close();
  }
});

test('the owner’s /config/ shows each stored submission in full, one field per line', async () => {
  const { page, commission, close } = await openContact();
  try {
    await fillCommission(commission);
    await solveCaptcha(commission);
    await commission.submit.click();
    await waitForText(commission.success, 'Thank you!');
    await page.goto(`${env.site.url}/__dev/sign-in?as=owner&return=/config/`);
    const section = page.locator('section[data-table="form_submissions"]');
    const cell = section.locator('pre', { hasText: DETAILS }).first();
    await cell.waitFor();
    const lines = (await cell.textContent()).split('\n');
    assert.ok(lines.includes(`details: ${JSON.stringify(DETAILS)}`), lines.join('\n'));
    assert.ok(lines.includes(`name: ${JSON.stringify(EXPECTED.name)}`), lines.join('\n'));
    assert.deepEqual(await axeViolations(page), []);
  } finally {
    await close();
  }
});
