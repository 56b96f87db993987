import { expect, html, unsafeStatic, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/member-area/sq-member-area.ts';
import type {
  SqMemberArea,
  SqPricingOptionChangeDetail,
} from '../../../elements/member-area/sq-member-area.ts';
import { blockFixture } from '../shared/block-fixture.ts';

const AREA = {
  memberAreaId: 'studio',
  name: "the members' studio",
  signedIn: false,
  options: [
    {
      id: 'monthly',
      label: 'Monthly',
      price: '$145.00 a month',
      joinText: 'Join monthly',
      description: 'Stop whenever you like.',
    },
    {
      id: 'yearly',
      label: 'Yearly',
      price: '$1,450.00 a year',
      joinText: 'Join yearly',
      description: 'Two months free.',
    },
  ],
};

/** A member area block with the server's area JSON and a no-JavaScript view, and what it logged. */
function renderRecorded(area: object = AREA, data = '{"memberAreaId":"studio"}') {
  const markup = `<sq-member-area data-block-json='${data}'><script type="application/json" data-sq-member-area>${JSON.stringify(area)}</script><div class="sq-member-area"><h2>Join the members' studio</h2></div></sq-member-area>`;
  return blockFixture<SqMemberArea>(html`${unsafeStatic(markup)}`);
}

async function render(area: object = AREA, data?: string) {
  return (await renderRecorded(area, data)).el;
}

const shadow = (el: SqMemberArea) => el.shadowRoot!;
const options = (el: SqMemberArea) =>
  Array.from(shadow(el).querySelectorAll<HTMLButtonElement>('[part~=option]'));
const pressed = (el: SqMemberArea) => options(el).map((b) => b.getAttribute('aria-pressed'));
const text = (el: SqMemberArea, part: string) =>
  shadow(el).querySelector(`[part~=${part}]`)?.textContent?.trim();

/** What the visitor sees of the chosen option: price, join section text and join button. */
const visible = (el: SqMemberArea) => ({
  price: text(el, 'price'),
  description: text(el, 'description'),
  join: text(el, 'join'),
  section: shadow(el).querySelector('[part~=section]')?.getAttribute('aria-label'),
});

/** The `sq-pricing-option-change` details `el` fires while `act` runs. */
async function changes(el: SqMemberArea, act: () => unknown) {
  const seen: SqPricingOptionChangeDetail[] = [];
  const hold = (e: GlobalEventHandlersEventMap['sq-pricing-option-change']) => seen.push(e.detail);
  el.addEventListener('sq-pricing-option-change', hold);
  await act();
  await el.updateComplete;
  el.removeEventListener('sq-pricing-option-change', hold);
  return seen;
}

describe('<sq-member-area> pricing options (SPEC §2 member-area access page)', () => {
  it('shows two pricing options, a left and a right button, the left one chosen and pressed', async () => {
    const el = await render();
    expect(options(el).map((b) => b.textContent!.trim())).to.deep.equal(['Monthly', 'Yearly']);
    expect(options(el)[0]!.getAttribute('part')).to.contain('option-left');
    expect(options(el)[1]!.getAttribute('part')).to.contain('option-right');
    expect(pressed(el)).to.deep.equal(['true', 'false']);
    expect(visible(el)).to.deep.equal({
      price: '$145.00 a month',
      description: 'Stop whenever you like.',
      join: 'Join monthly',
      section: 'Monthly',
    });
    expect(text(el, 'title')).to.equal("Join the members' studio");
    await expect(el).to.be.accessible();
  });

  it('choosing the other option flips the pressed state of both buttons and swaps price, join button and join section', async () => {
    const el = await render();
    const seen = await changes(el, () => options(el)[1]!.click());
    expect(pressed(el)).to.deep.equal(['false', 'true']);
    expect(visible(el)).to.deep.equal({
      price: '$1,450.00 a year',
      description: 'Two months free.',
      join: 'Join yearly',
      section: 'Yearly',
    });
    expect(el.pricingOption).to.equal('yearly');
    expect(seen).to.deep.equal([{ pricingOption: 'yearly', previousPricingOption: 'monthly' }]);
    await expect(el).to.be.accessible();
    const back = await changes(el, () => options(el)[0]!.click());
    expect(pressed(el)).to.deep.equal(['true', 'false']);
    expect(visible(el).price).to.equal('$145.00 a month');
    expect(back).to.deep.equal([{ pricingOption: 'monthly', previousPricingOption: 'yearly' }]);
  });

  it('choosing the option already chosen does nothing', async () => {
    const el = await render();
    const before = visible(el);
    const seen = await changes(el, () => options(el)[0]!.click());
    expect(seen).to.deep.equal([]);
    expect(pressed(el)).to.deep.equal(['true', 'false']);
    expect(visible(el)).to.deep.equal(before);
    expect(el.choose('monthly')).to.equal(false);
    expect(el.choose('yearly')).to.equal(true);
    expect(el.choose('yearly')).to.equal(false);
    await el.updateComplete;
    expect(pressed(el)).to.deep.equal(['false', 'true']);
  });

  it('works from the keyboard: Tab to the right button, Space and Enter choose, focus stays', async () => {
    const el = await render();
    options(el)[0]!.focus();
    await sendKeys({ press: 'Tab' });
    expect(shadow(el).activeElement).to.equal(options(el)[1]);
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(pressed(el)).to.deep.equal(['false', 'true']);
    expect(shadow(el).activeElement).to.equal(options(el)[1]);
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(shadow(el).activeElement).to.equal(options(el)[0]);
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(pressed(el)).to.deep.equal(['true', 'false']);
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(shadow(el).activeElement).to.equal(shadow(el).querySelector('[part~=join]'));
  });

  it('offers members who are not signed in a log-in link, and none once signed in', async () => {
    const el = await render();
    expect(text(el, 'login')).to.equal('Already a member? Log in');
    document.dispatchEvent(new CustomEvent('sq-site-user-change', { detail: { signedIn: true } }));
    await el.updateComplete;
    expect(shadow(el).querySelector('[part~=login]')).to.equal(null);
    const member = await render({ ...AREA, signedIn: true });
    expect(shadow(member).querySelector('[part~=login]')).to.equal(null);
  });

  it('leaves its server markup and reports sq-error when the area JSON is missing or of another area', async () => {
    const other = await renderRecorded(AREA, '{"memberAreaId":"club"}');
    expect(other.el.hasAttribute('data-sq-error')).to.equal(true);
    expect(options(other.el)).to.deep.equal([]);
    expect(other.errors).to.deep.equal([
      "[sq-member-area] invalid data-block-json: (root): the block's markup is of member area studio",
    ]);
    const oneOption = await renderRecorded({ ...AREA, options: [AREA.options[0]] });
    expect(oneOption.el.hasAttribute('data-sq-error')).to.equal(true);
    expect(oneOption.events).to.have.length(1);
  });
});

describe('<sq-member-area> joining (SPEC §2 member-area access page, §6 site-user log in)', () => {
  const dialog = () => document.querySelector('sq-login-dialog');
  const inDialog = (part: string) =>
    dialog()
      ?.shadowRoot?.querySelector(`[part~=${part}]`)
      ?.textContent?.replace(/\s+/g, ' ')
      .trim();

  it('a visitor not signed in who joins gets the sign-up dialog, loaded only then, which offers logging in instead; closing it joins nothing', async () => {
    const el = await render();
    expect(customElements.get('sq-login-dialog'), 'the dialog code before joining').to.equal(
      undefined,
    );
    const joins: unknown[] = [];
    el.addEventListener('sq-join', (event) => joins.push(event.detail));
    options(el)[1]!.click();
    await el.updateComplete;
    const joining = el.join();
    await waitUntil(() => dialog()?.open, 'no sign-up dialog opened');
    await dialog()!.updateComplete;
    expect(dialog()!.mode).to.equal('signup');
    expect(inDialog('heading')).to.equal("Join the members' studio");
    expect(inDialog('switch')).to.equal('Already have an account? Log in');
    const fields = [...dialog()!.shadowRoot!.querySelectorAll('input:not([type=checkbox])')];
    expect(fields.map((input) => input.getAttribute('name'))).to.deep.equal([
      'firstName',
      'lastName',
      'email',
      'password',
    ]);
    await expect(dialog()!).to.be.accessible();
    dialog()!.cancel();
    expect(await joining).to.equal(undefined);
    expect(joins).to.deep.equal([]);
    expect(el.pricingOption).to.equal('yearly');
    expect(text(el, 'error')).to.equal('');
  });
});
