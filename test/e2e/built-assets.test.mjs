/**
 * The site build's scripts as written to dist/assets: V8's compile hint on every chunk, not on
 * the runtime, with source maps that still lead to the right source line.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { requireBuiltAssets } from './helpers.mjs';

const ASSETS = join(import.meta.dirname, '..', '..', 'dist', 'assets');
const HINT = '//# allFunctionsCalledOnLoad\n';
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Each generated line's segments, `[column, source, line, ...]`, made absolute. */
function decodeMappings(mappings) {
  const state = [0, 0, 0, 0, 0];
  return mappings.split(';').map((line) => {
    state[0] = 0;
    return line
      .split(',')
      .filter(Boolean)
      .map((segment) => {
        const values = [];
        let value = 0;
        let shift = 0;
        for (const char of segment) {
          const digit = BASE64.indexOf(char);
          value += (digit & 31) << shift;
          shift += 5;
          if (digit & 32) continue;
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
        return values.map((delta, i) => (state[i] += delta));
      });
  });
}

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
  const segment = decodeMappings(map.mappings)[line].findLast(([col]) => col <= column);
  assert.ok(segment, 'the line has mappings');
  const [, source, sourceLine] = segment;
  assert.match(map.sources[source], /elements\/gallery\/motion\/layouts\.ts$/);
  assert.ok(map.sourcesContent[source].split('\n')[sourceLine].includes(text));
});
