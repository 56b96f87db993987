import { expect, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import '../../../elements/summary/sq-summary.ts';
import type { SqSummary } from '../../../elements/summary/sq-summary.ts';
import { summaryMarkupCss } from '../../../elements/summary/summary.styles.ts';
import type { SqGallery } from '../../../elements/gallery/gallery.ts';
import { blockFixture } from '../shared/block-fixture.ts';

const JOURNAL = '6b2c3d4e5f60718293a4b501';
const PICTURE =
  'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%2230%22 height=%2220%22/%3E';

let serial = 0;
/** A 24-hex collection id no other test uses, starting with `prefix` (the endpoint acts on it). */
const freshId = (prefix = 'e') =>
  `${prefix}${Date.now().toString(16)}${(serial += 1).toString(16)}`.padEnd(24, '0').slice(0, 24);

/** The server markup of `count` posts, as the site server writes it (newest first). */
function serverItems(count: number): string {
  return Array.from(
    { length: count },
    (_, i) =>
      `<article class="sq-summary-item" data-item-id="post-${i + 1}">` +
      `<div class="sq-summary-image"><sq-image data-block-json='{"cropMode":"cover"}'><img data-src="${PICTURE}" data-image-dimensions="1200x800" alt="Picture of post ${i + 1}"></sq-image></div>` +
      `<div class="sq-summary-text"><h3 class="sq-summary-title"><a href="/journal/post-${i + 1}">Post ${i + 1}</a></h3>` +
      `<p class="sq-summary-date"><time datetime="2026-10-0${i + 1}T09:00:00-04:00">October ${i + 1}, 2026</time></p>` +
      `<p class="sq-summary-excerpt">What happened in the studio, part ${i + 1}.</p></div></article>`,
  ).join('');
}

/** A summary as the server fills it, with the page's sq-markup.css rules for it. */
async function summary(settings: object, count = 3, type = 'blog') {
  const json = JSON.stringify(settings);
  const fixture = await blockFixture<HTMLElement>(
    html`<div>
      <style>
        ${summaryMarkupCss}
      </style>
      <sq-summary data-block-json=${json} data-collection-type=${type}
        ><h2 slot="header" class="sq-summary-header">From the journal</h2>
        ${unsafeHTML(serverItems(count))}</sq-summary
      >
    </div>`,
  );
  const el = fixture.el.querySelector('sq-summary')!;
  await el.updateComplete;
  return { ...fixture, el };
}

const items = (el: SqSummary) => [...el.querySelectorAll<HTMLElement>('.sq-summary-item')];
const tops = (boxes: HTMLElement[]) =>
  boxes.map((box) => Math.round(box.getBoundingClientRect().top));

const received = async (collectionId: string) =>
  (
    (await (await fetch(`/test-summary/received?collectionId=${collectionId}`)).json()) as {
      requests: unknown[];
    }
  ).requests;

describe('<sq-summary>', () => {
  before(() => setViewport({ width: 1100, height: 800 }));

  it('list (SPEC §2 summary v2): the server items under the heading, one a row, each picture beside its text', async () => {
    const { el } = await summary({ collectionId: JOURNAL, design: 'list' });
    const boxes = items(el);
    expect(boxes.map((box) => box.querySelector('h3')!.textContent)).to.deep.equal([
      'Post 1',
      'Post 2',
      'Post 3',
    ]);
    expect(boxes.every((box) => box.checkVisibility())).to.equal(true);
    const [first, second] = tops(boxes);
    expect(second).to.be.greaterThan(first!);
    const picture = boxes[0]!.querySelector('.sq-summary-image')!.getBoundingClientRect();
    const text = boxes[0]!.querySelector('.sq-summary-text')!.getBoundingClientRect();
    expect(text.left).to.be.greaterThan(picture.right);
    const header = el.querySelector('h2')!.getBoundingClientRect();
    expect(header.bottom).to.be.at.most(boxes[0]!.getBoundingClientRect().top);
    await expect(el).to.be.accessible();
  });

  it('grid: three cards a row on a wide block, pictures above their text; two a row below 724 px', async () => {
    const { el } = await summary({ collectionId: JOURNAL, design: 'grid' }, 4);
    const boxes = items(el);
    const rows = tops(boxes);
    expect(rows.slice(0, 3).every((top) => top === rows[0])).to.equal(true);
    expect(rows[3]).to.be.greaterThan(rows[0]!);
    const picture = boxes[0]!.querySelector('.sq-summary-image')!.getBoundingClientRect();
    const text = boxes[0]!.querySelector('.sq-summary-text')!.getBoundingClientRect();
    expect(text.top).to.be.at.least(picture.bottom);
    await expect(el).to.be.accessible();
    el.style.width = '600px';
    await waitUntil(
      () => tops(items(el))[1] === tops(items(el))[0] && tops(items(el))[2]! > tops(items(el))[0]!,
    );
    el.style.width = '';
  });

  it('carousel: the items become slides of the gallery carousel (APG), moved by its buttons and arrow keys, each slide linking to its item', async () => {
    const { el } = await summary(
      { collectionId: JOURNAL, design: 'carousel', headerText: 'From the journal' },
      5,
    );
    const gallery = await waitUntil(
      () => el.shadowRoot!.querySelector<SqGallery>('sq-gallery:defined'),
      'the gallery code loads',
      { timeout: 4000 },
    ).then(() => el.shadowRoot!.querySelector<SqGallery>('sq-gallery')!);
    await gallery.updateComplete;
    const root = gallery.shadowRoot!;
    const region = root.querySelector('[aria-roledescription=carousel]')!;
    expect(region.getAttribute('role')).to.equal('region');
    expect(region.getAttribute('aria-label')).to.equal('From the journal');
    const slides = [...root.querySelectorAll('[aria-roledescription=slide]')];
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).to.deep.equal([
      '1 of 5',
      '2 of 5',
      '3 of 5',
      '4 of 5',
      '5 of 5',
    ]);
    const links = [...gallery.querySelectorAll<HTMLAnchorElement>('figcaption a')];
    expect(links.map((a) => [a.textContent, new URL(a.href).pathname])).to.deep.equal(
      [1, 2, 3, 4, 5].map((n) => [`Post ${n}`, `/journal/post-${n}`]),
    );
    expect(gallery.querySelector('img')!.alt).to.equal('Picture of post 1');
    expect(gallery.querySelector('time')!.textContent).to.equal('October 1, 2026');
    // The server's items are not shown twice: only the heading stays slotted.
    expect(items(el).some((box) => box.checkVisibility())).to.equal(false);
    expect(el.querySelector('h2')!.checkVisibility()).to.equal(true);
    await expect(el).to.be.accessible();

    // Keyboard: Tab to "Next slide", Enter shows the next group; Arrow Left goes back.
    const next = root.querySelector<HTMLButtonElement>('[part~=next]')!;
    next.focus();
    expect(gallery.totalGroups).to.equal(2);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => gallery.currentGroup === 1 && !gallery.inMotion);
    await expect(el).to.be.accessible();
    await sendKeys({ press: 'ArrowLeft' });
    await waitUntil(() => gallery.currentGroup === 0 && !gallery.inMotion);
    links[0]!.focus();
    await sendKeys({ press: 'Tab' });
    expect(gallery.querySelector(':focus')).to.equal(links[1]);
  });

  it('event summary (SPEC §7): posts widgetJSON and collectionId form-encoded; the sanitized data.html takes the items’ place', async () => {
    const collectionId = freshId('e');
    const rendered = oneEvent(document, 'sq-widget-render');
    const { el } = await summary(
      { collectionId, design: 'list', limit: 2, showTags: false },
      3,
      'events',
    );
    const { detail } = await rendered;
    expect(detail).to.deep.equal({ type: 'event-summary', id: collectionId });
    expect(await received(collectionId)).to.deep.equal([
      {
        collectionId,
        widgetJSON: {
          type: 'event-summary',
          id: collectionId,
          value: { limit: 2, showImage: true, showExcerpt: true, showDate: true, showTags: false },
        },
      },
    ]);
    const content = el.shadowRoot!.querySelector('[part~=content]')!;
    expect([...content.querySelectorAll('h3')].map((h) => h.textContent)).to.deep.equal([
      'Rendered event 1',
      'Rendered event 2',
    ]);
    expect(content.querySelector('script')).to.equal(null);
    expect(content.querySelector('[onload]')).to.equal(null);
    expect(
      (window as { summaryRenderingHandlerRan?: boolean }).summaryRenderingHandlerRan,
    ).to.equal(undefined);
    expect(items(el).some((box) => box.checkVisibility())).to.equal(false);
    expect(el.state).to.equal('loaded');
    // Laid out as the server items were: in a list, each picture beside its text.
    const first = content.querySelector(':scope > div')!;
    expect(first.querySelector(':scope > div')!.getBoundingClientRect().left).to.be.greaterThan(
      first.querySelector('figure')!.getBoundingClientRect().right,
    );
    await expect(el).to.be.accessible();
  });

  it('event summary as a carousel: the slides are the rendering’s events', async () => {
    const collectionId = freshId('e');
    const rendered = oneEvent(document, 'sq-widget-render');
    const { el } = await summary({ collectionId, design: 'carousel' }, 3, 'events');
    await rendered;
    await el.updateComplete;
    const gallery = el.shadowRoot!.querySelector('sq-gallery')!;
    expect([...gallery.querySelectorAll('figcaption a')].map((a) => a.textContent)).to.deep.equal([
      'Rendered event 1',
      'Rendered event 2',
    ]);
  });

  it('a failed event summary keeps the server items, warns once and fires sq-widget-error', async () => {
    for (const [prefix, message] of [
      ['fa11', /Rendering failed/],
      ['0000', /no data\.html/],
    ] as const) {
      const collectionId = freshId(prefix);
      const warnings: string[] = [];
      const original = console.warn;
      console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
      try {
        const failed = oneEvent(document, 'sq-widget-error');
        const { el } = await summary({ collectionId }, 2, 'events');
        const { detail } = await failed;
        expect(detail.id).to.equal(collectionId);
        expect(detail.message).to.match(message);
        expect(el.state).to.equal('failed');
        expect(items(el).map((box) => box.checkVisibility())).to.deep.equal([true, true]);
        expect(el.shadowRoot!.querySelector('[part~=content]')).to.equal(null);
        expect(warnings).to.have.length(1);
        expect(warnings[0]).to.contain('[sq-summary] /api/widget/GetWidgetRendering failed');
        await expect(el).to.be.accessible();
      } finally {
        console.warn = original;
      }
    }
  });

  it('a blog summary never asks for a rendering', async () => {
    const collectionId = freshId('b');
    const { el } = await summary({ collectionId }, 2, 'blog');
    el.scrollIntoView();
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(await received(collectionId)).to.deep.equal([]);
    expect(el.state).to.equal('server');
  });

  it('the server markup (shown until the upgrade and on invalid settings) takes the design’s columns at the block’s own width: one card a row in a 400 px grid', async () => {
    const { el } = await summary({ collectionId: JOURNAL, design: 'grid', limit: 31 }, 3);
    expect(el.hasAttribute('data-sq-error')).to.equal(true);
    el.style.width = '400px';
    const widths = items(el).map((box) => Math.round(box.getBoundingClientRect().width));
    expect(widths).to.deep.equal([400, 400, 400]);
    expect(new Set(tops(items(el))).size).to.equal(3);
    el.style.width = '';
  });

  it('invalid settings keep the server markup, heading and items (error contract)', async () => {
    for (const [json, path] of [
      [{ collectionId: 'journal' }, 'collectionId'],
      [{ collectionId: JOURNAL, design: 'slideshow' }, 'design'],
      [{ collectionId: JOURNAL, limit: 31 }, 'limit'],
    ] as const) {
      const { el, errors, events } = await summary(json, 2);
      expect(el.hasAttribute('data-sq-error')).to.equal(true);
      expect(errors[0]).to.match(
        new RegExp(`^\\[sq-summary\\] invalid data-block-json: ${path}: `),
      );
      expect(events[0]!.path).to.equal(path);
      expect(el.querySelector('h2')!.checkVisibility()).to.equal(true);
      expect(items(el).map((box) => box.checkVisibility())).to.deep.equal([true, true]);
    }
  });
});
