import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import {
  MAPS_SEARCH_URL,
  mailtoHref,
  telHref,
} from '../../../elements/mobile-info-bar/info-bar-actions.ts';
import '../../../elements/mobile-info-bar/sq-mobile-info-bar.ts';
import { showNotice } from '../../../elements/notice/show-notice.ts';
import type { SqMobileInfoBar } from '../../../elements/mobile-info-bar/sq-mobile-info-bar.ts';

/** The demo studio's details, with every action on. */
const STUDIO = {
  style: 2,
  isContactPhoneNumberEnabled: true,
  isContactEmailEnabled: true,
  isLocationEnabled: true,
  isBusinessHoursEnabled: true,
  contactPhoneNumber: '+1 518 555 0142',
  contactEmail: 'hello@kilnandclay.example',
  location: {
    addressTitle: 'Kiln & Clay Studio',
    addressLine1: '14 Pottery Lane',
    addressLine2: 'Hudson, NY 12534',
    addressCountry: 'United States',
    mapLat: 42.2529,
    mapLng: -73.791,
  },
  businessHours: [
    { days: 'Wednesday to Friday', hours: '11 am to 6 pm' },
    { days: 'Saturday', hours: '10 am to 5 pm' },
  ],
};

const PHONE = { width: 390, height: 700, deviceScaleFactor: 1 };
const DESKTOP = { width: 1280, height: 800, deviceScaleFactor: 1 };

const part = (el: SqMobileInfoBar, name: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const actions = (el: SqMobileInfoBar) =>
  [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="action"]')].map((action) =>
    action.textContent!.replace(/\s+/g, ' ').trim(),
  );
const hoursButton = (el: SqMobileInfoBar) =>
  el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="hours"]')!;
const hoursPanel = (el: SqMobileInfoBar) =>
  el.shadowRoot!.querySelector<HTMLElement>('[part~="hours-panel"]')!;

/** A page holding a button, some content and the bar with `settings`. */
async function page(settings: object = STUDIO) {
  const wrapper = await fixture<HTMLDivElement>(
    html`<div>
      <button id="before">Before</button>
      <p>Wheel throwing, glazing and raku firing in Hudson.</p>
      <sq-mobile-info-bar data-block-json=${JSON.stringify(settings)}></sq-mobile-info-bar>
    </div>`,
  );
  const el = wrapper.querySelector('sq-mobile-info-bar')!;
  await el.updateComplete;
  return { el, before: wrapper.querySelector<HTMLButtonElement>('#before')! };
}

describe('<sq-mobile-info-bar>', () => {
  beforeEach(() => setViewport(PHONE));
  after(() => setViewport(DESKTOP));

  it('SPEC §3: offers call, email, map and hours, as links to tel:, mailto: and a maps search', async () => {
    const { el } = await page();
    expect(actions(el)).to.deep.equal([
      'Call: +1 518 555 0142',
      'Email: hello@kilnandclay.example',
      'Map: Kiln & Clay Studio, 14 Pottery Lane, Hudson, NY 12534, United States (opens in a new tab)',
      'Hours',
    ]);
    expect(part(el, 'call')!.getAttribute('href')).to.equal('tel:+15185550142');
    expect(part(el, 'email')!.getAttribute('href')).to.equal('mailto:hello@kilnandclay.example');
    const map = part(el, 'location') as HTMLAnchorElement;
    expect(map.href).to.equal(
      MAPS_SEARCH_URL + encodeURIComponent('14 Pottery Lane, Hudson, NY 12534, United States'),
    );
    // One row along the bottom edge, the actions side by side.
    const tops = [...el.shadowRoot!.querySelectorAll('[part~="action"]')].map(
      (action) => action.getBoundingClientRect().top,
    );
    expect(new Set(tops).size, `action tops ${tops.join(', ')}`).to.equal(1);
    expect(tops[0]).to.be.above(innerHeight - 100);
    expect(map.target).to.equal('_blank');
    expect(map.rel).to.equal('noopener noreferrer');
  });

  it('SPEC §3: shows each action only when its flag is on and its value exists', async () => {
    const { el } = await page({
      ...STUDIO,
      isContactEmailEnabled: false,
      location: null,
      isBusinessHoursEnabled: false,
    });
    expect(actions(el)).to.deep.equal(['Call: +1 518 555 0142']);
    el.blockJson = JSON.stringify({ ...STUDIO, contactEmail: '', businessHours: [] });
    await el.updateComplete;
    expect(actions(el).map((text) => text.split(':')[0])).to.deep.equal(['Call', 'Map']);
    el.blockJson = JSON.stringify({ ...STUDIO, isContactPhoneNumberEnabled: false });
    await el.updateComplete;
    expect(actions(el).map((text) => text.split(':')[0])).to.deep.equal(['Email', 'Map', 'Hours']);
  });

  it('SPEC §5: a phone number or email address that makes no valid link is left out', async () => {
    const { el } = await page({ ...STUDIO, contactPhoneNumber: '12', contactEmail: 'studio@' });
    expect(actions(el).map((text) => text.split(':')[0])).to.deep.equal(['Map', 'Hours']);
    expect(telHref('+1 (518) 555-0142')).to.equal('tel:+1(518)555-0142');
    expect(telHref('1'.repeat(60))).to.equal(undefined);
    expect(mailtoHref('hello@kilnandclay.example?subject=hi')).to.equal(undefined);
  });

  it('SPEC §3: a location without street lines opens the map at its coordinates', async () => {
    const { el } = await page({ ...STUDIO, location: { mapLat: 42.2529, mapLng: -73.791 } });
    expect((part(el, 'location') as HTMLAnchorElement).href).to.equal(
      MAPS_SEARCH_URL + encodeURIComponent('42.2529,-73.791'),
    );
  });

  it('SPEC §3: style none (1) draws nothing and keeps no room; style dark (3) is the dark bar', async () => {
    const { el } = await page({ ...STUDIO, style: 1 });
    expect(part(el, 'base')).to.equal(null);
    expect(document.documentElement.style.paddingBottom).to.equal('');
    el.blockJson = JSON.stringify({ ...STUDIO, style: 3 });
    await el.updateComplete;
    expect(getComputedStyle(part(el, 'base')!).backgroundColor).to.equal('rgb(31, 31, 31)');
  });

  it('SPEC §9: shown at viewport widths up to 1024 px, hidden above, following resizes', async () => {
    const { el } = await page();
    await setViewport({ width: 1024, height: 700, deviceScaleFactor: 1 });
    const bar = part(el, 'base')!;
    const root = document.documentElement.style;
    // The page's end, and a focused element, are kept clear of the bar by room below <body>.
    await waitUntil(
      () => root.paddingBottom === `${bar.offsetHeight}px` && bar.offsetHeight > 0,
      'no room kept at the end of the page at 1024 px',
    );
    expect(root.scrollPaddingBottom).to.equal(`${bar.offsetHeight}px`);
    expect(bar.checkVisibility()).to.equal(true);
    expect(bar.getBoundingClientRect().bottom).to.equal(innerHeight);
    scrollTo(0, document.documentElement.scrollHeight);
    expect(el.previousElementSibling!.getBoundingClientRect().bottom).to.be.at.most(
      bar.getBoundingClientRect().top,
    );
    await setViewport({ width: 1025, height: 700, deviceScaleFactor: 1 });
    await waitUntil(() => !bar.checkVisibility(), 'the bar still shows at 1025 px');
    await waitUntil(() => root.paddingBottom === '' && root.scrollPaddingBottom === '');
    await setViewport(PHONE);
    await waitUntil(() => bar.checkVisibility(), 'the bar did not come back at 390 px');
    // Taken out of the page, it gives the page its padding back; put back, it keeps its room again.
    const parent = el.parentElement!;
    el.remove();
    expect(root.paddingBottom).to.equal('');
    parent.append(el);
    await waitUntil(
      () => root.paddingBottom === `${bar.offsetHeight}px`,
      'no room once moved back',
    );
  });

  it('APG disclosure: the Hours button opens and closes the hours panel by keyboard', async () => {
    const { el, before } = await page();
    const button = hoursButton(el);
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(button.getAttribute('aria-controls')).to.equal(hoursPanel(el).id);
    expect(hoursPanel(el).checkVisibility()).to.equal(false);
    before.focus();
    for (let i = 0; i < 4; i++) await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement).to.equal(button);
    const opened = oneEvent(el, 'sq-after-show');
    await sendKeys({ press: 'Enter' });
    await opened;
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect(hoursPanel(el).checkVisibility()).to.equal(true);
    expect(hoursPanel(el).textContent!.replace(/\s+/g, ' ').trim()).to.equal(
      'Opening hours Wednesday to Friday 11 am to 6 pm Saturday 10 am to 5 pm',
    );
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(hoursPanel(el).checkVisibility()).to.equal(false);
  });

  it('APG disclosure: Escape closes the hours panel and focus stays on its button; the page does not see the key', async () => {
    const { el } = await page();
    const button = hoursButton(el);
    button.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.hoursExpanded).to.equal(true);
    let pageSawEscape = false;
    const onKey = (event: KeyboardEvent) => (pageSawEscape = !event.defaultPrevented);
    document.addEventListener('keydown', onKey);
    await sendKeys({ press: 'Escape' });
    document.removeEventListener('keydown', onKey);
    await el.updateComplete;
    expect(el.hoursExpanded).to.equal(false);
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(el.shadowRoot!.activeElement).to.equal(button);
    expect(pageSawEscape).to.equal(false);
  });

  it('closes the hours panel when focus leaves the bar or the page is clicked elsewhere', async () => {
    const { el, before } = await page();
    hoursButton(el).focus();
    expect(el.showHours()).to.equal(true);
    await el.updateComplete;
    before.focus();
    await el.updateComplete;
    expect(el.hoursExpanded).to.equal(false);
    el.showHours();
    await el.updateComplete;
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await el.updateComplete;
    expect(el.hoursExpanded).to.equal(false);
  });

  it('sq-open is cancelable: a listener can keep the hours panel closed', async () => {
    const { el } = await page();
    el.addEventListener('sq-open', (event) => event.preventDefault(), { once: true });
    hoursButton(el).click();
    await el.updateComplete;
    expect(hoursButton(el).getAttribute('aria-expanded')).to.equal('false');
  });

  it('invalid data-block-json: the error contract (data-sq-error, sq-error) and no bar', async () => {
    const el = document.createElement('sq-mobile-info-bar');
    el.setAttribute('data-block-json', JSON.stringify({ style: 'dark' }));
    const error = oneEvent(el, 'sq-error');
    const errors: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      document.body.append(el);
      const event = await error;
      expect(event.detail.path).to.equal('style');
      expect(el.getAttribute('data-sq-error')).to.match(/^style: /);
      expect(errors).to.have.length(1);
      expect(part(el, 'base')).to.equal(null);
    } finally {
      console.error = original;
      el.remove();
    }
  });

  it('a notice (<sq-notice>) stands above the bar, not over it', async () => {
    const { el } = await page();
    const bar = part(el, 'base')!;
    const notice = showNotice({ heading: 'Saved', message: 'Your booking is saved.' }, document);
    notice.duration = 0;
    try {
      await waitUntil(() => {
        const box = notice.shadowRoot?.querySelector('[part~="base"]')?.getBoundingClientRect();
        return box && box.height > 0 && box.bottom <= bar.getBoundingClientRect().top;
      }, 'the notice covers the bar');
    } finally {
      notice.remove();
    }
  });

  it('axe: the light bar, the dark bar and the open hours panel are accessible', async () => {
    const { el } = await page();
    await expect(el).to.be.accessible();
    el.blockJson = JSON.stringify({ ...STUDIO, style: 3 });
    await el.updateComplete;
    await expect(el).to.be.accessible();
    el.showHours();
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });
});
