/**
 * Helpers of the form end-to-end tests: the parts of an upgraded `<sq-form>` (the DOM the forms
 * contract names: `banner`, `banner-below`, `field` with `data-field-id`, `field-error`,
 * `submit`, `captcha`, `success`), the focused element through shadow roots, and what the site
 * server's store holds.
 */
/* global document -- in functions the browser runs (page.evaluate) */
import assert from 'node:assert/strict';
import { axeViolations, waitForStill } from './helpers.mjs';

/** The `<sq-form>` with `id` on the page, and its parts. */
export function formBlock(page, id) {
  const form = page.locator(`sq-form#${id}`);
  return {
    form,
    /** A field's wrapper, by field id. */
    field: (fieldId) => form.locator(`[part~="field"][data-field-id="${fieldId}"]`),
    banner: form.locator('[part="banner"]'),
    bannerBelow: form.locator('[part="banner-below"]'),
    submit: form.locator('[part="submit"]'),
    success: form.locator('[part="success"]'),
    captcha: form.locator('[part="captcha"]'),
    /** A field's inline error text, by field id. */
    fieldError: (fieldId) => form.locator(`[data-field-id="${fieldId}"] [part~="field-error"]`),
  };
}

/** The text a screen reader gets from `locator`: its text without `aria-hidden` marks, trimmed. */
export function spokenText(locator) {
  return locator.first().evaluate((element) => {
    const copy = element.cloneNode(true);
    for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
    return copy.textContent.trim();
  });
}

/** Waits until `locator` shows `text` and answers its whole {@link spokenText}. */
export async function waitForText(locator, text) {
  await locator.filter({ hasText: text }).first().waitFor({ state: 'visible' });
  return spokenText(locator);
}

/** The focused element, through open shadow roots: its tag, name, type, part and label text. */
export function focused(page) {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active) return null;
    const root = active.getRootNode();
    const label = active.id ? root.querySelector?.(`label[for="${active.id}"]`) : null;
    return {
      tag: active.localName,
      name: active.getAttribute('name') ?? '',
      type: active.getAttribute('type') ?? '',
      part: active.getAttribute('part') ?? '',
      label: (label ?? active.closest('label'))?.textContent?.trim() ?? '',
      captcha: Boolean(active.closest('[part="captcha"]')),
      value: 'value' in active ? active.value : undefined,
    };
  });
}

/** Rows of `table` in the store, oldest first. */
export function storedRows(store, table) {
  return store.db.prepare(`SELECT * FROM ${table} ORDER BY id`).all();
}

/** The stored submissions of `formId`, oldest first, with `form` and `census` parsed. */
export function submissionsOf(store, formId) {
  return storedRows(store, 'form_submissions')
    .filter((row) => row.form_id === formId)
    .map((row) => ({ ...row, form: JSON.parse(row.form), census: JSON.parse(row.census) }));
}

/** The stored form-render census hits of `formId`. */
export function formRendersOf(store, formId) {
  return storedRows(store, 'census_hits')
    .filter((row) => row.kind === 'form-render')
    .map((row) => JSON.parse(row.data))
    .filter((data) => data.formId === formId);
}

/** Types into the parts of field `id` of `block` labelled by `labels` the values of `values`. */
export async function fillParts(block, id, labels, values) {
  for (const [index, label] of labels.entries()) {
    if (values[index] !== '') {
      await block.field(id).getByLabel(label, { exact: true }).fill(values[index]);
    }
  }
}

/** Ticks the local captcha ("I'm not a robot") of `block`. */
export const solveCaptcha = (block) => block.captcha.getByLabel("I'm not a robot").check();

/**
 * Completes a form by keyboard alone: presses Tab until the submit button has the focus, and at
 * each control on the way does what `keys` says for its name (text to type, or a list of keys to
 * press), presses Space on a checkbox labelled with one of `checkboxes` and on the captcha.
 * Answers the focused element at the end and the names, labels (and `captcha`) it completed.
 */
export async function completeByKeyboard(page, keys, checkboxes = []) {
  const done = new Set();
  for (let presses = 0; presses < 150; presses += 1) {
    await page.keyboard.press('Tab');
    const at = await focused(page);
    if (at?.part === 'submit') return { at, done };
    if (at?.captcha) {
      await page.keyboard.press('Space');
      done.add('captcha');
    } else if (at?.type === 'checkbox' && checkboxes.includes(at.label)) {
      await page.keyboard.press('Space');
      done.add(at.label);
    } else if (at && keys[at.name] !== undefined && !done.has(at.name)) {
      const pressed = keys[at.name];
      if (Array.isArray(pressed)) for (const key of pressed) await page.keyboard.press(key);
      else await page.keyboard.type(pressed);
      done.add(at.name);
    }
  }
  return { at: await focused(page), done };
}

/**
 * Checks axe on `page` in the three states of `form` (SPEC §5, §8): idle; after an empty submit,
 * with the banner and the email field's error shown; and after `fill` (the visitor's values),
 * the captcha and a submit, with `thanks` shown.
 */
export async function assertAxeInEveryState(page, form, { fill, thanks }) {
  assert.deepEqual(await axeViolations(page), [], 'idle');
  await form.submit.click();
  const message = 'One or more fields is invalid, please check your entries.';
  assert.equal(await waitForText(form.banner, message), message);
  assert.equal(
    await waitForText(form.fieldError('email'), 'Email is required.'),
    'Email is required.',
  );
  await waitForStill(page);
  assert.deepEqual(await axeViolations(page), [], 'with errors');
  await fill(form);
  await solveCaptcha(form);
  await form.submit.click();
  await waitForText(form.success, thanks);
  await waitForStill(page);
  assert.deepEqual(await axeViolations(page), [], 'after a success');
}
