/**
 * The demo site end to end: every page served by the site server with the
 * built runtime, as a visitor's Chromium sees it.
 */
/* global CSSStyleSheet, document, getComputedStyle, location -- in functions the browser runs (page.evaluate) */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { accordionMarkupCss } from '../../elements/accordion/accordion.styles.ts';
import { STAND_IN } from '../../elements/shared/stand-in.ts';
import { withStandIn } from '../../scripts/markup-css.mjs';
import {
  axeViolations,
  DEMO_PAGES,
  DEMO_SITE,
  layoutShifts,
  openPage,
  pageContext,
  requestedElementChunks,
  scrollThrough,
  STRICT_POLICY,
  TALL,
  useSiteAndBrowser,
  waitForImages,
  waitForUpgrade,
} from './helpers.mjs';

/**
 * Tags of elements the runtime or the server puts on every page by itself (notices, overlays,
 * the site's bars), not page blocks.
 */
const RUNTIME_TAGS = [
  'sq-notice',
  'sq-system-error',
  'sq-announcement-bar',
  'sq-mobile-info-bar',
  'sq-popup-overlay',
];
/**
 * Element code a block's code loads with it: the gallery, the lightbox and the video draw their
 * pictures with the image loader that `<sq-image>`'s chunk holds.
 */
const LOADS_WITH = {
  'sq-gallery': ['sq-image'],
  'sq-lightbox': ['sq-image'],
  'sq-video': ['sq-image'],
};

/** The element chunks a page holding `blocks` loads: theirs and those they load with them. */
const chunksFor = (blocks) =>
  [...new Set(blocks.flatMap((tag) => [tag, ...(LOADS_WITH[tag] ?? [])]))].sort();
/** How late each element's code arrives in the layout-shift test. */
const LATE_CODE_MS = 300;

// The site as it is published: under the strict policy (no inline code, Trusted Types), so every
// page below also proves its blocks upgrade without a violation (one is a console error).
const env = useSiteAndBrowser(DEMO_SITE, { contentSecurityPolicy: STRICT_POLICY });

/** Makes each element's code arrive late, after the first paint, as on a slow phone. */
async function lateElementCode(page) {
  await page.route(/\/assets\/chunks\/sq-/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, LATE_CODE_MS));
    await route.continue();
  });
}

/** Opens the first closed item of each accordion and checks its panel shows. */
async function openEachAccordion(page) {
  const accordions = page.locator('sq-accordion');
  for (let i = 0; i < (await accordions.count()); i += 1) {
    // The title text is the first closed item's button's own text (its summary's text).
    const title = await accordions
      .nth(i)
      .evaluate(
        (accordion) =>
          accordion.shadowRoot
            ?.querySelector('button[aria-expanded="false"]')
            ?.textContent?.trim() ?? '',
      );
    assert.ok(title, 'the accordion has a closed item with a title');
    const trigger = accordions.nth(i).getByRole('button', { name: title, exact: true });
    await trigger.click();
    await page.waitForFunction(
      (button) => button?.getAttribute('aria-expanded') === 'true',
      await trigger.elementHandle(),
      { timeout: 5000 },
    );
    const panel = accordions.nth(i).getByRole('region', { name: title, exact: true });
    await panel.waitFor({ state: 'visible', timeout: 5000 });
  }
}

for (const { path, pageType, blocks, loads = [] } of DEMO_PAGES) {
  describe(`demo page ${path}`, () => {
    test('SPEC §2: it answers 200 with its page type and loads the code of its own blocks only; nothing moves as they upgrade; no console error, no axe violation', async () => {
      // A tall window: a layout shift counts only where it is seen, so the whole page is.
      const { page, requests, problems, close } = await openPage(env.browser, { viewport: TALL });
      await lateElementCode(page);
      try {
        const response = await page.goto(env.site.url + path, { waitUntil: 'load' });
        assert.equal(response?.status(), 200);
        await waitForUpgrade(page, blocks);
        assert.equal((await pageContext(page))?.pageType, pageType);
        assert.deepEqual(await axeViolations(page), []);
        await scrollThrough(page);
        await waitForImages(page);
        const loaded = requestedElementChunks(requests).filter((t) => !RUNTIME_TAGS.includes(t));
        assert.deepEqual(loaded, chunksFor([...blocks, ...loads]));
        assert.deepEqual(await layoutShifts(page), []);
        assert.deepEqual(problems(), []);
      } finally {
        await close();
      }
    });

    test('on a 320 px phone nothing scrolls sideways, before the blocks upgrade or after, and nothing in sight moves as they upgrade', async () => {
      const phone = { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true };
      const width = (page) => page.evaluate(() => document.documentElement.scrollWidth);
      // Before: the server markup as it stands without JavaScript (with sq-markup.css).
      const before = await env.browser.newContext({ ...phone, javaScriptEnabled: false });
      try {
        const page = await before.newPage();
        await page.goto(env.site.url + path, { waitUntil: 'load' });
        assert.ok((await width(page)) <= 320, `${path} is ${await width(page)} px wide before`);
      } finally {
        await before.close();
      }
      const { page, close } = await openPage(env.browser, phone);
      await lateElementCode(page);
      try {
        await page.goto(env.site.url + path, { waitUntil: 'load' });
        assert.ok((await width(page)) <= 320, `${path} is ${await width(page)} px wide at load`);
        await waitForUpgrade(page, blocks);
        await scrollThrough(page);
        assert.ok((await width(page)) <= 320, `${path} is ${await width(page)} px wide after`);
        assert.deepEqual(await layoutShifts(page), [], 'nothing in sight moves as blocks upgrade');
      } finally {
        await close();
      }
    });

    if (blocks.includes('sq-accordion')) {
      test('SPEC §4: the accordion is upgraded: its titles are buttons that open their panel', async () => {
        const { page, problems, close } = await openPage(env.browser);
        try {
          await page.goto(env.site.url + path);
          await waitForUpgrade(page, ['sq-accordion']);
          await openEachAccordion(page);
          assert.deepEqual(await axeViolations(page), [], 'no axe violation with a panel open');
          assert.deepEqual(problems(), []);
        } finally {
          await close();
        }
      });
    }
  });
}

test('SPEC §2: an unknown path answers 404 with the site’s not-found page, page type 100', async () => {
  const { page, problems, close } = await openPage(env.browser);
  try {
    const response = await page.goto(`${env.site.url}/no-such-pot`);
    assert.equal(response?.status(), 404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    assert.equal((await pageContext(page))?.pageType, 100);
    assert.ok(await page.getByRole('link', { name: 'Go to the home page' }).isVisible());
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('every page links to every other through the main navigation (the cart and the account through the header, the kiln fund through the footer)', async () => {
  const { page, close } = await openPage(env.browser);
  try {
    await page.goto(env.site.url);
    for (const { path, linkedFrom } of DEMO_PAGES) {
      if (linkedFrom === 'Popup') continue;
      if (linkedFrom) {
        const link = page
          .locator(linkedFrom === 'Footer' ? 'footer' : 'header')
          .locator(`a[href="${path}"]`);
        await link.click();
        await page.waitForURL(env.site.url + path);
        continue;
      }
      await page.getByRole('navigation', { name: 'Main' }).locator(`a[href="${path}"]`).click();
      await page.waitForURL(env.site.url + path);
      const current = page
        .getByRole('navigation', { name: 'Main' })
        .locator('[aria-current="page"]');
      assert.equal(await current.getAttribute('href'), path);
    }
  } finally {
    await close();
  }
});

test('the built /assets/sq-markup.css holds the accordion’s server-markup rules, each also for an element not drawn yet', async () => {
  const response = await fetch(`${env.site.url}/assets/sq-markup.css`);
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /^text\/css/);
  const served = await response.text();
  // Compared as the browser parses them, so formatting does not matter.
  const { page, close } = await openPage(env.browser);
  try {
    const rules = (text) =>
      page.evaluate((source) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(source);
        return [...sheet.cssRules].map((rule) => rule.cssText.replace(/\s+/g, ' '));
      }, text);
    const servedRules = await rules(served);
    const accordionRules = await rules(withStandIn(accordionMarkupCss, STAND_IN));
    assert.ok(accordionRules.length > 0);
    for (const rule of accordionRules) assert.ok(servedRules.includes(rule), `served: ${rule}`);
    // An element defined but not drawn yet keeps every stand-in rule (SqElement).
    const bare = servedRules.filter((rule) =>
      rule.replaceAll(':is(:not(:defined), [data-sq-upgrading])', '').includes(':not(:defined)'),
    );
    assert.deepEqual(bare, []);
  } finally {
    await close();
  }
});

test('without JavaScript the accordion’s server markup takes its upgraded look from sq-markup.css', async () => {
  const context = await env.browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${env.site.url}/classes`, { waitUntil: 'load' });
    const sheets = await page.evaluate(() =>
      [...document.styleSheets].map((sheet) => new URL(sheet.href ?? '', location.href).pathname),
    );
    assert.deepEqual(sheets.slice(0, 2), ['/assets/sq-markup.css', '/styles/site.css']);
    // The native disclosure triangle gives way to the element's row of title and chevron.
    const summary = page.locator('sq-accordion > details > summary').first();
    const looks = await summary.evaluate((element) => {
      const style = getComputedStyle(element);
      const chevron = getComputedStyle(element, '::after');
      return { display: style.display, listStyle: style.listStyleType, chevron: chevron.content };
    });
    assert.deepEqual(looks, { display: 'flex', listStyle: 'none', chevron: '""' });
  } finally {
    await context.close();
  }
});

test('a page shorter than the window keeps its footer at the window’s bottom edge', async () => {
  for (const viewport of [
    { width: 1280, height: 1200 },
    { width: 390, height: 1400 },
  ]) {
    const { page, close } = await openPage(env.browser, { viewport });
    try {
      for (const path of ['/search', '/no-such-pot']) {
        await page.goto(env.site.url + path, { waitUntil: 'load' });
        const footer = await page.locator('footer.site-footer').boundingBox();
        assert.ok(footer, `${path} has a footer`);
        assert.equal(
          Math.round(footer.y + footer.height),
          viewport.height,
          `${path} at ${viewport.width} px: the footer ends at the bottom of the window`,
        );
      }
    } finally {
      await close();
    }
  }
});

test('no demo page carries an inline style or script (a policy of style-src and script-src self holds)', () => {
  const pages = readdirSync(DEMO_SITE).filter((name) => name.endsWith('.html'));
  assert.ok(pages.length >= DEMO_PAGES.length + 1, pages.join(', '));
  for (const name of pages) {
    const html = readFileSync(join(DEMO_SITE, name), 'utf8');
    assert.doesNotMatch(html, /<style\b/i, `${name}: a <style> element`);
    assert.doesNotMatch(html, /\sstyle\s*=/i, `${name}: a style attribute`);
    assert.doesNotMatch(html, /\son[a-z]+\s*=/i, `${name}: an event handler attribute`);
    for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
      const data = /type="application\/json"/.test(tag);
      assert.ok(data || /\ssrc="\/[^"]*"/.test(tag), `${name}: an inline script ${tag}`);
    }
  }
});

/** The studio's weekday now (0 = Sunday), by the clock the studio's own script uses. */
const studioWeekday = () =>
  ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(
    new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'America/New_York' }).format(),
  );

describe('the studio’s own script: today’s opening hours on /about', () => {
  const ABOUT_BLOCKS = DEMO_PAGES.find(({ path }) => path === '/about').blocks;

  test('a visitor gets today’s row of the opening hours marked as the current date', async () => {
    const { page, problems, close } = await openPage(env.browser);
    try {
      await page.goto(`${env.site.url}/about`, { waitUntil: 'load' });
      const today = page.locator('dl.hours dt[aria-current="date"]');
      await today.waitFor();
      assert.equal(await today.count(), 1);
      assert.match(await today.textContent(), / \(today\)$/);
      const days = await today.getAttribute('data-days');
      assert.ok(days.split(' ').map(Number).includes(studioWeekday()), `today is not in ${days}`);
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  });

  test('today’s row is the studio’s day in Hudson, NY, either side of the daylight saving changes', async () => {
    // [moment (UTC), the row a visitor then sees marked "today"]
    const moments = [
      ['2026-03-08T06:30:00Z', 'Sunday to Tuesday'], // 1:30 am EST, Sunday
      ['2026-03-08T04:30:00Z', 'Saturday'], // 11:30 pm EST, Saturday
      ['2026-11-01T04:30:00Z', 'Sunday to Tuesday'], // 12:30 am EDT, Sunday
      ['2026-11-01T03:30:00Z', 'Saturday'], // 11:30 pm EDT, Saturday
      ['2026-07-15T03:59:00Z', 'Sunday to Tuesday'], // 11:59 pm EDT, Tuesday
      ['2026-12-17T04:59:00Z', 'Wednesday to Friday'], // 11:59 pm EST, Wednesday
    ];
    const { page, problems, close } = await openPage(env.browser);
    try {
      for (const [at, row] of moments) {
        await page.clock.setFixedTime(new Date(at));
        await page.goto(`${env.site.url}/visit`);
        const today = page.locator('dl.hours dt[aria-current="date"]');
        assert.equal(await today.count(), 1, at);
        assert.equal(await today.evaluate((term) => term.firstChild.textContent.trim()), row, at);
      }
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  });

  test('SPEC §9: in the owner’s safe mode the page comes without it, and the runtime still upgrades the blocks', async () => {
    const { page, context, problems, close } = await openPage(env.browser);
    try {
      await context.addCookies([
        { name: 'ss_disableuserscripts', value: 'true', url: env.site.url },
      ]);
      // `noredirect` (SPEC §2) keeps the signed-in owner on the page instead of the editor.
      const about = encodeURIComponent('/about?noredirect=true');
      await page.goto(`${env.site.url}/__dev/sign-in?as=owner&return=${about}`, {
        waitUntil: 'load',
      });
      assert.equal(new URL(page.url()).pathname, '/about');
      await waitForUpgrade(page, ABOUT_BLOCKS);
      // A module script runs before `load`: had the page carried it, its label would be there.
      assert.equal(await page.locator('script[src="/scripts/opening-hours.js"]').count(), 0);
      assert.equal(await page.locator('dl.hours [aria-current]').count(), 0);
      assert.equal(await page.locator('script[src="/assets/sq-runtime.js"]').count(), 1);
      assert.deepEqual(problems(), []);
    } finally {
      await close();
    }
  });
});
