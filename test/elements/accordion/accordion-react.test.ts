// `<sq-accordion>` under React 19, which owns the accordion's children: React removes, adds,
// reorders and retitles the `<details>` items while the element is upgraded, and neither side
// breaks the other.
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { createElement as h, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { SqAccordion, type SqAccordionElement } from '../../../react-bindings/sq-accordion.ts';

interface Question {
  id: string;
  title: string;
  answer: string;
}

const SHIPPING: Question = { id: 's', title: 'Shipping', answer: 'Orders ship in two days.' };
const RETURNS: Question = { id: 'r', title: 'Returns', answer: 'Return within thirty days.' };
const CONTACT: Question = { id: 'c', title: 'Contact', answer: 'Write to us any time.' };

/** `<SqAccordion>` around a paragraph and one `<details>` per question, keyed by id. */
const faq = (questions: Question[]): ReactElement =>
  h(
    SqAccordion,
    { blockJson: '{"allowMultipleOpen":true}' },
    h('p', null, 'Questions'),
    questions.map(({ id, title, answer }) =>
      h('details', { key: id }, h('summary', null, title), h('p', null, answer)),
    ),
  );

const triggers = (el: Element): HTMLButtonElement[] => [
  ...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="trigger"]'),
];
const titles = (el: Element): string[] =>
  triggers(el).map((trigger) => trigger.textContent!.trim());
const expanded = (el: Element): string[] =>
  triggers(el).map((trigger) => trigger.getAttribute('aria-expanded')!);

/** Lets the element see the mutations React made and render them. */
async function settle(el: SqAccordionElement): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve));
  await el.updateComplete;
}

describe('<sq-accordion> under React', () => {
  let root: Root;
  let host: HTMLDivElement;
  const render = (questions: Question[]): void => flushSync(() => root.render(faq(questions)));

  before(() => emulateMedia({ reducedMotion: 'reduce' }));
  after(() => emulateMedia({ reducedMotion: 'no-preference' }));
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    flushSync(() => root.unmount());
    host.remove();
  });

  it('React removes, adds, reorders and retitles items of an upgraded accordion without an error', async () => {
    render([SHIPPING, RETURNS, CONTACT]);
    const el = host.querySelector<SqAccordionElement>('sq-accordion')!;
    await el.updateComplete;
    expect(titles(el)).to.deep.equal(['Shipping', 'Returns', 'Contact']);
    expect(await el.show(1)).to.equal(true);

    expect(() => render([SHIPPING, CONTACT]), 'removing the open item').not.to.throw();
    await settle(el);
    expect(titles(el)).to.deep.equal(['Shipping', 'Contact']);
    expect(expanded(el)).to.deep.equal(['false', 'false']);

    expect(await el.show(1)).to.equal(true);
    expect(() => render([CONTACT, RETURNS, SHIPPING]), 'reordering and adding').not.to.throw();
    await settle(el);
    expect(titles(el)).to.deep.equal(['Contact', 'Returns', 'Shipping']);
    expect(expanded(el), 'Contact stays open at its new place').to.deep.equal([
      'true',
      'false',
      'false',
    ]);

    const renamed = { ...RETURNS, title: 'Refunds' };
    expect(() => render([CONTACT, renamed, SHIPPING]), 'retitling').not.to.throw();
    await settle(el);
    expect(titles(el)).to.deep.equal(['Contact', 'Refunds', 'Shipping']);
    await expect(el).to.be.accessible();

    expect(() => render([]), 'removing every item').not.to.throw();
    await settle(el);
    expect(triggers(el)).to.have.length(0);
    expect(el.querySelector('p')!.checkVisibility(), 'the other child still shows').to.equal(true);
  });
});
