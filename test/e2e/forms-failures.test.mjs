/**
 * Every SPEC §8 failure of a form submission end to end, on the fixture site's forms page
 * (test/e2e/fixtures/site/forms.html): its site.json answers each formId differently (field
 * checks, failures 401 and 500, no form config, a rate limit), and a network failure is made
 * with page.route. The visitor sees the exact SPEC §8 message and keeps every typed value (the
 * `waitlist` form: a name's parts, an email and a chosen option).
 * The browser runs the server's field checks too, so the `checked` block's page declares its
 * Website field as plain text (a page older than the site's config): only the server refuses it.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  FIXTURE_SITE,
  openPage,
  scrollThrough,
  useSiteAndBrowser,
  waitForUpgrade,
} from './helpers.mjs';
import {
  fillParts,
  focused,
  formBlock,
  spokenText,
  submissionsOf,
  waitForText,
} from './form-helpers.mjs';

const env = useSiteAndBrowser(FIXTURE_SITE);

/** The formIds of the forms page, one `<sq-form>` each. */
const FORM_IDS = [
  'plain',
  'checked',
  'locked',
  'unknown',
  'limited',
  'broken',
  'waitlist',
  'offline',
  'every-kind',
];

const NOTE = 'Two celadon bowls, please';
const SITE = 'https://hudsontable.example.com';

/** Opens the forms page with its forms upgraded. */
async function openForms() {
  const visit = await openPage(env.browser);
  await visit.page.goto(`${env.site.url}/forms`);
  await waitForUpgrade(visit.page, ['sq-form']);
  return visit;
}

/** Types `note` and `site` into the form block's two fields. */
async function type(block, note = NOTE, site = SITE) {
  await block.field('note').locator('input').fill(note);
  await block.field('site').locator('input').fill(site);
}

/** Asserts the two fields still hold what was typed. */
async function assertKept(block, note = NOTE, site = SITE) {
  assert.equal(await block.field('note').locator('input').inputValue(), note, 'note kept');
  assert.equal(await block.field('site').locator('input').inputValue(), site, 'website kept');
}

/** Asserts the top banner shows exactly `message` and has the focus. */
async function assertBanner(page, block, message) {
  assert.equal(await waitForText(block.banner, message), message);
  assert.equal((await focused(page))?.part, 'banner', 'the banner is focused');
}

test('SPEC silent: the browser refuses a web address without http(s) before sending anything', async () => {
  const { page, close } = await openForms();
  try {
    const requests = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/form/')) requests.push(request.url());
    });
    const block = formBlock(page, 'plain');
    await type(block, NOTE, 'hudsontable.example.com');
    await block.submit.click();
    await assertBanner(page, block, 'One or more fields is invalid, please check your entries.');
    assert.equal(await block.bannerBelow.isVisible(), false);
    assert.equal(
      await spokenText(block.fieldError('site')),
      'Enter a full web address, such as https://example.com.',
    );
    assert.equal(await block.fieldError('note').count(), 0);
    await assertKept(block, NOTE, 'hudsontable.example.com');
    assert.deepEqual(requests, [], 'no key and no submission requested');
    assert.deepEqual(submissionsOf(env.site.store, 'plain'), []);
  } finally {
    await close();
  }
});

test('SPEC §8: a 400 with field errors shows them inline with both banners', async () => {
  const { page, close } = await openForms();
  try {
    const block = formBlock(page, 'checked');
    await type(block, NOTE, 'hudsontable.example.com');
    await block.submit.click();
    await assertBanner(
      page,
      block,
      'Your form has encountered a problem. Please scroll down to review.',
    );
    assert.equal(
      await spokenText(block.bannerBelow),
      'Your form has encountered a problem. Please scroll up to review.',
    );
    assert.equal(
      await spokenText(block.fieldError('site')),
      'Enter a full web address, such as https://example.com.',
    );
    assert.equal(await block.fieldError('note').count(), 0);
    await assertKept(block, NOTE, 'hudsontable.example.com');
    assert.deepEqual(submissionsOf(env.site.store, 'checked'), []);
  } finally {
    await close();
  }
});

const STATUS_CASES = [
  {
    formId: 'locked',
    why: '401 (site.json failure)',
    message: 'Unable to submit form. Please try again later.',
  },
  {
    formId: 'unknown',
    why: '404 (no site.json form)',
    message: 'This form has not been configured yet.',
  },
  {
    formId: 'broken',
    why: '500 (site.json failure)',
    message: 'Unable to send form. Please try again later.',
  },
];

for (const { formId, why, message } of STATUS_CASES) {
  test(`SPEC §8: a ${why} shows "${message}" and keeps the values`, async () => {
    const { page, close } = await openForms();
    try {
      const block = formBlock(page, formId);
      await type(block);
      await block.submit.click();
      await assertBanner(page, block, message);
      await assertKept(block);
      assert.equal(await block.bannerBelow.isVisible(), false);
    } finally {
      await close();
    }
  });
}

test('SPEC §8: a 500 shows "Unable to send form. Please try again later." and keeps each part of a name, the email and the chosen option', async () => {
  const { page, close } = await openForms();
  try {
    const waitlist = formBlock(page, 'waitlist');
    await fillParts(waitlist, 'name', ['First Name', 'Last Name'], ['Ada', 'Potter']);
    await waitlist.field('email').locator('input').fill('ada@example.com');
    await waitlist.field('class').locator('select').selectOption('Raku firing weekend');
    await waitlist.submit.click();
    await assertBanner(page, waitlist, 'Unable to send form. Please try again later.');
    assert.equal(await waitlist.field('name').getByLabel('First Name').inputValue(), 'Ada');
    assert.equal(await waitlist.field('name').getByLabel('Last Name').inputValue(), 'Potter');
    assert.equal(await waitlist.field('email').locator('input').inputValue(), 'ada@example.com');
    assert.equal(
      await waitlist.field('class').locator('select').inputValue(),
      'Raku firing weekend',
    );
    assert.deepEqual(submissionsOf(env.site.store, 'waitlist'), []);
  } finally {
    await close();
  }
});

test('SPEC §8: past the rate limit (429) the form says so and keeps the values', async () => {
  const { page, close } = await openForms();
  try {
    const block = formBlock(page, 'limited');
    await type(block);
    await block.submit.click();
    await waitForText(block.success, 'Received.');
    await page.reload();
    await waitForUpgrade(page, ['sq-form']);
    await type(block, 'And a jug', SITE);
    await block.submit.click();
    await assertBanner(
      page,
      block,
      'Unable to submit form. Submission rate limit exceeded. Please try again later.',
    );
    await assertKept(block, 'And a jug', SITE);
    assert.deepEqual(
      submissionsOf(env.site.store, 'limited').map((row) => row.form.note),
      [NOTE],
    );
  } finally {
    await close();
  }
});

test('SPEC §8: with the network down the form says "Error processing form submission. Please reload and try again."', async () => {
  const { page, close } = await openForms();
  try {
    await page.route('**/api/form/SaveFormSubmission*', (route) =>
      route.abort('internetdisconnected'),
    );
    const block = formBlock(page, 'offline');
    await type(block);
    await block.submit.click();
    await assertBanner(
      page,
      block,
      'Error processing form submission. Please reload and try again.',
    );
    await assertKept(block);
    assert.deepEqual(submissionsOf(env.site.store, 'offline'), []);
  } finally {
    await close();
  }
});

test('SPEC §7: a stale crumb is answered with a new one, the call is retried once and the submission succeeds', async () => {
  const { page, context, close } = await openForms();
  try {
    const keyAnswers = [];
    page.on('response', async (response) => {
      if (!response.url().includes('/api/form/FormSubmissionKey')) return;
      keyAnswers.push(await response.json());
    });
    // Every form records its render once in view; those calls go first, so that the crumb
    // goes stale right before the submission and nothing else renews it.
    await scrollThrough(page);
    await page.waitForFunction(
      (count) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/api/census/form-render')).length >= count,
      FORM_IDS.length,
    );
    await context.addCookies([{ name: 'crumb', value: 'stale-crumb', url: env.site.url }]);
    const block = formBlock(page, 'plain');
    await type(block);
    await block.submit.click();
    await waitForText(block.success, 'Received.');
    assert.equal(keyAnswers.length, 2, 'one refused call and one retry');
    assert.equal(keyAnswers[0].crumbFail, true);
    assert.equal(typeof keyAnswers[1].data.key, 'string');
    const [row, ...more] = submissionsOf(env.site.store, 'plain');
    assert.equal(more.length, 0);
    assert.deepEqual(row.form, { note: NOTE, site: SITE });
    const crumb = (await context.cookies(env.site.url)).find((c) => c.name === 'crumb');
    assert.notEqual(crumb?.value, 'stale-crumb', 'the new crumb is kept');
  } finally {
    await close();
  }
});
