import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import type { SqLightbox } from '../../../elements/lightbox/sq-lightbox.ts';
import { CAPTIONS, dialog, lightbox, nextEvent, shownCaption } from './lightbox-fixture.ts';

/** A lightbox that opens by itself (deep link): resolves once it has shown. */
async function openedByLink(json: string): Promise<SqLightbox> {
  const shown = oneEvent(document, 'sq-after-show');
  await lightbox(json);
  return (await shown).target as SqLightbox;
}

describe('<sq-lightbox> deep links and history', () => {
  const start = location.href;
  beforeEach(() => emulateMedia({ reducedMotion: 'reduce' }));
  afterEach(() => history.replaceState(null, '', start));
  after(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('SPEC §2: on load, an item id in the hash opens the lightbox at that item', async () => {
    history.replaceState(null, '', '#tenmoku-bowl');
    const el = await openedByLink('{}');
    expect(dialog(el).open).to.equal(true);
    expect(el.currentIndex).to.equal(1);
    expect(shownCaption(el)).to.equal(CAPTIONS[1]);
  });

  it("SPEC §2: a gallery's hash (a collection URL ending in an id) does not open the lightbox", async () => {
    history.replaceState(null, '', `#${location.origin}/gallery/tenmoku-bowl`);
    const el = await lightbox('{}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dialog(el).open).to.equal(false);
  });

  it('SPEC §2: on load, the last path segment naming an item (data-slide-url) opens it', async () => {
    history.replaceState(null, '', `/gallery/ash-jar${location.search}`);
    const el = await openedByLink('{}');
    expect(el.currentIndex).to.equal(2);
    expect(shownCaption(el)).to.equal(CAPTIONS[2]);
  });

  it('SPEC §2: no matching id, or deepLink off: the lightbox stays closed', async () => {
    history.replaceState(null, '', '#contact');
    expect(dialog(await lightbox('{}')).open).to.equal(false);
    history.replaceState(null, '', '#tenmoku-bowl');
    expect(dialog(await lightbox('{"deepLink":false}')).open).to.equal(false);
  });

  it('SPEC §2 historyHash: opening pushes #id, moving replaces it, Back closes the lightbox', async () => {
    // Counted by where one Back lands, not by history.length: the runner's tab keeps every test
    // file it has loaded in its history, and Chromium caps the count at 50.
    const el = await lightbox('{"historyHash":true}');
    const before = location.href;
    await el.open(0);
    expect(location.hash).to.equal('#celadon-vase');
    el.next();
    expect(location.hash).to.equal('#tenmoku-bowl');
    const closed = nextEvent(el, 'sq-after-close');
    const popped = oneEvent(window, 'popstate');
    history.back();
    await popped;
    await closed;
    expect(dialog(el).open).to.equal(false);
    // One Back lands on the entry before opening: opening pushed one, moving added none.
    expect(location.href, 'one Back returns to the address before opening').to.equal(before);
  });

  it('SPEC §2 historyHash: closing takes the hash away by going back over its entry', async () => {
    const el = await lightbox('{"historyHash":true}');
    await el.open(2);
    expect(location.hash).to.equal('#ash-jar');
    const popped = oneEvent(window, 'popstate');
    expect(await el.close()).to.equal(true);
    await popped;
    expect(location.hash).to.equal('');
    expect(dialog(el).open, 'the history step did not reopen it').to.equal(false);
  });

  it('SPEC §2 historyHash: opened again at once after closing, it stays open, and one Back closes it', async () => {
    const el = await lightbox('{"historyHash":true}');
    const before = location.href;
    await el.open(0);
    const closing = el.close();
    await closing;
    // The browser has not taken closing's step back yet: the next opening comes first.
    expect(await el.open(1)).to.equal(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(dialog(el).open, 'the late popstate of closing did not close it').to.equal(true);
    expect(location.hash).to.equal('#tenmoku-bowl');
    const closed = nextEvent(el, 'sq-after-close');
    history.back();
    await closed;
    expect(location.href, 'one Back returns to the address before the first opening').to.equal(
      before,
    );
  });

  it('SPEC §2 historyHash: a lightbox opened from a #id link loses the hash on close', async () => {
    history.replaceState(null, '', '#celadon-vase');
    const el = await openedByLink('{"historyHash":true}');
    const entries = history.length;
    await el.close();
    expect(location.hash).to.equal('');
    expect(history.length).to.equal(entries);
  });

  it('SPEC §2: a history step to #id (an in-page link) opens the lightbox there', async () => {
    const el = await lightbox('{}');
    const link = document.createElement('a');
    link.href = '#ash-jar';
    document.body.append(link);
    link.click();
    link.remove();
    await waitUntil(() => el.isOpen, 'the link did not open the lightbox');
    expect(el.currentIndex).to.equal(2);
    await el.close();
  });

  it('SPEC §2: without historyHash the address is left alone', async () => {
    const el = await lightbox('{}');
    const url = location.href;
    await el.open(1);
    el.next();
    await el.close();
    expect(location.href).to.equal(url);
  });
});
