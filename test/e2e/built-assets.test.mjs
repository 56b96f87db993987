/**
 * The site build's scripts as written to dist/assets: V8's compile hint on every chunk, not on
 * the runtime, with source maps that still lead to the right source line.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { join } from 'node:path';
import { test } from 'node:test';
import { requireBuiltAssets } from './helpers.mjs';

const ASSETS = join(import.meta.dirname, '..', '..', 'dist', 'assets');
const HINT = '//# allFunctionsCalledOnLoad\n';
test('every chunk starts with V8’s compile hint; the runtime, every page’s first script, does not', () => {
  requireBuiltAssets();
  const chunks = readdirSync(join(ASSETS, 'chunks')).filter((name) => name.endsWith('.js'));
  assert.ok(chunks.length > 20);
  const without = chunks.filter(
    (name) => !readFileSync(join(ASSETS, 'chunks', name), 'utf8').startsWith(HINT),
  );
  assert.deepEqual(without, []);
  assert.ok(!readFileSync(join(ASSETS, 'sq-runtime.js'), 'utf8').includes(HINT.trim()));
});

test('a chunk’s source map still leads its code to the source line it came from', () => {
  requireBuiltAssets();
  const name = readdirSync(join(ASSETS, 'chunks')).find((n) => /^sq-gallery-.*\.js$/.test(n));
  const code = readFileSync(join(ASSETS, 'chunks', name), 'utf8');
  const map = JSON.parse(readFileSync(join(ASSETS, 'chunks', `${name}.map`), 'utf8'));
  const text = '[Gallery] Column width must be a positive number.';
  const lines = code.split('\n');
  const line = lines.findIndex((l) => l.includes(text));
  const column = lines[line].indexOf(text);
  const entry = new SourceMap(map).findEntry(line, column);
  assert.equal(entry.generatedLine, line, 'the line has mappings');
  assert.match(entry.originalSource, /elements\/gallery\/motion\/layouts\.ts$/);
  const source = map.sources.indexOf(entry.originalSource);
  assert.ok(map.sourcesContent[source].split('\n')[entry.originalLine].includes(text));
});
