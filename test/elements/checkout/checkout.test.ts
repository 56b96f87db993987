/**
 * `<sq-checkout>` against the site server's own checkout markup and checks
 * (test/helpers/checkout-endpoints.mjs renders them with the server's modules): what a buyer
 * sees when a form is refused before it is sent, and what the server receives when it is sent.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/checkout/sq-checkout.ts';
import type { SqCheckout } from '../../../elements/checkout/sq-checkout.ts';
import { configureAnalytics } from '../../../platform/analytics/context.ts';
import type { PageContext } from '../../../platform/context/page-context.ts';
import * as messages from '../../../platform/forms/checkout-messages.ts';
import {
  resetAnalyticsState,
  startRun,
  waitForRequests,
} from '../../platform/analytics-helpers.ts';

type Kind = 'order' | 'donation' | 'giftcard';
type Values = Record<string, string>;

const VALID_ORDER: Values = {
  email: 'ada@example.com',
  name: 'Ada Potter',
  address1: '14 Pottery Lane',
  address2: 'Studio 2',
  city: 'Hudson',
  state: 'NY',
  zip: '12534',
  shippingOptionId: 'pickup',
  cardNumber: messages.TEST_CARD,
};

let container: HTMLElement | undefined;

/** Mounts the server's form of `kind` (refused with `values` when given) with a frame it posts into. */
async function mount(kind: Kind, refused?: Values) {
  const response = refused
    ? await fetch(`/test-checkout/form/${kind}`, { method: 'POST', body: JSON.stringify(refused) })
    : await fetch(`/test-checkout/form/${kind}`);
  const markup = refused
    ? ((await response.json()) as { html: string }).html
    : await response.text();
  container = document.createElement('div');
  container.innerHTML = `${markup}<iframe name="sink" title="The answer"></iframe>`;
  document.body.append(container);
  const el = container.querySelector<SqCheckout>('sq-checkout')!;
  await el.updateComplete;
  const form = el.querySelector('form')!;
  form.target = 'sink';
  return { el, form };
}

/** Types `values` into `form` (a radio group's value checks that radio). */
function fill(form: HTMLFormElement, values: Values): void {
  for (const [name, value] of Object.entries(values)) {
    const item = form.elements.namedItem(name);
    if (item instanceof RadioNodeList) {
      for (const radio of Array.from(item) as HTMLInputElement[])
        radio.checked = radio.value === value;
      (item[0] as HTMLElement).dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      const control = item as HTMLInputElement;
      control.value = value;
      control.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }
}

/** Submits `form` as its button would; answers whether the submission was held back. */
function submit(form: HTMLFormElement): boolean {
  let held = false;
  const seen = (event: Event) => (held = event.defaultPrevented);
  document.addEventListener('submit', seen);
  form.requestSubmit();
  document.removeEventListener('submit', seen);
  return held;
}

/** The server's messages for `values` of `kind`, in its summary's order. */
async function serverMessages(kind: Kind, values: Values): Promise<string[]> {
  const response = await fetch(`/test-checkout/form/${kind}`, {
    method: 'POST',
    body: JSON.stringify(values),
  });
  const { problems } = (await response.json()) as { problems: { message: string }[] };
  return problems.map((problem) => problem.message);
}

/** The summary's items as the buyer reads them. */
const summaryItems = (el: SqCheckout) =>
  Array.from(el.querySelectorAll('.sq-error-summary:not([hidden]) li'), (li) =>
    li.textContent!.trim(),
  );

/** The visible inline error of control `name`, without its hidden "Error:" prefix. */
function inlineError(form: HTMLFormElement, name: string): string | undefined {
  const item = form.elements.namedItem(name);
  const control = (item instanceof RadioNodeList ? item[0] : item) as HTMLInputElement;
  const error = form.ownerDocument.getElementById(`${control.id}-error`);
  if (!error || error.hidden) return undefined;
  return error.textContent!.replace(/^\s*Error:\s*/, '').trim();
}

/** Waits for the frame's next page, then answers what the server received. */
async function sent(): Promise<Values[]> {
  const frame = container!.querySelector('iframe')!;
  await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  return (await (await fetch('/test-checkout/received')).json()) as Values[];
}

afterEach(async () => {
  container?.remove();
  container = undefined;
  await fetch('/test-checkout/received');
});

describe('<sq-checkout> checks before sending (SPEC §2 checkout, §5)', () => {
  it('the browser and the server say the same words: the checkout, card, zip, shipping, gift card and donation messages', async () => {
    const server = (await (await fetch('/test-checkout/messages')).json()) as Record<
      string,
      unknown
    >;
    expect(server).to.deep.equal({
      CHECKOUT_MESSAGES: messages.CHECKOUT_MESSAGES,
      TEST_CARD: messages.TEST_CARD,
      DECLINED_TEST_CARD: messages.DECLINED_TEST_CARD,
      GIFT_CARD_MESSAGES: messages.GIFT_CARD_MESSAGES,
      DONATION_MESSAGES: {
        choose: messages.DONATION_MESSAGES.choose,
        unreadable: messages.DONATION_MESSAGES.unreadable('25.00'),
        minimum: messages.DONATION_MESSAGES.minimum('$5.00'),
        maximum: messages.DONATION_MESSAGES.maximum('$1,000,000.00'),
      },
    });
  });

  it('an empty order is not sent: the summary lists the server’s messages in page order and takes focus', async () => {
    const { el, form } = await mount('order');
    expect(submit(form), 'the submission is held back').to.equal(true);
    const expected = await serverMessages('order', {});
    expect(expected).to.include('Email is required.');
    expect(summaryItems(el)).to.deep.equal(expected);
    expect(
      document.activeElement === el.querySelector('.sq-error-summary'),
      'the control takes focus',
    ).to.equal(true);
    expect(inlineError(form, 'email')).to.equal('Email is required.');
    expect(inlineError(form, 'address2'), 'an optional field').to.equal(undefined);
    expect(inlineError(form, 'shippingOptionId')).to.equal(messages.CHECKOUT_MESSAGES.shipping);
    await expect(el).to.be.accessible();
  });

  it('SPEC §5: a bad email, a zip of 4 digits and the declined card get the server’s messages inline, tied to their fields', async () => {
    const { el, form } = await mount('order');
    const values = {
      ...VALID_ORDER,
      email: 'ada@',
      zip: '1253',
      cardNumber: messages.DECLINED_TEST_CARD,
    };
    fill(form, values);
    expect(submit(form)).to.equal(true);
    expect(summaryItems(el)).to.deep.equal(await serverMessages('order', values));
    expect(inlineError(form, 'zip')).to.equal(messages.CHECKOUT_MESSAGES.zip);
    expect(inlineError(form, 'cardNumber')).to.equal(messages.CHECKOUT_MESSAGES.cardDeclined);
    const zip = form.elements.namedItem('zip') as HTMLInputElement;
    expect(zip.getAttribute('aria-invalid')).to.equal('true');
    expect(zip.getAttribute('aria-describedby')!.split(' ')).to.include(`${zip.id}-error`);
    expect(inlineError(form, 'city'), 'a good field has no error').to.equal(undefined);
    await expect(el).to.be.accessible();
  });

  it('nothing typed is lost when a form is held back', async () => {
    const { form } = await mount('order');
    const values = { ...VALID_ORDER, zip: '125' };
    fill(form, values);
    expect(submit(form)).to.equal(true);
    const kept = Object.fromEntries(Object.keys(values).map((name) => [name, form[name].value]));
    expect(kept).to.deep.equal(values);
  });

  it('a form the server accepts is sent whole, with every value and the crumb, and a second submit is ignored', async () => {
    const { form } = await mount('order');
    fill(form, VALID_ORDER);
    const answer = sent();
    expect(submit(form), 'not held back').to.equal(false);
    expect(submit(form), 'the second submit while the first is on its way').to.equal(true);
    expect(await answer).to.deep.equal([{ crumb: 'test-crumb', ...VALID_ORDER }]);
  });

  it('a summary link takes focus to its field (keyboard)', async () => {
    const { el, form } = await mount('order');
    fill(form, { ...VALID_ORDER, zip: '' });
    submit(form);
    const link = el.querySelector<HTMLAnchorElement>('.sq-error-summary a')!;
    expect(link.textContent).to.equal('ZIP code is required.');
    link.focus();
    await sendKeys({ press: 'Enter' });
    expect(
      document.activeElement === form.elements.namedItem('zip'),
      'the control takes focus',
    ).to.equal(true);
  });

  it('the server’s refused page: its errors show until fixed, and the fixed form is sent with what the server kept', async () => {
    const refused = { ...VALID_ORDER, zip: '1', cardNumber: '' };
    const { el, form } = await mount('order', refused);
    expect(inlineError(form, 'zip'), 'the server’s own error').to.equal(
      messages.CHECKOUT_MESSAGES.zip,
    );
    fill(form, { zip: '12534' });
    expect(inlineError(form, 'zip'), 'checked again when changed').to.equal(undefined);
    expect(submit(form), 'the card is still missing').to.equal(true);
    expect(summaryItems(el)).to.deep.equal([messages.CHECKOUT_MESSAGES.cardUnknown]);
    fill(form, { cardNumber: messages.TEST_CARD });
    const answer = sent();
    expect(submit(form)).to.equal(false);
    expect(await answer).to.deep.equal([{ crumb: 'test-crumb', ...VALID_ORDER }]);
  });

  it('a donation: no amount asks for one; "Another amount" with nothing typed asks for it; a typed amount is the server’s to judge', async () => {
    const { el, form } = await mount('donation');
    const details = {
      name: 'Ada Potter',
      email: 'ada@example.com',
      cardNumber: messages.TEST_CARD,
    };
    fill(form, details);
    expect(submit(form)).to.equal(true);
    expect(summaryItems(el)).to.deep.equal([messages.DONATION_MESSAGES.choose]);
    fill(form, { amount: 'other' });
    expect(submit(form)).to.equal(true);
    expect(summaryItems(el)).to.deep.equal(['Other amount is required.']);
    expect(inlineError(form, 'otherAmount')).to.equal('Other amount is required.');
    fill(form, { amount: '', otherAmount: '12.50' });
    const answer = sent();
    expect(submit(form)).to.equal(false);
    expect(await answer).to.deep.equal([{ crumb: 'test-crumb', otherAmount: '12.50', ...details }]);
  });

  it('a gift card: no amount chosen gets "Choose an amount." on the amounts', async () => {
    const { el, form } = await mount('giftcard');
    fill(form, {
      recipientName: 'Bea',
      recipientEmail: 'bea@example.com',
      email: 'ada@example.com',
      cardNumber: messages.TEST_CARD,
    });
    expect(submit(form)).to.equal(true);
    expect(summaryItems(el)).to.deep.equal([messages.GIFT_CARD_MESSAGES.amount]);
    expect(inlineError(form, 'sku')).to.equal(messages.GIFT_CARD_MESSAGES.amount);
    const fieldset = form.querySelector<HTMLFieldSetElement>('fieldset.sq-field')!;
    expect(fieldset.getAttribute('aria-describedby')).to.include('checkout-sku-error');
    await expect(el).to.be.accessible();
  });

  it('invalid data-block-json leaves the form to the server: nothing is held back', async () => {
    const { el, form } = await mount('order');
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    el.setAttribute('data-block-json', '{"step":"pay"}');
    await el.updateComplete;
    console.error = original;
    expect(el.getAttribute('data-sq-error')).to.match(/^step: /);
    const answer = sent();
    expect(submit(form)).to.equal(false);
    expect(await answer).to.have.length(1);
  });
});

describe('<sq-checkout> tracking (SPEC §7)', () => {
  const CTX = { website: { id: 'site-7' }, templateId: 'tpl-1', pageType: 201 } as PageContext;
  let run: string;
  beforeEach(() => {
    run = startRun();
    configureAnalytics(CTX);
  });
  afterEach(() => resetAnalyticsState());

  it('commerce_checkout_step is recorded when the form is shown and when it is sent, never for a held-back submit', async () => {
    const { form } = await mount('order');
    const [view] = await waitForRequests(run, '/api/events/RecordEvent');
    expect(view!.body.event).to.equal('commerce_checkout_step');
    expect(JSON.parse(view!.body.data!)).to.include({
      step: 'details',
      kind: 'order',
      action: 'view',
    });
    submit(form);
    fill(form, VALID_ORDER);
    const answer = sent();
    submit(form);
    await answer;
    const events = await waitForRequests(run, '/api/events/RecordEvent', 2);
    expect(events.map((event) => JSON.parse(event.body.data!).action)).to.deep.equal([
      'view',
      'submit',
    ]);
  });
});
