import { expect, fixture, html } from '@open-wc/testing';
import './sq-accordion.ts';
import type { SqAccordion } from './sq-accordion.ts';

describe('scratch', () => {
  it('overflow hidden while animating; icon at the end', async () => {
    const el = await fixture<SqAccordion>(
      html`<sq-accordion style="width:400px"
        ><details>
          <summary>Shipping</summary>
          <p>Orders</p>
        </details></sq-accordion
      >`,
    );
    const panel = el.shadowRoot!.querySelector<HTMLElement>('[part=panel]')!;
    const p = el.show(0);
    await el.updateComplete;
    expect(getComputedStyle(panel).overflow).to.equal('hidden');
    await p;
    expect(getComputedStyle(panel).overflow).to.equal('visible');
    const btn = el.shadowRoot!.querySelector('button')!.getBoundingClientRect();
    const icon = el.shadowRoot!.querySelector('[part=icon]')!.getBoundingClientRect();
    const title = el.querySelector('[slot="title-0"]')!.getBoundingClientRect();
    console.log(JSON.stringify({ btn, icon, title }));
  });
});
