// Accessibility pass over every story (ARCHITECTURE "Tests"): builds Storybook into a temporary
// folder, then runs axe on each story's #storybook-root in Chromium, one test per story, so a
// failure names the story and lists each violation. Same checks as scripts/story-a11y.mjs.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkStory, launchChromium, serveStatic, storiesOf } from '../../scripts/story-a11y.mjs';

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

describe('Storybook: axe finds no violation in any story', { concurrency: 4 }, () => {
  let server;
  let chromium;
  before(async () => {
    server = await serveStatic(out);
    chromium = await launchChromium();
  });
  after(async () => {
    await chromium?.close();
    await server?.close();
    rmSync(out, { recursive: true, force: true });
  });

  test('the build holds a story for each stories file', () => {
    const files = readdirSync(path.join(ROOT, 'stories')).filter((f) => f.endsWith('.stories.ts'));
    assert.ok(
      stories.length >= files.length,
      `${files.length} stories files, ${stories.length} stories`,
    );
  });

  for (const story of stories) {
    test(`${story.title} › ${story.name}`, async (t) => {
      const { skipped, violations } = await checkStory(chromium.context, server.url, story.id);
      if (skipped) return t.skip('the story sets a11y test off');
      assert.deepEqual(violations, [], `axe violations in ${story.id}:\n${violations.join('\n')}`);
    });
  }
});
