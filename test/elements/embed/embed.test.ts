import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/embed/sq-embed.ts';
import type { SqEmbed } from '../../../elements/embed/sq-embed.ts';
import { configureConsent, readConsent, setConsent } from '../../../platform/consent/consent.ts';
import { COOKIES } from '../../../platform/cookies/cookie-names.ts';
import { deleteCookie } from '../../../platform/cookies/cookies.ts';
import { withPageContext } from '../../platform/third-party/context-fixture.ts';
import { focused } from '../shared/apg.ts';

const FIXTURE = '/test/elements/embed/fixtures/tall.html';
/** The test server under another host name: another origin, a third party for the page. */
const OTHER_ORIGIN = `${location.protocol}//${location.hostname === 'localhost' ? '127.0.0.1' : 'localhost'}:${location.port}`;
const RESTRICTIVE = { isRestrictiveCookiePolicyEnabled: true };

async function mount(
  settings: object,
  inner = '<a href="https://example.com/hours">Our hours</a>',
) {
  const json = JSON.stringify(settings);
  const container = await fixture<HTMLDivElement>(html`<div style="width:600px"></div>`);
  container.innerHTML = `<sq-embed data-block-json='${json.replace(/'/g, '&#39;')}'>${inner}</sq-embed>`;
  const el = container.querySelector('sq-embed')!;
  await el.updateComplete;
  return el;
}

const part = (el: SqEmbed, name: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[part~=${name}]`);
const buttonText = (el: SqEmbed) => part(el, 'facade-button')?.textContent?.trim();
const frame = (el: SqEmbed) => part(el, 'frame') as HTMLIFrameElement | null;

describe('<sq-embed>', () => {
  afterEach(() => {
    deleteCookie(COOKIES.consent.name);
    configureConsent(null);
  });

  it('another origin’s page: the placeholder and one button, no frame before the press', async () => {
    const el = await mount({ url: `${OTHER_ORIGIN}${FIXTURE}`, title: 'Opening hours' });
    expect(el.state).to.equal('placeholder');
    expect(el.matches(':state(placeholder)')).to.equal(true);
    expect(Boolean(frame(el))).to.equal(false);
    expect(part(el, 'placeholder')!.querySelector('slot')!.assignedNodes()).to.have.length(1);
    const host = new URL(OTHER_ORIGIN).hostname;
    expect(buttonText(el)).to.equal(`Show the content from ${host}`);
    expect(part(el, 'facade-shares')!.textContent).to.equal(
      `Loading this content connects to ${host}, which receives your IP address and may set cookies.`,
    );
    await expect(el).to.be.accessible();
  });

  it('the press loads the frame: titled, sandboxed, 400 px high by default, focused', async () => {
    const el = await mount({ url: `${OTHER_ORIGIN}${FIXTURE}`, title: 'Opening hours' });
    const button = part(el, 'facade-button')!;
    button.focus();
    const loaded = oneEvent(el, 'sq-embed-loaded');
    button.click();
    await loaded;
    const f = frame(el)!;
    expect(f.src).to.equal(`${OTHER_ORIGIN}${FIXTURE}`);
    expect(f.title).to.equal('Opening hours');
    expect(f.getAttribute('sandbox')).to.contain('allow-scripts');
    expect(f.getAttribute('sandbox')).not.to.contain('allow-top-navigation');
    expect(f.getBoundingClientRect().height).to.equal(400);
    expect(f.contentDocument === null, 'another origin').to.equal(true);
    expect(Boolean(part(el, 'placeholder')), 'the placeholder gives way').to.equal(false);
    await waitUntil(() => focused() === f, 'focus on the frame');
    expect(el.matches(':state(loaded)')).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('a restrictive policy: "Load <provider>"; the press is consent for this block only', async () => {
    configureConsent(RESTRICTIVE);
    const el = await mount({ url: `${OTHER_ORIGIN}${FIXTURE}`, provider: 'Hours Widget' });
    const other = await mount({ url: `${OTHER_ORIGIN}${FIXTURE}?2`, provider: 'Hours Widget' });
    expect(buttonText(el)).to.equal('Load Hours Widget');
    await expect(el).to.be.accessible();
    part(el, 'facade-button')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => el.state === 'loaded', 'Enter loaded it');
    expect(frame(el)!.title).to.equal('Embedded content from Hours Widget');
    expect(readConsent()).to.equal(undefined);
    expect(Boolean(frame(other))).to.equal(false);
    expect(buttonText(other)).to.equal('Load Hours Widget');
  });

  it('loadAfterConsent: loads once the visitor accepts, without a press', async () => {
    configureConsent(RESTRICTIVE);
    const remove = withPageContext({
      cookieSettings: RESTRICTIVE,
      websiteSettings: { thirdPartyEmbeds: { loadAfterConsent: true } },
    });
    try {
      const el = await mount({ url: `${OTHER_ORIGIN}${FIXTURE}` });
      expect(Boolean(frame(el))).to.equal(false);
      setConsent(true);
      await waitUntil(() => el.state === 'loaded', 'loaded after the acceptance', {
        timeout: 5000,
      });
      expect(document.activeElement?.localName, 'no focus taken').to.equal('body');
    } finally {
      remove();
    }
  });

  it('a page of the site’s own origin shows at once, as tall as its content, and follows it', async () => {
    const el = await mount({ url: FIXTURE, title: 'Opening hours' });
    await waitUntil(() => el.state === 'loaded', 'loaded without a press', { timeout: 5000 });
    expect(Boolean(part(el, 'facade-button'))).to.equal(false);
    const f = frame(el)!;
    await waitUntil(() => f.getBoundingClientRect().height === 640, 'the content’s height');
    f.contentDocument!.getElementById('box')!.style.height = '900px';
    await waitUntil(() => f.getBoundingClientRect().height === 900, 'follows its content');
    await expect(el).to.be.accessible();
  });

  it('an embed code with one iframe: its address, title and height', async () => {
    const code = `<iframe src="${OTHER_ORIGIN}${FIXTURE}" title="Hours" height="250" width="500"></iframe>`;
    const el = await mount({ html: code });
    expect(Boolean(frame(el))).to.equal(false);
    await el.load();
    expect(frame(el)!.title).to.equal('Hours');
    expect(frame(el)!.getBoundingClientRect().height).to.equal(250);
  });

  it('HTML code is shown sanitized: no script, no handler; at once when it loads nothing foreign', async () => {
    const code =
      '<p onclick="window.sqEmbedRan=1">Kiln open <b>daily</b></p><script>window.sqEmbedRan=2</script><a href="javascript:alert(1)">x</a>';
    const el = await mount({ html: code });
    await waitUntil(() => el.state === 'loaded', 'shown without a press');
    const content = part(el, 'content')!;
    await waitUntil(() => content.querySelector('b'), 'the HTML is in');
    expect(content.textContent).to.contain('Kiln open daily');
    expect(Boolean(content.querySelector('script'))).to.equal(false);
    expect(content.querySelector('p')!.hasAttribute('onclick')).to.equal(false);
    expect(content.querySelector('a')!.hasAttribute('href')).to.equal(false);
    expect((window as { sqEmbedRan?: number }).sqEmbedRan).to.equal(undefined);
  });

  it('HTML with a picture from another origin waits behind the button', async () => {
    const picture = `${OTHER_ORIGIN}/test/elements/embed/fixtures/none.png`;
    const el = await mount({ html: `<p>Our kiln</p><img src="${picture}" alt="The kiln">` });
    expect(Boolean(part(el, 'content'))).to.equal(false);
    expect(buttonText(el)).to.equal(`Show the content from ${new URL(OTHER_ORIGIN).hostname}`);
    const requested = () =>
      performance.getEntriesByType('resource').some((entry) => entry.name === picture);
    expect(requested()).to.equal(false);
    await el.load();
    await waitUntil(() => part(el, 'content')!.querySelector('img'), 'the picture is in');
    expect(part(el, 'content')!.querySelector('img')!.alt).to.equal('The kiln');
    await waitUntil(requested, 'the picture was asked for after the press');
  });

  it('settings it cannot show leave the server markup (error contract)', async () => {
    const twoFrames = await mount({
      html: '<iframe src="https://a.example"></iframe><iframe src="https://b.example"></iframe>',
    });
    expect(twoFrames.hasAttribute('data-sq-error')).to.equal(true);
    const script = await mount({ url: 'javascript:alert(1)' });
    expect(script.hasAttribute('data-sq-error')).to.equal(true);
    const nothingGiven = await mount({ title: 'x' });
    expect(nothingGiven.hasAttribute('data-sq-error')).to.equal(true);
    expect(nothingGiven.querySelector('a')!.checkVisibility()).to.equal(true);
  });
});
