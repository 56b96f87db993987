/**
 * The W3C WAI-ARIA APG regression tests of the link example (aria-practices
 * test/tests/link_link.js), assertion by assertion, against <sq-button>, which is a real link
 * (`<a href>`) styled as a button. The example builds links out of a <span>, an <img> and an
 * icon <span>; ours is one text link, so two of its assertions do not apply:
 * - "alt" (an <img> used as the link has alt text): <sq-button> has no image, only its text.
 * - "aria-label" (a link without text is named by aria-label): <sq-button>'s name is its
 *   visible text (`buttonText` may not be empty), so it needs none; its name is checked below.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/button/sq-button.ts';
import type { SqButton } from '../../../elements/button/sq-button.ts';
import { axNodes, focused, tab } from '../shared/apg.ts';

const TARGET = '#apg-link-followed';

/** A page: a button, then <sq-button> linking to TARGET, with its server link inside. */
async function page(): Promise<{ before: HTMLButtonElement; el: SqButton }> {
  const root = await fixture<HTMLElement>(
    html`<div>
      <button>Before</button>
      <sq-button
        data-block-json=${JSON.stringify({ buttonText: 'Book a class', clickthroughUrl: TARGET })}
        ><a href=${TARGET}>Book a class</a></sq-button
      >
    </div>`,
  );
  const el = root.querySelector<SqButton>('sq-button')!;
  await el.updateComplete;
  return { before: root.querySelector('button')!, el };
}

const link = (el: SqButton): HTMLAnchorElement =>
  el.shadowRoot!.querySelector<HTMLAnchorElement>('a[part~="button"]')!;

describe('<sq-button> against the W3C APG link tests', () => {
  afterEach(() => history.replaceState(null, '', location.pathname + location.search));

  it('APG link (link-role): the button is exposed as one link, named by its text', async () => {
    await page();
    const links = await axNodes('link');
    expect(links.map((node) => node.name)).to.deep.equal(['Book a class']);
  });

  it('APG link (tabindex): the link is in the tab order (Tab reaches it)', async () => {
    const { before, el } = await page();
    before.focus();
    expect((await tab()) === link(el), 'Tab from the button before reaches the link').to.equal(
      true,
    );
    await expect(el).to.be.accessible();
  });

  it('APG link (key-enter): Enter on the focused link follows it', async () => {
    const { el } = await page();
    link(el).focus();
    expect(focused() === link(el), 'the link takes focus').to.equal(true);
    const followed = new Promise((resolve) =>
      addEventListener('hashchange', resolve, { once: true }),
    );
    await sendKeys({ press: 'Enter' });
    await followed;
    expect(location.hash).to.equal(TARGET);
  });
});
