// Keeps package.json `exports` equal to the modules on disk (scripts/entries.mjs).
//   node scripts/exports.mjs          prints what differs; exits 1 when anything does
//   node scripts/exports.mjs --write  rewrites `exports` in package.json (other fields untouched)
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT, expectedExports } from './entries.mjs';

/** Lines naming each key that is missing, stale or different in `actual`. */
export function exportsDiff(actual = {}, expected = expectedExports()) {
  const out = [];
  for (const [key, value] of Object.entries(expected)) {
    if (!(key in actual)) out.push(`missing: "${key}"`);
    else if (JSON.stringify(actual[key]) !== JSON.stringify(value)) out.push(`different: "${key}"`);
  }
  for (const key of Object.keys(actual)) if (!(key in expected)) out.push(`stale: "${key}"`);
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = join(ROOT, 'package.json');
  const text = readFileSync(file, 'utf8');
  const pkg = JSON.parse(text);
  const diff = exportsDiff(pkg.exports);
  if (process.argv.includes('--write')) {
    pkg.exports = expectedExports();
    writeFileSync(file, JSON.stringify(pkg, null, 2) + '\n');
    console.log(`package.json exports: ${Object.keys(pkg.exports).length} entries written.`);
  } else if (diff.length) {
    console.error(`package.json exports differ from the modules on disk:\n  ${diff.join('\n  ')}`);
    console.error('Run `node scripts/exports.mjs --write`.');
    process.exit(1);
  } else {
    console.log('package.json exports match the modules on disk.');
  }
}
