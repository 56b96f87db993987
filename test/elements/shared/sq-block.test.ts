import { expect, fixture, html } from '@open-wc/testing';
import type { PropertyValues } from 'lit';
import * as z from 'zod/mini';
import type { SqErrorDetail, SqEvent } from '../../../elements/shared/events.ts';
import { SqBlock } from '../../../elements/shared/sq-block.ts';

const schema = z.object({
  name: z._default(z.string(), 'world'),
  items: z.optional(z.array(z.object({ id: z.string() }))),
});

/** A block that greets `name`, and fails to draw when the name is "throw". */
class TestBlock extends SqBlock<z.infer<typeof schema>> {
  protected override readonly schema = schema;
  protected override renderBlock(data: z.infer<typeof schema>): unknown {
    if (data.name === 'throw') throw new Error('cannot draw');
    return html`<p>Hello ${data.name}</p>`;
  }
  /** Whether each update so far saw valid data when it began. */
  readonly updates: boolean[] = [];
  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    this.updates.push(this.data !== undefined);
  }
}
customElements.define('sq-test-block', TestBlock);

/** Renders a test block, recording console errors and the `sq-error` events that reach the page. */
async function render(json: string | undefined) {
  const errors: string[] = [];
  const events: SqEvent<SqErrorDetail>[] = [];
  const original = console.error;
  const listen = (event: SqEvent<SqErrorDetail>) => events.push(event);
  console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
  document.addEventListener('sq-error', listen);
  try {
    const el = await fixture<TestBlock>(
      json === undefined
        ? html`<sq-test-block><span>server markup</span></sq-test-block>`
        : html`<sq-test-block data-block-json=${json}><span>server markup</span></sq-test-block>`,
    );
    return { el, errors, events, drawn: () => el.shadowRoot!.querySelector('p')?.textContent };
  } finally {
    console.error = original;
    document.removeEventListener('sq-error', listen);
  }
}

describe('SqBlock', () => {
  it('valid data-block-json reaches renderBlock, without error', async () => {
    const { el, errors, events, drawn } = await render('{"name":"Ada"}');
    expect(drawn()).to.equal('Hello Ada');
    expect(el.hasAttribute('data-sq-error')).to.equal(false);
    expect(errors).to.have.length(0);
    expect(events).to.have.length(0);
  });

  it('a missing data-block-json means {} and the schema defaults', async () => {
    const { drawn, errors } = await render(undefined);
    expect(drawn()).to.equal('Hello world');
    expect(errors).to.have.length(0);
  });

  it('contract 3: invalid JSON keeps the markup, sets data-sq-error, logs once, fires sq-error', async () => {
    const { el, errors, events, drawn } = await render('{"name":');
    expect(drawn()).to.equal(undefined);
    expect(el.innerHTML).to.contain('<span>server markup</span>');
    expect(el.querySelector('span')!.checkVisibility()).to.equal(true);
    expect(el.getAttribute('data-sq-error')).to.match(/^\(root\): \S/);
    expect(errors).to.have.length(1);
    expect(errors[0]).to.match(/^\[sq-test-block\] invalid data-block-json: \(root\): \S/);
    expect(events).to.have.length(1);
    expect(events[0]!.detail.path).to.equal('(root)');
    expect(events[0]!.bubbles && events[0]!.composed).to.equal(true);
  });

  it('contract 3: a schema rejection names the dotted path of the failing value', async () => {
    const { el, errors, events } = await render('{"items":[{"id":"a"},{"id":2}]}');
    expect(errors).to.have.length(1);
    expect(errors[0]).to.match(/^\[sq-test-block\] invalid data-block-json: items\.1\.id: \S/);
    expect(events[0]!.detail.path).to.equal('items.1.id');
    expect(el.getAttribute('data-sq-error')).to.match(/^items\.1\.id: /);
  });

  it('data that becomes valid clears data-sq-error and draws the block', async () => {
    const { el } = await render('[');
    el.setAttribute('data-block-json', '{"name":"Grace"}');
    await el.updateComplete;
    expect(el.hasAttribute('data-sq-error')).to.equal(false);
    expect(el.shadowRoot!.querySelector('p')!.textContent).to.equal('Hello Grace');
  });

  it('contract 3: a renderBlock that throws shows the server markup and reports, never throws', async () => {
    const { el, errors, events, drawn } = await render('{"name":"throw"}');
    await el.updateComplete;
    expect(drawn()).to.equal(undefined);
    expect(el.querySelector('span')!.checkVisibility()).to.equal(true);
    expect(el.getAttribute('data-sq-error')).to.equal('(root): cannot draw');
    expect(errors).to.deep.equal(['[sq-test-block] invalid data-block-json: (root): cannot draw']);
    expect(events).to.have.length(1);
  });

  it('contract 3: after a renderBlock that throws, the next update sees the data as invalid', async () => {
    const { el } = await render('{"name":"throw"}');
    await el.updateComplete;
    await el.updateComplete;
    // The first update began with data that then failed to draw; the next one begins without.
    expect(el.updates).to.deep.equal([true, false]);
  });
});
