/**
 * A form configured with `captcha: true` (site.json `forms`) needs the `captchaKey` the site's
 * captcha gave (SPEC §3 "Form submission", §5); the site's captcha settings reach every page's
 * context (SPEC §3 "Page context": website.captchaSettings.siteKey). Real HTTP.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { FIXTURE_SITE, pageContext, rows, start } from './helpers.mjs';

const INCOMPLETE = 'Complete CAPTCHA before submitting.';
const REFUSED = 'The CAPTCHA could not be verified. Please try it again.';
const email = [{ id: 'email', type: 'email', title: 'Email', required: true }];
const captchaSettings = { siteKey: 'demo-site-key', scriptUrl: '/captcha/api.js' };

let env;
let client;
before(async () => {
  const { website } = JSON.parse(readFileSync(join(FIXTURE_SITE, 'site.json'), 'utf8'));
  env = await start({
    config: {
      website: { ...website, captchaSettings },
      forms: {
        guarded: { fields: email, captcha: true, rateLimit: { max: 1, windowMs: 3_600_000 } },
        open: { fields: email },
      },
    },
  });
  client = env.client();
});
after(() => env.stop());

/** Submits `fields` (key added) to SaveFormSubmission; answers the status and JSON body. */
async function submit(fields) {
  const key = (await (await client.postForm('/api/form/FormSubmissionKey', {})).json()).data.key;
  const response = await client.postForm('/api/form/SaveFormSubmission', { key, ...fields });
  return { status: response.status, body: await response.json() };
}

const stored = (formId) =>
  rows(env.server, 'form_submissions').filter((row) => row.form_id === formId);

test('SPEC §5: a captcha form without a captchaKey answers 400 "Complete CAPTCHA before submitting."', async () => {
  const form = JSON.stringify({ email: 'ada@example.com' });
  for (const extra of [{}, { captchaKey: '' }, { captchaKey: '   ' }]) {
    const { status, body } = await submit({ formId: 'guarded', form, ...extra });
    assert.equal(status, 400);
    assert.deepEqual(body, { error: INCOMPLETE, data: { error: INCOMPLETE } });
  }
  assert.equal(stored('guarded').length, 0);
});

test('SPEC §5: the captcha is checked before the fields and the rate limit', async () => {
  const { status, body } = await submit({ formId: 'guarded', form: JSON.stringify({}) });
  assert.equal(status, 400);
  assert.deepEqual(body, { error: INCOMPLETE, data: { error: INCOMPLETE } });
});

test('SPEC §3: a captchaKey the site captcha did not give is refused', async () => {
  const form = JSON.stringify({ email: 'ada@example.com' });
  for (const captchaKey of ['made-up', 'captcha-double-', 'captcha-double-1x']) {
    const { status, body } = await submit({ formId: 'guarded', form, captchaKey });
    assert.equal(status, 400, captchaKey);
    assert.deepEqual(body, { error: REFUSED, data: { error: REFUSED } });
  }
  assert.equal(stored('guarded').length, 0);
});

test('SPEC §3: a solved captcha is stored with the submission as captcha_key', async () => {
  const form = JSON.stringify({ email: 'ada@example.com' });
  const { status } = await submit({ formId: 'guarded', form, captchaKey: 'captcha-double-7' });
  assert.equal(status, 200);
  assert.deepEqual(
    stored('guarded').map((row) => row.captcha_key),
    ['captcha-double-7'],
  );
});

test('SPEC §3: a form without captcha (the default) needs no captchaKey', async () => {
  const { status } = await submit({
    formId: 'open',
    form: JSON.stringify({ email: 'ada@example.com' }),
  });
  assert.equal(status, 200);
  assert.equal(stored('open').at(-1).captcha_key, null);
});

test('SPEC §3 page context: website.captchaSettings reaches every page as site.json gives it', async () => {
  const context = pageContext(await (await client.get('/')).text());
  assert.deepEqual(context.website.captchaSettings, captchaSettings);
});
