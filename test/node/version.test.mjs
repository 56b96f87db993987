// platform/version/version.ts (VERSION, which `define` stamps on every registered element) must
// name the release package.json names.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const read = (file) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');

test('platform/version/version.ts VERSION equals the package.json version', () => {
  const { version } = JSON.parse(read('package.json'));
  const match = /export const VERSION = '([^']+)';/.exec(read('platform/version/version.ts'));
  assert.ok(match, "platform/version/version.ts must hold `export const VERSION = '…';`");
  assert.equal(match[1], version, 'update platform/version/version.ts to the package.json version');
});
