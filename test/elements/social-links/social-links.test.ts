import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/social-links/sq-social-links.ts';
import {
  FOLLOW_LABEL,
  FOLLOW_SHARES,
  type SqSocialLinks,
} from '../../../elements/social-links/social-links.ts';
import { ThirdPartyLoadError } from '../../../platform/third-party/load-script.ts';
import { axNodes, focused } from '../shared/apg.ts';
import { blockFixture } from '../shared/block-fixture.ts';
import { withPageContext } from '../../platform/third-party/context-fixture.ts';

let serial = 0;
/** A `t` no other test uses: the double's address is new, and its requests are counted apart. */
const freshT = () => `links-${Date.now()}-${(serial += 1)}`;

const requestsOf = async (t: string): Promise<number> =>
  ((await (await fetch(`/test-social/scripts?t=${t}`)).json()) as { count: number }).count;

/** A page context pointing the follow widget script at the double (with `query`). */
function followContext(t: string, query = '', restrictive = false): () => void {
  return withPageContext({
    cookieSettings: { isRestrictiveCookiePolicyEnabled: restrictive },
    websiteSettings: {
      thirdPartyEmbeds: { urls: { follow: `/third-party/follow/widgets.js?t=${t}${query}` } },
    },
  });
}

const SERVER_LIST = html`<ul>
  <li><a href="https://www.instagram.com/kilnandclay">Instagram</a></li>
  <li><a href="https://x.com/kilnandclay" rel="me" target="_blank">X</a></li>
  <li>
    <a href="https://www.youtube.com/@kilnandclay" aria-label="Our videos on YouTube">YouTube</a>
  </li>
  <li><a href="mailto:hello@kilnandclay.example">Email</a></li>
  <li><a href="https://kilnandclay.example/blog">Studio blog</a></li>
</ul>`;

function links(json: string) {
  return blockFixture<SqSocialLinks>(
    html`<sq-social-links data-block-json=${json}>${SERVER_LIST}</sq-social-links>`,
  );
}

const shadowLinks = (el: SqSocialLinks) => [
  ...el.shadowRoot!.querySelectorAll<HTMLAnchorElement>('[part~=link]'),
];
const part = (el: SqSocialLinks, name: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[part~=${name}]`);

describe('<sq-social-links>', () => {
  let dropContext: (() => void) | undefined;
  beforeEach(() => {
    delete (window as { twttr?: unknown }).twttr;
  });
  afterEach(() => {
    dropContext?.();
    dropContext = undefined;
  });

  it('draws the server links in order, each with its service icon, text, target and rel', async () => {
    const { el } = await links('{"label": "Kiln & Clay elsewhere"}');
    const drawn = shadowLinks(el);
    expect(drawn.map((a) => a.href)).to.deep.equal([
      'https://www.instagram.com/kilnandclay',
      'https://x.com/kilnandclay',
      'https://www.youtube.com/@kilnandclay',
      'mailto:hello@kilnandclay.example',
      'https://kilnandclay.example/blog',
    ]);
    expect(drawn.map((a) => a.querySelector('svg')!.dataset.icon)).to.deep.equal([
      'instagram',
      'x',
      'youtube',
      'email',
      'link',
    ]);
    expect(drawn.map((a) => a.textContent!.trim())).to.deep.equal([
      'Instagram',
      'X',
      'YouTube',
      'Email',
      'Studio blog',
    ]);
    expect([drawn[1]!.target, drawn[1]!.rel]).to.deep.equal(['_blank', 'me']);
    expect(el.querySelector('ul')!.checkVisibility()).to.equal(false);
    const list = part(el, 'list')!;
    expect([list.localName, list.getAttribute('aria-label')]).to.deep.equal([
      'ul',
      'Kiln & Clay elsewhere',
    ]);
    const names = (await axNodes('link')).map((node) => node.name);
    expect(names).to.deep.equal([
      'Instagram',
      'X',
      'Our videos on YouTube',
      'Email',
      'Studio blog',
    ]);
    expect(part(el, 'follow')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('shown as icons alone, every link keeps its name for assistive technology and Tab reaches each', async () => {
    const { el } = await links('{"display": "icons"}');
    const names = (await axNodes('link')).map((node) => node.name);
    expect(names).to.deep.equal([
      'Instagram',
      'X',
      'Our videos on YouTube',
      'Email',
      'Studio blog',
    ]);
    const drawn = shadowLinks(el);
    expect(drawn.every((a) => a.querySelector('.text') === null)).to.equal(true);
    expect(drawn[0]!.title).to.equal('Instagram');
    expect(drawn[0]!.getBoundingClientRect().width).to.be.at.least(24);
    const stops: string[] = [];
    drawn[0]!.focus();
    stops.push((focused() as HTMLAnchorElement).href);
    for (let i = 1; i < drawn.length; i += 1) {
      await sendKeys({ press: 'Tab' });
      stops.push((focused() as HTMLAnchorElement).href);
    }
    expect(stops).to.deep.equal(drawn.map((a) => a.href));
    await expect(el).to.be.accessible();
  });

  it('follows links the page adds later, each with its icon', async () => {
    const { el } = await links('{}');
    const item = document.createElement('li');
    item.innerHTML = '<a href="https://www.pinterest.com/kilnandclay">Pinterest</a>';
    el.querySelector('ul')!.append(item);
    await waitUntil(() => shadowLinks(el).length === 6, 'the added link was not drawn');
    expect(shadowLinks(el)[5]!.querySelector('svg')!.dataset.icon).to.equal('pinterest');
  });

  it('invalid data keeps the server list as it is (error contract)', async () => {
    const { el, errors } = await links('{"display": "large"}');
    expect(errors).to.have.length(1);
    expect(errors[0]).to.match(/^\[sq-social-links\] invalid data-block-json: display: /);
    expect(shadowLinks(el)).to.have.length(0);
    expect(el.querySelector('ul')!.checkVisibility()).to.equal(true);
  });

  it('SPEC §7: the follow button loads nothing before the click, then the widget draws it and takes focus', async () => {
    const t = freshT();
    dropContext = followContext(t);
    const { el } = await links('{"follow": {"handle": "@kilnandclay"}}');
    const button = part(el, 'facade-button')!;
    expect(button.textContent!.trim()).to.equal(FOLLOW_LABEL);
    expect(part(el, 'facade-shares')!.textContent).to.equal(FOLLOW_SHARES);
    expect(el.matches(':state(placeholder)')).to.equal(true);
    expect(await requestsOf(t)).to.equal(0);
    await expect(el).to.be.accessible();

    const loaded = oneEvent(el, 'sq-embed-loaded');
    button.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => el.matches(':state(loading)') || el.matches(':state(loaded)'));
    await loaded;
    expect(await requestsOf(t)).to.equal(1);
    const follow = el.shadowRoot!.querySelector<HTMLAnchorElement>('.follow-box a')!;
    expect(follow.textContent).to.equal('Follow @kilnandclay');
    expect(follow.href).to.equal('https://x.com/intent/follow?screen_name=kilnandclay');
    expect(focused()).to.equal(follow);
    expect(part(el, 'facade-button')).to.equal(null);
    expect(shadowLinks(el)).to.have.length(5);
    await expect(el).to.be.accessible();
  });

  it('a restrictive policy without acceptance: the button reads "Load X" and its click is consent for this button', async () => {
    const t = freshT();
    dropContext = followContext(t, '', true);
    const { el } = await links('{"follow": {"handle": "kilnandclay"}}');
    expect(part(el, 'facade-button')!.textContent!.trim()).to.equal('Load X');
    expect(await requestsOf(t)).to.equal(0);
    const loaded = oneEvent(el, 'sq-embed-loaded');
    part(el, 'facade-button')!.click();
    await loaded;
    expect(el.shadowRoot!.querySelector('.follow-box a')!.textContent).to.equal(
      'Follow @kilnandclay',
    );
    expect(document.cookie).not.to.contain('true');
  });

  it('a follow script that fails to load: the facade says so, focus stays on its button, the links stay', async () => {
    const t = freshT();
    dropContext = followContext(t, '&fail=error');
    const { el } = await links('{"follow": {"handle": "kilnandclay"}}');
    const failed = oneEvent(el, 'sq-embed-error');
    part(el, 'facade-button')!.focus();
    await sendKeys({ press: 'Enter' });
    const { detail } = await failed;
    expect((detail.error as ThirdPartyLoadError).type).to.equal('failed');
    await el.updateComplete;
    expect(el.matches(':state(failed)')).to.equal(true);
    expect(part(el, 'facade-status')!.textContent).to.equal(
      'X could not be loaded. Please try again.',
    );
    expect(focused()).to.equal(part(el, 'facade-button'));
    expect(shadowLinks(el)).to.have.length(5);
    await expect(el).to.be.accessible();
  });

  it('SPEC §9: a follow script not ready within 10000 ms times out; the links stay', async function () {
    this.timeout(20_000);
    const t = freshT();
    dropContext = followContext(t, '&fail=timeout');
    const { el } = await links('{"follow": {"handle": "kilnandclay"}}');
    const failed = oneEvent(el, 'sq-embed-error');
    const started = performance.now();
    part(el, 'facade-button')!.click();
    await el.updateComplete;
    expect(part(el, 'facade-status')!.textContent).to.equal('Loading X…');
    await expect(el).to.be.accessible();
    const { detail } = await failed;
    expect((detail.error as ThirdPartyLoadError).type).to.equal('timeout');
    expect(performance.now() - started).to.be.at.least(10_000);
    expect(await requestsOf(t)).to.equal(1);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.follow-box a')).to.equal(null);
    expect(shadowLinks(el)).to.have.length(5);
  });

  it('a links block without links or follow leaves its markup as it is', async () => {
    const el = await fixture<SqSocialLinks>(
      html`<sq-social-links><p>Find us on the web soon.</p></sq-social-links>`,
    );
    expect(el.shadowRoot!.querySelector('slot')).not.to.equal(null);
    expect(el.querySelector('p')!.checkVisibility()).to.equal(true);
  });
});
