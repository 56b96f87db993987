import { expect } from '@open-wc/testing';
import {
  slideHash,
  slideIdFromHash,
  writeSlideHash,
} from '../../../../elements/gallery/motion/history-hash.ts';

describe('gallery motion/history-hash', () => {
  let original: string;
  let originalState: unknown;
  let originalLength: number;
  beforeEach(() => {
    original = location.href;
    originalState = history.state;
    originalLength = history.length;
  });
  afterEach(() => history.replaceState(originalState, '', original));

  it('SPEC §2: the hash is the collection full URL with one trailing slash plus the item id', () => {
    const origin = location.origin;
    expect(slideHash('/gallery', 'sunset')).to.equal(`#${origin}/gallery/sunset`);
    expect(slideHash('/gallery/', 'sunset')).to.equal(`#${origin}/gallery/sunset`);
    expect(slideHash('/gallery//', 'sunset')).to.equal(`#${origin}/gallery/sunset`);
    expect(slideHash('/', 'sunset')).to.equal(`#${origin}/sunset`);
    expect(slideHash('https://other.example/travel/rome?x=1#y', 'a1')).to.equal(
      `#${origin}/travel/rome/a1`,
    );
  });

  it('SPEC §2: a hash written for a slide reads back as the same item id', () => {
    for (const id of ['sunset', '5f3a9c0e12ab34cd56ef7890', 'a b', '100%', 'café']) {
      expect(slideIdFromHash(slideHash('/gallery', id), '/gallery')).to.equal(id);
    }
  });

  it('SPEC §2: the slide hash forms (absolute, root-relative, trailing slash) are recognised', () => {
    expect(slideIdFromHash('#https://elsewhere.example/gallery/sunset', '/gallery')).to.equal(
      'sunset',
    );
    expect(slideIdFromHash('#/gallery/sunset/', '/gallery/')).to.equal('sunset');
    expect(slideIdFromHash('/gallery/sunset', '/gallery')).to.equal('sunset');
  });

  it('SPEC §2: the lightbox deep link by item id in the hash is recognised', () => {
    expect(slideIdFromHash('#sunset', '/gallery')).to.equal('sunset');
    expect(slideIdFromHash('sunset', '/gallery')).to.equal('sunset');
  });

  it('SPEC §2: another collection, an empty hash or no item give no slide', () => {
    expect(slideIdFromHash('', '/gallery')).to.equal(undefined);
    expect(slideIdFromHash('#', '/gallery')).to.equal(undefined);
    expect(slideIdFromHash(`#${location.origin}/travel/sunset`, '/gallery')).to.equal(undefined);
    expect(slideIdFromHash('#/gallery-two/sunset', '/gallery')).to.equal(undefined);
    expect(slideIdFromHash(`#${location.origin}/gallery/`, '/gallery')).to.equal(undefined);
  });

  it('SPEC §2: writing the slide hash replaces the entry, keeps path, query and state', () => {
    const state = { kept: true };
    history.replaceState(state, '', `${location.pathname}?page=2&view=all`);
    const path = location.pathname;
    let hashChanges = 0;
    const onHashChange = () => hashChanges++;
    window.addEventListener('hashchange', onHashChange);
    try {
      writeSlideHash('/gallery', 'first');
      writeSlideHash('/gallery', 'second');
    } finally {
      window.removeEventListener('hashchange', onHashChange);
    }
    expect(location.pathname).to.equal(path);
    expect(location.search).to.equal('?page=2&view=all');
    expect(location.hash).to.equal(`#${location.origin}/gallery/second`);
    expect(slideIdFromHash(location.hash, '/gallery')).to.equal('second');
    expect(history.length).to.equal(originalLength);
    expect(history.state).to.deep.equal(state);
    expect(hashChanges).to.equal(0);
  });
});
