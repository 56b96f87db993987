// The stored actions for the next page load (SPEC §9): the editor's selection survives a reload.
import { expect } from '@open-wc/testing';
import { STORED_ACTIONS_KEY, storeActions, takeActions } from '../../editor/lib/stored-actions.ts';

describe('stored actions for the next page load (SPEC §9)', () => {
  afterEach(() => sessionStorage.removeItem(STORED_ACTIONS_KEY));

  it('are taken once, by the page they were stored for', () => {
    storeActions({ path: '/gallery', select: 'firings' });
    expect(takeActions('/about')).to.equal(undefined);
    expect(takeActions('/gallery')).to.deep.equal({ path: '/gallery', select: 'firings' });
    expect(takeActions('/gallery')).to.equal(undefined, 'taken once');
  });

  it('a later store replaces an earlier one; null clears them; anything else stored is ignored', () => {
    storeActions({ path: '/gallery', select: 'firings' });
    storeActions({ path: '/gallery', select: 'selected-work' });
    expect(takeActions('/gallery')?.select).to.equal('selected-work');
    storeActions({ path: '/gallery', select: 'firings' });
    storeActions(null);
    expect(takeActions('/gallery')).to.equal(undefined);
    sessionStorage.setItem(STORED_ACTIONS_KEY, '{"path":"/gallery","select":3}');
    expect(takeActions('/gallery')).to.equal(undefined);
    sessionStorage.setItem(STORED_ACTIONS_KEY, 'not json');
    expect(takeActions('/gallery')).to.equal(undefined);
  });
});
