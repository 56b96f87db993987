// The editor's addresses and keys (SPEC §2 configuration area, View site, logout, upgrades and
// help; SPEC §6 Escape; undo and redo keys).
import { expect } from '@open-wc/testing';
import { editorCommand } from '../../editor/app/use-editor-keys.ts';
import { pageTitle } from '../../editor/app/TopBar.tsx';
import {
  afterLogoutUrl,
  editorAddress,
  frameUrlOf,
  viewSiteUrl,
} from '../../editor/lib/frame-url.ts';
import {
  CHANGE_PLAN_PATH,
  HELP_REDIRECT_URL,
  TRIAL_UPGRADE_PATH,
  helpUrl,
  upgradeUrl,
} from '../../editor/lib/links.ts';

describe('editor addresses (SPEC §2 configuration area)', () => {
  it('frameUrl names a page of this site; anything else shows the home page', () => {
    expect(frameUrlOf('?frameUrl=%2Fgallery%3Fitem%3D2')).to.equal('/gallery?item=2');
    for (const bad of [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil',
      '/config/',
      'gallery',
    ]) {
      expect(frameUrlOf(`?frameUrl=${encodeURIComponent(bad)}`), bad).to.equal('/');
    }
    expect(frameUrlOf('')).to.equal('/');
  });

  it('the address of a frame page is /config/?frameUrl={encoded path and query}', () => {
    expect(editorAddress('/gallery?item=2')).to.equal('/config/?frameUrl=%2Fgallery%3Fitem%3D2');
  });

  it('View site carries noredirect; logout lands on the frame page with logout=true', () => {
    expect(viewSiteUrl('/gallery')).to.equal('/gallery?noredirect');
    expect(viewSiteUrl('/gallery?item=2&noredirect=false')).to.equal('/gallery?item=2&noredirect');
    expect(afterLogoutUrl('/about')).to.equal('/about?logout=true');
    expect(afterLogoutUrl('/about?logout=false&x=1')).to.equal('/about?x=1&logout=true');
  });

  it('a trial upgrades on the billing upgrade path, a paying site on the change-plan path', () => {
    expect(upgradeUrl(true)).to.equal(TRIAL_UPGRADE_PATH);
    expect(upgradeUrl(false)).to.equal(CHANGE_PLAN_PATH);
  });

  it('help goes through the single-sign-on redirect with the help-article path as target', () => {
    const url = new URL(helpUrl('/hc/articles/a b'));
    expect(`${url.origin}${url.pathname}`).to.equal(HELP_REDIRECT_URL);
    expect(url.searchParams.get('target')).to.equal('/hc/articles/a b');
  });

  it("a page's title loses the site name the template adds", () => {
    expect(pageTitle('The work · Kiln & Clay', 'Kiln & Clay')).to.equal('The work');
    expect(pageTitle('Kiln & Clay', 'Kiln & Clay')).to.equal('Kiln & Clay');
    expect(pageTitle('About us', 'Kiln & Clay')).to.equal('About us');
  });
});

describe('editor keys (undo, redo, SPEC §6 Escape)', () => {
  const key = (
    k: string,
    mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {},
  ) =>
    editorCommand({
      key: k,
      ctrlKey: false,
      metaKey: false,
      shiftKey: false,
      altKey: false,
      ...mods,
    });

  it('Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z and Ctrl+Y redo', () => {
    expect(key('z', { ctrlKey: true })).to.equal('undo');
    expect(key('z', { metaKey: true })).to.equal('undo');
    expect(key('Z', { ctrlKey: true, shiftKey: true })).to.equal('redo');
    expect(key('z', { metaKey: true, shiftKey: true })).to.equal('redo');
    expect(key('y', { ctrlKey: true })).to.equal('redo');
    expect(key('z')).to.equal(undefined);
    expect(key('z', { ctrlKey: true, altKey: true })).to.equal(undefined);
  });

  it('Ctrl/Cmd+S saves', () => {
    expect(key('s', { ctrlKey: true })).to.equal('save');
    expect(key('s', { metaKey: true })).to.equal('save');
    expect(key('s')).to.equal(undefined);
  });

  it('Escape alone is the panel toggle; Shift+Escape is not (it logs out on the site)', () => {
    expect(key('Escape')).to.equal('escape');
    expect(key('Escape', { shiftKey: true })).to.equal(undefined);
  });
});
