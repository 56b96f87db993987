import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import {
  DURATION_TOKENS,
  MEDIA_QUERIES,
  RADIUS_TOKENS,
  TOKEN_PROPERTIES,
  applyTokens,
  tokenVar,
  tokensCss,
} from '../../platform/tokens/tokens.ts';

const root = () => getComputedStyle(document.documentElement);
const tokenValue = (property: string) => root().getPropertyValue(property).trim();

function removeTokenSheets() {
  document.adoptedStyleSheets = [];
  document.querySelectorAll('[data-test-sheet]').forEach((el) => el.remove());
}

async function linkStylesheet(href: string): Promise<HTMLLinkElement> {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.dataset.testSheet = '';
  const loaded = new Promise((resolve, reject) => {
    link.onload = resolve;
    link.onerror = reject;
  });
  document.head.append(link);
  await loaded;
  return link;
}

describe('platform/tokens', () => {
  afterEach(removeTokenSheets);

  it('SPEC §9: radii are 0, 4 and 8 px', () => {
    expect(RADIUS_TOKENS).to.deep.equal([0, 4, 8]);
    expect(TOKEN_PROPERTIES['--sq-radius-0']).to.equal('0px');
    expect(TOKEN_PROPERTIES['--sq-radius-1']).to.equal('4px');
    expect(TOKEN_PROPERTIES['--sq-radius-2']).to.equal('8px');
  });

  it('SPEC §9: durations run from 0 to 600 ms', () => {
    expect(DURATION_TOKENS[0]).to.equal(0);
    expect(DURATION_TOKENS.at(-1)).to.equal(600);
    expect([...DURATION_TOKENS].sort((a, b) => a - b)).to.deep.equal([...DURATION_TOKENS]);
  });

  it('SPEC §9: breakpoints phones 428, tablets 768-1024, desktop split 800/1024, mobile 432/433', () => {
    expect(TOKEN_PROPERTIES).to.include({
      '--sq-breakpoint-phone-max': '428px',
      '--sq-breakpoint-tablet-min': '768px',
      '--sq-breakpoint-tablet-max': '1024px',
      '--sq-breakpoint-desktop-split-1': '800px',
      '--sq-breakpoint-desktop-split-2': '1024px',
      '--sq-breakpoint-mobile-max': '432px',
      '--sq-breakpoint-desktop-min': '433px',
    });
  });

  it('SPEC §3: tokens.css declares exactly the tokensCss declarations', async () => {
    const response = await fetch(new URL('../../platform/tokens/tokens.css', import.meta.url));
    expect(response.ok).to.equal(true);
    const fileText = (await response.text()).replace(/\/\*[\s\S]*?\*\//g, '').trim();
    expect(fileText).to.equal(tokensCss.trim());
  });

  it('SPEC §3: a page linking tokens.css resolves every token on :root', async () => {
    expect(tokenValue('--sq-radius-1')).to.equal('');
    await linkStylesheet(new URL('../../platform/tokens/tokens.css', import.meta.url).href);
    for (const [property, value] of Object.entries(TOKEN_PROPERTIES)) {
      expect(tokenValue(property), property).to.equal(value);
    }
  });

  it('SPEC §3: applyTokens declares the tokens once, in an adopted sheet (no inline style)', () => {
    const sheet = applyTokens();
    expect(applyTokens() === sheet, 'the same sheet').to.equal(true);
    expect(document.adoptedStyleSheets.filter((s) => s === sheet)).to.have.length(1);
    expect(document.querySelectorAll('style')).to.have.length(0);
    expect(tokenValue('--sq-duration-4')).to.equal('600ms');
  });

  it('SPEC §3: a theme stylesheet overriding a token on :root wins over applyTokens', () => {
    const theme = document.createElement('style');
    theme.dataset.testSheet = '';
    theme.textContent = ':root { --sq-radius-1: 6px; }';
    document.head.append(theme);
    applyTokens();
    expect(tokenValue('--sq-radius-1')).to.equal('6px');
  });

  it('SPEC §3: elements styled with tokenVar see the tokens inside a shadow root', () => {
    expect(tokenVar('radius-2')).to.equal('var(--sq-radius-2, 8px)');
    const host = document.createElement('div');
    host.dataset.testSheet = '';
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.innerHTML = `<style>p { border-radius: ${tokenVar('radius-2')};
      transition: opacity ${tokenVar('duration-2')}; }</style><p>text</p>`;
    const paragraph = shadow.querySelector('p')!;
    // Without tokens declared the fallback applies; with a theme override the override applies.
    expect(getComputedStyle(paragraph).borderTopLeftRadius).to.equal('8px');
    expect(getComputedStyle(paragraph).transitionDuration).to.equal('0.3s');
    applyTokens();
    const theme = document.createElement('style');
    theme.dataset.testSheet = '';
    theme.textContent = ':root { --sq-radius-2: 12px; }';
    document.head.append(theme);
    expect(getComputedStyle(paragraph).borderTopLeftRadius).to.equal('12px');
  });

  it('SPEC §9: media queries follow the mobile/desktop and tablet breakpoints', async () => {
    try {
      await setViewport({ width: 420, height: 800 });
      expect(matchMedia(MEDIA_QUERIES.phone).matches).to.equal(true);
      expect(matchMedia(MEDIA_QUERIES.mobile).matches).to.equal(true);
      expect(matchMedia(MEDIA_QUERIES.desktop).matches).to.equal(false);
      await setViewport({ width: 433, height: 800 });
      expect(matchMedia(MEDIA_QUERIES.mobile).matches).to.equal(false);
      expect(matchMedia(MEDIA_QUERIES.desktop).matches).to.equal(true);
      await setViewport({ width: 900, height: 800 });
      expect(matchMedia(MEDIA_QUERIES.tablet).matches).to.equal(true);
      expect(matchMedia(MEDIA_QUERIES.phone).matches).to.equal(false);
      await setViewport({ width: 1200, height: 800 });
      expect(matchMedia(MEDIA_QUERIES.tablet).matches).to.equal(false);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });
});
