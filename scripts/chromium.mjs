// Finds the Chromium that browser tests, Storybook checks and benches launch.
// Order: $CHROME_PATH, then (tests) Debian's headless shell, then /usr/bin/chromium. With none,
// installs Debian's packages when it can (root with apt-get); otherwise exits with a message
// saying what to do.
import { execFileSync } from 'node:child_process';
import { existsSync, statfsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's `chromium-headless-shell`: the same Blink as `chromium`, without the browser's own
 * windows; a test run spends about a third less time in it (web-test-runner 379 → 272 s, the demo
 * site's end-to-end file 121 → 78 s on a two-core machine).
 */
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** Debian's packages of both. */
const DEBIAN_PACKAGES = 'chromium chromium-headless-shell';
/** Below this, /dev/shm (a container's default is 64 MB) cannot hold Chromium's shared memory. */
const SHM_ENOUGH_BYTES = 1024 ** 3;

/** Whether /dev/shm is too small (or missing), so Chromium must keep its shared memory in /tmp. */
function smallShm() {
  try {
    const { bavail, bsize } = statfsSync('/dev/shm');
    return bavail * bsize < SHM_ENOUGH_BYTES;
  } catch {
    return true;
  }
}

/** The flag that keeps Chromium's shared memory in /tmp, where /dev/shm cannot hold it (else none). */
const SHM_FLAGS = smallShm() ? ['--disable-dev-shm-usage'] : [];

/**
 * Flags every headless launch uses: the machine has no network beyond the package registries.
 * Shared memory stays in /dev/shm, as in any browser, when it is large enough.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  ...SHM_FLAGS,
];

/**
 * Launch options for playwright-core's `chromium.launch` and Puppeteer's (web-test-runner): the
 * executable, {@link chromiumArgs}, and, where /dev/shm is large enough, without the
 * `--disable-dev-shm-usage` that both add by themselves.
 * @param {{ shell?: boolean }} [options] `shell: false` for the full browser, as visitors run it
 *   (the benches); by default the headless shell where it is installed (the tests)
 */
export function chromiumLaunchOptions({ shell = true } = {}) {
  return {
    executablePath: findChromium({ shell }),
    args: chromiumArgs,
    ignoreDefaultArgs: SHM_FLAGS.length ? [] : ['--disable-dev-shm-usage'],
  };
}

function canInstall() {
  try {
    execFileSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' });
    return process.getuid?.() === 0;
  } catch {
    return false;
  }
}

/** The first of `paths` that exists. */
const firstFound = (paths) => paths.find((path) => existsSync(path));

/**
 * @param {{ shell?: boolean }} [options] with `shell` (the default), Debian's headless shell comes
 *   before the full browser
 * @returns {string} the path of a Chromium executable
 */
export function findChromium({ shell = true } = {}) {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH is set to ${fromEnv}, but no file is there.`);
  }
  const paths = shell ? [DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM] : [DEBIAN_CHROMIUM];
  const found = firstFound(paths);
  if (found) return found;
  if (canInstall()) {
    console.error(
      `Chromium not found: installing Debian packages ${DEBIAN_PACKAGES} with apt-get…`,
    );
    execFileSync('sh', ['-c', `apt-get update -qq && apt-get install -y -qq ${DEBIAN_PACKAGES}`], {
      stdio: 'inherit',
    });
    const installed = firstFound(paths);
    if (installed) return installed;
  }
  console.error(
    `No Chromium found. Install it with \`sudo apt-get install -y ${DEBIAN_PACKAGES}\` (Debian) ` +
      'or set CHROME_PATH to a Chromium or Chrome executable.',
  );
  process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(findChromium());
