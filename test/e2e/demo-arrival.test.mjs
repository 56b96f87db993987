/**
 * The demo site over a slow connection: each page's HTML reaches the browser a piece at a time,
 * so the browser draws the part that has come while the rest is on its way. What is drawn must
 * stay where it is as the rest comes (a box kept at the end of a card, a row of cards that gains
 * a column, a footer whose lines arrive one by one would each move what is already there).
 */
import assert from 'node:assert/strict';
import { request as httpRequest, createServer } from 'node:http';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  DEMO_PAGES,
  DEMO_SITE,
  layoutShifts,
  openPage,
  TALL,
  useSiteAndBrowser,
} from './helpers.mjs';

/**
 * How each page's HTML arrives: the first round trip's worth at once (a connection's initial
 * window, ten packets), then the rest in this many pieces with a pause of PAUSE_MS after each.
 */
const FIRST_BYTES = 14_600;
const PIECES = 40;
const PAUSE_MS = 25;

const env = useSiteAndBrowser(DEMO_SITE);

/**
 * A front to the site at `target` that passes every request through and sends each HTML answer a
 * piece at a time (FIRST_BYTES, then the rest in PIECES pieces, PAUSE_MS apart), as a slow
 * connection would. Resolves to its URL and a `stop` function.
 */
async function tricklingFront(target) {
  const origin = new URL(target);
  const server = createServer((incoming, outgoing) => {
    // Uncompressed, so that each piece is a piece of the page as the browser reads it.
    const { 'accept-encoding': _encodings, ...asked } = incoming.headers;
    const headers = { ...asked, host: origin.host };
    const upstream = httpRequest(
      new URL(incoming.url ?? '/', origin),
      { method: incoming.method, headers },
      (answer) => {
        if (!String(answer.headers['content-type']).startsWith('text/html')) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const pieces = [];
        answer.on('data', (piece) => pieces.push(piece));
        answer.on('end', async () => {
          const body = Buffer.concat(pieces);
          const { 'content-length': _length, ...rest } = answer.headers;
          outgoing.writeHead(answer.statusCode ?? 502, rest);
          outgoing.write(body.subarray(0, FIRST_BYTES));
          const size = Math.ceil((body.length - FIRST_BYTES) / PIECES);
          for (let at = FIRST_BYTES; at < body.length; at += size) {
            await sleep(PAUSE_MS);
            outgoing.write(body.subarray(at, at + size));
          }
          outgoing.end();
        });
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise((listening) => server.listen(0, 'localhost', listening));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://localhost:${port}`,
    stop: () => new Promise((closed) => server.close(closed)),
  };
}

test('a demo page whose HTML arrives a piece at a time keeps what is drawn where it is as the rest arrives', async () => {
  const front = await tricklingFront(env.site.url);
  try {
    for (const { path } of DEMO_PAGES) {
      const { page, close } = await openPage(env.browser, { viewport: TALL });
      try {
        await page.goto(front.url + path, { waitUntil: 'load' });
        await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]);
        const [painted, arrived, size] = await page.evaluate(() => {
          const navigation = performance.getEntriesByType('navigation')[0];
          const paint = performance.getEntriesByName('first-contentful-paint')[0];
          return [paint.startTime, navigation.responseEnd, navigation.decodedBodySize];
        });
        // A page longer than the first round trip is drawn before its last piece comes.
        if (size > FIRST_BYTES) assert.ok(painted < arrived, `${path} was drawn in pieces`);
        assert.deepEqual(await layoutShifts(page), [], `${path} moved as it arrived`);
      } finally {
        await close();
      }
    }
  } finally {
    await front.stop();
  }
});
