// A banner a template or an app (React, or any other) renders is the app's node: on Accept or
// Decline it hides itself and stays where the app put it, for the app to remove.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { SqCookieBanner } from '../../../elements/cookie-banner/sq-cookie-banner.ts';
import { COOKIES } from '../../../platform/cookies/cookie-names.ts';
import { readCookie } from '../../../platform/cookies/cookies.ts';
import { cleanUp, part, textShown } from './helpers.ts';

/** An app's page: a button, then the banner the app rendered (with `settings`). */
async function appPage(settings: object) {
  const page = await fixture<HTMLDivElement>(
    html`<div>
      <button>On the page</button>
      <sq-cookie-banner data-block-json=${JSON.stringify(settings)}></sq-cookie-banner>
    </div>`,
  );
  const el = page.querySelector<SqCookieBanner>('sq-cookie-banner')!;
  await el.updateComplete;
  await textShown(el);
  return { page, el, origin: page.querySelector('button')! };
}

describe('<sq-cookie-banner> rendered by an app', () => {
  afterEach(cleanUp);

  it('ARCHITECTURE: Accept hides the banner where the app put it, focus goes back; the app removes it later', async () => {
    const { page, el, origin } = await appPage({ cookieBannerCtaVariant: 'BUTTON' });
    origin.focus();
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement === part(el, 'accept'), 'Tab reaches Accept').to.equal(
      true,
    );
    await sendKeys({ press: 'Enter' });
    expect(readCookie(COOKIES.consent.name)).to.equal('true');
    expect(el.parentNode === page, 'where the app put it').to.equal(true);
    expect(el.hidden).to.equal(true);
    expect(el.checkVisibility()).to.equal(false);
    expect(document.activeElement === origin, 'focus back on the page button').to.equal(true);
    await expect(page).to.be.accessible();
    page.removeChild(el);
    expect(el.isConnected).to.equal(false);
  });

  it('ARCHITECTURE: Decline hides it too; taken out and put back by the app, it shows nothing to a visitor who decided', async () => {
    const { page, el } = await appPage({ cookieBannerAcceptType: 'OPT_IN_AND_OUT' });
    part(el, 'decline')!.click();
    expect(readCookie(COOKIES.consent.name)).to.equal('false');
    expect(el.parentNode === page, 'where the app put it').to.equal(true);
    expect(el.hidden).to.equal(true);
    page.removeChild(el);
    page.appendChild(el);
    await el.updateComplete;
    expect(part(el, 'base'), 'a decided visitor sees no banner').to.equal(null);
  });
});
