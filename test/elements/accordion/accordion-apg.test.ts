/**
 * The W3C WAI-ARIA APG regression tests of the accordion example (aria-practices
 * test/tests/accordion_accordion.js), assertion by assertion, against <sq-accordion>. The
 * example's three sections (the first open, form fields in every panel, each toggled on its
 * own) are three items of an accordion with `allowMultipleOpen`. Every assertion applies:
 * - "h3 element should wrap accordion button": our heading is `role="heading"` with
 *   `aria-level` (3 where no heading comes before the accordion), the ARIA form of an <h3>.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/accordion/sq-accordion.ts';
import type { SqAccordion } from '../../../elements/accordion/sq-accordion.ts';
import { referenced, tab } from '../shared/apg.ts';

/** Three items, the first open, each panel holding labelled form fields. */
const accordion = (): Promise<SqAccordion> =>
  fixture<SqAccordion>(
    html`<sq-accordion data-block-json='{"allowMultipleOpen":true}'>
      <details open>
        <summary>Personal information</summary>
        <label>Name <input name="name" /></label>
        <label>Email <input name="email" /></label>
        <label>Phone <input name="phone" /></label>
      </details>
      <details>
        <summary>Billing address</summary>
        <label>Street <input name="billing-street" /></label>
        <label>City <input name="billing-city" /></label>
      </details>
      <details>
        <summary>Shipping address</summary>
        <label>Street <input name="shipping-street" /></label>
        <label>City <input name="shipping-city" /></label>
      </details>
    </sq-accordion>`,
  );

const triggers = (el: SqAccordion): HTMLButtonElement[] => [
  ...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="trigger"]'),
];
/** The panel each trigger controls (its `aria-controls`). */
const panels = (el: SqAccordion): HTMLElement[] =>
  triggers(el).map((trigger) => referenced(trigger, 'aria-controls')[0]!);
/** The form fields of item `index`, in document order. */
const fields = (el: SqAccordion, index: number): HTMLInputElement[] => [
  ...el.querySelectorAll<HTMLDetailsElement>(':scope > details')[index]!.querySelectorAll('input'),
];
/** A panel is displayed when its content can be seen. */
const displayed = (el: SqAccordion, index: number): boolean =>
  !panels(el)[index]!.hidden && fields(el, index)[0]!.checkVisibility();

/** Focuses trigger `index`, presses `key` and waits for the item to finish changing. */
async function press(el: SqAccordion, index: number, key: string): Promise<void> {
  triggers(el)[index]!.focus();
  const changed = oneEvent(el, 'sq-toggle');
  await sendKeys({ press: key });
  await changed;
}

/** Clicks trigger `index` and waits for the item to finish changing. */
async function click(el: SqAccordion, index: number): Promise<void> {
  const changed = oneEvent(el, 'sq-toggle');
  triggers(el)[index]!.click();
  await changed;
}

/** Focuses `from`, then presses Tab (Shift+Tab when `back`) once per element of `order`. */
async function expectTabOrder(from: Element, order: Element[], back = false): Promise<void> {
  (from as HTMLElement).focus();
  for (const [n, expected] of order.entries()) {
    const stop = await tab(back);
    expect(
      stop === expected,
      `${back ? 'Shift+Tab' : 'Tab'} ${n + 1} reaches ${label(expected)}`,
    ).to.equal(true);
  }
}

const label = (el: Element): string =>
  el.getAttribute('name') ?? el.textContent!.replace(/\s+/g, ' ').trim();

describe('<sq-accordion> against the W3C APG accordion tests', () => {
  it('APG accordion (h3-element): each header button sits in a level-3 heading', async () => {
    const el = await accordion();
    for (const trigger of triggers(el)) {
      const heading = trigger.parentElement!;
      expect(heading.getAttribute('role'), label(trigger)).to.equal('heading');
      expect(heading.getAttribute('aria-level'), label(trigger)).to.equal('3');
    }
  });

  it('APG accordion (button-aria-expanded): aria-expanded is "true" on the open section’s button, "false" on the others', async () => {
    const el = await accordion();
    expect(triggers(el).map((t) => t.getAttribute('aria-expanded'))).to.deep.equal([
      'true',
      'false',
      'false',
    ]);
  });

  it('APG accordion (button-aria-controls): each header button’s aria-controls names one element', async () => {
    const el = await accordion();
    expect(triggers(el)).to.have.length(3);
    for (const trigger of triggers(el))
      expect(referenced(trigger, 'aria-controls')).to.have.length(1);
  });

  it('APG accordion (region-role): the panel each button controls has role "region"', async () => {
    const el = await accordion();
    expect(panels(el).map((panel) => panel.getAttribute('role'))).to.deep.equal([
      'region',
      'region',
      'region',
    ]);
  });

  it('APG accordion (region-aria-labelledby): each region’s aria-labelledby names elements with text', async () => {
    const el = await accordion();
    const regions = [...el.shadowRoot!.querySelectorAll('[role="region"]')];
    expect(regions).to.have.length(3);
    for (const region of regions) {
      for (const labeller of referenced(region, 'aria-labelledby')) {
        expect(labeller.innerText.trim()).to.not.equal('');
      }
    }
  });

  for (const [key, name] of [
    ['Enter', 'ENTER'],
    [' ', 'SPACE'],
  ] as const) {
    it(`APG accordion (key-enter-or-space): ${name} on a collapsed header expands its section (panel displayed, aria-expanded "true"); on the open first header it collapses it`, async () => {
      const el = await accordion();
      for (const index of [1, 2]) {
        await press(el, index, key);
        expect(displayed(el, index), `section ${index} is displayed`).to.equal(true);
        expect(triggers(el)[index]!.getAttribute('aria-expanded')).to.equal('true');
      }
      await expect(el).to.be.accessible();
      await press(el, 0, key);
      expect(displayed(el, 0), 'the first section is collapsed').to.equal(false);
      expect(triggers(el)[0]!.getAttribute('aria-expanded')).to.equal('false');
    });
  }

  it('APG accordion (key-tab): Tab goes through the headers and the fields of the open panel only', async () => {
    const el = await accordion();
    const [first, second, third] = triggers(el);
    await expectTabOrder(first!, [...fields(el, 0), second!, third!]);
    await click(el, 0);
    await expectTabOrder(first!, [second!, third!]);
  });

  it('APG accordion (key-shift-tab): Shift+Tab goes back through the headers and the fields of the open panel only', async () => {
    const el = await accordion();
    const [first, second, third] = triggers(el);
    await click(el, 0);
    await expectTabOrder(third!, [second!, first!], true);
    await click(el, 1);
    await expectTabOrder(third!, [...fields(el, 1).reverse(), second!, first!], true);
  });
});
