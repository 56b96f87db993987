// The generated React wrappers (react-bindings/, ARCHITECTURE "React bindings") used from React 19:
// props reach the element, sq- events reach their onSq… props, and the tags typed in
// react-bindings/jsx.d.ts work directly in JSX.
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { ReactNode } from 'react';
import { SqAccordion, type SqAccordionElement } from '../../react-bindings/sq-accordion.ts';
import { SqImage, type SqImageElement } from '../../react-bindings/sq-image.ts';
import { SqForm, type SqFormElement } from '../../react-bindings/sq-form.ts';
import type {
  SqSubmitDetail,
  SqSubmitErrorDetail,
} from '../../elements/shared/form/form-events.ts';
import type { SqToggleDetail } from '../../elements/accordion/accordion.ts';
import type { SqErrorDetail } from '../../elements/shared/events.ts';

let root: Root | undefined;
let host: HTMLDivElement | undefined;

/** Renders `node` with React 19 into a fresh container and returns the container. */
function render(node: ReactNode): HTMLDivElement {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  flushSync(() => root!.render(node));
  return host;
}

/** A listener that records its calls; `next` resolves with the first one. */
function firstCall<T>(): { calls: T[]; next: Promise<T>; spy: (value: T) => void } {
  const calls: T[] = [];
  let resolve: (value: T) => void = () => undefined;
  const next = new Promise<T>((r) => (resolve = r));
  return {
    calls,
    next,
    spy: (value) => {
      calls.push(value);
      resolve(value);
    },
  };
}

const triggers = (el: Element): HTMLButtonElement[] => [
  ...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="trigger"]'),
];

/** The text each title button shows (its summary's text). */
const titles = (el: Element): string[] => triggers(el).map((t) => t.textContent!.trim());

const faq = [
  <details key="a">
    <summary>Shipping</summary>
    <p>Orders ship in two days.</p>
  </details>,
  <details key="b">
    <summary>Returns</summary>
    <p>Return within thirty days.</p>
  </details>,
];

describe('React bindings (react-bindings/, @lit/react on React 19)', () => {
  before(() => emulateMedia({ reducedMotion: 'reduce' }));
  after(() => emulateMedia({ reducedMotion: 'no-preference' }));
  afterEach(() => {
    flushSync(() => root?.unmount());
    host?.remove();
  });

  it('ARCHITECTURE contract 8: SqAccordion passes blockJson to <sq-accordion>, which upgrades its items', async () => {
    const json = '{"allowMultipleOpen":true}';
    const container = render(<SqAccordion blockJson={json}>{faq}</SqAccordion>);
    const el = container.querySelector<SqAccordionElement>('sq-accordion')!;
    expect(el).to.be.instanceOf(customElements.get('sq-accordion')!);
    expect(el.blockJson).to.equal(json);
    await el.updateComplete;
    expect(titles(el)).to.deep.equal(['Shipping', 'Returns']);
  });

  it('ARCHITECTURE contract 5: clicking an accordion title calls onSqToggle with { index, open }', async () => {
    const toggled = firstCall<CustomEvent<SqToggleDetail>>();
    const container = render(
      <SqAccordion blockJson='{"allowMultipleOpen":false}' onSqToggle={toggled.spy}>
        {faq}
      </SqAccordion>,
    );
    const el = container.querySelector<SqAccordionElement>('sq-accordion')!;
    await el.updateComplete;
    triggers(el)[1]!.click();
    const event = await toggled.next;
    expect(event.type).to.equal('sq-toggle');
    expect(event.detail).to.deep.equal({ index: 1, open: true });
    expect(triggers(el)[1]!.getAttribute('aria-expanded')).to.equal('true');
  });

  it('ARCHITECTURE contract 3: SqImage with invalid data calls onSqError and keeps the <img>', async () => {
    const failed = firstCall<CustomEvent<SqErrorDetail>>();
    const container = render(
      <SqImage blockJson='{"cropMode":"stretchy"}' onSqError={failed.spy}>
        <img data-src="/react-binding.jpg" data-image-dimensions="1500x1000" alt="A chair" />
      </SqImage>,
    );
    const el = container.querySelector<SqImageElement>('sq-image')!;
    expect(el.blockJson).to.equal('{"cropMode":"stretchy"}');
    const event = await failed.next;
    expect(event.detail.path).to.equal('cropMode');
    expect(el.hasAttribute('data-sq-error')).to.equal(true);
    expect(el.querySelector('img')!.getAttribute('alt')).to.equal('A chair');
  });

  it('ARCHITECTURE contract 5: the sq- tags work in JSX directly (React 19 props and on<event> listeners)', async () => {
    const toggled = firstCall<CustomEvent<SqToggleDetail>>();
    const container = render(
      <sq-accordion data-block-json='{"allowMultipleOpen":false}' onsq-toggle={toggled.spy}>
        {faq}
      </sq-accordion>,
    );
    const el = container.querySelector<SqAccordionElement>('sq-accordion')!;
    await el.updateComplete;
    triggers(el)[0]!.click();
    expect((await toggled.next).detail).to.deep.equal({ index: 0, open: true });
    expect(toggled.calls).to.have.length(1);
  });

  it('SPEC §5, §4: SqForm reports a failed client check through onSqSubmitError and lets onSqSubmit cancel a send', async () => {
    const refused = firstCall<CustomEvent<SqSubmitErrorDetail>>();
    const submitted = firstCall<CustomEvent<SqSubmitDetail>>();
    const json = JSON.stringify({
      formId: 'react-preview',
      fields: [{ id: 'email', type: 'email', title: 'Email', required: true }],
    });
    const container = render(
      <SqForm
        blockJson={json}
        onSqSubmitError={refused.spy}
        onSqSubmit={(event) => {
          event.preventDefault();
          submitted.spy(event);
        }}
      />,
    );
    const el = container.querySelector<SqFormElement>('sq-form')!;
    await el.updateComplete;
    expect(await el.submit()).to.equal(false);
    expect((await refused.next).detail).to.deep.include({
      formId: 'react-preview',
      message: 'One or more fields is invalid, please check your entries.',
    });
    const input = el.shadowRoot!.querySelector('input')!;
    input.value = 'ada@example.com';
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    expect(await el.submit()).to.equal(false);
    expect((await submitted.next).detail.form).to.deep.equal({ email: 'ada@example.com' });
    expect(el.state).not.to.equal('submitting');
    sessionStorage.clear();
  });
});
