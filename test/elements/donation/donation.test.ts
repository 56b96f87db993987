import { expect, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/donation/sq-donation.ts';
import type { SqDonateDetail, SqDonation } from '../../../elements/donation/sq-donation.ts';
import { configureAnalytics } from '../../../platform/analytics/context.ts';
import type { PageContext } from '../../../platform/context/page-context.ts';
import { blockFixture } from '../shared/block-fixture.ts';

const PAGE_ID = '6a1b2c3d4e5f60718293a4d1';
const DATA = {
  donatePageId: PAGE_ID,
  suggestedAmountsCents: [2500, 5000, 10000],
  minimumCents: 500,
  buttonText: 'Give to the kiln fund',
};

/** A donation block with its server markup (the no-JavaScript GET form). */
function render(data: object | string = DATA) {
  const json = typeof data === 'string' ? data : JSON.stringify(data);
  return blockFixture<SqDonation>(
    html`<sq-donation data-block-json=${json}
      ><form method="get" action="/checkout/donate">
        <input type="hidden" name="donatePageId" value=${PAGE_ID} />
        <fieldset>
          <legend>Amount</legend>
          <label><input type="radio" name="amount" value="2500" /> $25.00</label>
        </fieldset>
        <button type="submit">Give</button>
      </form></sq-donation
    >`,
  );
}

const shadow = (el: SqDonation) => el.shadowRoot!;
const radios = (el: SqDonation) =>
  Array.from(shadow(el).querySelectorAll<HTMLInputElement>('input[type=radio]'));
const button = (el: SqDonation) => shadow(el).querySelector<HTMLButtonElement>('[part~=submit]')!;
const otherInput = (el: SqDonation) =>
  shadow(el).querySelector<HTMLInputElement>('[part~=other-input]');
/** The visible problem messages, without the hidden "Error:" prefix. */
const problems = (el: SqDonation) =>
  Array.from(shadow(el).querySelectorAll<HTMLElement>('[part~=error]:not([hidden])'), (p) =>
    p.textContent!.replace(/^\s*Error:\s*/, '').trim(),
  );

/** Presses the button; answers the `sq-donate` detail it fired (canceled, so the page stays). */
async function press(el: SqDonation): Promise<SqDonateDetail | undefined> {
  let detail: SqDonateDetail | undefined;
  const hold = (event: GlobalEventHandlersEventMap['sq-donate']) => {
    detail = event.detail;
    event.preventDefault();
  };
  el.addEventListener('sq-donate', hold);
  button(el).click();
  await el.updateComplete;
  await new Promise((resolve) => requestAnimationFrame(resolve));
  el.removeEventListener('sq-donate', hold);
  return detail;
}

async function choose(el: SqDonation, index: number): Promise<void> {
  radios(el)[index]!.click();
  await el.updateComplete;
}

async function type(el: SqDonation, text: string): Promise<void> {
  const input = otherInput(el)!;
  input.focus();
  input.value = '';
  await sendKeys({ type: text });
  await el.updateComplete;
}

afterEach(() => configureAnalytics(undefined));

describe('<sq-donation> (SPEC block type 52, SPEC §2 donate route)', () => {
  it('SPEC §3 currency: the suggested amounts read in the site currency, then another amount, under the legend Amount', async () => {
    const { el } = await render();
    expect(shadow(el).querySelector('legend')!.textContent!.trim()).to.equal('Amount');
    const labels = radios(el).map((radio) => radio.closest('label')!.textContent!.trim());
    expect(labels).to.deep.equal(['$25.00', '$50.00', '$100.00', 'Another amount']);
    expect(button(el).textContent!.trim()).to.equal('Give to the kiln fund');
    expect(el.querySelector('form')!.checkVisibility(), 'the server form is replaced').to.equal(
      false,
    );
    await expect(el).to.be.accessible();
  });

  it('SPEC §2: a suggested amount goes to /checkout/donate?donatePageId=…&amount=… in cents', async () => {
    const { el } = await render();
    await choose(el, 1);
    expect(await press(el)).to.deep.equal({
      donatePageId: PAGE_ID,
      amountCents: 5000,
      url: `/checkout/donate?donatePageId=${PAGE_ID}&amount=5000`,
    });
  });

  it('nothing chosen: "Choose an amount, or enter another amount." is announced and the first amount takes focus', async () => {
    const { el } = await render();
    expect(await press(el)).to.equal(undefined);
    expect(problems(el)).to.deep.equal(['Choose an amount, or enter another amount.']);
    expect(shadow(el).activeElement === radios(el)[0], 'the control takes focus').to.equal(true);
    expect(shadow(el).querySelector('fieldset')!.getAttribute('aria-describedby')).to.equal(
      'amount-error',
    );
    await expect(el).to.be.accessible();
    await choose(el, 0);
    expect(problems(el), 'a choice clears it').to.deep.equal([]);
  });

  it('another amount is read in the site currency and checked as the checkout checks it, with its messages', async () => {
    const { el } = await render();
    expect(otherInput(el), 'no amount field before "Another amount"').to.equal(null);
    await choose(el, 3);
    expect(shadow(el).querySelector('label[for=other]')!.textContent).to.equal(
      'Other amount (USD)',
    );
    expect(shadow(el).querySelector('[part~=hint]')!.textContent!.trim()).to.equal(
      'The smallest gift is $5.00.',
    );
    expect(await press(el)).to.equal(undefined);
    expect(problems(el)).to.deep.equal(['Other amount is required.']);
    expect(shadow(el).activeElement === otherInput(el), 'the control takes focus').to.equal(true);
    await type(el, '4.99');
    expect(problems(el), 'typing clears the error').to.deep.equal([]);
    expect(await press(el)).to.equal(undefined);
    expect(problems(el)).to.deep.equal(['Enter an amount of $5.00 or more.']);
    expect(otherInput(el)!.getAttribute('aria-invalid')).to.equal('true');
    expect(otherInput(el)!.getAttribute('aria-describedby')).to.equal('other-hint other-error');
    await expect(el).to.be.accessible();
    await type(el, 'ten dollars');
    await press(el);
    expect(problems(el)).to.deep.equal(['Enter an amount as a number, such as 25.00.']);
    await type(el, '12.50');
    expect((await press(el))?.url).to.equal(`/checkout/donate?donatePageId=${PAGE_ID}&amount=1250`);
  });

  it('SPEC §3: with the site currency JPY, amounts are whole yen', async () => {
    configureAnalytics({
      website: { id: 'site-1' },
      websiteSettings: { storeSettings: { selectedCurrency: 'JPY' } },
    } as PageContext);
    const { el } = await render({ ...DATA, suggestedAmountsCents: [1500], minimumCents: 500 });
    const labels = radios(el).map((radio) => radio.closest('label')!.textContent!.trim());
    expect(labels).to.deep.equal(['¥1,500', 'Another amount']);
    await choose(el, 1);
    await type(el, '2000');
    expect((await press(el))?.amountCents).to.equal(2000);
  });

  it('keyboard: arrows choose an amount, Enter on the button goes on', async () => {
    const { el } = await render();
    radios(el)[0]!.focus();
    await sendKeys({ press: 'Space' });
    await sendKeys({ press: 'ArrowRight' });
    expect(radios(el)[1]!.checked).to.equal(true);
    let detail: SqDonateDetail | undefined;
    el.addEventListener('sq-donate', (event) => {
      detail = event.detail;
      event.preventDefault();
    });
    button(el).focus();
    await sendKeys({ press: 'Enter' });
    expect(detail?.amountCents).to.equal(5000);
  });

  it('public contract 3: data without a donatePageId leaves the server form in place', async () => {
    const { el, errors, events } = await render({ ...DATA, donatePageId: '' });
    expect(el.getAttribute('data-sq-error')).to.equal('donatePageId: must not be empty');
    expect(errors).to.deep.equal([
      '[sq-donation] invalid data-block-json: donatePageId: must not be empty',
    ]);
    expect(events).to.have.length(1);
    expect(el.querySelector('form')!.checkVisibility()).to.equal(true);
  });
});
