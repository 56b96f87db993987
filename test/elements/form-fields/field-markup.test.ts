import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { FormField } from '../../../elements/shared/form/form-field.schema.ts';
import { controlId, readFormValues } from '../../../elements/shared/form/fields/fields.ts';
import { KIND_CASES } from './field-cases.ts';
import { controlsOf, descriptionOf, field, fieldHost, nameOf, PREFIX } from './field-host.ts';

const message = field({ id: 'msg', type: 'textarea', title: 'Message', maxLength: 10 });
const counterOf = (root: ShadowRoot): HTMLElement | null => root.querySelector('[part="counter"]');
const allFields: FormField[] = KIND_CASES.map((c) => c.field);

describe('form fields: counter, names, autofill and looks', () => {
  it('SPEC §3 phone (showCountryCode): on a phone, a wrapped "Country Code" label leaves the inputs in line', async () => {
    const phone = field({ id: 'tel', type: 'phone', title: 'Phone', showCountryCode: true });
    const h = await fieldHost([phone]);
    // Two parts to a row, the country code's label on two lines (a phone's width and type).
    h.host.style.width = '240px';
    h.host.style.letterSpacing = '0.2em';
    const [country, ...rest] = controlsOf(h.root, 'tel');
    const label = h.root.querySelector('.part-country .part-label')!;
    const fontSize = parseFloat(getComputedStyle(label).fontSize);
    expect(label.getBoundingClientRect().height, 'the label wraps').to.be.above(fontSize * 2);
    const row = (el: Element) => Math.round(el.closest('.part')!.getBoundingClientRect().top);
    const beside = rest.filter((input) => row(input) === row(country!));
    expect(beside, 'a part beside it').to.have.length.above(0);
    for (const input of beside) {
      expect(input.getBoundingClientRect().top, input.id).to.be.closeTo(
        country!.getBoundingClientRect().top,
        0.5,
      );
    }
  });

  it("SPEC §5: a textarea with a positive maxLength shows the counter 'n / max' of view.length", async () => {
    const h = await fieldHost([message]);
    expect(counterOf(h.root)!.textContent).to.equal('0 / 10');
    h.draw({ msg: { length: 10 } });
    const textarea = controlsOf(h.root, 'msg')[0]!;
    expect(counterOf(h.root)!.textContent).to.equal('10 / 10');
    expect(textarea.hasAttribute('aria-invalid'), 'at the limit is fine').to.equal(false);
    expect(counterOf(h.root)!.classList.contains('over')).to.equal(false);
    expect(descriptionOf(textarea)).to.equal('10 / 10');
  });

  it('SPEC §5: a textarea over its maxLength is marked as an error, and keeps every typed character', async () => {
    const h = await fieldHost([message]);
    const textarea = controlsOf(h.root, 'msg')[0]!;
    expect(textarea.hasAttribute('maxlength'), 'no native maxlength').to.equal(false);
    textarea.focus();
    await sendKeys({ type: 'Hello there!' });
    expect(readFormValues(h.form, [message], PREFIX)).to.deep.equal({ msg: 'Hello there!' });
    h.draw({ msg: { length: 12 } });
    const counter = counterOf(h.root)!;
    expect(counter.textContent).to.equal('12 / 10');
    expect(textarea.getAttribute('aria-invalid')).to.equal('true');
    expect(counter.classList.contains('over')).to.equal(true);
    expect(h.root.querySelector('[part="field"]')!.classList.contains('invalid')).to.equal(true);
    expect(getComputedStyle(counter).fontWeight, 'not only colour').to.equal('700');
    await expect(h.host).to.be.accessible();
  });

  it('SPEC §5: no counter without a positive maxLength, nor on other text kinds', async () => {
    const h = await fieldHost([
      field({ id: 'a', type: 'textarea', title: 'A' }),
      field({ id: 'b', type: 'text', title: 'B', maxLength: 5 }),
    ]);
    expect(counterOf(h.root)).to.equal(null);
  });

  it('SPEC §3: control names are unique per field part and the same on every render', async () => {
    const first = await fieldHost(allFields);
    const second = await fieldHost(allFields);
    const names = (root: ShadowRoot): string[] =>
      [...root.querySelectorAll('input, select, textarea')].map(
        (c) => (c as HTMLInputElement).name,
      );
    expect(names(first.root)).to.deep.equal(names(second.root));
    const groupNames = new Set(
      [
        ...first.root.querySelectorAll<HTMLInputElement>('input[type=radio], input[type=checkbox]'),
      ].map((c) => c.name),
    );
    const others = names(first.root).filter((name) => !groupNames.has(name));
    expect(new Set(others).size, 'one name per part').to.equal(others.length);
    expect(names(first.root)).to.include.members([
      'company',
      'who[first]',
      'who[last]',
      'tel[line]',
      'survey[0]',
    ]);
  });

  it('SPEC §3: name, address and email parts carry the autofill tokens', async () => {
    const h = await fieldHost(allFields);
    const tokens = (id: string): string[] =>
      controlsOf(h.root, id).map((c) => c.getAttribute('autocomplete') ?? '');
    expect(tokens('who')).to.deep.equal(['given-name', 'family-name']);
    expect(tokens('where')).to.deep.equal([
      'address-line1',
      'address-line2',
      'address-level2',
      'address-level1',
      'postal-code',
      'country-name',
    ]);
    expect(tokens('email')).to.deep.equal(['email']);
    expect((controlsOf(h.root, 'email')[0] as HTMLInputElement).type).to.equal('email');
    expect((controlsOf(h.root, 'site')[0] as HTMLInputElement).type).to.equal('url');
    expect((controlsOf(h.root, 'secret')[0] as HTMLInputElement).type).to.equal('password');
  });

  it('SPEC §3: date and time parts are labelled, AM/PM is a choice', async () => {
    const h = await fieldHost(allFields);
    expect(controlsOf(h.root, 'day').map(nameOf)).to.deep.equal(['Month', 'Day', 'Year']);
    const time = controlsOf(h.root, 'when');
    expect(time.map(nameOf)).to.deep.equal(['Hour', 'Minute', 'Second', 'AM/PM']);
    expect([...(time[3] as HTMLSelectElement).options].map((o) => o.value)).to.deep.equal([
      '',
      'AM',
      'PM',
    ]);
  });

  it('SPEC §4: a disabled view (submitting) disables every control and keeps the values', async () => {
    const h = await fieldHost(allFields);
    controlsOf(h.root, 'company')[0]!.focus();
    await sendKeys({ type: 'Kept' });
    h.draw(Object.fromEntries(allFields.map((one) => [one.id, { disabled: true }])));
    const controls = [
      ...h.root.querySelectorAll<HTMLInputElement>('input:not([type=hidden]), select, textarea'),
    ];
    expect(controls.filter((control) => !control.disabled)).to.have.length(0);
    expect(readFormValues(h.form, allFields, PREFIX).company).to.equal('Kept');
  });

  it('SPEC §5: an error shows in more than colour, and keyboard focus has a visible outline', async () => {
    const text = field({ id: 'city', type: 'text', title: 'City' });
    const h = await fieldHost([text, field({ id: 'zip', type: 'text', title: 'Zip' })]);
    const input = h.root.getElementById(controlId(PREFIX, 'city')) as HTMLInputElement;
    const idleBorder = parseFloat(getComputedStyle(input).borderTopWidth);
    h.draw({ city: { error: 'City is required.' } });
    expect(parseFloat(getComputedStyle(input).borderTopWidth)).to.be.greaterThan(idleBorder);
    const sign = h.root.querySelector('[part="field-error"] .error-icon')!;
    expect(sign.textContent).to.equal('!');
    expect(sign.getBoundingClientRect().width).to.be.greaterThan(0);
    h.root.getElementById(controlId(PREFIX, 'zip'))!.focus();
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(h.root.activeElement).to.equal(input);
    expect(getComputedStyle(input).outlineStyle).to.equal('solid');
    expect(parseFloat(getComputedStyle(input).outlineWidth)).to.be.at.least(2);
  });
});
