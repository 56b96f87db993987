// The page of the form scale bench (bench/form-scale.mjs): `<sq-form>` as a site ships it, and
// `globalThis.sqBench` timing one form of `copies` × every SPEC §3 field kind, plus a plain HTML
// form with as many labelled inputs as the floor a browser needs for the same amount of markup.
/* global document, requestAnimationFrame, InputEvent -- a browser page */
import '../../elements/form/sq-form.ts';

const OPTIONS = ['One', 'Two', 'Three'];

/** One field of every SPEC §3 kind; ids carry the copy number. */
function kinds(copy) {
  const field = (type, extra = {}) => ({
    id: `${type}-${copy}`,
    type,
    title: `${type} ${copy}`,
    required: type !== 'section' && type !== 'hidden',
    ...extra,
  });
  return [
    field('section', { underline: true }),
    field('text'),
    field('textarea', { maxLength: 500 }),
    field('email'),
    field('number'),
    field('website'),
    field('password'),
    field('social-handle'),
    field('date'),
    field('time'),
    field('name'),
    field('address'),
    field('phone', { showCountryCode: true }),
    field('currency', { currencySymbol: '$' }),
    field('radio', { options: OPTIONS }),
    field('checkbox', { options: OPTIONS }),
    field('select', { options: OPTIONS }),
    field('likert', { options: OPTIONS }),
    field('hidden', { key: 'utm_source', value: 'bench' }),
  ];
}

/** Resolves after the next frame has been produced (style, layout and paint included). */
const frame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done)));

let run = 0;

globalThis.sqBench = {
  /** How many fields `copies` copies hold. */
  fieldCount: (copies) => copies * kinds(0).length,

  /** Upgrade, an empty submit's client checks, and one keystroke in a textarea, in ms. */
  async ours(copies) {
    const fields = Array.from({ length: copies }, (_, i) => kinds(i)).flat();
    const el = document.createElement('sq-form');
    el.setAttribute('data-block-json', JSON.stringify({ formId: `scale-${++run}`, fields }));
    let start = performance.now();
    document.body.append(el);
    await el.updateComplete;
    await frame();
    const upgrade = performance.now() - start;

    start = performance.now();
    el.reportValidity();
    await el.updateComplete;
    await frame();
    const check = performance.now() - start;
    const errors = el.shadowRoot.querySelectorAll('[part~="field-error"]').length;
    const controls = el.shadowRoot.querySelectorAll('input, select, textarea').length;

    const textarea = el.shadowRoot.querySelector('textarea');
    start = performance.now();
    textarea.value += 'a';
    textarea.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
    await el.updateComplete;
    await frame();
    const keystroke = performance.now() - start;

    el.remove();
    sessionStorage.clear();
    return { upgrade, check, keystroke, errors, controls };
  },

  /** A plain `<form>` of `inputs` labelled inputs (as many as `ours` drew), inserted, in ms. */
  async native(inputs) {
    await frame();
    const rows = Array.from(
      { length: inputs },
      (_, i) =>
        `<p><label for="n${i}">Field ${i}</label><input id="n${i}" name="n${i}" required></p>`,
    );
    const form = document.createElement('form');
    const start = performance.now();
    form.innerHTML = rows.join('');
    document.body.append(form);
    await frame();
    const show = performance.now() - start;
    form.remove();
    return { show };
  },
};
