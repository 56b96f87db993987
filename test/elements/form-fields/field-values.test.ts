import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { nothing } from 'lit';
import {
  controlId,
  LIKERT_ANSWERS,
  readFormValues,
  renderField,
  writeFormValues,
} from '../../../elements/shared/form/fields/fields.ts';
import { controlsOf, descriptionOf, field, fieldHost, nameOf, PREFIX } from './field-host.ts';

const phone = field({ id: 'tel', type: 'phone', title: 'Phone' });
const intlPhone = field({ id: 'tel', type: 'phone', title: 'Phone', showCountryCode: true });
const questions = ['The site is clear', 'I would come back', 'Prices are fair'];
const likert = field({ id: 'survey', type: 'likert', title: 'Survey', options: questions });

async function typeInto(control: HTMLElement, text: string): Promise<void> {
  control.focus();
  await sendKeys({ type: text });
}

describe('form fields: phone, likert, hidden and section values', () => {
  it('SPEC §3: a phone with showCountryCode has four labelled tel parts and submits all four', async () => {
    const h = await fieldHost([intlPhone]);
    const parts = controlsOf(h.root, 'tel') as HTMLInputElement[];
    expect(parts.map(nameOf)).to.deep.equal(['Country Code', 'Area Code', 'Prefix', 'Line']);
    expect(parts.map((part) => part.autocomplete)).to.deep.equal([
      'tel-country-code',
      'tel-area-code',
      'tel-local-prefix',
      'tel-local-suffix',
    ]);
    expect(parts.map((part) => part.type)).to.deep.equal(['tel', 'tel', 'tel', 'tel']);
    for (const [index, text] of ['44', '20', '7946', '0958'].entries())
      await typeInto(parts[index]!, text);
    expect(readFormValues(h.form, [intlPhone], PREFIX)).to.deep.equal({
      tel: ['44', '20', '7946', '0958'],
    });
  });

  it('SPEC §3: a phone without showCountryCode shows three parts and submits an empty first element', async () => {
    const h = await fieldHost([phone]);
    const parts = controlsOf(h.root, 'tel');
    expect(parts.map(nameOf)).to.deep.equal(['Area Code', 'Prefix', 'Line']);
    expect(readFormValues(h.form, [phone], PREFIX)).to.deep.equal({ tel: ['', '', '', ''] });
    await typeInto(parts[2]!, '4567');
    expect(readFormValues(h.form, [phone], PREFIX)).to.deep.equal({ tel: ['', '', '', '4567'] });
    writeFormValues(h.form, [phone], PREFIX, { tel: ['99', '212', '555', '0100'] });
    expect(
      readFormValues(h.form, [phone], PREFIX),
      'a saved country code has no place',
    ).to.deep.equal({
      tel: ['', '212', '555', '0100'],
    });
    writeFormValues(h.form, [phone], PREFIX, { tel: ['1', '2'] });
    expect(readFormValues(h.form, [phone], PREFIX), 'wrong length ignored').to.deep.equal({
      tel: ['', '212', '555', '0100'],
    });
  });

  it('SPEC §3: likert asks every question with five answers, Strongly Disagree … Strongly Agree valued -2 … 2', async () => {
    const h = await fieldHost([likert]);
    expect(LIKERT_ANSWERS.map((answer) => answer.label)).to.deep.equal([
      'Strongly Disagree',
      'Disagree',
      'Neutral',
      'Agree',
      'Strongly Agree',
    ]);
    const groups = [...h.root.querySelectorAll('fieldset fieldset')];
    expect(groups.map(nameOf)).to.deep.equal(questions);
    for (const group of groups) {
      const radios = [...group.querySelectorAll('input')];
      expect(radios.map(nameOf)).to.deep.equal(LIKERT_ANSWERS.map((answer) => answer.label));
      expect(radios.map((radio) => radio.value)).to.deep.equal(['-2', '-1', '0', '1', '2']);
      expect(
        new Set(radios.map((radio) => radio.name)).size,
        'one radio group per question',
      ).to.equal(1);
    }
    expect(new Set(groups.map((group) => group.querySelector('input')!.name)).size).to.equal(3);
  });

  it('SPEC §3: likert submits answered questions only, each the checked answer value', async () => {
    const h = await fieldHost([likert]);
    expect(readFormValues(h.form, [likert], PREFIX)).to.deep.equal({ survey: {} });
    const groups = [...h.root.querySelectorAll('fieldset fieldset')];
    (groups[2]!.querySelectorAll('input')[0] as HTMLInputElement).click();
    (groups[0]!.querySelectorAll('input')[4] as HTMLInputElement).focus();
    await sendKeys({ press: 'Space' });
    await sendKeys({ press: 'ArrowLeft' });
    expect(readFormValues(h.form, [likert], PREFIX)).to.deep.equal({
      survey: { 'The site is clear': '1', 'Prices are fair': '-2' },
    });
    writeFormValues(h.form, [likert], PREFIX, {
      survey: { 'I would come back': '0', Unknown: '2' },
    });
    expect(readFormValues(h.form, [likert], PREFIX)).to.deep.equal({
      survey: { 'I would come back': '0' },
    });
  });

  it('SPEC §5: a hidden field takes its key query parameter when the address has it, else its value', async () => {
    const hidden = field({ id: 'source', type: 'hidden', key: 'ref', value: 'direct' });
    const noKey = field({ id: 'campaign', type: 'hidden', value: 'spring' });
    const h = await fieldHost([hidden, noKey]);
    const read = (url: string) => readFormValues(h.form, [hidden, noKey], PREFIX, url);
    expect(read('https://site.test/contact?ref=newsletter')).to.deep.equal({
      source: 'newsletter',
      campaign: 'spring',
    });
    expect(read('https://site.test/contact?ref=')).to.deep.equal({
      source: '',
      campaign: 'spring',
    });
    expect(read('https://site.test/contact?campaign=x&other=1')).to.deep.equal({
      source: 'direct',
      campaign: 'spring',
    });
    expect(readFormValues(h.form, [hidden], PREFIX), 'the page address has no ref').to.deep.equal({
      source: 'direct',
    });
  });

  it('SPEC §5: a hidden field rendered on a page whose address has the parameter holds its value', async () => {
    const hidden = field({ id: 'source', type: 'hidden', key: 'ref', value: 'direct' });
    const before = location.href;
    history.replaceState(null, '', `${location.pathname}?ref=ad%20one`);
    try {
      const h = await fieldHost([hidden]);
      expect((controlsOf(h.root, 'source')[0] as HTMLInputElement).value).to.equal('ad one');
      expect(readFormValues(h.form, [hidden], PREFIX)).to.deep.equal({ source: 'ad one' });
    } finally {
      history.replaceState(null, '', before);
    }
  });

  it('SPEC §3: sections are skipped in the values and draw a heading, ruled only with underline', async () => {
    const ruled = field({
      id: 's1',
      type: 'section',
      title: 'About you',
      underline: true,
      description: 'Tell us.',
    });
    const plain = field({ id: 's2', type: 'section', title: 'Details' });
    const text = field({ id: 'city', type: 'text', title: 'City' });
    const h = await fieldHost([ruled, text, plain]);
    const headings = [...h.root.querySelectorAll('h3')];
    expect(headings.map(nameOf)).to.deep.equal(['About you', 'Details']);
    expect(headings.map((heading) => heading.classList.contains('underline'))).to.deep.equal([
      true,
      false,
    ]);
    expect(getComputedStyle(headings[0]!).borderBottomStyle).to.equal('solid');
    expect(getComputedStyle(headings[1]!).borderBottomStyle).to.equal('none');
    expect(h.root.querySelector('[data-field-id="s1"]')!.textContent).to.contain('Tell us.');
    expect(controlsOf(h.root, 's1')).to.have.length(0);
    writeFormValues(h.form, [ruled, text, plain], PREFIX, { s1: 'x', city: 'Leeds', s2: 'y' });
    expect(readFormValues(h.form, [ruled, text, plain], PREFIX)).to.deep.equal({ city: 'Leeds' });
    await expect(h.host).to.be.accessible();
  });

  it('SPEC §3: a social handle shows an @ hidden from AT and submits the handle without it', async () => {
    const handle = field({ id: 'handle', type: 'social-handle', title: 'Instagram' });
    const h = await fieldHost([handle]);
    const affix = h.root.querySelector('.affix')!;
    expect(affix.textContent).to.equal('@');
    expect(affix.getAttribute('aria-hidden')).to.equal('true');
    await typeInto(controlsOf(h.root, 'handle')[0]!, 'sq_site');
    expect(readFormValues(h.form, [handle], PREFIX)).to.deep.equal({ handle: 'sq_site' });
  });

  it('SPEC §3: a currency shows its symbol before the amount and names it in the description', async () => {
    const money = field({
      id: 'amount',
      type: 'currency',
      title: 'Amount',
      currencySymbol: '€',
      description: 'Tip.',
    });
    const h = await fieldHost([money]);
    const [input] = controlsOf(h.root, 'amount');
    const symbol = h.root.querySelector('.affix')!;
    expect(symbol.textContent).to.equal('€');
    expect(symbol.compareDocumentPosition(input!)).to.equal(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(symbol.getBoundingClientRect().right).to.be.at.most(
      input!.getBoundingClientRect().left + 1,
    );
    expect(descriptionOf(input!)).to.equal('Tip. €');
    expect(input!.getAttribute('inputmode')).to.equal('decimal');
  });

  it('SPEC §3: a select starts on an empty choice, optional or required, and reads it as ""', async () => {
    const options = ['Small', 'Large'];
    const select = field({ id: 'size', type: 'select', title: 'Size', options });
    const required = field({
      id: 'size2',
      type: 'select',
      title: 'Size 2',
      options,
      required: true,
    });
    const h = await fieldHost([select, required]);
    for (const id of ['size', 'size2']) {
      const control = controlsOf(h.root, id)[0] as HTMLSelectElement;
      expect([...control.options].map((option) => option.value)).to.deep.equal([
        '',
        'Small',
        'Large',
      ]);
    }
    expect(readFormValues(h.form, [select, required], PREFIX)).to.deep.equal({
      size: '',
      size2: '',
    });
    writeFormValues(h.form, [select], PREFIX, { size: 'Huge' });
    expect(readFormValues(h.form, [select], PREFIX), 'not an option: ignored').to.deep.equal({
      size: '',
    });
  });

  it('SPEC §3: renderField of an unknown kind draws nothing, and ids survive odd field ids', async () => {
    const odd = field({ id: 'my field #1 "a"', type: 'text', title: 'Odd' });
    const h = await fieldHost([odd]);
    const id = controlId(PREFIX, odd.id);
    expect(id).not.to.match(/\s|"|#/);
    expect(h.root.getElementById(id)).to.equal(controlsOf(h.root, odd.id)[0]);
    expect(controlId(PREFIX, 'a b')).not.to.equal(controlId(PREFIX, 'a_b'));
    const unknown = { ...odd, type: 'signature' } as unknown as typeof odd;
    expect(renderField(unknown, { idPrefix: PREFIX })).to.equal(nothing);
  });
});
