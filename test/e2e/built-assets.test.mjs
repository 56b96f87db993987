/**
 * The site build's scripts as written to dist/assets: V8's compile hint on the runtime and on
 * every chunk, with source maps that still lead to the right source line.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { join } from 'node:path';
import { test } from 'node:test';
import { requireBuiltAssets } from './helpers.mjs';

const ASSETS = join(import.meta.dirname, '..', '..', 'dist', 'assets');
const HINT = '//# allFunctionsCalledOnLoad\n';
test('the runtime and every chunk start with V8’s compile hint', () => {
  requireBuiltAssets();
  const chunks = readdirSync(join(ASSETS, 'chunks'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => join('chunks', name));
  assert.ok(chunks.length > 20);
  const without = ['sq-runtime.js', ...chunks].filter(
    (name) => !readFileSync(join(ASSETS, name), 'utf8').startsWith(HINT),
  );
  assert.deepEqual(without, []);
});

/** Where the source map of built script `file` (in dist/assets) takes the line holding `text`. */
function sourceOf(file, text) {
  const code = readFileSync(join(ASSETS, file), 'utf8');
  const map = JSON.parse(readFileSync(join(ASSETS, `${file}.map`), 'utf8'));
  const lines = code.split('\n');
  const line = lines.findIndex((l) => l.includes(text));
  const column = lines[line].indexOf(text);
  const entry = new SourceMap(map).findEntry(line, column);
  assert.equal(entry.generatedLine, line, 'the line has mappings');
  const source = map.sources.indexOf(entry.originalSource);
  assert.ok(map.sourcesContent[source].split('\n')[entry.originalLine].includes(text));
  return entry.originalSource;
}

test('a script’s source map still leads its code to the source line it came from', () => {
  requireBuiltAssets();
  const gallery = readdirSync(join(ASSETS, 'chunks')).find((n) => /^sq-gallery-.*\.js$/.test(n));
  assert.match(
    sourceOf(join('chunks', gallery), '[Gallery] Column width must be a positive number.'),
    /elements\/gallery\/motion\/layouts\.ts$/,
  );
  assert.match(sourceOf('sq-runtime.js', 'could not load the autoloader:'), /runtime\/start\.ts$/);
});
