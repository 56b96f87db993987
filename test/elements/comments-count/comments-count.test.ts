import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../../elements/comments-count/sq-comments-count.ts';
import type { SqCommentsCount } from '../../../elements/comments-count/sq-comments-count.ts';
import { setConsent } from '../../../platform/consent/consent.ts';
import { COOKIES } from '../../../platform/cookies/cookie-names.ts';
import { deleteCookie } from '../../../platform/cookies/cookies.ts';
import { withPageContext } from '../../platform/third-party/context-fixture.ts';

let serial = 0;
const freshT = () => `comments-${Date.now()}-${(serial += 1)}`;

const requestsOf = async (t: string): Promise<number> =>
  ((await (await fetch(`/test-social/scripts?t=${t}`)).json()) as { count: number }).count;

interface Site {
  t: string;
  commentsEnabled?: boolean;
  loadAfterConsent?: boolean;
  restrictive?: boolean;
  query?: string;
}

function siteContext({
  t,
  commentsEnabled = true,
  loadAfterConsent = true,
  restrictive = false,
  query = '',
}: Site) {
  return withPageContext({
    cookieSettings: { isRestrictiveCookiePolicyEnabled: restrictive },
    websiteSettings: {
      commentsEnabled,
      disqusShortname: 'kilnandclay',
      thirdPartyEmbeds: {
        loadAfterConsent,
        urls: { comments: `/third-party/comments/count.js?t=${t}${query}` },
      },
    },
  });
}

/** Three posts' counts: two threads the double knows, one it does not. */
async function posts(): Promise<SqCommentsCount[]> {
  const list = await fixture<HTMLElement>(
    html`<ul>
      ${['first-firing', 'glaze-notes', 'new-post'].map(
        (id) =>
          html`<li>
            <sq-comments-count>
              <a
                class="disqus-comment-count"
                data-disqus-identifier=${id}
                href=${`/journal/${id}#comments`}
                >Comments</a
              >
            </sq-comments-count>
          </li>`,
      )}
    </ul>`,
  );
  const counts = [...list.querySelectorAll('sq-comments-count')];
  await Promise.all(counts.map((count) => count.updateComplete));
  return counts;
}

const texts = (counts: SqCommentsCount[]) =>
  counts.map((count) => count.querySelector('a')!.textContent);

describe('<sq-comments-count>', () => {
  let dropContext: (() => void) | undefined;
  beforeEach(() => {
    delete (window as { DISQUSWIDGETS?: unknown }).DISQUSWIDGETS;
    deleteCookie(COOKIES.consent.name);
  });
  afterEach(() => {
    dropContext?.();
    deleteCookie(COOKIES.consent.name);
  });

  it("SPEC §7: with comments on and loading after consent, one count script fills every post's count", async () => {
    const t = freshT();
    dropContext = siteContext({ t });
    const loaded = oneEvent(document, 'sq-embed-loaded');
    const counts = await posts();
    await loaded;
    await Promise.all(
      counts.map((count) =>
        count.state === 'loaded' ? undefined : oneEvent(count, 'sq-embed-loaded'),
      ),
    );
    expect(texts(counts)).to.deep.equal(['3 Comments', '1 Comment', '0 Comments']);
    expect(await requestsOf(t)).to.equal(1);
    expect(counts.every((count) => count.matches(':state(loaded)'))).to.equal(true);
  });

  it('SPEC §3: on a site without comments nothing is asked and the links stay', async () => {
    const t = freshT();
    dropContext = siteContext({ t, commentsEnabled: false });
    const counts = await posts();
    expect(counts.map((count) => count.state)).to.deep.equal([undefined, undefined, undefined]);
    expect(texts(counts)).to.deep.equal(['Comments', 'Comments', 'Comments']);
    expect(await requestsOf(t)).to.equal(0);
  });

  it("without the site's load-after-consent setting nothing is asked (a count is not worth a click)", async () => {
    const t = freshT();
    dropContext = siteContext({ t, loadAfterConsent: false });
    const counts = await posts();
    expect(counts.map((count) => count.state)).to.deep.equal([
      'placeholder',
      'placeholder',
      'placeholder',
    ]);
    expect(await requestsOf(t)).to.equal(0);
    expect(texts(counts)).to.deep.equal(['Comments', 'Comments', 'Comments']);
  });

  it('a restrictive policy: nothing is asked before the visitor accepts, then the counts fill in', async () => {
    const t = freshT();
    dropContext = siteContext({ t, restrictive: true });
    const counts = await posts();
    expect(counts[0]!.state).to.equal('placeholder');
    expect(await requestsOf(t)).to.equal(0);
    const loaded = oneEvent(counts[2]!, 'sq-embed-loaded');
    setConsent(true);
    await loaded;
    expect(texts(counts)).to.deep.equal(['3 Comments', '1 Comment', '0 Comments']);
    expect(await requestsOf(t)).to.equal(1);
  });

  for (const [query, why] of [
    ['&fail=error', 'a count script that fails to load'],
    ['&fail=timeout', 'a count script that never gets ready'],
  ] as const) {
    it(`${why}: the links stay as they are and sq-embed-error says why`, async () => {
      const t = freshT();
      dropContext = siteContext({ t, query });
      const failed = oneEvent(document, 'sq-embed-error');
      const counts = await posts();
      const { detail } = await failed;
      expect(detail.provider).to.equal('Disqus');
      expect((detail.error as Error).message).to.contain(`/third-party/comments/count.js?t=${t}`);
      expect(texts(counts)).to.deep.equal(['Comments', 'Comments', 'Comments']);
      expect(counts[0]!.matches(':state(failed)')).to.equal(true);
    });
  }
});
