// Finds the Chromium that browser tests, Storybook checks and benches launch.
// Order: $CHROME_PATH, then /usr/bin/chromium. With neither, installs Debian's package when it can
// (root with apt-get); otherwise exits with a message saying what to do.
import { execFileSync } from 'node:child_process';
import { existsSync, statfsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
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
 */
export function chromiumLaunchOptions() {
  return {
    executablePath: findChromium(),
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

/** @returns {string} the path of a Chromium executable */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH is set to ${fromEnv}, but no file is there.`);
  }
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  if (canInstall()) {
    console.error('Chromium not found: installing Debian package "chromium" with apt-get…');
    execFileSync('sh', ['-c', 'apt-get update -qq && apt-get install -y -qq chromium'], {
      stdio: 'inherit',
    });
    if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  }
  console.error(
    'No Chromium found. Install it with `sudo apt-get install -y chromium` (Debian) ' +
      'or set CHROME_PATH to a Chromium or Chrome executable.',
  );
  process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(findChromium());
