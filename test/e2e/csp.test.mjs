/**
 * A published page under a strict Content-Security-Policy with Trusted Types enforced:
 * `default-src 'self'; script-src 'self'; style-src 'self'; require-trusted-types-for 'script'`.
 * The site server sends it with every page (its `contentSecurityPolicy` option). Every demo page
 * and every block state (cookie banner and its Accept, galleries moved and their lightboxes
 * opened, the standalone lightbox, videos played, forms in their error and success states with
 * the captcha, the logout notice, the system error overlay) must run with no violation of the
 * policy, no console error and no uncaught error; so must every gallery design, a form's
 * post-submit HTML (on both sanitizer paths), server-refused forms and a video from an embed code,
 * on the fixture site `test/e2e/fixtures/hardening`. Blocks are found by tag, part and role.
 */
/* global document, Element, window -- in functions the browser runs (page.evaluate) */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startServer } from '../../server/main.ts';
import {
  acceptBanner,
  blocksOf,
  galleryLightboxes,
  nextSlides,
  playVideos,
  standaloneLightboxes,
  submitEmpty,
  submitFilled,
  systemErrorOverlay,
} from './block-states.mjs';
import {
  ASSETS,
  DEMO_PAGES,
  DEMO_SITE,
  ROOT,
  RUNTIME_KEY,
  launchBrowser,
  openPage,
  requireBuiltAssets,
  STRICT_POLICY,
  visitUpgraded,
} from './helpers.mjs';

/** How long one test may take on a busy machine before it is reported as hung. */
const PATIENCE = { timeout: 300_000 };

const HARDENING_SITE = join(ROOT, 'test', 'e2e', 'fixtures', 'hardening');

/** The demo's templates, each at its clean path (404.html at an address that finds none). */
const DEMO_TEMPLATES = readdirSync(DEMO_SITE)
  .filter((name) => name.endsWith('.html'))
  .map((file) => {
    const name = file.slice(0, -'.html'.length);
    const path = name === 'index' ? '/' : name === '404' ? '/no-such-page' : `/${name}`;
    return { path, html: readFileSync(join(DEMO_SITE, file), 'utf8') };
  });

/** The demo's pages. */
const DEMO_PATHS = DEMO_TEMPLATES.map((t) => t.path);

/** The demo's pages whose template holds one of `tags` (every page is visited once anyway). */
const pathsWith = (...tags) =>
  DEMO_TEMPLATES.filter((t) => tags.some((tag) => t.html.includes(`<${tag}`))).map((t) => t.path);

/** Starts the site server on `site` with `policy` on every page, a fresh store, built assets. */
async function serve(site, policy = STRICT_POLICY) {
  requireBuiltAssets();
  const data = mkdtempSync(join(tmpdir(), 'sq-e2e-csp-'));
  const server = await startServer({
    site,
    data,
    assets: ASSETS,
    port: 0,
    contentSecurityPolicy: policy,
  });
  return {
    url: server.url,
    async stop() {
      await server.close();
      rmSync(data, { recursive: true, force: true });
    },
  };
}

/** Records, in the page, every `securitypolicyviolation` (they bubble up from shadow roots). */
function recordViolations() {
  window.sqViolations = [];
  document.addEventListener(
    'securitypolicyviolation',
    (event) =>
      window.sqViolations.push(
        `${event.violatedDirective} ${event.blockedURI || 'inline'} ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      ),
    true,
  );
}

/** What a browser without the HTML Sanitizer API lacks: the page then sanitizes with DOMPurify. */
function withoutSetHtml() {
  delete Element.prototype.setHTML;
}

/**
 * A page that records violations and errors (see helpers.mjs `openPage`). `sanitizer`
 * `DOMPurify` takes `setHTML` away before any script runs.
 */
async function strictPage(browser, { sanitizer = 'setHTML', ...options } = {}) {
  const opened = await openPage(browser, options);
  await opened.page.addInitScript(recordViolations);
  if (sanitizer === 'DOMPurify') await opened.page.addInitScript(withoutSetHtml);
  return {
    ...opened,
    /**
     * Violations, console errors and uncaught errors so far. The browser's own note of an answer
     * the test asked the server to refuse (`refused`: paths) is left out.
     */
    async complaints(refused = []) {
      const violations = await opened.page.evaluate(() => window.sqViolations ?? []);
      const expected = (problem) =>
        refused.some((path) =>
          new RegExp(
            `Failed to load resource: .*status of [45]\\d\\d .*\\(http://[^/]+${path}[?)]`,
          ).test(problem),
        );
      return [
        ...violations.map((v) => `violation: ${v}`),
        ...opened.problems().filter((problem) => !expected(problem)),
      ];
    },
  };
}

/** Opens `url` and waits until every block on it (lazy ones too) has upgraded. */
const visit = visitUpgraded;

describe('the demo site under a strict policy with Trusted Types enforced', () => {
  let site;
  let browser;
  before(async () => {
    site = await serve(DEMO_SITE);
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await site?.stop();
  });

  test('the policy is the one every demo page is answered with', PATIENCE, async () => {
    for (const path of DEMO_PATHS) {
      const response = await fetch(site.url + path);
      assert.equal(response.headers.get('content-security-policy'), STRICT_POLICY, path);
    }
  });

  // With the browser's sanitizer, the pages demo-site.test.mjs does not visit (it visits the others
  // under this same policy, every block upgraded); without it (DOMPurify), the home page (the
  // banner's code is the same on every page) and the pages whose blocks sanitize HTML as they
  // upgrade. The forms below are submitted with DOMPurify too.
  const visitedElsewhere = new Set(DEMO_PAGES.map((page) => page.path));
  const others = DEMO_PATHS.filter((path) => !visitedElsewhere.has(path));
  const withoutSetHtml = [...new Set(['/', ...pathsWith('sq-embed', 'sq-social-gallery')])];
  for (const [sanitizer, paths, which] of [
    ['setHTML', others, 'the other demo pages'],
    ['DOMPurify', withoutSetHtml, 'the pages that sanitize HTML'],
  ]) {
    test(
      `${which}, first visit: the cookie banner's text shows (${sanitizer}), every block upgrades, Accept closes the banner; no violation, no error`,
      PATIENCE,
      async () => {
        for (const path of paths) {
          const visitor = await strictPage(browser, { consent: null, sanitizer });
          try {
            await visit(visitor.page, site.url + path);
            const text = visitor.page.locator('sq-cookie-banner [part~="text"]');
            await text.waitFor();
            assert.notEqual((await text.textContent()).trim(), '', `${path}: the banner's text`);
            await acceptBanner(visitor.page);
            assert.deepEqual(await visitor.complaints(), [], path);
          } finally {
            await visitor.close();
          }
        }
      },
    );
  }

  test(
    'galleries move, their lightboxes and the standalone ones open and close, videos play; no violation, no error',
    PATIENCE,
    async () => {
      for (const path of pathsWith('sq-gallery', 'sq-lightbox', 'sq-video')) {
        const visitor = await strictPage(browser);
        try {
          await visit(visitor.page, site.url + path);
          await nextSlides(visitor.page);
          await galleryLightboxes(visitor.page);
          await standaloneLightboxes(visitor.page);
          await playVideos(visitor.page);
          assert.deepEqual(await visitor.complaints(), [], path);
        } finally {
          await visitor.close();
        }
      }
    },
  );

  test(
    'forms (DOMPurify): the error of an empty submission, then a success with the captcha solved; no violation, no error',
    PATIENCE,
    async () => {
      let forms = 0;
      for (const path of pathsWith('sq-form', 'sq-newsletter')) {
        const visitor = await strictPage(browser, { sanitizer: 'DOMPurify' });
        try {
          await visit(visitor.page, site.url + path);
          for (const tag of ['sq-form', 'sq-newsletter']) {
            for (const block of await blocksOf(visitor.page, tag)) {
              forms += 1;
              await block.scrollIntoViewIfNeeded();
              await submitEmpty(block);
              await submitFilled(block);
            }
          }
          assert.deepEqual(await visitor.complaints(), [], path);
        } finally {
          await visitor.close();
        }
      }
      assert.ok(forms > 0, 'the demo has forms');
    },
  );

  test(
    'the logout notice and the system error overlay; no violation, no error',
    PATIENCE,
    async () => {
      const visitor = await strictPage(browser);
      try {
        await visit(visitor.page, `${site.url}/?logout=true`);
        await visitor.page
          .locator('sq-notice [role="status"], sq-notice [role="alert"]')
          .first()
          .waitFor();
        await systemErrorOverlay(visitor.page, RUNTIME_KEY);
        assert.deepEqual(await visitor.complaints(), []);
      } finally {
        await visitor.close();
      }
    },
  );
});

/** The box of each slide of the gallery `id`, in page pixels. */
function slideBoxes(page, id) {
  return page.evaluate((galleryId) => {
    const gallery = document.getElementById(galleryId);
    return [...gallery.shadowRoot.querySelectorAll('[part~="slide"]')].map((slide) => {
      const { x, y, width, height } = slide.getBoundingClientRect();
      return { x, y, width, height };
    });
  }, id);
}

/** The area two boxes share. */
function overlap(a, b) {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return Math.max(0, width) * Math.max(0, height);
}

describe('every gallery design, a form and an embedded video under the same policy', () => {
  let site;
  let browser;
  before(async () => {
    site = await serve(HARDENING_SITE);
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await site?.stop();
  });

  test(
    'each of the seven designs lays its slides out (masonry and rows included), moves and opens its lightbox; the standalone lightbox opens',
    PATIENCE,
    async () => {
      const visitor = await strictPage(browser);
      try {
        await visit(visitor.page, site.url);
        const designs = await visitor.page
          .locator('sq-gallery')
          .evaluateAll((all) => all.map((gallery) => gallery.id));
        assert.equal(designs.length, 7);
        for (const design of designs) {
          const boxes = await slideBoxes(visitor.page, design);
          assert.equal(boxes.length, 6, design);
          for (const box of boxes)
            assert.ok(box.width > 10 && box.height > 10, `${design}: ${JSON.stringify(box)}`);
          if (design === 'auto-columns' || design === 'auto-rows') {
            // Placed one by one: no slide lies on another.
            for (const [i, a] of boxes.entries()) {
              for (const b of boxes.slice(i + 1))
                assert.ok(overlap(a, b) < 1, `${design}: slides overlap`);
            }
          }
        }
        await nextSlides(visitor.page);
        await galleryLightboxes(visitor.page);
        await standaloneLightboxes(visitor.page);
        assert.deepEqual(await visitor.complaints(), []);
      } finally {
        await visitor.close();
      }
    },
  );

  for (const sanitizer of ['setHTML', 'DOMPurify']) {
    test(
      `a form with the captcha shows its post-submit HTML (${sanitizer}); refused forms show the server's errors; a video from an embed code plays; no violation, no error`,
      PATIENCE,
      async () => {
        const visitor = await strictPage(browser, { sanitizer });
        try {
          await visit(visitor.page, `${site.url}/blocks`);
          const thanks = visitor.page.locator('sq-form#thanks');
          await submitFilled(thanks);
          const post = thanks.locator('.post-submit');
          assert.equal((await post.textContent()).trim(), 'Read our notes meanwhile.');
          await post.locator('img').evaluate((img) => img.decode());
          const refused = visitor.page.locator('sq-form#refused');
          await refused.locator('[part="field"] input').fill('Hi');
          await refused.locator('[part="submit"]').click();
          await refused
            .locator('[part~="field-error"]', { hasText: 'Say a little more.' })
            .waitFor();
          const broken = visitor.page.locator('sq-form#broken');
          await broken.locator('[part="field"] input').fill('Hi');
          await broken.locator('[part="submit"]').click();
          await broken.locator('[part="banner"]', { hasText: 'Unable to send form.' }).waitFor();
          await playVideos(visitor.page);
          const player = visitor.page.frameLocator('sq-video#embed iframe[part="player"]');
          await player.locator('body').waitFor();
          assert.deepEqual(await visitor.complaints(['/api/form/SaveFormSubmission']), []);
        } finally {
          await visitor.close();
        }
      },
    );
  }

  test(
    'with Trusted Types policies named (trusted-types sq-elements lit-html), the library makes no other policy: DOMPurify and the captcha run through sq-elements',
    PATIENCE,
    async () => {
      const named = await serve(
        HARDENING_SITE,
        `${STRICT_POLICY}; trusted-types sq-elements lit-html`,
      );
      const visitor = await strictPage(browser, { sanitizer: 'DOMPurify', consent: null });
      try {
        await visit(visitor.page, `${named.url}/blocks`);
        await visitor.page.locator('sq-cookie-banner [part~="text"] strong').waitFor();
        await submitFilled(visitor.page.locator('sq-form#thanks'));
        await visitor.page.locator('sq-form#thanks .post-submit a').waitFor();
        await playVideos(visitor.page);
        assert.deepEqual(await visitor.complaints(), []);
      } finally {
        await visitor.close();
        await named.stop();
      }
    },
  );
});
