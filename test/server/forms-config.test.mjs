/**
 * site.json `forms` validation at start-up (a clear error naming the path) and the demo site's
 * forms (SPEC §3 field kinds): each form block of a demo page matches its site.json form.
 */
import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { FIELD_KINDS } from '../../server/forms/form-config.ts';
import { startServer } from '../../server/main.ts';
import { loadSiteConfig, SiteConfigError } from '../../server/site-config.ts';
import { FIXTURE_ASSETS, makeSite, tempDir } from './helpers.mjs';

const made = [];
after(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** The start-up error of a fixture site whose `forms` is `forms`. */
async function formsError(forms) {
  const site = makeSite({ config: { forms } });
  const data = tempDir('sq-data-');
  made.push(site, data);
  let message = '';
  await assert.rejects(
    startServer({ site, data, assets: FIXTURE_ASSETS, port: 0 }).catch((error) => {
      message = error.message;
      throw error;
    }),
    SiteConfigError,
  );
  return message;
}

test('SPEC §3: a field kind outside the SPEC list stops the server, naming the path', async () => {
  const message = await formsError({
    f: { fields: [{ id: 'a', type: 'color', title: 'A' }] },
  });
  assert.match(message, /forms\.f\.fields\.0\.type: .*"social-handle"/);
});

test('SPEC §3: choice fields need options, other kinds refuse them', async () => {
  const message = await formsError({
    f: {
      fields: [
        { id: 'a', type: 'select', title: 'A' },
        { id: 'b', type: 'text', title: 'B', options: ['x'] },
      ],
    },
  });
  assert.match(message, /forms\.f\.fields\.0\.options: a radio, checkbox, select or likert/);
  assert.match(message, /forms\.f\.fields\.1\.options: only radio, checkbox, select and likert/);
});

test('site.json forms: duplicate field ids, bad maxLength, bad rateLimit and unknown keys are refused', async () => {
  const duplicate = await formsError({
    f: {
      fields: [
        { id: 'a', type: 'text', title: 'A' },
        { id: 'a', type: 'email', title: 'B' },
      ],
    },
  });
  assert.match(duplicate, /forms\.f\.fields\.1\.id: duplicate field id "a"/);
  const bad = await formsError({
    f: {
      fields: [{ id: 'a', type: 'textarea', title: 'A', maxLength: 0, hint: 'x' }],
      rateLimit: { max: 0, windowMs: 1000 },
    },
  });
  assert.match(bad, /forms\.f\.fields\.0\.maxLength/);
  assert.match(bad, /forms\.f\.fields\.0: .*hint/);
  assert.match(bad, /forms\.f\.rateLimit\.max/);
});

test('site.json forms: captcha is false unless set, and must be true or false', async () => {
  const site = makeSite({
    config: {
      forms: { plain: { fields: [] }, guarded: { fields: [], captcha: true } },
    },
  });
  made.push(site);
  const { forms } = loadSiteConfig(site);
  assert.equal(forms.plain.captcha, false);
  assert.equal(forms.guarded.captcha, true);
  const message = await formsError({ f: { fields: [], captcha: 'yes' } });
  assert.match(message, /forms\.f\.captcha/);
});

/** The `data-block-json` of every `<TAG>` of the page `page` of the site folder `site`, by `formId`. */
function blocksOf(page, tag, site = 'demo') {
  const html = readFileSync(join(site, page), 'utf8');
  const pattern = new RegExp(`<${tag}\\b[^>]*?data-block-json='([^']*)'`, 'g');
  const blocks = [...html.matchAll(pattern)].map((match) =>
    JSON.parse(match[1].replaceAll('&amp;', '&')),
  );
  return Object.fromEntries(blocks.map((block) => [block.formId, block]));
}

/** What the server checks of a field: the keys site.json takes. */
const checked = ({ id, type, title, required = false, maxLength, options }) => ({
  id,
  type,
  title,
  required,
  ...(maxLength === undefined ? {} : { maxLength }),
  ...(options === undefined ? {} : { options }),
});

test('SPEC §3: each form block of the demo site matches its site.json form, and none fails on purpose', () => {
  const { forms, failures, website } = loadSiteConfig('demo');
  const blocks = {
    ...blocksOf('contact.html', 'sq-form'),
    ...blocksOf('classes.html', 'sq-form'),
  };
  assert.deepEqual(Object.keys(blocks).sort(), ['commission', 'waitlist']);
  for (const [formId, block] of Object.entries(blocks)) {
    assert.deepEqual(block.fields.map(checked), forms[formId].fields.map(checked), formId);
    assert.equal(block.captcha, forms[formId].captcha ?? false, formId);
  }
  const fields = Object.fromEntries(blocks.commission.fields.map((f) => [f.id, f]));
  assert.equal(fields['utm-source'].key, 'utm_source');
  assert.equal(fields.budget.type, 'currency');
  assert.ok(fields.details.maxLength > 0);
  assert.equal(forms.commission.captcha, true);
  assert.deepEqual(website.captchaSettings, {
    siteKey: 'kiln-and-clay-demo-key',
    scriptUrl: '/captcha/api.js',
  });
  // The SPEC §8 failure paths are shown on the end-to-end fixture site, not on the demo.
  assert.deepEqual(failures.forms, {});
});

test('SPEC §3: the e2e fixture site’s every-kind form covers every field kind and matches its site.json form', () => {
  const site = join('test', 'e2e', 'fixtures', 'site');
  const { forms } = loadSiteConfig(site);
  const block = blocksOf('forms.html', 'sq-form', site)['every-kind'];
  assert.deepEqual(block.fields.map(checked), forms['every-kind'].fields.map(checked));
  assert.equal(block.captcha, forms['every-kind'].captcha);
  const kinds = new Set(block.fields.map((field) => field.type));
  assert.deepEqual(
    [...FIELD_KINDS].filter((kind) => !kinds.has(kind)),
    [],
  );
  const fields = Object.fromEntries(block.fields.map((f) => [f.id, f]));
  assert.equal(fields['utm-source'].key, 'utm_source');
  assert.equal(fields.phone.showCountryCode, true);
  assert.ok(fields.details.maxLength > 0);
  assert.ok(block.fields.some((f) => f.type === 'section' && f.underline));
});

test('SPEC §3: the demo home page signs up to the configured newsletter form', () => {
  const { forms } = loadSiteConfig('demo');
  const { newsletter } = blocksOf('index.html', 'sq-newsletter');
  assert.equal(newsletter.showName, false);
  assert.equal(newsletter.captcha, forms.newsletter.captcha);
  assert.deepEqual(
    forms.newsletter.fields.map((field) => [field.id, field.type, field.required]),
    [['email', 'email', true]],
  );
});
