// The editor's client as a SPEC §3 tracker source: the mobile editor apps (SPEC §1) by their
// user-agent token, every browser (a phone's own included) as WEB.
import { expect } from '@open-wc/testing';
import { EDITOR_APP_TOKEN, trackerSourceOf } from '../../editor/lib/tracker-source.ts';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const ANDROID_WEB_VIEW =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36';
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const app = (ua: string) => `${ua} ${EDITOR_APP_TOKEN}/3.12.0`;

describe('editor tracker source (SPEC §1 mobile editor apps, SPEC §3 tracker sources)', () => {
  it('the iOS app (its token on an iPhone, an iPod or an iPad in desktop mode) is IOS', () => {
    expect(trackerSourceOf(app(IPHONE_SAFARI))).to.equal('IOS');
    expect(trackerSourceOf(app(IPHONE_SAFARI.replace('iPhone;', 'iPod touch;')))).to.equal('IOS');
    expect(trackerSourceOf(app(IPAD_DESKTOP_MODE))).to.equal('IOS');
  });

  it('the Android app (its token in an Android web view) is ANDROID', () => {
    expect(trackerSourceOf(app(ANDROID_WEB_VIEW))).to.equal('ANDROID');
    expect(trackerSourceOf(app(ANDROID_CHROME))).to.equal('ANDROID');
  });

  it('a browser without the token is WEB, on a phone too, and so is the token on a desktop', () => {
    for (const ua of [IPHONE_SAFARI, ANDROID_CHROME, ANDROID_WEB_VIEW, DESKTOP_CHROME, '']) {
      expect(trackerSourceOf(ua), ua).to.equal('WEB');
    }
    expect(trackerSourceOf(app(DESKTOP_CHROME))).to.equal('WEB');
  });

  it('only the token with a version counts, not a word that merely contains it', () => {
    expect(trackerSourceOf(`${IPHONE_SAFARI} NotSqEditorApp/1.0`)).to.equal('WEB');
    expect(trackerSourceOf(`${IPHONE_SAFARI} ${EDITOR_APP_TOKEN}`)).to.equal('WEB');
  });
});
