/**
 * `<sq-relative-time>` on the demo home page (its Studio news item), as a visitor's Chromium
 * and its accessibility tree give it: SPEC §9 relative time.
 */
/* global document -- in functions the browser runs (page.evaluate) */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openPage, useSiteAndBrowser, waitForUpgrade } from './helpers.mjs';

const env = useSiteAndBrowser();
const SECOND = 1000;
const HOUR = 3600 * SECOND;

/** The demo's relative time: its `datetime` as a moment, and its server text. */
async function demoMoment() {
  const html = await (await fetch(`${env.site.url}/`)).text();
  const match = /<sq-relative-time datetime="([^"]+)"\s*>([^<]*)</.exec(html);
  assert.ok(match, 'the home page holds a <sq-relative-time datetime>');
  return { at: Date.parse(match[1]), serverText: match[2].trim() };
}

/** The upgraded element's <time>, as what the visitor sees and what Chromium's tree says. */
async function readTime(page) {
  const time = page.locator('sq-relative-time time').first();
  const cdp = await page.context().newCDPSession(page);
  const { result } = await cdp.send('Runtime.evaluate', {
    expression: `document.querySelector('sq-relative-time').shadowRoot.querySelector('time')`,
  });
  const { node } = await cdp.send('DOM.describeNode', { objectId: result.objectId });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
    backendNodeId: node.backendNodeId,
    fetchRelatives: false,
  });
  const { nodes: all } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  return {
    text: await time.textContent(),
    title: await time.getAttribute('title'),
    role: nodes[0]?.role?.value,
    description: nodes[0]?.description?.value,
    /** Every text Chromium gives assistive technology on the page. */
    texts: all.filter((n) => !n.ignored).map((n) => n.name?.value ?? ''),
  };
}

test('SPEC §9: the news item reads "about 20 seconds ago"; the full date is its accessible description', async () => {
  const { at, serverText } = await demoMoment();
  const { page, problems, close } = await openPage(env.browser);
  try {
    await page.clock.setFixedTime(at + 25 * SECOND);
    await page.goto(`${env.site.url}/`, { waitUntil: 'load' });
    await waitForUpgrade(page, ['sq-relative-time']);
    const time = await readTime(page);
    assert.equal(time.text, 'about 20 seconds ago');
    assert.equal(time.role, 'time');
    assert.match(time.title, /^November 23, 2026 at \d{1,2}:\d{2}\s[AP]M$/);
    assert.equal(time.description, time.title);
    assert.ok(time.texts.includes('about 20 seconds ago'));
    assert.ok(!time.texts.some((t) => t.includes(serverText)), 'the server text is not read too');
    assert.deepEqual(problems(), []);
  } finally {
    await close();
  }
});

test('SPEC §9: the phrase moves on with the clock at the next 5000 ms refresh', async () => {
  const { at } = await demoMoment();
  const { page, close } = await openPage(env.browser);
  try {
    await page.clock.setFixedTime(at + 3 * SECOND);
    await page.goto(`${env.site.url}/`, { waitUntil: 'load' });
    await waitForUpgrade(page, ['sq-relative-time']);
    const phrase = page.locator('sq-relative-time time').first();
    assert.equal(await phrase.textContent(), 'just now');
    await page.clock.setFixedTime(at + 2 * HOUR);
    // Nothing redraws it but the shared refresh timer.
    await page.waitForFunction(
      () => document.querySelector('sq-relative-time')?.shadowRoot?.textContent === '2 hours ago',
      null,
      { timeout: 10_000 },
    );
  } finally {
    await close();
  }
});

test('without JavaScript the server text stands', async () => {
  const { serverText } = await demoMoment();
  const context = await env.browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${env.site.url}/`, { waitUntil: 'load' });
    assert.equal(await page.locator('sq-relative-time').first().innerText(), serverText);
  } finally {
    await context.close();
  }
});
