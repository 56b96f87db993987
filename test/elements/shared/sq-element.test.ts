import { expect, fixtureSync, html, nextFrame } from '@open-wc/testing';
import '../../../elements/accordion/sq-accordion.ts';
import '../../../elements/notice/sq-notice.ts';

/** Whether `el` has drawn its shadow root. */
const drawn = (el: Element): boolean => (el.shadowRoot?.childElementCount ?? 0) > 0;

describe('SqElement: defer-hydration (server-rendered by a React wrapper)', () => {
  it('a block draws nothing and changes none of its children until defer-hydration is removed', async () => {
    const el = fixtureSync(
      html`<sq-accordion defer-hydration data-block-json='{"allowMultipleOpen":false}'
        ><details>
          <summary>Shipping</summary>
          <p>Two days.</p>
        </details></sq-accordion
      >`,
    );
    await nextFrame();
    await nextFrame();
    const summary = el.querySelector('summary')!;
    expect(drawn(el), 'nothing drawn while deferred').to.equal(false);
    expect(summary.hidden, 'the server markup is as the server wrote it').to.equal(false);
    el.removeAttribute('defer-hydration');
    await (el as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete;
    expect(drawn(el)).to.equal(true);
    expect(el.shadowRoot!.querySelector('[part~="trigger"]')!.textContent!.trim()).to.equal(
      'Shipping',
    );
  });

  it('an element that is not a block (a notice) waits too', async () => {
    const el = fixtureSync(
      html`<sq-notice defer-hydration heading="Saved" duration="0"
        >Your changes are saved.</sq-notice
      >`,
    );
    await nextFrame();
    expect(drawn(el)).to.equal(false);
    el.removeAttribute('defer-hydration');
    await (el as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete;
    expect(drawn(el)).to.equal(true);
  });
});
