import { expect } from '@open-wc/testing';
import { waitForElement } from '../../platform/dom/wait-for-element.ts';

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
}

/** A container in the page holding `markup`; removed after each test. */
function mount(markup: string): HTMLDivElement {
  const container = document.createElement('div');
  container.className = 'wait-test';
  container.innerHTML = markup;
  document.body.append(container);
  return container;
}

describe('platform/dom/wait-for-element', () => {
  afterEach(() => document.querySelectorAll('.wait-test').forEach((el) => el.remove()));

  it('SPEC §8: resolves at once with an element that is already there', async () => {
    const parent = mount('<div><p class="x">hi</p></div>');
    const found = await waitForElement(parent, '.x', { retries: 0 });
    expect(found.textContent).to.equal('hi');
  });

  it('SPEC §9: finds an element added while polling', async () => {
    const parent = mount('<div></div>');
    const waiting = waitForElement<HTMLButtonElement>(parent, 'button.late', { retries: 20 });
    setTimeout(() => {
      parent.innerHTML = '<button class="late">Go</button>';
    }, 250);
    const found = await waiting;
    expect(found.tagName).to.equal('BUTTON');
    expect(found.textContent).to.equal('Go');
    expect(parent.contains(found)).to.equal(true);
  });

  it('SPEC §8: rejects when the parent is missing', async () => {
    const error = await rejection(waitForElement(null, '.x'));
    expect(error).to.be.instanceOf(Error);
    expect((error as Error).message).to.equal('waitForElement: parent is missing');
  });

  it('SPEC §8: rejects when the selector is missing', async () => {
    const parent = mount('<div></div>');
    const error = await rejection(waitForElement(parent, ''));
    expect((error as Error).message).to.equal('waitForElement: selector is missing');
    const errorForUndefined = await rejection(waitForElement(parent, undefined));
    expect((errorForUndefined as Error).message).to.equal('waitForElement: selector is missing');
  });

  it('SPEC §8: rejects naming the selector when the retries are exhausted', async () => {
    const parent = mount('<div></div>');
    const error = await rejection(waitForElement(parent, '.never', { retries: 2 }));
    expect((error as Error).message).to.equal('waitForElement: ".never" not found after 2 retries');
  });

  it('SPEC §8: an invalid selector rejects instead of throwing', async () => {
    const parent = mount('<div></div>');
    const error = await rejection(waitForElement(parent, '[[bad', { retries: 1 }));
    expect((error as Error).name).to.equal('SyntaxError');
  });

  it('SPEC §8: looks only inside the parent', async () => {
    const outer = mount('<div><span class="y"></span><section></section></div>');
    const section = outer.querySelector('section')!;
    const error = await rejection(waitForElement(section, '.y', { retries: 1 }));
    expect((error as Error).message).to.include('".y" not found');
  });

  it('SPEC §8: an aborted wait rejects with the abort reason', async () => {
    const parent = mount('<div></div>');
    const controller = new AbortController();
    const waiting = waitForElement(parent, '.x', { retries: 50, signal: controller.signal });
    controller.abort(new Error('stopped'));
    const error = await rejection(waiting);
    expect((error as Error).message).to.equal('stopped');
  });
});
