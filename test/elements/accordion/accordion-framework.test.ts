// A framework (React, or any other) owns the accordion's children and may add, remove or reorder
// them, or change their text, at any time: the accordion never moves, wraps or removes them, and
// its items follow whatever the page or app does to them.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../../../elements/accordion/sq-accordion.ts';
import type { SqAccordion } from '../../../elements/accordion/sq-accordion.ts';
import { expectOwned, rendered } from '../../helpers/owned-nodes.ts';
import { changeBlockJson } from '../shared/block-fixture.ts';

/** A `<details>` item as an app would create it. */
function item(title: string, answer: string, open = false): HTMLDetailsElement {
  const details = document.createElement('details');
  details.open = open;
  const summary = document.createElement('summary');
  summary.textContent = title;
  const paragraph = document.createElement('p');
  paragraph.textContent = answer;
  details.append(summary, paragraph);
  return details;
}

/** Three items, the second open. */
const faq = (): HTMLDetailsElement[] => [
  item('Shipping', 'Orders ship in two days.'),
  item('Returns', 'Return within thirty days.', true),
  item('Contact', 'Write to us any time.'),
];

const accordion = (json: string, children: Node[]): Promise<SqAccordion> =>
  fixture<SqAccordion>(html`<sq-accordion data-block-json=${json}>${children}</sq-accordion>`);

const triggers = (el: SqAccordion): HTMLButtonElement[] => [
  ...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="trigger"]'),
];
const titles = (el: SqAccordion): string[] =>
  triggers(el).map((trigger) => trigger.textContent!.trim());
const expanded = (el: SqAccordion): string[] =>
  triggers(el).map((trigger) => trigger.getAttribute('aria-expanded')!);
const shown = (nodes: Element[]): boolean[] => nodes.map((node) => node.checkVisibility());
const summaries = (items: HTMLDetailsElement[]): HTMLElement[] =>
  items.map((details) => details.querySelector('summary')!);
const answers = (items: HTMLDetailsElement[]): HTMLElement[] =>
  items.map((details) => details.querySelector('p')!);

/** Resolves at the first `sq-toggle` whose detail is `detail`. */
function toggled(el: SqAccordion, detail: { index: number; open: boolean }): Promise<void> {
  return new Promise((resolve) => {
    el.addEventListener('sq-toggle', function listen(event) {
      if (event.detail.index !== detail.index || event.detail.open !== detail.open) return;
      el.removeEventListener('sq-toggle', listen);
      resolve();
    });
  });
}

/** Lets the element see the mutations made so far and render them. */
async function settle(el: SqAccordion): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve));
  await el.updateComplete;
}

describe('<sq-accordion> under a framework', () => {
  before(() => emulateMedia({ reducedMotion: 'reduce' }));
  after(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('upgrading, opening, closing and invalid data leave every node of the app where it was', async () => {
    const { el, owned } = rendered<SqAccordion>(
      `<sq-accordion data-block-json='{"allowMultipleOpen":false}'>
        <p>Questions</p>
        <details><summary><h3>Shipping</h3></summary><p>Orders ship in <b>two</b> days.</p></details>
        <details open><summary>Returns</summary><p>Return within thirty days.</p></details>
        <details><p>No summary: not an item.</p></details>
      </sq-accordion>`,
    );
    const container = await fixture<HTMLDivElement>(html`<div></div>`);
    container.appendChild(el);
    await el.updateComplete;
    expect(titles(el)).to.deep.equal(['Shipping', 'Returns']);
    expectOwned(owned, 'after upgrade');
    expect(await el.show(0)).to.equal(true);
    expect(await el.hide(0)).to.equal(true);
    expectOwned(owned, 'after opening and closing');
    expect(await changeBlockJson(el, '{')).to.have.length(1);
    expectOwned(owned, 'after data turned invalid');
    el.setAttribute('data-block-json', '{}');
    await el.updateComplete;
    expect(titles(el)).to.deep.equal(['Shipping', 'Returns']);
    expectOwned(owned, 'after upgrading again');
  });

  it('removeChild of a details after upgrade, and after opening it, works and its item goes', async () => {
    const items = faq();
    const el = await accordion('{}', items);
    const [shipping, returns, contact] = items;
    expect(() => el.removeChild(returns!), 'an open item').not.to.throw();
    await settle(el);
    expect(titles(el)).to.deep.equal(['Shipping', 'Contact']);
    expect(expanded(el)).to.deep.equal(['false', 'false']);
    expect(el.openItems).to.deep.equal([]);
    expect(await el.show(1)).to.equal(true);
    expect(() => el.removeChild(contact!), 'an item opened by the accordion').not.to.throw();
    await settle(el);
    expect(titles(el)).to.deep.equal(['Shipping']);
    expect(el.openItems).to.deep.equal([]);
    expect(() => el.removeChild(shipping!), 'the last item').not.to.throw();
    await settle(el);
    expect(triggers(el)).to.have.length(0);
    // A removed details is a plain native one again, open as its item was.
    expect(summaries([returns!, contact!]).map((summary) => summary.hidden)).to.deep.equal([
      false,
      false,
    ]);
    expect([returns!.open, contact!.open]).to.deep.equal([true, true]);
  });

  it('a details removed while it animates shut is let go, and the lock is released', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    try {
      const items = faq();
      const el = await accordion('{}', items);
      const closing = el.hide(1);
      await el.updateComplete;
      expect(() => items[1]!.remove()).not.to.throw();
      expect(await closing).to.equal(true);
      await settle(el);
      expect(titles(el)).to.deep.equal(['Shipping', 'Contact']);
      expect(items[1]!.open, 'closed, as its item').to.equal(false);
      expect(await el.show(0), 'the lock is released').to.equal(true);
      expect(expanded(el)).to.deep.equal(['true', 'false']);
    } finally {
      await emulateMedia({ reducedMotion: 'reduce' });
    }
  });

  it('children added and reordered by the app become the items in their new order, each keeping its state', async () => {
    const items = faq();
    const el = await accordion('{"allowMultipleOpen":true}', items);
    const [shipping, returns, contact] = items;
    el.insertBefore(contact!, shipping!);
    const sizes = item('Sizes', 'From XS to XL.', true);
    el.insertBefore(sizes, returns!);
    await settle(el);
    expect(titles(el)).to.deep.equal(['Contact', 'Shipping', 'Sizes', 'Returns']);
    expect(expanded(el)).to.deep.equal(['false', 'false', 'true', 'true']);
    expect(el.openItems).to.deep.equal([2, 3]);
    expect(shown(answers([contact!, shipping!, sizes, returns!]))).to.deep.equal([
      false,
      false,
      true,
      true,
    ]);
    await expect(el).to.be.accessible();

    // The triggers act on the item at their new place.
    const toggled = oneEvent(el, 'sq-toggle');
    triggers(el)[1]!.click();
    expect((await toggled).detail).to.deep.equal({ index: 1, open: true });
    expect(shipping!.open).to.equal(true);
    el.append(shipping!);
    await settle(el);
    expect(titles(el)).to.deep.equal(['Contact', 'Sizes', 'Returns', 'Shipping']);
    expect(expanded(el)).to.deep.equal(['false', 'true', 'true', 'true']);
    expect(await el.hide(3)).to.equal(true);
    expect(shipping!.open).to.equal(false);
    expect(await el.hide(1)).to.equal(true);
    expect(await el.hide(2)).to.equal(true);
    expect(expanded(el)).to.deep.equal(['false', 'false', 'false', 'false']);
    await expect(el).to.be.accessible();
  });

  it('children that are not items show above them and follow the app too', async () => {
    const intro = document.createElement('p');
    intro.textContent = 'Questions';
    const items = faq();
    const loose = document.createElement('details');
    loose.innerHTML = '<p>No summary yet.</p>';
    const el = await accordion('{}', [intro, ...items, loose]);
    expect(titles(el)).to.deep.equal(['Shipping', 'Returns', 'Contact']);
    expect(shown([intro, loose])).to.deep.equal([true, true]);
    expect(intro.getBoundingClientRect().bottom).to.be.at.most(
      triggers(el)[0]!.getBoundingClientRect().top,
    );
    const outro = document.createTextNode('Still unsure? Write to us.');
    el.append(outro);
    const summary = document.createElement('summary');
    summary.textContent = 'Late title';
    loose.prepend(summary);
    await settle(el);
    expect(titles(el)).to.deep.equal(['Shipping', 'Returns', 'Contact', 'Late title']);
    const range = document.createRange();
    range.selectNode(outro);
    expect(range.getBoundingClientRect().height, 'a text child shows').to.be.greaterThan(0);
    summary.remove();
    await settle(el);
    expect(titles(el)).to.deep.equal(['Shipping', 'Returns', 'Contact']);
    expect(shown([loose])).to.deep.equal([true]);
    el.removeChild(intro);
    await settle(el);
    expect(titles(el)).to.deep.equal(['Shipping', 'Returns', 'Contact']);
  });

  it('a summary whose text changes renames its trigger and its region', async () => {
    const items = faq();
    const el = await accordion('{}', items);
    const summary = items[1]!.querySelector('summary')!;
    (summary.firstChild as Text).data = 'Refunds';
    await settle(el);
    expect(titles(el)).to.deep.equal(['Shipping', 'Refunds', 'Contact']);
    summary.innerHTML = '<h2>Returns  and refunds</h2>';
    await settle(el);
    expect(titles(el)).to.deep.equal(['Shipping', 'Returns and refunds', 'Contact']);
    const [, trigger] = triggers(el);
    expect(
      trigger!.parentElement!.getAttribute('aria-level'),
      'its lone h2 sets the level',
    ).to.equal('2');
    const region = el.shadowRoot!.getElementById(trigger!.getAttribute('aria-controls')!)!;
    expect(region.getAttribute('aria-labelledby')).to.equal(trigger!.id);
    const replaced = document.createElement('summary');
    replaced.textContent = 'Money back';
    summary.replaceWith(replaced);
    await settle(el);
    expect(titles(el)).to.deep.equal(['Shipping', 'Money back', 'Contact']);
    expect(shown([summary, replaced]), 'only the new summary is the accordion’s').to.deep.equal([
      false,
      false,
    ]);
    expect(summary.hidden, 'the old summary is given back').to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('a details opened or closed by the app opens or closes its item', async () => {
    const items = faq();
    const el = await accordion('{}', items);
    let toggled = oneEvent(el, 'sq-toggle');
    items[2]!.open = true;
    expect((await toggled).detail).to.deep.equal({ index: 1, open: false });
    await settle(el);
    expect(expanded(el), 'single open: the other one closed').to.deep.equal([
      'false',
      'false',
      'true',
    ]);
    expect(items.map((details) => details.open)).to.deep.equal([false, false, true]);
    expect(shown(answers(items))).to.deep.equal([false, false, true]);
    toggled = oneEvent(el, 'sq-toggle');
    items[2]!.open = false;
    expect((await toggled).detail).to.deep.equal({ index: 2, open: false });
    expect(expanded(el)).to.deep.equal(['false', 'false', 'false']);
    await expect(el).to.be.accessible();
  });

  it('during an animation, a reorder is followed at once and a details opened by the app right after', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    try {
      const items = faq();
      const [shipping, returns, contact] = items;
      const el = await accordion('{"allowMultipleOpen":true}', items);
      const opening = el.show(0);
      await el.updateComplete;
      expect(el.matches(':state(animating)')).to.equal(true);
      el.append(shipping!);
      contact!.open = true;
      await settle(el);
      expect(titles(el)).to.deep.equal(['Returns', 'Contact', 'Shipping']);
      expect(expanded(el), 'Contact waits for the lock').to.deep.equal(['true', 'false', 'true']);
      const opened = toggled(el, { index: 1, open: true });
      expect(await opening).to.equal(true);
      await opened;
      expect(expanded(el)).to.deep.equal(['true', 'true', 'true']);
      expect([returns!.open, contact!.open, shipping!.open]).to.deep.equal([true, true, true]);
    } finally {
      await emulateMedia({ reducedMotion: 'reduce' });
    }
  });

  it('leaving the page gives back native details, and coming back upgrades them again', async () => {
    const items = faq();
    const el = await accordion('{"allowMultipleOpen":true}', items);
    expect(await el.show(0)).to.equal(true);
    const parent = el.parentNode!;
    el.remove();
    expect(summaries(items).map((summary) => summary.hidden)).to.deep.equal([false, false, false]);
    expect(items.map((details) => details.open)).to.deep.equal([true, true, false]);
    parent.append(el);
    await el.updateComplete;
    expect(titles(el)).to.deep.equal(['Shipping', 'Returns', 'Contact']);
    expect(expanded(el)).to.deep.equal(['true', 'true', 'false']);
    expect(shown(summaries(items))).to.deep.equal([false, false, false]);
  });
});
