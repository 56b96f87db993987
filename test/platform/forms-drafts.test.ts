import { expect } from '@open-wc/testing';
import { clearDraft, draftKey, loadDraft, saveDraft } from '../../platform/forms/drafts.ts';
import { safeRedirectUrl } from '../../platform/forms/redirect.ts';

const VALUES = {
  email: 'user@domain.com',
  phone: ['', '555', '123', '4567'],
  survey: { 'Was it easy?': '1' },
};

/** Runs `body` while reading `window.sessionStorage` throws, as some private modes do. */
function withoutStorageAccess(body: () => void): void {
  const own = Object.getOwnPropertyDescriptor(window, 'sessionStorage');
  Object.defineProperty(window, 'sessionStorage', {
    configurable: true,
    get() {
      throw new DOMException('The storage is disabled.', 'SecurityError');
    },
  });
  try {
    body();
  } finally {
    if (own) Object.defineProperty(window, 'sessionStorage', own);
    else delete (window as { sessionStorage?: Storage }).sessionStorage;
  }
}

describe('platform/forms/drafts (what the visitor typed, kept for the session)', () => {
  let key: string;
  beforeEach(() => {
    key = draftKey(`ok-${crypto.randomUUID()}`);
  });
  afterEach(() => clearDraft(key));

  it('the key names the page path and the form', () => {
    expect(draftKey('contact', '/about')).to.equal('sq-form:/about:contact');
    expect(draftKey('contact')).to.equal(`sq-form:${location.pathname}:contact`);
  });

  it('a saved draft comes back whole until it is cleared', () => {
    expect(loadDraft(key)).to.equal(undefined);
    saveDraft(key, VALUES);
    expect(JSON.parse(sessionStorage.getItem(key)!)).to.deep.equal(VALUES);
    expect(loadDraft(key)).to.deep.equal(VALUES);
    clearDraft(key);
    expect(loadDraft(key)).to.equal(undefined);
    expect(sessionStorage.getItem(key)).to.equal(null);
  });

  it('stored text that is not a JSON object reads as no draft; odd entries are left out', () => {
    for (const text of ['{not json', '"text"', '[1,2]', 'null']) {
      sessionStorage.setItem(key, text);
      expect(loadDraft(key), text).to.equal(undefined);
    }
    sessionStorage.setItem(
      key,
      JSON.stringify({ ok: 'yes', count: 3, list: ['a', 2], map: { q: '1' } }),
    );
    expect(loadDraft(key)).to.deep.equal({ ok: 'yes', map: { q: '1' } });
  });

  it('a full storage (quota) is ignored: no throw, the earlier draft stays', () => {
    saveDraft(key, VALUES);
    expect(() => saveDraft(key, { message: 'x'.repeat(12_000_000) })).not.to.throw();
    expect(loadDraft(key)).to.deep.equal(VALUES);
  });

  it('storage the browser refuses (private mode) is ignored by save, load and clear', () => {
    saveDraft(key, VALUES);
    withoutStorageAccess(() => {
      expect(() => saveDraft(key, { email: 'other@domain.com' })).not.to.throw();
      expect(loadDraft(key)).to.equal(undefined);
      expect(() => clearDraft(key)).not.to.throw();
    });
    expect(loadDraft(key)).to.deep.equal(VALUES);
  });
});

describe('platform/forms/redirect (where a form may send the visitor)', () => {
  it('a relative path resolves against the page address', () => {
    expect(safeRedirectUrl('/thanks')?.href).to.equal(new URL('/thanks', location.href).href);
    expect(safeRedirectUrl('next?step=2', 'https://shop.example/forms/a')?.href).to.equal(
      'https://shop.example/forms/next?step=2',
    );
  });

  it('http and https addresses pass, other origins included', () => {
    expect(safeRedirectUrl('https://other.example/done')?.href).to.equal(
      'https://other.example/done',
    );
    expect(safeRedirectUrl('  http://other.example/  ')?.href).to.equal('http://other.example/');
  });

  it('javascript:, data:, mailto: and other schemes are refused', () => {
    for (const target of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<p>hi</p>',
      'mailto:user@domain.com',
      'ftp://files.example/x',
      'blob:https://site.example/1',
    ]) {
      expect(safeRedirectUrl(target)?.href, target).to.equal(undefined);
    }
  });

  it('a blank or unparseable target is no redirect', () => {
    expect(safeRedirectUrl('')?.href).to.equal(undefined);
    expect(safeRedirectUrl('   ')?.href).to.equal(undefined);
    expect(safeRedirectUrl('http://[bad')?.href).to.equal(undefined);
    expect(safeRedirectUrl('/thanks', 'not a base')?.href).to.equal(undefined);
  });
});
