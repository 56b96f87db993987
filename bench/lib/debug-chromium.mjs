// A headless Chromium with a DevTools port, for tools that connect to a running browser
// (Lighthouse). Its profile lives in a temporary folder removed by `close()`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** How long Chromium may take to open its DevTools port. */
const START_TIMEOUT_MS = 30_000;

/**
 * Starts `executable` headless with `args` and a free DevTools port.
 * @param {string} executable
 * @param {string[]} args
 * @returns {Promise<{ port: number, close: () => Promise<void> }>}
 */
export async function launchDebuggableChromium(executable, args) {
  const profile = mkdtempSync(join(tmpdir(), 'sq-chromium-'));
  const child = spawn(
    executable,
    [
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      ...args,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise((done) => child.once('exit', done));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    const port = await new Promise((resolve, reject) => {
      let output = '';
      const timer = setTimeout(
        () => reject(new Error(`Chromium opened no DevTools port in ${START_TIMEOUT_MS} ms`)),
        START_TIMEOUT_MS,
      );
      child.stderr.on('data', (chunk) => {
        output += chunk;
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
        if (!match) return;
        clearTimeout(timer);
        resolve(Number(match[1]));
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Chromium exited (${code}) before opening its DevTools port:\n${output}`));
      });
    });
    child.stderr.resume();
    return { port, close };
  } catch (error) {
    await close();
    throw error;
  }
}
