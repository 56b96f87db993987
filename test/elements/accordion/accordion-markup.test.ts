import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import { accordionMarkupCss } from '../../../elements/accordion/accordion.styles.ts';
import '../../../elements/accordion/sq-accordion.ts';
import type { SqAccordion } from '../../../elements/accordion/sq-accordion.ts';
import { blockFixture, changeBlockJson } from '../shared/block-fixture.ts';

function items(): TemplateResult {
  return html`<details>
      <summary>Shipping</summary>
      <p>Orders ship in two days.</p>
    </details>
    <details open>
      <summary>Returns</summary>
      <p>Return within thirty days.</p>
    </details>`;
}

/** Renders an accordion while recording console errors and `sq-error` events. */
const render = (json: string, body: TemplateResult = items()) =>
  blockFixture<SqAccordion>(html`<sq-accordion data-block-json=${json}>${body}</sq-accordion>`);

const triggers = (el: SqAccordion): HTMLButtonElement[] => [
  ...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="trigger"]'),
];
const details = (el: SqAccordion): HTMLDetailsElement[] => [
  ...el.querySelectorAll<HTMLDetailsElement>(':scope > details'),
];
const titles = (el: SqAccordion): string[] =>
  triggers(el).map((trigger) => trigger.textContent!.trim());
/** Whether each item's summary shows (the native title of a plain `<details>`). */
const summariesShown = (el: SqAccordion): boolean[] =>
  details(el).map((item) => item.querySelector('summary')!.checkVisibility());

describe('<sq-accordion> data and server markup', () => {
  it('contract 3: invalid JSON leaves the markup untouched, sets data-sq-error, logs once, fires sq-error', async () => {
    const { el, errors, events } = await render('{"allowMultipleOpen":');
    expect(details(el)).to.have.length(2);
    expect(details(el).map((item) => item.open)).to.deep.equal([false, true]);
    expect(summariesShown(el)).to.deep.equal([true, true]);
    expect(triggers(el)).to.have.length(0);
    expect(el.hasAttribute('data-sq-error')).to.equal(true);
    expect(errors).to.have.length(1);
    expect(errors[0]).to.match(/^\[sq-accordion\] invalid data-block-json: \(root\): \S/);
    expect(events).to.have.length(1);
    expect(events[0]!.path).to.equal('(root)');
    expect(details(el)[0]!.querySelector('p')!.checkVisibility()).to.equal(false);
    expect(details(el)[1]!.querySelector('p')!.checkVisibility(), 'the open item shows').to.equal(
      true,
    );
    details(el)[0]!.querySelector('summary')!.click();
    expect(details(el)[0]!.open, 'native details still work').to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('contract 3: a wrong type is rejected and the message names its path', async () => {
    const { el, errors, events } = await render('{"allowMultipleOpen":"yes"}');
    expect(errors).to.have.length(1);
    expect(errors[0]).to.match(/^\[sq-accordion\] invalid data-block-json: allowMultipleOpen: \S/);
    expect(events[0]!.path).to.equal('allowMultipleOpen');
    expect(el.getAttribute('data-sq-error')).to.match(/^allowMultipleOpen: /);
    expect(details(el)).to.have.length(2);
  });

  it('contract 3: headingLevel outside 2..6 is rejected', async () => {
    const { errors } = await render('{"headingLevel":7}');
    expect(errors).to.have.length(1);
    expect(errors[0]).to.match(/^\[sq-accordion\] invalid data-block-json: headingLevel: \S/);
  });

  it('unknown keys are accepted and a missing attribute means the defaults', async () => {
    const { el, errors } = await render('{"allowMultipleOpen":false,"theme":"dark"}');
    expect(errors).to.have.length(0);
    expect(el.hasAttribute('data-sq-error')).to.equal(false);
    expect(triggers(el)).to.have.length(2);
    const bare = await fixture<SqAccordion>(html`<sq-accordion>${items()}</sq-accordion>`);
    expect(triggers(bare)).to.have.length(2);
    await bare.show(0);
    expect(bare.openItems, 'single open by default').to.deep.equal([0]);
  });

  it('heading level comes from headingLevel, or from a lone h2–h6 in the summary', async () => {
    const { el } = await render(
      '{"headingLevel":2}',
      html`<details>
          <summary>Plain</summary>
          a
        </details>
        <details>
          <summary><h3>Own level</h3></summary>
          b
        </details>`,
    );
    const levels = triggers(el).map((trigger) => trigger.parentElement!.getAttribute('aria-level'));
    expect(levels).to.deep.equal(['2', '3']);
    expect(titles(el)).to.deep.equal(['Plain', 'Own level']);
    await expect(el).to.be.accessible();
  });

  it('unset, the heading level is one below the nearest heading before the accordion (3 without one)', async () => {
    const levelAfter = async (before: TemplateResult, json = '{}'): Promise<string | null> => {
      fixtureCleanup();
      const page = await fixture<HTMLElement>(
        html`<div>${before}<sq-accordion data-block-json=${json}>${items()}</sq-accordion></div>`,
      );
      const el = page.querySelector<SqAccordion>('sq-accordion')!;
      await el.updateComplete;
      return triggers(el)[0]!.parentElement!.getAttribute('aria-level');
    };
    expect(await levelAfter(html`<h1>Studio</h1>`)).to.equal('2');
    expect(
      await levelAfter(
        html`<h1>Studio</h1>
          <section><h2>Questions</h2></section>`,
      ),
    ).to.equal('3');
    expect(await levelAfter(html`<div role="heading" aria-level="4">Care</div>`)).to.equal('5');
    expect(await levelAfter(html`<h6>Small print</h6>`)).to.equal('6');
    expect(await levelAfter(html`<p>No heading</p>`)).to.equal('3');
    expect(await levelAfter(html`<h1>Studio</h1>`, '{"headingLevel":4}')).to.equal('4');
  });

  it('axe heading-order: an accordion right under the page h1 keeps the outline', async () => {
    const page = await fixture<HTMLElement>(
      html`<main>
        <h1>Studio</h1>
        <sq-accordion data-block-json="{}">${items()}</sq-accordion>
      </main>`,
    );
    await page.querySelector<SqAccordion>('sq-accordion')!.updateComplete;
    await expect(page).to.be.accessible();
  });

  it('APG: with more than six items the panels are not regions', async () => {
    const many = [1, 2, 3, 4, 5, 6, 7].map(
      (n) =>
        html`<details>
          <summary>Q${n}</summary>
          A${n}
        </details>`,
    );
    const { el } = await render('{}', html`${many}`);
    const panels = [...el.shadowRoot!.querySelectorAll('[part~="panel"]')];
    expect(panels).to.have.length(7);
    expect(panels.filter((panel) => panel.hasAttribute('role'))).to.have.length(0);
    await el.show(6);
    await expect(el).to.be.accessible();
  });

  it('contract 3: data turning invalid after upgrade gives back the native details with the same nodes', async () => {
    const { el } = await render('{"allowMultipleOpen":true}');
    const answer = details(el)[0]!.querySelector('p')!;
    await el.show(0);
    expect(await changeBlockJson(el, '{')).to.have.length(1);
    expect(triggers(el)).to.have.length(0);
    expect(summariesShown(el)).to.deep.equal([true, true]);
    expect(details(el).map((item) => item.open)).to.deep.equal([true, true]);
    expect(details(el)[0]!.querySelector('summary')!.textContent).to.equal('Shipping');
    expect(details(el)[0]!.lastElementChild === answer, 'the same answer node').to.equal(true);
    expect(answer.checkVisibility(), 'the open item shows its content').to.equal(true);
    details(el)[1]!.querySelector('summary')!.click();
    expect(details(el)[1]!.open, 'native details work again').to.equal(false);
    el.setAttribute('data-block-json', '{}');
    await el.updateComplete;
    expect(el.hasAttribute('data-sq-error')).to.equal(false);
    expect(triggers(el).map((trigger) => trigger.getAttribute('aria-expanded'))).to.deep.equal([
      'true',
      'false',
    ]);
    expect(summariesShown(el)).to.deep.equal([false, false]);
  });

  it('details added after upgrade become items; other children stay visible', async () => {
    const { el } = await render(
      '{}',
      html`<p>Questions</p>
        ${items()}`,
    );
    const added = document.createElement('details');
    added.innerHTML = '<summary>Added</summary><p>Later</p>';
    el.append(added);
    await new Promise((resolve) => setTimeout(resolve));
    await el.updateComplete;
    expect(triggers(el)).to.have.length(3);
    expect(titles(el)).to.deep.equal(['Shipping', 'Returns', 'Added']);
    expect(el.querySelector(':scope > p')!.checkVisibility()).to.equal(true);
    expect(await el.show(2)).to.equal(true);
  });

  it('no layout shift: the upgraded accordion is as tall as its server markup', async () => {
    const style = document.createElement('style');
    style.textContent = accordionMarkupCss;
    document.head.append(style);
    const body = (): TemplateResult =>
      html`<p>Questions</p>
        ${items()}
        <details>
          <summary><h2>Own level</h2></summary>
          <p>A title in a heading.</p>
        </details>`;
    try {
      const server = await render('{', body());
      const upgraded = await render('{"allowMultipleOpen":true}', body());
      const height = (el: Element) => el.getBoundingClientRect().height;
      expect(Math.abs(height(server.el) - height(upgraded.el))).to.be.lessThan(1);
      server.el.querySelector('details')!.open = true;
      await upgraded.el.show(0);
      expect(Math.abs(height(server.el) - height(upgraded.el))).to.be.lessThan(1);
      server.el.querySelector<HTMLDetailsElement>('details:last-of-type')!.open = true;
      await upgraded.el.show(2);
      expect(Math.abs(height(server.el) - height(upgraded.el))).to.be.lessThan(1);
    } finally {
      style.remove();
    }
  });
});
