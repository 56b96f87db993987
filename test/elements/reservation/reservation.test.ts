import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { setConsent } from '../../../platform/consent/consent.ts';
import { COOKIES } from '../../../platform/cookies/cookie-names.ts';
import {
  doubleRequests,
  drawnWidget,
  loadButton,
  loadByClick,
  mountReservation,
  setContext,
  shows,
} from './reservation-fixture.ts';

describe('<sq-reservation>', () => {
  beforeEach(() => setContext());
  afterEach(() => document.getElementById('sq-context')?.remove());

  it('SPEC §4: the server markup and a load button show, and nothing is requested before the visitor asks', async () => {
    const before = doubleRequests().length;
    const el = await mountReservation('scheduling');
    expect(el.state).to.equal('placeholder');
    expect(shows(el.querySelector('a[href^="https://booking.example.com"]'))).to.equal(true);
    expect(loadButton(el)!.textContent!.trim()).to.equal('Show the booking calendar');
    const shares = el.shadowRoot!.querySelector('[part~=facade-shares]')!;
    expect(shares.textContent).to.equal(
      'Loading the booking widget sends your IP address to Acuity Scheduling.',
    );
    expect(el.querySelector('script, [slot=widget]')).to.equal(null);
    expect(document.querySelector(`script[src*="widget-double"]`)).to.equal(null);
    expect(doubleRequests().length).to.equal(before);
    await expect(el).to.be.accessible();
  });

  it('SPEC §4: loading, then loaded once the picker, button and title exist; the widget replaces the server markup', async () => {
    const el = await mountReservation('restaurant-v1', { json: '{"accountId":1234}' });
    const loading = oneEvent(el, 'sq-embed-load');
    const loaded = oneEvent(el, 'sq-embed-loaded');
    loadButton(el)!.click();
    await loading;
    await el.updateComplete;
    expect(el.state).to.equal('loading');
    expect(el.matches(':state(loading)')).to.equal(true);
    const status = el.shadowRoot!.querySelector('[part~=facade-status]')!;
    expect(status.textContent).to.equal('Loading OpenTable…');
    await expect(el).to.be.accessible();

    await loaded;
    await el.updateComplete;
    expect(el.state).to.equal('loaded');
    const widget = drawnWidget(el)!;
    for (const part of ['.ot-dtp-picker', '.ot-dtp-picker-button', '.ot-title']) {
      expect(shows(widget.querySelector(part)), part).to.equal(true);
    }
    expect(widget.querySelector('.ot-title')!.textContent).to.equal('Make a reservation');
    expect(shows(el.querySelector('a[href^="https://booking.example.com"]'))).to.equal(false);
    expect(shows(loadButton(el))).to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('SPEC §4, §9: the script gets the account, the iframe and overlay settings and the standard theme at 850 px or less', async () => {
    const el = await mountReservation('restaurant-v2', {
      json: '{"accountId":"998","iframe":true,"overlay":true}',
      width: 850,
    });
    await loadByClick(el);
    const script = new URL(
      drawnWidget(el)!.ownerDocument.querySelector<HTMLScriptElement>(
        `script[src*="container=${el.querySelector('[slot=widget]')!.id}"]`,
      )!.src,
    );
    expect(script.searchParams.get('kind')).to.equal('restaurant-v2');
    expect(script.searchParams.get('rid')).to.equal('998');
    expect(script.searchParams.get('type')).to.equal('standard');
    expect(script.searchParams.get('iframe')).to.equal('true');
    expect(script.searchParams.get('overlay')).to.equal('true');
    expect(script.searchParams.get('theme')).to.equal('standard');
    expect(el.theme).to.equal('standard');
    expect(drawnWidget(el)!.dataset.account).to.equal('998');
  });

  it('SPEC §9: a block wider than 850 px loads the wide theme', async () => {
    const el = await mountReservation('table-booking', { width: 851 });
    await loadByClick(el);
    expect(drawnWidget(el)!.dataset.theme).to.equal('wide');
    expect(drawnWidget(el)!.dataset.iframe).to.equal('false');
    expect(drawnWidget(el)!.dataset.overlay).to.equal('false');
    expect(el.theme).to.equal('wide');
  });

  it('SPEC §4, §9: when the block grows past 850 px the script reloads with the iframe, overlay and wide theme parameters', async () => {
    const el = await mountReservation('scheduling', { width: 600 });
    await loadByClick(el);
    const first = drawnWidget(el)!;
    expect(first.dataset.theme).to.equal('standard');
    const requestsBefore = doubleRequests().length;

    el.style.width = '900px';
    await waitUntil(() => drawnWidget(el)?.dataset.theme === 'wide', 'no wide widget drawn');
    expect(first.isConnected, 'the first widget is gone').to.equal(false);
    expect(el.querySelectorAll('[slot^=widget]').length).to.equal(1);
    expect(el.theme).to.equal('wide');
    const reload = doubleRequests().slice(requestsBefore);
    expect(reload.length).to.equal(1);
    expect(reload[0]!.searchParams.get('theme')).to.equal('wide');
    expect(reload[0]!.searchParams.get('iframe')).to.equal('false');
    expect(reload[0]!.searchParams.get('overlay')).to.equal('false');
    expect(shows(drawnWidget(el)!.querySelector('.acuity-picker'))).to.equal(true);
  });

  it('SPEC §4: new settings for a loaded widget (an editor preview) re-init it with them', async () => {
    const el = await mountReservation('scheduling');
    await loadByClick(el);
    expect(drawnWidget(el)!.dataset.account).to.equal('kiln-42');
    el.setAttribute('data-block-json', '{"accountId":"kiln-77","overlay":true}');
    await waitUntil(() => drawnWidget(el)?.dataset.account === 'kiln-77', 'not redrawn');
    expect(drawnWidget(el)!.dataset.overlay).to.equal('true');
    expect(el.querySelectorAll('[slot^=widget]').length).to.equal(1);
    expect(el.state).to.equal('loaded');
  });

  it('SPEC §4: the keyboard loads it (Tab past the server links, Enter) and focus moves into the widget', async () => {
    const el = await mountReservation('wedding-planning');
    const loaded = oneEvent(el, 'sq-embed-loaded');
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement!.getAttribute('href')).to.match(/^https:\/\/booking/);
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement!.getAttribute('href')).to.equal('tel:+15550100');
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement).to.equal(loadButton(el));
    await sendKeys({ press: 'Enter' });
    await loaded;
    await el.updateComplete;
    await waitUntil(() => document.activeElement?.closest('[data-widget-double]'));
    expect((document.activeElement as HTMLInputElement).type).to.equal('date');
    expect(document.activeElement!.closest('.zola-picker')).to.not.equal(null);
  });

  it('third-party rule: under a restrictive policy the button names the provider, and pressing it loads this one block', async () => {
    setContext({ cookieSettings: { isRestrictiveCookiePolicyEnabled: true } });
    const el = await mountReservation('restaurant-v1');
    expect(loadButton(el)!.textContent!.trim()).to.equal('Load OpenTable');
    await expect(el).to.be.accessible();
    await loadByClick(el);
    expect(el.state).to.equal('loaded');
    expect(document.cookie).to.not.match(/ss_cookieAllowed|consent/i);
  });

  it('third-party rule: with the site setting loadAfterConsent the widget loads without a click once consent allows it', async () => {
    setContext({ websiteSettings: { loadAfterConsent: true } });
    const el = await mountReservation('restaurant-v2');
    await oneEvent(el, 'sq-embed-loaded');
    await el.updateComplete;
    expect(shows(drawnWidget(el)!.querySelector('.ot-dtp-picker'))).to.equal(true);
  });

  it('third-party rule: loadAfterConsent waits while a restrictive policy is not accepted, and loads at the acceptance', async () => {
    setContext({
      cookieSettings: { isRestrictiveCookiePolicyEnabled: true },
      websiteSettings: { loadAfterConsent: true },
    });
    const before = doubleRequests().length;
    const el = await mountReservation('restaurant-v2');
    expect(el.state).to.equal('placeholder');
    expect(loadButton(el)!.textContent!.trim()).to.equal('Load OpenTable');
    expect(doubleRequests().length).to.equal(before);
    try {
      const loaded = oneEvent(el, 'sq-embed-loaded');
      setConsent(true);
      await loaded;
      expect(el.state).to.equal('loaded');
    } finally {
      document.cookie = `${COOKIES.consent.name}=; max-age=0; path=/`;
    }
  });

  it('SPEC §6: a signed-in owner sees Preview Only with the message to log out, and the widget never loads', async () => {
    setContext({ authenticatedAccount: { id: 'owner-1' }, websiteRoles: { 1: true } });
    const before = doubleRequests().length;
    const el = await mountReservation('scheduling');
    expect(el.state).to.equal('preview-only');
    const note = el.shadowRoot!.querySelector('[part~=preview]')!;
    expect(note.getAttribute('role')).to.equal('note');
    expect(note.querySelector('[part~=preview-title]')!.textContent).to.equal('Preview Only');
    expect(note.querySelector('[part~=preview-message]')!.textContent).to.equal(
      'Please log out of your account to use this block.',
    );
    expect(shows(note)).to.equal(true);
    expect(shows(el.querySelector('a[href^="tel:"]'))).to.equal(true);
    expect(loadButton(el)).to.equal(null);
    await el.load();
    expect(el.state).to.equal('preview-only');
    expect(doubleRequests().length).to.equal(before);
    await expect(el).to.be.accessible();
  });

  it('SPEC §6: a signed-in account with the viewer role only gets the live block', async () => {
    setContext({ authenticatedAccount: { id: 'viewer-1' }, websiteRoles: { 10: true } });
    const el = await mountReservation('scheduling');
    expect(el.state).to.equal('placeholder');
    expect(loadButton(el)).to.not.equal(null);
  });

  it('public contract 3: an unknown kind or invalid data leaves the server markup as is, with the error contract', async () => {
    for (const [kind, json, path] of [
      ['dinner', '{"accountId":"1"}', 'kind'],
      ['scheduling', '{"accountId":""}', 'accountId'],
      ['scheduling', '{not json', '(root)'],
    ] as const) {
      const errors: string[] = [];
      const original = console.error;
      console.error = (message: string) => void errors.push(message);
      let el;
      try {
        el = await mountReservation(kind, { json });
      } finally {
        console.error = original;
      }
      expect(el.getAttribute('data-sq-error')!.startsWith(`${path}: `), kind + json).to.equal(true);
      expect(errors[0]).to.contain(`[sq-reservation] invalid data-block-json: ${path}`);
      expect(loadButton(el)).to.equal(null);
      expect(shows(el.querySelector('a[href^="tel:"]'))).to.equal(true);
    }
  });
});
