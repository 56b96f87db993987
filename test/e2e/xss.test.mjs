/**
 * The XSS corpus (test/helpers/xss-corpus.ts: OWASP cheat-sheet vectors, DOMPurify's known
 * bypasses, hidden `javascript:` addresses) through every setting that carries HTML or an
 * address, every text-only setting, and every server answer the client shows, on the built site
 * with no Content-Security-Policy (nothing but the library stands in the way), on both sanitizer
 * paths. Nothing may run (the signal every vector posts never arrives, no dialog opens, the page
 * never leaves), sanitized HTML keeps nothing that would run, and text-only fields show the
 * vector as text. Blocks are added to a blank page of the fixture site, whose runtime upgrades
 * them; the settings are set as attributes (never parsed by the test).
 */
/* global document, Element, window -- in functions the browser runs (page.evaluate) */
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildSync } from 'esbuild';
import { startServer } from '../../server/main.ts';
import { ALL_VECTORS, HTML_VECTORS, URL_VECTORS } from '../helpers/xss-corpus.ts';
import {
  ASSETS,
  ROOT,
  RUNTIME_KEY,
  launchBrowser,
  openPage,
  requireBuiltAssets,
} from './helpers.mjs';

const FIXTURE = join(ROOT, 'test', 'e2e', 'fixtures', 'hardening');

/** How long one test may take on a busy machine before it is reported as hung. */
const PATIENCE = { timeout: 300_000 };

/** The harness of the browser tests (xss-harness.ts), bundled for the page as `window.sqXss`. */
const HARNESS = buildSync({
  entryPoints: [join(ROOT, 'test', 'helpers', 'xss-harness.ts')],
  bundle: true,
  format: 'iife',
  globalName: 'sqXss',
  write: false,
}).outputFiles[0].text;

/** The blank page blocks are added to. */
const STAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Stage</title>
<link rel="stylesheet" href="/assets/sq-markup.css">
<script type="module" src="/assets/sq-runtime.js"></script>
</head>
<body>
<main id="stage"></main>
</body>
</html>
`;

const NOTE = [{ id: 'note', type: 'text', title: 'Note', required: true }];

/**
 * The fixture site with the stage page and forms the server refuses with each HTML vector as
 * its answer: `xss-error-N` (400 with `error`) and `xss-fields-N` (400 with `errors.note`).
 */
function makeSite() {
  const dir = mkdtempSync(join(tmpdir(), 'sq-e2e-xss-site-'));
  cpSync(FIXTURE, dir, { recursive: true });
  writeFileSync(join(dir, 'stage.html'), STAGE);
  const config = JSON.parse(readFileSync(join(FIXTURE, 'site.json'), 'utf8'));
  config.cookieSettings = { isCookieBannerEnabled: false };
  config.forms = { 'xss-redirect': { fields: NOTE } };
  config.failures = { endpoints: {}, forms: {} };
  HTML_VECTORS.forEach((vector, i) => {
    config.forms[`xss-error-${i}`] = { fields: NOTE };
    config.forms[`xss-fields-${i}`] = { fields: NOTE };
    config.failures.forms[`xss-error-${i}`] = { status: 400, error: vector.value };
    config.failures.forms[`xss-fields-${i}`] = { status: 400, errors: { note: vector.value } };
  });
  writeFileSync(join(dir, 'site.json'), JSON.stringify(config));
  return dir;
}

let site;
let browser;
before(async () => {
  requireBuiltAssets();
  const dir = makeSite();
  const data = mkdtempSync(join(tmpdir(), 'sq-e2e-xss-data-'));
  const server = await startServer({ site: dir, data, assets: ASSETS, port: 0 });
  site = {
    url: server.url,
    async stop() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
      rmSync(data, { recursive: true, force: true });
    },
  };
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await site?.stop();
});

/**
 * The stage page (a returning visitor who accepted), listening for the corpus' signal from its
 * first script on, with dialogs recorded and dismissed; `DOMPurify` takes `setHTML` away.
 * The address carries a hash, so the runtime loads every block's code at once.
 */
async function stage(sanitizer) {
  // Reduced motion: dialogs open and close without their transitions (nothing here is about motion).
  const opened = await openPage(browser, { reducedMotion: 'reduce' });
  const { page } = opened;
  await page.addInitScript({ content: `${HARNESS}\nwindow.sqXss = sqXss;` });
  await page.addInitScript(() => {
    window.sqXssWatch = window.sqXss.listenForXss();
  });
  if (sanitizer === 'DOMPurify') {
    await page.addInitScript(() => {
      delete Element.prototype.setHTML;
    });
  }
  const dialogs = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const url = `${site.url}/stage#stage`;
  await page.goto(url);
  return {
    ...opened,
    /** Waits until everything queued has run, then asserts that nothing of the corpus did. */
    async nothingRan() {
      await page.evaluate(() => window.sqXss.settle(document.body));
      assert.equal(await page.evaluate(() => window.sqXssWatch.ran()), 0, 'vectors that ran');
      assert.deepEqual(dialogs, [], 'dialogs');
      assert.equal(page.url(), url, 'the page never left');
      const uncaught = opened.problems().filter((problem) => problem.startsWith('uncaught'));
      assert.deepEqual(uncaught, []);
    },
  };
}

/**
 * Adds `<TAG data-block-json=JSON>` to the stage for each of `settings`, with `attributes` and
 * `children(json, i)` (built with the DOM: `[tag, attributes, grandchildren]`), and waits until
 * each has upgraded.
 */
function addBlocks(page, tag, settings, { attributes = {}, children = () => [] } = {}) {
  return page.evaluate(
    async ([name, all, own, kids]) => {
      const build = ([childTag, childAttributes, grandchildren = []]) => {
        const child = document.createElement(childTag);
        for (const [key, value] of Object.entries(childAttributes)) child.setAttribute(key, value);
        child.append(...grandchildren.map(build));
        return child;
      };
      const made = all.map((json, i) => {
        const el = document.createElement(name);
        el.id = `${name}-${i}`;
        el.setAttribute('data-block-json', JSON.stringify(json));
        for (const [key, value] of Object.entries(own)) el.setAttribute(key, value);
        el.append(...kids[i].map(build));
        document.getElementById('stage').append(el);
        return el;
      });
      await window.customElements.whenDefined(name);
      for (const el of made) await el.updateComplete;
    },
    [tag, settings, attributes, settings.map((json, i) => children(json, i))],
  );
}

/** `dangers` (xss-harness.ts) of each element `selector` finds, through shadow roots. */
function dangersIn(page, selector) {
  return page.evaluate(
    (css) =>
      [...document.querySelectorAll('#stage > *')].flatMap((block) =>
        [...(block.shadowRoot ?? block).querySelectorAll(css)].flatMap((el) =>
          window.sqXss.dangers(el).map((danger) => `${block.id}: ${danger}`),
        ),
      ),
    selector,
  );
}

/** Provokes (xss-harness.ts) each element `selector` finds in the stage's blocks. */
function provokeIn(page, selector) {
  return page.evaluate((css) => {
    for (const block of document.querySelectorAll('#stage > *')) {
      for (const el of (block.shadowRoot ?? block).querySelectorAll(css)) window.sqXss.provoke(el);
    }
  }, selector);
}

for (const sanitizer of ['setHTML', 'DOMPurify']) {
  describe(`HTML settings, sanitized (${sanitizer})`, () => {
    test(
      'the cookie banner text: nothing runs, nothing that would run is kept',
      PATIENCE,
      async () => {
        const visitor = await stage(sanitizer);
        try {
          const { page } = visitor;
          // Forced: they show although this visitor has decided.
          await addBlocks(
            page,
            'sq-cookie-banner',
            HTML_VECTORS.map((vector) => ({ cookieBannerText: vector.value })),
            { attributes: { forced: '' } },
          );
          await page.waitForFunction(() =>
            [...document.querySelectorAll('sq-cookie-banner')].every((banner) =>
              banner.shadowRoot.querySelector('[part~="text"]'),
            ),
          );
          assert.deepEqual(await dangersIn(page, '[part~="text"]'), []);
          await provokeIn(page, '[part~="text"]');
          await visitor.nothingRan();
        } finally {
          await visitor.close();
        }
      },
    );

    test(
      'the form post-submit HTML: nothing runs, nothing that would run is kept',
      PATIENCE,
      async () => {
        const visitor = await stage(sanitizer);
        try {
          const { page } = visitor;
          await addBlocks(
            page,
            'sq-form',
            HTML_VECTORS.map((vector, i) => ({
              formId: `preview-${i}`,
              fields: NOTE,
              postSubmitHtml: vector.value,
            })),
          );
          await page.evaluate(() =>
            Promise.all(
              [...document.querySelectorAll('sq-form')].map((form) => form.previewSuccess()),
            ),
          );
          assert.deepEqual(await dangersIn(page, '[part="success"]'), []);
          await provokeIn(page, '.post-submit');
          await visitor.nothingRan();
        } finally {
          await visitor.close();
        }
      },
    );
  });
}

/**
 * The address vectors that are not addresses on the site: the URL parser (the WHATWG one, as in
 * browsers) gives them a scheme of their own. The others (`javascript&colon;…`) are paths of the
 * site, which a redirect may rightly follow.
 */
const OFF_SITE = URL_VECTORS.filter(
  (vector) => !['http:', 'https:'].includes(new URL(vector.value, 'http://localhost/').protocol),
);

describe('address settings', () => {
  test(
    'a form success redirect of the corpus is never followed: the success view shows',
    PATIENCE,
    async () => {
      const visitor = await stage('setHTML');
      try {
        const { page } = visitor;
        await addBlocks(
          page,
          'sq-form',
          OFF_SITE.map((vector) => ({
            formId: 'xss-redirect',
            fields: NOTE,
            successRedirect: vector.value,
          })),
        );
        for (const form of await page.locator('#stage > sq-form').all()) {
          await form.locator('[part="field"] input').fill('Hello');
          await form.locator('[part="submit"]').click();
          await form.locator('[part="success"]').waitFor({ state: 'visible' });
        }
        await visitor.nothingRan();
      } finally {
        await visitor.close();
      }
    },
  );

  test(
    'button, gallery click-through, video and lightbox addresses of the corpus: no link or player runs them',
    PATIENCE,
    async () => {
      const visitor = await stage('setHTML');
      try {
        const { page } = visitor;
        await addBlocks(
          page,
          'sq-button',
          URL_VECTORS.map((vector, i) => ({
            id: `button-${i}`,
            buttonText: 'Go',
            clickthroughUrl: vector.value,
          })),
          { children: () => [['a', { href: '/stage#server-link' }]] },
        );
        await addBlocks(page, 'sq-gallery', [{ design: 'grid' }], {
          children: () =>
            URL_VECTORS.map((vector, i) => [
              'figure',
              { 'data-slide-id': `slide-${i}`, 'data-click-through-url': vector.value },
              [
                [
                  'img',
                  {
                    'data-src': '/images/square.svg',
                    'data-image-dimensions': '800x800',
                    alt: 'Tile',
                  },
                ],
              ],
            ]),
        });
        await addBlocks(
          page,
          'sq-video',
          URL_VECTORS.map((vector) => ({ url: vector.value })),
        );
        await addBlocks(page, 'sq-lightbox', [{}], {
          children: () =>
            URL_VECTORS.map((vector, i) => [
              'figure',
              { 'data-slide-id': `item-${i}` },
              [
                [
                  'a',
                  { href: vector.value },
                  [['img', { src: '/images/square.svg', alt: 'Tile' }]],
                ],
              ],
            ]),
        });
        // Every link a visitor can follow goes to the web (as the browser parses it).
        const links = await page.evaluate(() =>
          [...document.querySelectorAll('#stage > sq-button, #stage > sq-gallery')].flatMap(
            (block) =>
              [
                ...block.querySelectorAll('a[href]'),
                ...(block.shadowRoot?.querySelectorAll('a[href]') ?? []),
              ].map((a) => a.protocol),
          ),
        );
        assert.ok(links.length >= URL_VECTORS.length);
        assert.deepEqual([...new Set(links)], ['http:']);
        // No video takes an address of the corpus: each keeps its markup and reports its data.
        const videos = await page.evaluate(() =>
          [...document.querySelectorAll('#stage > sq-video')].map((video) =>
            video.hasAttribute('data-sq-error'),
          ),
        );
        assert.deepEqual([...new Set(videos)], [true]);
        // Each lightbox item, opened, shows no picture from the corpus.
        const lightbox = page.locator('#stage > sq-lightbox');
        for (let i = 0; i < URL_VECTORS.length; i++) {
          if (!(await lightbox.evaluate((box, index) => box.open(index), i))) continue;
          await lightbox.locator('dialog[open]').waitFor();
          // The lightbox sizes its own frame and picture through the CSSOM: their styles are its own.
          const kept = (await dangersIn(page, 'dialog .frame')).filter(
            (danger) => !danger.endsWith('[style]'),
          );
          assert.deepEqual(kept, [], URL_VECTORS[i].name);
          await page.keyboard.press('Escape');
          await lightbox.locator('dialog[open]').waitFor({ state: 'detached' });
        }
        await provokeIn(page, 'a, [role="button"]');
        await visitor.nothingRan();
      } finally {
        await visitor.close();
      }
    },
  );

  test(
    'video embed codes of the corpus: a player is only ever an http(s) page of its own',
    PATIENCE,
    async () => {
      const visitor = await stage('setHTML');
      try {
        const { page } = visitor;
        await addBlocks(
          page,
          'sq-video',
          HTML_VECTORS.map((vector) => ({ html: vector.value })),
        );
        for (const play of await page.locator('#stage > sq-video [part="play"]').all())
          await play.click();
        const players = await page.evaluate(() =>
          [...document.querySelectorAll('#stage > sq-video')].flatMap((video) =>
            [...video.shadowRoot.querySelectorAll('[part="player"]')].map((player) => ({
              scheme: new URL(player.getAttribute('src'), document.baseURI).protocol,
              attributes: player.getAttributeNames().sort(),
            })),
          ),
        );
        for (const player of players) {
          assert.equal(player.scheme, 'http:');
          assert.ok(!player.attributes.some((name) => name.startsWith('on') || name === 'srcdoc'));
        }
        await visitor.nothingRan();
      } finally {
        await visitor.close();
      }
    },
  );
});

describe('text-only settings and server answers show the corpus as text', () => {
  test(
    'form field titles, descriptions, placeholders and options; newsletter title; banner buttons; gallery label; lightbox caption; video title',
    PATIENCE,
    async () => {
      const visitor = await stage('setHTML');
      try {
        const { page } = visitor;
        const values = ALL_VECTORS.map((vector) => vector.value);
        await addBlocks(page, 'sq-form', [
          {
            formId: 'texts',
            fields: [
              ...values.map((value, i) => ({
                id: `f${i}`,
                type: 'text',
                title: value,
                description: value,
                placeholder: value,
              })),
              { id: 'choice', type: 'radio', title: 'Choice', options: values },
            ],
          },
        ]);
        const shown = await page.evaluate(() => {
          const root = document.querySelector('#stage > sq-form').shadowRoot;
          return {
            labels: [...root.querySelectorAll('[part~="field"] > [part="label"]')].map(
              (l) => l.textContent,
            ),
            descriptions: [...root.querySelectorAll('[part="description"]')].map(
              (d) => d.textContent,
            ),
            placeholders: [...root.querySelectorAll('input[placeholder]')].map((i) =>
              i.getAttribute('placeholder'),
            ),
            options: [...root.querySelectorAll('[part="option-label"]')].map((o) => o.textContent),
          };
        });
        values.forEach((value, i) => {
          assert.ok(shown.labels[i].includes(value.trim()), `title ${ALL_VECTORS[i].name}`);
          assert.ok(
            shown.descriptions[i].includes(value.trim()),
            `description ${ALL_VECTORS[i].name}`,
          );
          assert.equal(shown.placeholders[i], value.trim(), `placeholder ${ALL_VECTORS[i].name}`);
          assert.ok(shown.options[i].includes(value.trim()), `option ${ALL_VECTORS[i].name}`);
        });

        await addBlocks(
          page,
          'sq-newsletter',
          HTML_VECTORS.map((vector, i) => ({ formId: `news-${i}`, title: vector.value })),
        );
        await addBlocks(
          page,
          'sq-cookie-banner',
          HTML_VECTORS.map((vector) => ({
            cookieBannerCtaVariant: 'TEXT',
            cookieBannerCtaText: vector.value,
          })),
          { attributes: { forced: '' } },
        );
        await addBlocks(
          page,
          'sq-video',
          HTML_VECTORS.map((vector) => ({ url: '/videos/none.webm', title: vector.value })),
        );
        await addBlocks(page, 'sq-lightbox', [{}], {
          children: () =>
            HTML_VECTORS.map((vector, i) => [
              'figure',
              { 'data-slide-id': `caption-${i}`, 'data-meta': vector.value },
              [['img', { src: '/images/square.svg', alt: 'Tile' }]],
            ]),
        });
        await addBlocks(
          page,
          'sq-gallery',
          HTML_VECTORS.map((vector) => ({ design: 'grid', label: vector.value })),
          {
            children: () => [
              [
                'figure',
                { 'data-slide-id': 'one' },
                [['img', { src: '/images/square.svg', alt: 'Tile' }]],
              ],
            ],
          },
        );
        const texts = await page.evaluate(() => {
          const of = (tag, css) =>
            [...document.querySelectorAll(`#stage > ${tag}`)].map(
              (el) => el.shadowRoot.querySelector(css)?.textContent ?? '',
            );
          return {
            newsletters: [...document.querySelectorAll('#stage > sq-newsletter')].map(
              (el) => el.shadowRoot.textContent,
            ),
            banners: of('sq-cookie-banner', '[part~="accept"]'),
            galleries: [...document.querySelectorAll('#stage > sq-gallery')].map((gallery) =>
              gallery.shadowRoot.querySelector('[part="gallery"]').getAttribute('aria-label'),
            ),
            videos: [...document.querySelectorAll('#stage > sq-video')].map((video) =>
              video.shadowRoot.querySelector('[part="play"]').getAttribute('aria-label'),
            ),
          };
        });
        HTML_VECTORS.forEach((vector, i) => {
          assert.ok(texts.newsletters[i].includes(vector.value), `newsletter ${vector.name}`);
          assert.ok(texts.banners[i].includes(vector.value.trim()), `banner ${vector.name}`);
          assert.ok(texts.galleries[i].includes(vector.value.trim()), `gallery ${vector.name}`);
          assert.equal(
            texts.videos[i],
            `Play video: ${vector.value.trim()}`,
            `video ${vector.name}`,
          );
        });
        const lightbox = page.locator('#stage > sq-lightbox');
        for (const [i, vector] of HTML_VECTORS.entries()) {
          if (i % 10 !== 0) continue; // every tenth: each opening fades in and out
          await lightbox.evaluate((box, index) => box.open(index), i);
          const caption = lightbox.locator('dialog[open] figure.current [part="meta"]');
          await caption.waitFor();
          // Shown as text, its white space collapsed as captions are.
          const spaced = (text) => text.replace(/\s+/g, ' ').trim();
          assert.ok(
            spaced(await caption.textContent()).includes(spaced(vector.value)),
            `caption ${vector.name}`,
          );
          await page.keyboard.press('Escape');
          await lightbox.locator('dialog[open]').waitFor({ state: 'detached' });
        }
        await visitor.nothingRan();
      } finally {
        await visitor.close();
      }
    },
  );

  test(
    'form errors the server answers (data.error, data.errors) show as text',
    PATIENCE,
    async () => {
      const visitor = await stage('setHTML');
      try {
        const { page } = visitor;
        await addBlocks(page, 'sq-form', [
          ...HTML_VECTORS.map((_, i) => ({ formId: `xss-error-${i}`, fields: NOTE })),
          ...HTML_VECTORS.map((_, i) => ({ formId: `xss-fields-${i}`, fields: NOTE })),
        ]);
        // Each form filled and sent at once (one step for the browser, not 190 of the driver).
        await page.evaluate(() => {
          for (const form of document.querySelectorAll('#stage > sq-form')) {
            const input = form.shadowRoot.querySelector('[part="field"] input');
            input.value = 'Hello';
            input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
            form.shadowRoot.querySelector('[part="submit"]').click();
          }
        });
        await page.waitForFunction(() =>
          [...document.querySelectorAll('#stage > sq-form')].every((form) =>
            form.shadowRoot.querySelector('[part="banner"]:not([hidden])'),
          ),
        );
        const shown = await page.evaluate(() =>
          [...document.querySelectorAll('#stage > sq-form')].map((form) => ({
            banner: form.shadowRoot.querySelector('[part="banner"]').textContent,
            field: form.shadowRoot.querySelector('[part~="field-error"]')?.textContent ?? '',
          })),
        );
        HTML_VECTORS.forEach((vector, i) => {
          assert.ok(shown[i].banner.includes(vector.value), `data.error ${vector.name}`);
          const fields = shown[HTML_VECTORS.length + i];
          assert.ok(fields.field.includes(vector.value), `data.errors ${vector.name}`);
        });
        await visitor.nothingRan();
      } finally {
        await visitor.close();
      }
    },
  );

  test(
    'the system error overlay shows a server text, an address and a message of the corpus as text',
    PATIENCE,
    async () => {
      const visitor = await stage('setHTML');
      try {
        const { page } = visitor;
        for (const [i, vector] of HTML_VECTORS.entries()) {
          if (i % 5 !== 0) continue; // every fifth: each overlay opens and closes as a modal
          const errors = [
            {
              name: 'DataError',
              kind: 'connection',
              status: 0,
              url: vector.value,
              body: { message: vector.value },
              message: 'x',
            },
            { name: 'TypeError', message: vector.value, url: vector.value },
          ];
          for (const error of errors) {
            await page.evaluate(
              ([key, value]) => window[Symbol.for(key)].reportSystemError(value),
              [RUNTIME_KEY, error],
            );
            const overlay = page.locator('sq-system-error');
            await overlay.locator('dialog[open]').waitFor();
            const text = await overlay
              .locator('[part="message"], [part="details"]')
              .first()
              .textContent();
            assert.ok(text.includes(vector.value), `${error.name} ${vector.name}`);
            await overlay.getByRole('button', { name: 'Clear' }).click();
            await overlay.waitFor({ state: 'detached' });
          }
        }
        await visitor.nothingRan();
      } finally {
        await visitor.close();
      }
    },
  );
});
