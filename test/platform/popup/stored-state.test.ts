import { expect } from '@open-wc/testing';
import {
  POPUP_STORAGE_KEY,
  readPopupState,
  storePopupClosed,
  storePopupSubmitted,
} from '../../../platform/popup/stored-state.ts';

describe('platform/popup/stored-state (SPEC §3 popup overlay stored state)', () => {
  afterEach(() => localStorage.removeItem(POPUP_STORAGE_KEY));

  it('SPEC §3: nothing stored reads as the empty state', () => {
    expect(readPopupState()).to.deep.equal({});
  });

  it('SPEC §3: closing stores closedDate and version as JSON under sq-popup-overlay', () => {
    storePopupClosed(2, 1_700_000_000_000);
    expect(JSON.parse(localStorage.getItem('sq-popup-overlay')!)).to.deep.equal({
      closedDate: 1_700_000_000_000,
      version: 2,
    });
    expect(readPopupState()).to.deep.equal({ closedDate: 1_700_000_000_000, version: 2 });
  });

  it('SPEC §3: a sign-up stores submitted and keeps the closing date', () => {
    storePopupClosed(1, 1_700_000_000_000);
    storePopupSubmitted(2);
    expect(readPopupState()).to.deep.equal({
      closedDate: 1_700_000_000_000,
      version: 2,
      submitted: true,
    });
  });

  it('unreadable JSON, a non-object, and fields of the wrong type read as empty', () => {
    for (const stored of ['{nope', '"text"', '[1,2]', 'null', '42']) {
      localStorage.setItem(POPUP_STORAGE_KEY, stored);
      expect(readPopupState(), stored).to.deep.equal({});
    }
    localStorage.setItem(
      POPUP_STORAGE_KEY,
      JSON.stringify({ closedDate: 'yesterday', version: '2', submitted: 'yes' }),
    );
    expect(readPopupState()).to.deep.equal({});
  });

  it('storage the browser refuses reads as empty and writing does not throw', () => {
    const refusing = {
      get localStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Window;
    expect(readPopupState(refusing)).to.deep.equal({});
    expect(storePopupClosed(1, 5, refusing)).to.deep.equal({ closedDate: 5, version: 1 });
  });
});
