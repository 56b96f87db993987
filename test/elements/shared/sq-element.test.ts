import { expect, fixtureSync, html, nextFrame } from '@open-wc/testing';
import '../../../elements/accordion/sq-accordion.ts';
import '../../../elements/notice/sq-notice.ts';
import { STAND_IN, UPGRADING } from '../../../elements/shared/stand-in.ts';
import { SqElement } from '../../../elements/shared/sq-element.ts';

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

describe('SqElement: an element upgraded in place draws in a task of its own', () => {
  let count = 0;
  /** Defines a new tag whose render records how many of its kind still wait to upgrade. */
  function defineProbe(seen: number[]): `sq-${string}` {
    const tag = `sq-upgrade-probe-${++count}` as const;
    customElements.define(
      tag,
      class extends SqElement {
        protected override render() {
          seen.push(document.querySelectorAll(`${tag}[${UPGRADING}]`).length);
          return html`<b>Drawn</b>`;
        }
      },
    );
    return tag;
  }

  /** Puts the server markup of `n` elements of the next probe tag, with its stand-in styles. */
  function serverMarkup(n: number): HTMLElement {
    const tag = `sq-upgrade-probe-${count + 1}` as `sq-${string}`;
    const host = document.createElement('div');
    host.innerHTML =
      `<style>${tag}:is(${STAND_IN}) { display: block; block-size: 40px; }</style>` +
      Array.from({ length: n }, () => `<${tag}><p>Server text</p></${tag}>`).join('');
    document.body.append(host);
    return host;
  }

  it('keeps the server markup and its stand-in styles until its own task draws it', async () => {
    const host = serverMarkup(1);
    const seen: number[] = [];
    const tag = defineProbe(seen);
    const el = host.querySelector(tag) as SqElement;
    expect(el.shadowRoot, 'no shadow root before the first render').to.equal(null);
    expect(el.hasAttribute(UPGRADING)).to.equal(true);
    expect(getComputedStyle(el).blockSize, 'the stand-in styles still apply').to.equal('40px');
    await Promise.resolve();
    expect(el.shadowRoot, 'not drawn in the defining task').to.equal(null);
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).to.equal('Drawn');
    expect(el.hasAttribute(UPGRADING)).to.equal(false);
    expect(getComputedStyle(el).blockSize, 'the stand-in styles are gone').not.to.equal('40px');
    host.remove();
  });

  it('ten elements of one tag draw one task each, not all in the task that defined them', async () => {
    const host = serverMarkup(10);
    const seen: number[] = [];
    const tag = defineProbe(seen);
    await Promise.all(
      [...host.querySelectorAll(tag)].map((el) => (el as SqElement).updateComplete),
    );
    expect(seen).to.deep.equal([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    host.remove();
  });

  it('an element taken out before its task draws when it is put back', async () => {
    const host = serverMarkup(1);
    const seen: number[] = [];
    const tag = defineProbe(seen);
    const el = host.querySelector(tag) as SqElement;
    el.remove();
    await nextFrame();
    expect(seen, 'nothing drawn while out of the page').to.deep.equal([]);
    host.append(el);
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).to.equal('Drawn');
    host.remove();
  });

  it('an element created by script draws at once, without the attribute', async () => {
    const seen: number[] = [];
    const tag = defineProbe(seen);
    const el = document.createElement(tag) as SqElement;
    document.body.append(el);
    expect(el.shadowRoot, 'its shadow root comes with the connection').not.to.equal(null);
    expect(el.hasAttribute(UPGRADING)).to.equal(false);
    await el.updateComplete;
    expect(seen).to.deep.equal([0]);
    el.remove();
  });
});
