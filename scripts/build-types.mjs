// `npm run build:types`: the package's declarations in dist/types/, as a consumer's TypeScript
// reads them. tsc emits them from tsconfig.build.json (without checking); then the React JSX
// types (a declaration file, which tsc does not copy) join them, and every relative import ending
// in `.ts` is made to end in `.js`, the file that exists beside each declaration in the package.
import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSX_TYPES, ROOT } from './entries.mjs';

const OUT = join(ROOT, 'dist/types');

/** `from './x.ts'`, `import('./x.ts')`, `import './x.ts'` → the same with `.js`. */
export const toJsSpecifiers = (text) =>
  text.replace(/((?:from|import)\s*\(?\s*['"])(\.{1,2}\/[^'"]+)\.ts(['"])/g, '$1$2.js$3');

rmSync(OUT, { recursive: true, force: true });
// Emit only: `npm test`'s type check covers these files (tsconfig.json), so checking them here
// again would cost the build some 40 s.
execFileSync(join(ROOT, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.build.json', '--noCheck'], {
  cwd: ROOT,
  stdio: 'inherit',
});
copyFileSync(join(ROOT, JSX_TYPES), join(OUT, JSX_TYPES));
for (const file of readdirSync(OUT, { recursive: true }).map(String)) {
  if (!file.endsWith('.d.ts')) continue;
  const path = join(OUT, file);
  const text = readFileSync(path, 'utf8');
  const rewritten = toJsSpecifiers(text);
  if (rewritten !== text) writeFileSync(path, rewritten);
}
