// The page bench's peer pages: a demo page built from the libraries a site builder would pick
// instead of ours, bundled in this run with the size bench's peers (PEERS in chunks.mjs).
import { PEERS } from './chunks.mjs';
import { bundle, bundleCss } from './bundle.mjs';

/** What every page runs: the cookie banner, analytics and telemetry (keys of PEERS). */
const EVERY_PAGE = ['sq-cookie-banner', 'analytics', 'telemetry'];

/**
 * Blocks whose peers are more than their own PEERS entry: a gallery opens a lightbox (ours loads
 * `<sq-lightbox>` on the first open, PhotoSwipe its core).
 */
const BLOCK_PEERS = { 'sq-gallery': ['sq-gallery', 'sq-lightbox'] };

/**
 * Our elements that the blocks in `tags` load on demand and that are not on the page already.
 * @param {string[]} tags
 */
export function onDemandTags(tags) {
  const more = tags.flatMap((tag) => BLOCK_PEERS[tag] ?? []).filter((t) => !tags.includes(t));
  return [...new Set(more)];
}

/**
 * The peers of a page holding `tags`: what every page runs, then the first PEERS entry of each
 * block on it (the one users pick most), each peer once.
 * @param {string[]} tags the page's sq- elements
 * @returns {{ name: string, entry: string, css?: string[] }[]}
 */
export function pagePeers(tags) {
  const keys = [...EVERY_PAGE, ...tags.flatMap((tag) => BLOCK_PEERS[tag] ?? [tag])];
  const peers = keys.map((key) => PEERS[key]?.[0]).filter((peer) => peer !== undefined);
  return [...new Map(peers.map((peer) => [peer.entry, peer])).values()];
}

/**
 * @typedef {object} PeerPage
 * @property {string[]} names the peers on it
 * @property {number} js gzip bytes of the JavaScript it loads: one bundle of every peer, as a site
 *   would build it, without what the peers import on demand
 * @property {number} separate gzip bytes of the same peers bundled one file each (what loading each
 *   from its own script costs; file-by-file gzip, as ours is counted), summed
 * @property {number} onDemand gzip bytes of what they import on demand (PhotoSwipe's core, on the
 *   first open), bundled together; 0 when nothing
 * @property {number} css gzip bytes of the peers' stylesheets, bundled together
 */

const built = new Map();

/**
 * The peer page of a page holding `tags`, built once per set of peers.
 * @param {string[]} tags
 * @returns {Promise<PeerPage>}
 */
export function peerPage(tags) {
  const peers = pagePeers(tags);
  const key = peers.map((peer) => peer.entry).join('\n');
  if (!built.has(key)) built.set(key, buildPeerPage(peers));
  return built.get(key);
}

const alone = new Map();

/** One peer bundled on its own, without what it imports on demand: its gzip bytes. */
function aloneGzip(peer) {
  if (!alone.has(peer.entry)) {
    alone.set(
      peer.entry,
      bundle({ entry: peer.entry, lazy: () => true }).then((b) => b.gzip),
    );
  }
  return alone.get(peer.entry);
}

async function buildPeerPage(peers) {
  const code = peers
    .map((peer, i) => `export * as peer${i} from ${JSON.stringify(peer.entry)};`)
    .join('\n');
  const page = await bundle({ code, lazy: () => true });
  let separate = 0;
  for (const peer of peers) separate += await aloneGzip(peer);
  const later = page.lazy
    .map((spec, i) => `export * as lazy${i} from ${JSON.stringify(spec)};`)
    .join('\n');
  const css = peers.flatMap((peer) => peer.css ?? []);
  return {
    names: peers.map((peer) => peer.name),
    js: page.gzip,
    separate,
    onDemand: later ? (await bundle({ code: later })).gzip : 0,
    css: css.length ? (await bundleCss(css)).gzip : 0,
  };
}
