import { expect, html } from '@open-wc/testing';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import '../../../elements/collection-link/sq-collection-link.ts';
import type { SqCollectionLink } from '../../../elements/collection-link/sq-collection-link.ts';
import { collectionLinkMarkupCss } from '../../../elements/collection-link/collection-link.styles.ts';
import { blockFixture } from '../shared/block-fixture.ts';

const PICTURE =
  'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%2230%22 height=%2220%22/%3E';

/** The card as the site server writes it. */
const CARD =
  '<a class="sq-collection-link" href="/journal">' +
  `<span class="sq-collection-link-image"><sq-image data-block-json='{"cropMode":"cover"}'><img data-src="${PICTURE}" data-image-dimensions="1200x800" alt="A wood kiln"></sq-image></span>` +
  '<span class="sq-collection-link-text"><strong class="sq-collection-link-title">Journal</strong>' +
  '<span class="sq-collection-link-description">Notes from the studio.</span>' +
  '<span class="sq-collection-link-meta">7 posts · latest <time datetime="2026-10-02T09:00:00-04:00">October 2, 2026</time></span></span></a>';

async function card(json: string, width: string) {
  const fixture = await blockFixture<HTMLElement>(
    html`<div style="width: ${width}">
      <style>
        ${collectionLinkMarkupCss}
      </style>
      <sq-collection-link data-block-json=${json}>${unsafeHTML(CARD)}</sq-collection-link>
    </div>`,
  );
  const el = fixture.el.querySelector<SqCollectionLink>('sq-collection-link')!;
  await el.updateComplete;
  return { ...fixture, el };
}

const rect = (el: Element, selector: string) => el.querySelector(selector)!.getBoundingClientRect();

describe('<sq-collection-link>', () => {
  it('SPEC §2 collection link: one link to the collection, named by its title, description, count and latest date; the picture beside the text on a wide card', async () => {
    const { el } = await card('{"collectionId":"6b2c3d4e5f60718293a4b501"}', '700px');
    const links = el.querySelectorAll('a');
    expect(links).to.have.length(1);
    expect(el.href).to.equal(new URL('/journal', location.href).href);
    expect(links[0]!.textContent).to.equal(
      'JournalNotes from the studio.7 posts · latest October 2, 2026',
    );
    expect(rect(el, '.sq-collection-link-text').left).to.be.greaterThan(
      rect(el, '.sq-collection-link-image').right,
    );
    expect(el.querySelector('a')!.checkVisibility()).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('on a narrow card the picture is above the text', async () => {
    const { el } = await card('{"collectionId":"6b2c3d4e5f60718293a4b501"}', '300px');
    expect(rect(el, '.sq-collection-link-text').top).to.be.at.least(
      rect(el, '.sq-collection-link-image').bottom,
    );
  });

  it('an id that is not a collection id follows the error contract; the link still shows and works', async () => {
    const { el, errors } = await card('{"collectionId":"journal"}', '700px');
    expect(el.getAttribute('data-sq-error')).to.match(/^collectionId: /);
    expect(errors).to.have.length(1);
    expect(el.querySelector('a')!.checkVisibility()).to.equal(true);
  });
});
