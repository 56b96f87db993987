/**
 * site.json `forms` validation at start-up (a clear error naming the path) and the demo site's
 * forms (SPEC §3 field kinds).
 */
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, test } from 'node:test';
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
  const message = await formsError({ f: { fields: [{ id: 'a', type: 'color', title: 'A' }] } });
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

test('SPEC §3: the demo site configures its contact and newsletter forms', () => {
  const { forms } = loadSiteConfig('demo');
  const contact = Object.fromEntries(forms.contact.fields.map((field) => [field.id, field]));
  assert.equal(contact.name.type, 'name');
  assert.equal(contact.email.type, 'email');
  assert.equal(contact.email.required, true);
  assert.equal(contact.phone.type, 'phone');
  assert.equal(contact.subject.type, 'select');
  assert.ok(contact.subject.options.length >= 2);
  assert.equal(contact.message.type, 'textarea');
  assert.ok(contact.message.maxLength > 0);
  assert.deepEqual(
    forms.newsletter.fields.map((field) => [field.type, field.required]),
    [['email', true]],
  );
});
