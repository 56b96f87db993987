/**
 * The request log of the third-party proof (ARCHITECTURE.md "Third-party embeds"): before the
 * visitor has consent and asks for an embed, not one request may leave the site's origin, and
 * none may reach the site server's doubles of third parties under `/third-party/`.
 */

/** Paths of the site server's third-party doubles: a request there stands for a third party. */
export const THIRD_PARTY_PATH = '/third-party/';

/**
 * Starts recording, on `page`, every request to another origin than the site's or to a path
 * under `/third-party/` (web requests only: `data:` and `blob:` addresses load nothing). Call it
 * before `page.goto`: the site's origin is that of the page's first navigation, unless
 * `siteOrigin` names it.
 * @param {import('playwright-core').Page} page
 * @param {{ siteOrigin?: string }} [options]
 * @returns {string[]} the addresses requested, in order; the array fills as requests are made
 */
export function thirdPartyRequests(page, { siteOrigin } = {}) {
  const seen = [];
  let origin = siteOrigin && new URL(siteOrigin).origin;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!/^(https?|wss?):$/.test(url.protocol)) return;
    if (!origin && request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      origin = url.origin;
    }
    if ((origin && url.origin !== origin) || url.pathname.startsWith(THIRD_PARTY_PATH)) {
      seen.push(request.url());
    }
  });
  return seen;
}
