import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import '../../../elements/gallery/sq-gallery.ts';
import type { SqGallery } from '../../../elements/gallery/sq-gallery.ts';
import type { SqErrorDetail, SqEvent } from '../../../elements/shared/events.ts';
import { slide, specs } from './gallery-fixture.ts';
import { changeBlockJson } from '../shared/block-fixture.ts';

/** Mounts a gallery with `json` and records its console errors and `sq-error` details. */
async function broken(json: string, count = 3) {
  const errors: string[] = [];
  const events: SqErrorDetail[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
  const listen = (event: Event) => events.push((event as SqEvent<SqErrorDetail>).detail);
  document.addEventListener('sq-error', listen);
  try {
    const el = await fixture<SqGallery>(
      html`<sq-gallery data-block-json=${json}>${specs(count).map(slide)}</sq-gallery>`,
    );
    await el.updateComplete;
    await nextFrame();
    await el.updateComplete;
    return { el, errors, events };
  } finally {
    console.error = original;
    document.removeEventListener('sq-error', listen);
  }
}

/** The server markup is as it was: no slot names, no shadow slides, every picture unwrapped. */
function expectServerMarkup(el: SqGallery): void {
  expect([...el.children].map((child) => child.getAttribute('slot'))).to.deep.equal(
    [...el.children].map(() => null),
  );
  expect(el.shadowRoot!.querySelector('.track')).to.equal(null);
  expect(el.querySelectorAll('sq-image')).to.have.length(0);
}

describe('<sq-gallery> error contract', () => {
  it('SPEC §5: an unknown design name is an error: data-sq-error, one console error, sq-error, markup kept', async () => {
    const { el, errors, events } = await broken('{"design":"mosaic"}');
    const message = 'Error evaluating gallery block data. Unknown design "mosaic".';
    expect(el.getAttribute('data-sq-error')).to.equal(`design: ${message}`);
    expect(errors).to.deep.equal([`[sq-gallery] invalid data-block-json: design: ${message}`]);
    expect(events).to.deep.equal([{ path: 'design', message }]);
    expectServerMarkup(el);
    expect(await el.next(), 'no API while invalid').to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('SPEC §8: JSON that does not parse logs "Error decoding gallery block data."', async () => {
    const { el, errors } = await broken('{"design": stacked}');
    expect(el.getAttribute('data-sq-error')).to.match(
      /^\(root\): Error decoding gallery block data\. /,
    );
    expect(errors).to.have.length(1);
    expect(errors[0]).to.match(/^\[sq-gallery\] invalid data-block-json: \(root\): Error decoding/);
    expectServerMarkup(el);
  });

  it('SPEC §5: an unknown stacked transition name is an error', async () => {
    const { el, errors } = await broken('{"design":"stacked","transition":"spin"}');
    expect(el.getAttribute('data-sq-error')).to.equal(
      'transition: Error evaluating gallery block data. Unknown transition "spin".',
    );
    expect(errors).to.have.length(1);
    expectServerMarkup(el);
  });

  it('SPEC §5: an auto-columns column width must be a positive number', async () => {
    const { el, errors } = await broken('{"design":"auto-columns","columnWidth":"-40"}');
    expect(el.getAttribute('data-sq-error')).to.equal(
      '(root): Error evaluating gallery block data. [Gallery] Column width must be a positive number. Received: "-40"',
    );
    expect(errors).to.have.length(1);
    expectServerMarkup(el);
  });

  it('SPEC §5: a column width given as a string is parsed as an integer', async () => {
    const { el, errors } = await broken('{"design":"auto-grid","columnWidth":"180px"}');
    expect(errors).to.deep.equal([]);
    expect(el.hasAttribute('data-sq-error')).to.equal(false);
    const [first, second] = [...el.shadowRoot!.querySelectorAll('.s')].map((s) =>
      s.getBoundingClientRect(),
    );
    expect(second!.left - first!.left).to.be.at.least(180);
  });

  it('SPEC §8: a gallery without slides (no container) is an error and throws nothing', async () => {
    const { el, errors } = await broken('{"design":"stacked"}', 0);
    expect(el.getAttribute('data-sq-error')).to.equal(
      '(root): Error evaluating gallery block data. Gallery container is missing: it holds no slides.',
    );
    expect(errors).to.have.length(1);
  });

  it('contract 3: fixing data-block-json upgrades the gallery; breaking it gives the markup back', async () => {
    const { el } = await broken('{"design":"mosaic"}');
    el.setAttribute('data-block-json', '{"design":"grid"}');
    await el.updateComplete;
    await nextFrame();
    expect(el.hasAttribute('data-sq-error')).to.equal(false);
    expect(el.children[0]!.slot).to.equal('s0');
    expect(el.shadowRoot!.querySelectorAll('.s')).to.have.length(3);
    expect(await changeBlockJson(el, '{"design":"grid","loop":"yes"}')).to.have.length(1);
    expect(el.getAttribute('data-sq-error')).to.match(/^loop: Error evaluating gallery block data/);
    expect(el.children[0]!.hasAttribute('slot')).to.equal(false);
    expect(el.children[0]!.checkVisibility()).to.equal(true);
  });
});
