import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ANNOUNCEMENT_COOKIE } from '../../../elements/announcement-bar/announcement-cookie.ts';
import { announcementBarMarkupCss } from '../../../elements/announcement-bar/announcement-bar.styles.ts';
import '../../../elements/announcement-bar/sq-announcement-bar.ts';
import { deleteCookie, readCookie } from '../../../platform/cookies/cookies.ts';

const ID = '3f2a9c0d1e4b5a6c';

/** The page: the bar as the site server writes it, a header, and the main content. */
async function page(id = ID) {
  const root = await fixture<HTMLDivElement>(
    html`<div>
      <style>
        ${announcementBarMarkupCss}
      </style>
      <sq-announcement-bar announcement-id=${id}
        ><div class="sq-announcement-bar" role="region" aria-label="Announcement">
          <p class="sq-announcement-bar__text">
            Spring wheel courses are open for booking
            <a class="sq-announcement-bar__link" href="/classes">See the classes</a>
          </p>
          <form
            class="sq-announcement-bar__dismiss"
            method="post"
            action="/announcement-bar/dismiss"
          >
            <input type="hidden" name="announcement" value=${id} /><input
              type="hidden"
              name="back"
              value="/"
            /><button type="submit" aria-label="Dismiss announcement">×</button>
          </form>
        </div></sq-announcement-bar
      >
      <header><a href="/">Kiln &amp; Clay Studio</a></header>
      <main><h1>Classes</h1></main>
    </div>`,
  );
  const bar = root.querySelector('sq-announcement-bar')!;
  return {
    bar,
    button: bar.querySelector('button')!,
    main: root.querySelector('main')!,
  };
}

/** Every form post leaves the test page: any that gets through fails the test. */
const posted: string[] = [];
const catchPosts = (event: SubmitEvent) => {
  if (!event.defaultPrevented) posted.push((event.target as HTMLFormElement).action);
  event.preventDefault();
};

describe('<sq-announcement-bar>', () => {
  before(() => window.addEventListener('submit', catchPosts));
  after(() => window.removeEventListener('submit', catchPosts));
  afterEach(() => {
    deleteCookie(ANNOUNCEMENT_COOKIE);
    posted.length = 0;
  });

  it('dismissing by keyboard remembers the announcement in its cookie, hides the bar and moves focus to the main content', async () => {
    const { bar, button, main } = await page();
    button.focus();
    const closed = oneEvent(bar, 'sq-after-close');
    await sendKeys({ press: 'Enter' });
    expect((await closed).detail).to.deep.equal({ reason: 'dismiss' });
    expect(posted).to.deep.equal([]);
    expect(readCookie(ANNOUNCEMENT_COOKIE)).to.equal(ID);
    expect(bar.hidden).to.equal(true);
    expect(bar.checkVisibility()).to.equal(false);
    expect(document.activeElement).to.equal(main);
    expect(main.getAttribute('tabindex')).to.equal('-1');
    // The page keeps its own markup once focus moves on.
    main.blur();
    expect(main.hasAttribute('tabindex')).to.equal(false);
  });

  it('sq-close is cancelable: the bar stays and nothing is remembered', async () => {
    const { bar, button } = await page();
    bar.addEventListener('sq-close', (event) => event.preventDefault(), { once: true });
    button.click();
    expect(bar.hidden).to.equal(false);
    expect(readCookie(ANNOUNCEMENT_COOKIE)).to.equal(undefined);
    expect(posted).to.deep.equal([]);
  });

  it('without a valid announcement id the form posts to the server as it does without JavaScript', async () => {
    const { bar, button } = await page('not-an-id');
    button.click();
    expect(posted).to.deep.equal([new URL('/announcement-bar/dismiss', location.href).href]);
    expect(bar.hidden).to.equal(false);
    expect(readCookie(ANNOUNCEMENT_COOKIE)).to.equal(undefined);
  });

  it('axe: the bar is an accessible, labelled region with a named dismiss button', async () => {
    const { bar, button } = await page();
    await expect(bar).to.be.accessible();
    expect(button.getBoundingClientRect().width).to.be.at.least(24);
  });
});
