import { expect, html, oneEvent, waitUntil } from '@open-wc/testing';
import '../../../elements/social-gallery/sq-social-gallery.ts';
import type { SqSocialGallery } from '../../../elements/social-gallery/sq-social-gallery.ts';
import { blockFixture, changeBlockJson } from '../shared/block-fixture.ts';

let serial = 0;
/** A widget id no other test uses, with an optional prefix the test endpoint acts on. */
const freshId = (prefix = 'feed') => `${prefix}-${Date.now()}-${(serial += 1)}`;

const received = async (id: string): Promise<unknown[]> =>
  (
    (await (await fetch(`/test-social/received?id=${encodeURIComponent(id)}`)).json()) as {
      widgets: unknown[];
    }
  ).widgets;

/** A gallery block whose server markup is a link to the account. */
function gallery(json: string) {
  return blockFixture<SqSocialGallery>(
    html`<sq-social-gallery data-block-json=${json}>
      <p><a href="https://photos.example/kilnandclay">Our photos on the photo-sharing site</a></p>
    </sq-social-gallery>`,
  );
}

const contentOf = (el: SqSocialGallery) =>
  el.shadowRoot!.querySelector<HTMLElement>('[part~=content]');

/** The server markup shows (slotted), not a rendering. */
function showsServerMarkup(el: SqSocialGallery): boolean {
  const slot = el.shadowRoot!.querySelector('slot');
  return contentOf(el) === null && slot !== null && el.querySelector('a')!.checkVisibility();
}

describe('<sq-social-gallery>', () => {
  it('SPEC §7: posts widgetJSON {type, id, value} form-encoded and shows data.html in place of the server markup', async () => {
    const id = freshId();
    const rendered = oneEvent(document, 'sq-widget-render');
    const { el } = await gallery(
      JSON.stringify({
        type: 'photo-sharing',
        id,
        value: { account: 'kilnandclay', count: 2 },
        label: 'Our latest photos',
      }),
    );
    const { detail } = await rendered;
    expect(detail).to.deep.equal({ type: 'photo-sharing', id });
    expect(await received(id)).to.deep.equal([
      { type: 'photo-sharing', id, value: { account: 'kilnandclay', count: 2 } },
    ]);
    const content = contentOf(el)!;
    expect([...content.querySelectorAll('img')].map((img) => img.alt)).to.deep.equal([
      `Photo 1 of ${id}`,
      `Photo 2 of ${id}`,
      '',
    ]);
    expect(content.querySelector('a')!.getAttribute('href')).to.equal(
      `https://photos.example/${id}/1`,
    );
    expect(el.querySelector('a')!.checkVisibility()).to.equal(false);
    expect(el.matches(':state(loaded)')).to.equal(true);
    expect(el.state).to.equal('loaded');
    const region = el.shadowRoot!.querySelector('[role=region]')!;
    expect(region.getAttribute('aria-label')).to.equal('Our latest photos');
    await expect(el).to.be.accessible();
  });

  it('SPEC §7: the rendering is sanitized: no script, event handler or javascript: address survives', async () => {
    const id = freshId();
    const rendered = oneEvent(document, 'sq-widget-render');
    const { el } = await gallery(JSON.stringify({ type: 'social', id }));
    await rendered;
    const content = contentOf(el)!;
    expect(content.querySelector('script')).to.equal(null);
    expect(content.querySelector('[onload]')).to.equal(null);
    const more = [...content.querySelectorAll('a')].find((a) => a.textContent === 'More photos')!;
    expect(more.hasAttribute('href')).to.equal(false);
    const w = window as { socialRenderingScriptRan?: boolean; socialRenderingHandlerRan?: boolean };
    expect(w.socialRenderingScriptRan).to.equal(undefined);
    expect(w.socialRenderingHandlerRan).to.equal(undefined);
  });

  it('SPEC §7: while the rendering is asked for, the server markup shows and the block is busy', async () => {
    const id = freshId('hold');
    const { el } = await gallery(JSON.stringify({ type: 'social', id }));
    await waitUntil(() => el.matches(':state(loading)'), 'the block never started loading');
    expect(showsServerMarkup(el)).to.equal(true);
    await expect(el).to.be.accessible();
    const rendered = oneEvent(el, 'sq-widget-render');
    await fetch(`/test-social/release?id=${id}`);
    await rendered;
    expect(el.matches(':state(loading)')).to.equal(false);
    expect(contentOf(el)!.querySelectorAll('li')).to.have.length(2);
  });

  for (const [id, why] of [
    ['fail-500', 'a failed request'],
    ['no-html', 'an answer without data.html'],
  ] as const) {
    it(`SPEC §7: ${why} keeps the server markup, warns once and fires sq-widget-error`, async () => {
      const warnings: string[] = [];
      const warn = console.warn;
      console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
      try {
        const failed = oneEvent(document, 'sq-widget-error');
        const { el } = await gallery(JSON.stringify({ type: 'social', id }));
        const { detail } = await failed;
        expect(detail.id).to.equal(id);
        expect(el.matches(':state(failed)')).to.equal(true);
        expect(showsServerMarkup(el)).to.equal(true);
        expect(warnings).to.have.length(1);
        expect(warnings[0]).to.contain('[sq-social-gallery] /api/widget/GetWidgetRendering failed');
        await expect(el).to.be.accessible();
      } finally {
        console.warn = warn;
      }
    });
  }

  for (const [json, path] of [
    ['{"type": "social", "id": ', '(root)'],
    ['{"type": "social"}', 'id'],
    ['{"id": "feed"}', 'type'],
  ] as const) {
    it(`SPEC §5: block data ${json} is rejected: the server markup stays and nothing is asked`, async () => {
      const { el, errors, events } = await gallery(json);
      expect(el.hasAttribute('data-sq-error')).to.equal(true);
      expect(errors).to.have.length(1);
      expect(errors[0]).to.match(
        new RegExp(
          `^\\[sq-social-gallery\\] invalid data-block-json: ${path.replace(/[()]/g, '\\$&')}: `,
        ),
      );
      expect(events).to.have.length(1);
      expect(showsServerMarkup(el)).to.equal(true);
      expect(el.matches(':state(loading)')).to.equal(false);
      expect(await received('feed')).to.deep.equal([]);
    });
  }

  it('SPEC §5: data turning invalid after a rendering shows the server markup again', async () => {
    const id = freshId();
    const rendered = oneEvent(document, 'sq-widget-render');
    const { el } = await gallery(JSON.stringify({ type: 'social', id }));
    await rendered;
    const errors = await changeBlockJson(el, '{"type":');
    expect(errors).to.have.length(1);
    expect(showsServerMarkup(el)).to.equal(true);
    expect(el.matches(':state(loaded)')).to.equal(false);
  });

  it('SPEC §9 lazy margin: asks nothing while more than 200 px below the viewport, then asks once within 200 px', async () => {
    const id = freshId();
    const { el } = await blockFixture<SqSocialGallery>(
      html`<div>
        <div style="height: calc(100vh + 400px)"></div>
        <sq-social-gallery data-block-json=${JSON.stringify({ type: 'social', id })}>
          <p><a href="https://photos.example/kilnandclay">Our photos</a></p>
        </sq-social-gallery>
      </div>`,
    );
    const block = el.querySelector('sq-social-gallery')!;
    await block.updateComplete;
    // Two frames: the intersection observer has reported by then.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    expect(block.matches(':state(placeholder)')).to.equal(true);
    expect(await received(id)).to.deep.equal([]);
    const rendered = oneEvent(block, 'sq-widget-render');
    // 400 px below the fold, scrolled by 250: 150 px below it, within the 200 px margin.
    window.scrollBy(0, 250);
    await rendered;
    expect(await received(id)).to.have.length(1);
    window.scrollTo(0, 0);
  });
});
