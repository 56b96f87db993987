// The React app fixture (test/react-app/) set up as an outside app would be: the package packed
// with `npm pack` (from the dist/ of `npm run build`), installed from the tarball into a copy of
// the app in a temporary folder with the app's own React, Vite and TypeScript, type-checked and
// built for the browser and the server. Used by test/e2e/react-package.test.mjs and
// bench/package.mjs.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from './entries.mjs';

const run = promisify(execFile);
const APP = join(ROOT, 'test', 'react-app');

/** The version of `name` this repository has installed: the app gets the same, from the cache. */
const installed = (name) =>
  JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;

/** What the app installs besides the tarball (react-dom's peers, the build tools, the types). */
export const APP_PACKAGES = [
  'react',
  'react-dom',
  'vite',
  'typescript',
  '@types/react',
  '@types/react-dom',
];

/** Runs `cmd` in `cwd`; a failure throws with everything it printed. */
async function sh(cwd, cmd, args) {
  try {
    return await run(cmd, args, { cwd, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    throw new Error(
      `${cmd} ${args.join(' ')} failed in ${cwd}:\n${error.stdout}\n${error.stderr}`,
      {
        cause: error,
      },
    );
  }
}

/** `npm pack` of the repository (built first by `npm test`) into `dir`; the tarball's path. */
export async function packTarball(dir) {
  const { stdout } = await sh(ROOT, 'npm', ['pack', '--json', '--pack-destination', dir]);
  const [info] = JSON.parse(stdout);
  return { path: join(dir, info.filename), files: info.files.map((f) => f.path), size: info.size };
}

/**
 * A copy of the app in a new temporary folder with the tarball and APP_PACKAGES installed.
 * @returns {Promise<{ dir: string, tarball: { path: string, files: string[], size: number } }>}
 */
export async function installApp() {
  const work = mkdtempSync(join(tmpdir(), 'sq-react-app-'));
  const dir = join(work, 'app');
  cpSync(APP, dir, { recursive: true, filter: (src) => !/node_modules|dist/.test(src) });
  const tarball = await packTarball(work);
  const packages = APP_PACKAGES.map((name) => `${name}@${installed(name)}`);
  await sh(dir, 'npm', [
    'install',
    '--prefer-offline',
    '--no-audit',
    '--no-fund',
    tarball.path,
    ...packages,
  ]);
  return { dir, tarball };
}

/** Strict `tsc` over the app's sources (its tsconfig has no decorator settings). */
export const typecheckApp = (dir) => sh(dir, 'npx', ['tsc', '-p', '.']);

/** `vite build` for the browser (dist/) and the server (dist-server/). */
export const buildApp = (dir) => sh(dir, 'npm', ['run', 'build']);
