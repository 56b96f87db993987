// Accessibility pass over every story (ARCHITECTURE "Tests"): builds Storybook into a temporary
// folder, then runs axe on each story's #storybook-root in Chromium, one test per story, so a
// failure names the story and lists each violation; a stories file's stories share one page. Same checks as scripts/story-a11y.mjs.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  launchChromium,
  openStoryPage,
  serveStatic,
  storiesOf,
} from '../../scripts/story-a11y.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(import.meta.url);
const storybookBin = path.join(
  path.dirname(require.resolve('storybook/package.json')),
  require('storybook/package.json').bin,
);

const out = mkdtempSync(path.join(tmpdir(), 'sq-storybook-'));
try {
  execFileSync(process.execPath, [storybookBin, 'build', '-o', out, '--quiet'], {
    cwd: ROOT,
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
    stdio: 'pipe',
    timeout: 300_000,
  });
} catch (error) {
  rmSync(out, { recursive: true, force: true });
  throw new Error(`storybook build failed:\n${error.stderr ?? ''}${error.stdout ?? ''}`, {
    cause: error,
  });
}
const stories = storiesOf(out);

/** The stories of each stories file, in the build's order. */
const files = new Map();
for (const story of stories) files.set(story.title, [...(files.get(story.title) ?? []), story]);

describe('Storybook: axe finds no violation in any story', { concurrency: 4 }, () => {
  let server;
  let browser;
  before(async () => {
    server = await serveStatic(out);
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    rmSync(out, { recursive: true, force: true });
  });

  test('the build holds a story for each stories file', () => {
    const sources = readdirSync(path.join(ROOT, 'stories')).filter((f) =>
      f.endsWith('.stories.ts'),
    );
    assert.ok(
      files.size >= sources.length,
      `${sources.length} stories files, ${files.size} titles`,
    );
  });

  // A file's stories one after another in one page; files four at a time.
  for (const [title, ofFile] of files) {
    describe(title, { concurrency: 1 }, () => {
      let page;
      before(async () => {
        page = await openStoryPage(browser, server.url);
      });
      after(() => page?.close());

      for (const story of ofFile) {
        test(`${story.title} › ${story.name}`, async (t) => {
          const { skipped, violations } = await page.check(story.id);
          if (skipped) return t.skip('the story sets a11y test off');
          assert.deepEqual(
            violations,
            [],
            `axe violations in ${story.id}:\n${violations.join('\n')}`,
          );
        });
      }
    });
  }
});
