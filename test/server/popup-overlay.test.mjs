/**
 * The popup overlay's content in the served pages (SPEC §2 page type 104, §3 "Popup overlay"):
 * `<template id="sq-popup-overlay-content">` with the popup page's `<main>` content.
 */
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { makeSite, start } from './helpers.mjs';

const POPUP_PAGE = `<!doctype html><html lang="en"><head><title>Notes</title></head><body>
<header><a href="/">Home</a></header>
<main id="main"><h1>Studio notes</h1><sq-newsletter data-block-json='{"formId":"newsletter"}'><p>Sign up by email.</p></sq-newsletter></main>
<footer>Footer</footer></body></html>`;

const SETTINGS = { style: 2, pagePath: '/popup', version: 1, displayFrequency: 7 };

/** A server for the fixture site with a popup page and the overlay `settings`. */
async function siteWith(settings) {
  const site = makeSite({
    config: {
      websiteSettings: { popupOverlaySettings: settings },
      pages: {
        '/popup': { pageType: 104 },
        '/gallery': { pageType: 106 },
        '/typed': { pageType: 205 },
        '/search': { pageType: 102 },
      },
    },
  });
  writeFileSync(join(site, 'popup.html'), POPUP_PAGE);
  return start({ site });
}

/** The content of the page's popup overlay template, or undefined when it has none. */
function templateOf(html) {
  const matches = [
    ...html.matchAll(/<template id="sq-popup-overlay-content">([\s\S]*?)<\/template>/g),
  ];
  assert.ok(matches.length <= 1, 'at most one template');
  return matches[0]?.[1];
}

test('SPEC §3: with style show, a page carries the popup page’s <main> content in its template, before </body>', async () => {
  const env = await siteWith(SETTINGS);
  try {
    for (const path of ['/', '/search']) {
      const html = await (await env.client().get(path)).text();
      assert.equal(
        templateOf(html),
        '<h1>Studio notes</h1><sq-newsletter data-block-json=\'{"formId":"newsletter"}\'><p>Sign up by email.</p></sq-newsletter>',
        path,
      );
      assert.match(html, /<\/template><\/body>/, `${path}: the template is the body’s last child`);
      assert.doesNotMatch(templateOf(html), /Footer|<header/, 'only the main content');
    }
  } finally {
    await env.stop();
  }
});

test('SPEC §2: the popup page itself, pages of type 104–106, the cart and checkout pages, and the not-found page carry no template', async () => {
  const env = await siteWith(SETTINGS);
  try {
    const client = env.client();
    const popup = await client.get('/popup');
    assert.equal(popup.status, 200);
    const popupHtml = await popup.text();
    assert.match(popupHtml, /<h1>Studio notes<\/h1>/, 'the popup page shows its content');
    assert.equal(templateOf(popupHtml), undefined, '/popup');
    for (const path of ['/gallery', '/typed', '/no-such-page']) {
      assert.equal(templateOf(await (await client.get(path)).text()), undefined, path);
    }
  } finally {
    await env.stop();
  }
});

test('SPEC §3: style none (1), no style, or a popup page that does not exist: no template', async () => {
  for (const settings of [
    { ...SETTINGS, style: 1 },
    { ...SETTINGS, style: undefined },
    { ...SETTINGS, pagePath: '/missing' },
    { ...SETTINGS, pagePath: undefined },
  ]) {
    const env = await siteWith(settings);
    try {
      const html = await (await env.client().get('/')).text();
      assert.equal(templateOf(html), undefined, JSON.stringify(settings));
    } finally {
      await env.stop();
    }
  }
});
