import { expect } from '@open-wc/testing';
import { LAZY_TAGS, lazyTagsFor, registryFrom, tagOfModulePath } from '../../runtime/registry.ts';

describe('runtime registry', () => {
  it('maps elements/NAME/sq-NAME.ts to its tag and leaves helper modules out', () => {
    expect(tagOfModulePath('../elements/gallery/sq-gallery.ts')).to.equal('sq-gallery');
    expect(tagOfModulePath('../elements/gallery/gallery.ts')).to.equal(undefined);
    expect(tagOfModulePath('../elements/shared/sq-block.ts')).to.equal(undefined);
    const loader = (): Promise<void> => Promise.resolve();
    const registry = registryFrom({
      '../elements/video/sq-video.ts': loader,
      '../elements/video/video.ts': loader,
    });
    expect([...registry.keys()]).to.deep.equal(['sq-video']);
  });

  it('SPEC §2: heavy blocks wait for the viewport unless the address deep-links with a hash', () => {
    expect(lazyTagsFor({ hash: '' })).to.equal(LAZY_TAGS);
    expect(lazyTagsFor({ hash: '#' })).to.equal(LAZY_TAGS);
    expect([...LAZY_TAGS]).to.include.members([
      'sq-gallery',
      'sq-lightbox',
      'sq-video',
      'sq-form',
      'sq-newsletter',
    ]);
    expect(lazyTagsFor({ hash: '#celadon-vase' }).size).to.equal(0);
    expect(lazyTagsFor({ hash: '#https://example.com/gallery/celadon-vase' }).size).to.equal(0);
  });
});
