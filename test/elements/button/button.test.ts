import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { buttonMarkupCss } from '../../../elements/button/button.styles.ts';
import { isButtonLink } from '../../../elements/button/button.schema.ts';
import '../../../elements/button/sq-button.ts';
import type { SqButton } from '../../../elements/button/sq-button.ts';
import { configureAnalytics } from '../../../platform/analytics/context.ts';
import { configureConsent, setConsent } from '../../../platform/consent/consent.ts';
import type { PageContext } from '../../../platform/context/page-context.ts';
import {
  pause,
  received,
  resetAnalyticsState,
  startRun,
  waitForRequests,
} from '../../platform/analytics-helpers.ts';
import { blockFixture } from '../shared/block-fixture.ts';

const RENDER = '/api/census/button-render';
const CLICK = '/api/census/button-click';
const CTX = { website: { id: 'site-7' }, templateId: 'tpl-1', pageType: 2 } as PageContext;
const DATA = {
  id: 'book-class',
  buttonText: 'Book a class',
  clickthroughUrl: '#booked',
  alignment: 'center',
  size: 'large',
  newWindow: false,
};

/** Renders a button with its server link, recording console errors and `sq-error` events. */
function render(data: object | string, style = '') {
  const json = typeof data === 'string' ? data : JSON.stringify(data);
  return blockFixture<SqButton>(
    html`<sq-button style=${style} data-block-json=${json}
      ><a href="/fallback">Server link</a></sq-button
    >`,
  );
}

const link = (el: SqButton) => el.shadowRoot!.querySelector<HTMLAnchorElement>('a[part=button]');

describe('<sq-button> data and server markup', () => {
  it('SPEC §3: the link shows the button text and goes to clickthroughUrl', async () => {
    const { el } = await render({ ...DATA, clickthroughUrl: '/contact' });
    const a = link(el)!;
    expect(a.textContent!.trim()).to.equal('Book a class');
    expect(a.getAttribute('href')).to.equal('/contact');
    expect(a.hasAttribute('target')).to.equal(false);
    expect(el.querySelector('a')!.checkVisibility(), 'the server link is replaced').to.equal(false);
  });

  it('SPEC §3 newWindow: opens a new tab without giving it the page, and says so to screen readers', async () => {
    const { el } = await render({
      ...DATA,
      clickthroughUrl: 'https://example.com/',
      newWindow: true,
    });
    const a = link(el)!;
    expect(a.target).to.equal('_blank');
    expect(a.rel).to.equal('noopener');
    expect(a.textContent!.replace(/\s+/g, ' ').trim()).to.equal(
      'Book a class (opens in a new tab)',
    );
    const note = a.querySelector('.note')!;
    expect(note.getBoundingClientRect().width, 'the note is not seen').to.be.at.most(1);
    await expect(el).to.be.accessible();
  });

  it('alignment and size: the button sits where its block says, at its size', async () => {
    const { el: centred } = await render({ ...DATA, size: 'small' }, 'width: 600px');
    const { el: right } = await render({ ...DATA, alignment: 'right' }, 'width: 600px');
    const { el: left } = await render({ buttonText: 'Go', clickthroughUrl: '/' }, 'width: 600px');
    const box = (el: SqButton) => link(el)!.getBoundingClientRect();
    const host = (el: SqButton) => el.getBoundingClientRect();
    expect(box(left).left - host(left).left, 'left by default').to.be.below(1);
    expect(host(right).right - box(right).right).to.be.below(1);
    const margins = [
      box(centred).left - host(centred).left,
      host(centred).right - box(centred).right,
    ];
    expect(Math.abs(margins[0]! - margins[1]!)).to.be.below(1);
    expect(box(centred).height, 'small is lower than large').to.be.below(box(right).height);
    expect(getComputedStyle(link(left)!).fontSize, 'medium by default').to.equal('16px');
  });

  it('contract 3: invalid JSON leaves the server link, sets data-sq-error, logs once, fires sq-error', async () => {
    const { el, errors, events } = await render('{"buttonText":');
    expect(link(el)).to.equal(null);
    expect(el.querySelector('a')!.checkVisibility()).to.equal(true);
    expect(el.getAttribute('data-sq-error')).to.match(/^\(root\): \S/);
    expect(errors).to.have.length(1);
    expect(errors[0]).to.match(/^\[sq-button\] invalid data-block-json: \(root\): \S/);
    expect(events).to.have.length(1);
  });

  it('contract 3: a javascript: link is invalid data and never reaches the page', async () => {
    const { el, errors, events } = await render({
      ...DATA,
      clickthroughUrl: 'javascript:alert(1)',
    });
    expect(link(el)).to.equal(null);
    expect(events[0]!.path).to.equal('clickthroughUrl');
    expect(errors[0]).to.equal(
      '[sq-button] invalid data-block-json: clickthroughUrl: must be a site path or an http(s), mailto, tel or sms link',
    );
  });

  it('contract 3: empty text, an unknown size and a wrong context are refused by name', async () => {
    expect((await render({ ...DATA, buttonText: '  ' })).events[0]!.path).to.equal('buttonText');
    expect((await render({ ...DATA, size: 'huge' })).events[0]!.path).to.equal('size');
    expect((await render({ ...DATA, context: 3 })).events[0]!.path).to.equal('context');
  });

  it('SPEC §5 links: site paths, anchors, files and web, mail, phone and text links pass; script and malformed links do not', () => {
    for (const ok of [
      '/shop',
      '/',
      '#top',
      '/s/menu.pdf',
      'https://example.com/a',
      'mailto:a@b.co',
      'tel:+1 518 555 0142',
      'sms:+15185550142',
    ]) {
      expect(isButtonLink(ok), ok).to.equal(true);
    }
    for (const bad of [
      'javascript:void(0)',
      'JavaScript:alert(1)',
      'data:text/html,x',
      'http:example.com',
      '',
      'tel:12',
      'vbscript:x',
    ]) {
      expect(isButtonLink(bad), bad).to.equal(false);
    }
  });

  it('markup CSS: the server link has the upgraded size and place, so nothing moves on upgrade', async () => {
    // A frame where the tag is not defined shows the server markup as a page does before upgrade.
    const frame = await fixture<HTMLIFrameElement>(
      html`<iframe style="width: 600px; height: 200px; border: 0"></iframe>`,
    );
    const doc = frame.contentDocument!;
    doc.body.style.margin = '0';
    doc.head.innerHTML = `<style>${buttonMarkupCss}</style>`;
    doc.body.innerHTML = `<sq-button data-block-json='${JSON.stringify(DATA)}'><a href="#booked">Book a class</a></sq-button>`;
    const before = doc.querySelector('a')!.getBoundingClientRect();
    const upgraded = (await render(DATA, 'width: 600px')).el;
    const after = link(upgraded)!.getBoundingClientRect();
    const left = upgraded.getBoundingClientRect().left;
    expect(Math.round(after.width)).to.equal(Math.round(before.width));
    expect(Math.round(after.height)).to.equal(Math.round(before.height));
    expect(Math.round(after.left - left)).to.equal(Math.round(before.left));
  });
});

describe('<sq-button> tracking (SPEC §7 button-render and button-click)', () => {
  let run: string;
  /** For each click that reached the page: whether something had cancelled the link. */
  let cancelled: boolean[];
  // The page keeps the link from navigating (the test page's history is shared by every test
  // file), after noting whether the element itself had stopped it.
  const holdLinks = (event: Event) => {
    cancelled.push(event.defaultPrevented);
    event.preventDefault();
  };
  beforeEach(() => {
    run = startRun();
    cancelled = [];
    configureAnalytics(CTX);
    document.cookie = `ss_cvr=${encodeURIComponent('v|1|2|3|4')}; path=/`;
    document.addEventListener('click', holdLinks);
  });
  afterEach(() => {
    document.removeEventListener('click', holdLinks);
    resetAnalyticsState();
  });

  const sent = {
    id: 'book-class',
    buttonText: 'Book a class',
    clickthroughUrl: '#booked',
    alignment: 'center',
    size: 'large',
    newWindow: 'false',
    context: '1',
    visitorCookie: 'v|1|2|3|4',
    websiteId: 'site-7',
  };

  it('SPEC §3, §7: a button on screen is counted once with its fields, the page fields and the visitor cookie', async () => {
    const { el } = await render(DATA);
    const [hit] = await waitForRequests(run, RENDER);
    expect(hit!.body).to.include(sent);
    el.setAttribute('data-block-json', JSON.stringify({ ...DATA, buttonText: 'Book now' }));
    await el.updateComplete;
    await pause(200);
    expect((await received(run)).filter((r) => r.path === RENDER)).to.have.length(1);
  });

  it('SPEC §7: a button below the fold is counted only when it comes on screen', async () => {
    const wrap = await fixture<HTMLElement>(
      html`<div>
        <div style="height: 3000px"></div>
        <sq-button data-block-json=${JSON.stringify(DATA)}><a href="#booked">Book</a></sq-button>
      </div>`,
    );
    await pause(300);
    expect(await received(run)).to.deep.equal([]);
    wrap.querySelector('sq-button')!.scrollIntoView();
    expect(await waitForRequests(run, RENDER)).to.have.length(1);
    window.scrollTo(0, 0);
  });

  it('SPEC §7: a click, by mouse or by Enter, is counted with the button fields', async () => {
    const { el } = await render(DATA);
    await waitForRequests(run, RENDER);
    link(el)!.click();
    link(el)!.focus();
    await sendKeys({ press: 'Enter' });
    const clicks = await waitForRequests(run, CLICK, 2);
    expect(clicks).to.have.length(2);
    for (const click of clicks) expect(click.body).to.include(sent);
    expect(cancelled, 'the link is followed: the button never cancels it').to.deep.equal([
      false,
      false,
    ]);
  });

  it('SPEC §4: under a restrictive policy nothing is counted until the visitor accepts', async () => {
    configureConsent({ isRestrictiveCookiePolicyEnabled: true });
    const { el } = await render(DATA);
    link(el)!.click();
    await pause(300);
    expect(await received(run)).to.deep.equal([]);
    setConsent(true);
    expect(await waitForRequests(run, RENDER)).to.have.length(1);
    expect(await waitForRequests(run, CLICK)).to.have.length(1);
  });

  it('SPEC §4: a signed-in owner’s views and clicks are not counted', async () => {
    configureAnalytics({
      ...CTX,
      authenticatedAccount: { id: 'a' },
      websiteRoles: { '1': true },
    } as PageContext);
    const { el } = await render(DATA);
    link(el)!.click();
    await pause(300);
    expect(await received(run)).to.deep.equal([]);
  });

  it('WCAG 2.2 AA: axe finds nothing in every size, and invalid data leaves an accessible link', async () => {
    for (const size of ['small', 'medium', 'large']) {
      await expect((await render({ ...DATA, size })).el).to.be.accessible();
    }
    const { el } = await render('{');
    await expect(el).to.be.accessible();
  });
});
