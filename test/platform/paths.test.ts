import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  isAdminPath,
  isCollectionPanelPath,
  isFilePath,
  isInternalContentPath,
  isSearchPath,
} from '../../platform/links/paths.ts';

describe('platform/links/paths', () => {
  it('SPEC §2: internal content links start with one slash followed by a non-slash', () => {
    expect(isInternalContentPath('/about')).to.equal(true);
    expect(isInternalContentPath('/a')).to.equal(true);
    expect(isInternalContentPath('//cdn.example.com/x')).to.equal(false);
    expect(isInternalContentPath('about')).to.equal(false);
    expect(isInternalContentPath('https://example.com/about')).to.equal(false);
  });

  it('SPEC §2: internal content links are under 150 characters', () => {
    expect(isInternalContentPath('/' + 'a'.repeat(148))).to.equal(true);
    expect(isInternalContentPath('/' + 'a'.repeat(149))).to.equal(false);
  });

  it('SPEC §2: file links start with /s/', () => {
    expect(isFilePath('/s/menu.pdf')).to.equal(true);
    expect(isFilePath('/sale')).to.equal(false);
    expect(isFilePath('/blog/s/x')).to.equal(false);
  });

  it('SPEC §2: collection panel paths are /pages/ and a 24-character lowercase hex id', () => {
    const id = '5f3c2b1a0e9d8c7b6a594837';
    expect(id).to.have.length(24);
    expect(isCollectionPanelPath(`/pages/${id}`)).to.equal(true);
    expect(isCollectionPanelPath(`/pages/${id}/`)).to.equal(true);
    expect(isCollectionPanelPath(`/pages/${id.toUpperCase()}`)).to.equal(false);
    expect(isCollectionPanelPath(`/pages/${id.slice(1)}`)).to.equal(false);
    expect(isCollectionPanelPath(`/pages/${id}0`)).to.equal(false);
    expect(isCollectionPanelPath(`/pages/${id.slice(1)}g`)).to.equal(false);
    expect(isCollectionPanelPath(`/blog/pages/${id}`)).to.equal(false);
  });

  it('SPEC §2: any 24 lowercase hex digits make a collection panel path', () => {
    const hex = fc.stringMatching(/^[0-9a-f]{24}$/);
    fc.assert(fc.property(hex, (id) => isCollectionPanelPath(`/pages/${id}`)));
  });

  it('SPEC §2: /search is the search page', () => {
    expect(isSearchPath('/search')).to.equal(true);
    expect(isSearchPath('/search/')).to.equal(true);
    expect(isSearchPath('/searching')).to.equal(false);
    expect(isSearchPath('/blog/search')).to.equal(false);
  });

  it('SPEC §2: paths containing /config are the admin area', () => {
    expect(isAdminPath('/config')).to.equal(true);
    expect(isAdminPath('/config/pages')).to.equal(true);
    expect(isAdminPath('/site/configuration')).to.equal(true);
    expect(isAdminPath('/contact')).to.equal(false);
  });
});
