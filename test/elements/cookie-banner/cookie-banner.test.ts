import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { BANNER_DEFAULTS } from '../../../elements/cookie-banner/banner-settings.ts';
import { ENTRANCE_MS } from '../../../elements/cookie-banner/cookie-banner.ts';
import { BANNER_Z_INDEX } from '../../../elements/cookie-banner/cookie-banner.styles.ts';
import { CONFIRMATION_DIALOG, DURATION_RANGE_MS } from '../../../platform/constants/limits.ts';
import { COOKIES } from '../../../platform/cookies/cookie-names.ts';
import { deleteCookie, readCookie, writeCookie } from '../../../platform/cookies/cookies.ts';
import {
  pause,
  resetAnalyticsState,
  startRun,
  waitForRequests,
} from '../../platform/analytics-helpers.ts';
import { add, banner, cleanUp, part } from './helpers.ts';

function button(label: string): HTMLButtonElement {
  const el = document.createElement('button');
  el.textContent = label;
  return el;
}

describe('<sq-cookie-banner>', () => {
  afterEach(async () => {
    cleanUp();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('SPEC §5: with no settings, a dark bottom bar with the default text and an Accept icon', async () => {
    const el = await banner();
    const base = part(el, 'base')!;
    expect(base.getAttribute('role')).to.equal('region');
    expect(base.getAttribute('aria-label')).to.equal('Cookie banner');
    expect(part(el, 'text')!.textContent!.trim()).to.equal(BANNER_DEFAULTS.text);
    const accept = part(el, 'accept')!;
    expect(accept.getAttribute('aria-label')).to.equal('Accept');
    expect(accept.textContent!.trim(), 'an icon, no visible text').to.equal('');
    expect(part(el, 'decline')).to.equal(null);
    expect(getComputedStyle(base).backgroundColor).to.equal('rgb(31, 31, 31)');
    base.getAnimations().forEach((animation) => animation.finish());
    expect(Math.round(base.getBoundingClientRect().bottom)).to.equal(innerHeight);
    await expect(el).to.be.accessible();
  });

  it('SPEC §9: it sits just below dialogs and slides in over the middle of the duration range', async () => {
    expect(BANNER_Z_INDEX).to.equal(CONFIRMATION_DIALOG.baseZIndex - 1);
    expect(ENTRANCE_MS).to.equal((DURATION_RANGE_MS[0] + DURATION_RANGE_MS[1]) / 2);
    const el = await banner();
    expect(getComputedStyle(part(el, 'base')!).zIndex).to.equal(String(BANNER_Z_INDEX));
    const [entrance] = part(el, 'base')!.getAnimations();
    expect(entrance!.effect!.getTiming().duration).to.equal(ENTRANCE_MS);
  });

  it('SPEC §3: an empty paragraph shows the default text', async () => {
    for (const empty of ['<p></p>', '<p><br></p>', '  ']) {
      const el = await banner({ cookieBannerText: empty });
      expect(part(el, 'text')!.textContent!.trim(), empty).to.equal(BANNER_DEFAULTS.text);
      el.remove();
    }
  });

  it('SPEC §3: text that is empty once sanitized shows the default text', async () => {
    const el = await banner({ cookieBannerText: '<script>window.__unsafe = 1</script>' });
    expect(part(el, 'text')!.textContent!.trim()).to.equal(BANNER_DEFAULTS.text);
  });

  it('SPEC §4: Accept stores consent true, fires sq-consent and removes the banner', async () => {
    const el = await banner({ cookieBannerCtaVariant: 'BUTTON', cookieBannerCtaText: 'Allow' });
    const accept = part(el, 'accept')!;
    expect(accept.textContent!.trim()).to.equal('Allow');
    const event = oneEvent(document, 'sq-consent');
    accept.click();
    expect((await event).detail).to.deep.equal({ consent: true });
    expect(readCookie(COOKIES.consent.name)).to.equal('true');
    expect(el.isConnected).to.equal(false);
  });

  it('SPEC §4: Decline (OPT_IN_AND_OUT) stores consent false and removes the banner', async () => {
    const el = await banner({
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      cookieBannerOptOutCtaText: 'No thanks',
      cookieBannerCtaVariant: 'TEXT',
    });
    const decline = part(el, 'decline')!;
    expect(decline.textContent!.trim()).to.equal('No thanks');
    expect(part(el, 'accept')!.textContent!.trim()).to.equal('Accept');
    const event = oneEvent(document, 'sq-consent');
    decline.click();
    expect((await event).detail).to.deep.equal({ consent: false });
    expect(readCookie(COOKIES.consent.name)).to.equal('false');
    expect(el.isConnected).to.equal(false);
  });

  it("SPEC §7: each choice is counted for the owner as the choice alone (no page, no visitor cookie); a forced preview's is not, nor one outside a site's page", async () => {
    const run = startRun();
    const context = Object.assign(document.createElement('script'), {
      id: 'sq-context',
      type: 'application/json',
      textContent: '{}',
    });
    try {
      const app = await banner({ cookieBannerAcceptType: 'OPT_IN_AND_OUT' });
      part(app, 'accept')!.click();
      await pause(300);
      expect(await waitForRequests(run, '/api/events/RecordEvent', 1, 0)).to.have.length(0);
      deleteCookie(COOKIES.consent.name);
      document.head.append(context);
      for (const [choice, accepted] of [
        ['accept', true],
        ['decline', false],
      ] as const) {
        const el = await banner({ cookieBannerAcceptType: 'OPT_IN_AND_OUT' });
        part(el, choice)!.click();
        const sent = await waitForRequests(run, '/api/events/RecordEvent', accepted ? 1 : 2);
        const last = sent.at(-1)!;
        expect(last.body.event).to.equal('cookie_consent');
        expect(JSON.parse(last.body.data!)).to.deep.equal({ accepted });
        expect(Object.keys(last.body).sort()).to.deep.equal(['data', 'event']);
        expect(last.cookies).to.not.have.property('ss_cvr');
        deleteCookie(COOKIES.consent.name);
      }
      const preview = await banner({ cookieBannerAcceptType: 'OPT_IN_AND_OUT' }, { forced: true });
      part(preview, 'accept')!.click();
      await pause(300);
      expect(await waitForRequests(run, '/api/events/RecordEvent', 3, 0)).to.have.length(2);
    } finally {
      context.remove();
      resetAnalyticsState();
    }
  });

  it('SPEC §5: OPT_IN_AND_OUT defaults to Decline beside an icon Accept', async () => {
    const el = await banner({ cookieBannerAcceptType: 'OPT_IN_AND_OUT' });
    expect(part(el, 'decline')!.textContent!.trim()).to.equal('Decline');
    expect(part(el, 'accept')!.getAttribute('aria-label')).to.equal('Accept');
    await expect(el).to.be.accessible();
  });

  it('keyboard: Enter on Accept decides and focus goes back to where it was', async () => {
    const origin = add(button('On the page'));
    const el = await banner({ cookieBannerCtaVariant: 'BUTTON' }, { after: origin });
    origin.focus();
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement === part(el, 'accept'), 'Tab reaches Accept').to.equal(
      true,
    );
    await sendKeys({ press: 'Enter' });
    expect(readCookie(COOKIES.consent.name)).to.equal('true');
    expect(el.isConnected).to.equal(false);
    expect(document.activeElement === origin, 'focus back on the page button').to.equal(true);
  });

  /** A focusable spot, first in `<body>`, where keyboard navigation starts; focused. */
  function startOfPage(): HTMLElement {
    const start = add(document.createElement('span'));
    start.tabIndex = -1;
    document.body.prepend(start);
    start.focus();
    return start;
  }

  it('keyboard: Tab enters the banner and leaves it again (no focus trap)', async () => {
    const start = startOfPage();
    const after = add(button('After'));
    const el = await banner({ cookieBannerAcceptType: 'OPT_IN_AND_OUT' }, { after: start });
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement === part(el, 'decline'), 'first stop: decline').to.equal(
      true,
    );
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement === part(el, 'accept'), 'then accept').to.equal(true);
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement === after, 'focus left the banner').to.equal(true);
    expect(el.isConnected).to.equal(true);
  });

  it('keyboard: Space on Accept, where focus came from is gone: focus is on the page body', async () => {
    const start = startOfPage();
    const el = await banner({}, { after: start });
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement === part(el, 'accept')).to.equal(true);
    start.remove();
    await sendKeys({ press: 'Space' });
    expect(readCookie(COOKIES.consent.name)).to.equal('true');
    expect(el.isConnected).to.equal(false);
    expect(document.activeElement === document.body, 'focus on body').to.equal(true);
  });

  it('SPEC §4: a banner is not shown when a consent cookie exists', async () => {
    writeCookie(COOKIES.consent.name, 'false');
    const el = await banner({}, { wait: false });
    expect(part(el, 'base')).to.equal(null);
    expect(el.open).to.equal(false);
  });

  it('SPEC §4: forced mode ignores the consent cookie and is never removed', async () => {
    writeCookie(COOKIES.consent.name, 'true');
    const el = await banner({ cookieBannerAcceptType: 'OPT_IN_AND_OUT' }, { forced: true });
    expect(el.hasAttribute('forced')).to.equal(true);
    expect(part(el, 'base')).not.to.equal(null);
    part(el, 'decline')!.click();
    await el.updateComplete;
    expect(readCookie(COOKIES.consent.name)).to.equal('false');
    expect(el.isConnected).to.equal(true);
    expect(part(el, 'base')).not.to.equal(null);
    part(el, 'accept')!.click();
    await el.updateComplete;
    expect(readCookie(COOKIES.consent.name)).to.equal('true');
    expect(part(el, 'base')).not.to.equal(null);
  });

  it('a decision made elsewhere on the page hides a banner that is not forced', async () => {
    const first = await banner();
    const second = await banner();
    part(first, 'accept')!.click();
    await second.updateComplete;
    expect(part(second, 'base')).to.equal(null);
  });

  it('SPEC §3: a popup is a labelled non-modal dialog described by its text', async () => {
    const el = await banner({ cookieBannerVariant: 'POPUP', cookieBannerTheme: 'LIGHT' });
    const base = part(el, 'base')!;
    expect(base.getAttribute('role')).to.equal('dialog');
    expect(base.getAttribute('aria-modal')).to.equal('false');
    expect(base.getAttribute('aria-label')).to.equal('Cookie banner');
    expect(base.getAttribute('aria-describedby')).to.equal(part(el, 'text')!.id);
    expect(getComputedStyle(base).backgroundColor).to.equal('rgb(255, 255, 255)');
    await expect(el).to.be.accessible();
  });

  it('slides in (at full contrast), unless the visitor prefers reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const moving = await banner({}, { wait: false });
    const [entrance] = part(moving, 'base')!.getAnimations();
    expect(entrance, 'an entrance animation').not.to.equal(undefined);
    const keyframes = (entrance!.effect as KeyframeEffect).getKeyframes();
    expect(
      keyframes.some((frame) => 'opacity' in frame),
      'the text keeps its contrast while it slides',
    ).to.equal(false);
    moving.remove();
    await emulateMedia({ reducedMotion: 'reduce' });
    const still = await banner({}, { wait: false });
    expect(part(still, 'base')!.getAnimations()).to.have.length(0);
  });

  it('slides in from its own edge in every position (each keyframe is valid CSS)', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    // [variant, position, slides down from above the viewport]
    const cases = [
      ['BAR', 'BOTTOM', false],
      ['BAR', 'TOP', true],
      ['POPUP', 'TOP_LEFT', true],
      ['POPUP', 'BOTTOM_RIGHT', false],
    ] as const;
    try {
      for (const [variant, position, fromTop] of cases) {
        const el = await banner(
          { cookieBannerVariant: variant, cookieBannerPosition: position },
          { wait: false },
        );
        await waitUntil(() => part(el, 'base')!.getAnimations().length > 0, 'it slides in');
        const [entrance] = part(el, 'base')!.getAnimations();
        const [first] = (entrance!.effect as KeyframeEffect).getKeyframes();
        // An invalid value would be dropped from the keyframe (no transform at all).
        const transform = String(first!.transform);
        expect(transform, `${variant} ${position}`).to.match(/^translateY\(.*100%/);
        expect(transform.includes('-'), `${variant} ${position} from its edge`).to.equal(fromTop);
        el.remove();
      }
    } finally {
      await emulateMedia({ reducedMotion: 'reduce' });
    }
  });

  it('ARCHITECTURE contract 3: invalid data shows nothing and reports the error', async () => {
    const original = console.error;
    const errors: string[] = [];
    console.error = (...args: unknown[]) => void errors.push(args.map(String).join(' '));
    try {
      const el = document.createElement('sq-cookie-banner');
      el.setAttribute('data-block-json', '{"cookieBannerText": 5}');
      add(el);
      await el.updateComplete;
      expect(el.getAttribute('data-sq-error')).to.match(/^cookieBannerText: /);
      expect(part(el, 'base')).to.equal(null);
    } finally {
      console.error = original;
    }
    expect(errors).to.have.length(1);
    expect(errors[0]).to.match(/^\[sq-cookie-banner\] invalid data-block-json: cookieBannerText: /);
  });
});
