// Finds the Chromium that browser tests, Storybook checks and benches launch.
// Order: $CHROME_PATH, then /usr/bin/chromium. With neither, installs Debian's package when it can
// (root with apt-get); otherwise exits with a message saying what to do.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Flags every headless launch uses: the machine has no network beyond the package registries. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

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
