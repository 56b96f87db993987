// The size bench's budget logic (bench/lib/budgets.mjs) on made-up rows, and bench/budgets.json
// against the peers bench/lib/chunks.mjs builds.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  checkAbsolute,
  checkBudgets,
  checkRelative,
  readBudgets,
} from '../../bench/lib/budgets.mjs';
import { PEERS } from '../../bench/lib/chunks.mjs';

const SWIPER = 'Swiper (core + modules)';
const size = (gzip) => ({ min: gzip * 3, gzip });
const base = { name: 'base', litIncluded: size(13000) };
const gallery = (own, standalone = own + 13000) => ({
  name: 'sq-gallery',
  own: size(own),
  litExternal: size(own + 5000),
  litIncluded: size(standalone),
});
const peer = (name, gzip, peerOf = 'sq-gallery') => ({ name, peerOf, litIncluded: size(gzip) });
const half = { 'sq-gallery': { atMost: 0.5, of: SWIPER } };

test('absolute budget: a chunk within its budget passes, one over it fails', () => {
  const rows = [base, gallery(9001)];
  const results = checkAbsolute(rows, { base: 15000, 'sq-gallery': 9000 });
  assert.deepEqual(
    results.map((r) => [r.name, r.ok]),
    [
      ['base', true],
      ['sq-gallery', false],
    ],
  );
  assert.match(results[1].message, /9001 B gzip, OVER its budget of 9000 B/);
});

test('absolute budget: a chunk without a budget and a budget without a chunk both fail', () => {
  const results = checkAbsolute([base, gallery(100)], { base: 15000, 'sq-video': 4000 });
  const byName = Object.fromEntries(results.map((r) => [r.name, r]));
  assert.equal(byName['sq-gallery'].ok, false);
  assert.match(byName['sq-gallery'].message, /no budget in bench\/budgets.json/);
  assert.equal(byName['sq-video'].ok, false);
  assert.match(byName['sq-video'].message, /no such chunk was built/);
});

test('absolute budget: peers are not budgeted', () => {
  const results = checkAbsolute([base, peer(SWIPER, 26000)], { base: 15000 });
  assert.deepEqual(
    results.map((r) => r.name),
    ['base'],
  );
});

test('relative budget: the figure beyond the base is held to a share of the peer', () => {
  const within = checkRelative([base, gallery(13000, 26000), peer(SWIPER, 26000)], half);
  assert.equal(within.length, 1);
  assert.equal(within[0].ok, true, within[0].message);
  assert.equal(within[0].limit, 13000);
  assert.equal(within[0].beyondBase, 13000);
  assert.equal(within[0].standalone, 26000);
  assert.match(within[0].message, /13000 B gzip beyond base \(26000 B standalone\), within 0.5/);

  const over = checkRelative([base, gallery(13001), peer(SWIPER, 26000)], half);
  assert.equal(over[0].ok, false);
  assert.match(over[0].message, /OVER 0.5 × Swiper \(core \+ modules\) \(26000 B\) = 13000 B/);
});

test('relative budget: the peer named counts, not another peer of the same element', () => {
  const rows = [base, gallery(5000), peer('Embla', 8000), peer(SWIPER, 26000)];
  const [result] = checkRelative(rows, half);
  assert.equal(result.ok, true);
  assert.equal(result.peerGzip, 26000);
});

test('relative budget: a missing chunk fails and says which', () => {
  const [result] = checkRelative([base, peer(SWIPER, 26000)], half);
  assert.equal(result.ok, false);
  assert.match(result.message, /^sq-gallery: .*no sq-gallery chunk was built/);
});

test('relative budget: a missing peer fails and lists the peers that were built', () => {
  const [result] = checkRelative([base, gallery(100), peer('Embla', 8000)], half);
  assert.equal(result.ok, false);
  assert.match(result.message, /no peer of that name was built \(peers built: "Embla"\)/);
});

test('relative budget: an entry without a positive atMost or a peer name fails', () => {
  const rows = [base, gallery(100), peer(SWIPER, 26000)];
  for (const rule of [{ of: SWIPER }, { atMost: 0, of: SWIPER }, { atMost: '0.5', of: SWIPER }]) {
    const [result] = checkRelative(rows, { 'sq-gallery': rule });
    assert.equal(result.ok, false, JSON.stringify(rule));
    assert.match(result.message, /needs "atMost" \(a number above 0\) and "of"/);
  }
  const [noPeer] = checkRelative(rows, { 'sq-gallery': { atMost: 0.5 } });
  assert.equal(noPeer.ok, false);
});

test('checkBudgets runs the absolute checks, then the relative ones', () => {
  const rows = [base, gallery(9500), peer(SWIPER, 26000)];
  const results = checkBudgets(rows, {
    gzipBytes: { base: 15000, 'sq-gallery': 9000 },
    relative: half,
  });
  assert.deepEqual(
    results.map((r) => [r.name, r.ok]),
    [
      ['base', true],
      ['sq-gallery', false],
      ['sq-gallery', true],
    ],
  );
});

test('bench/budgets.json: each relative budget names a peer of its own element', () => {
  const { gzipBytes, relative } = readBudgets();
  assert.ok(Object.keys(relative).length > 0);
  for (const [tag, rule] of Object.entries(relative)) {
    const names = (PEERS[tag] ?? []).map((p) => p.name);
    assert.ok(names.includes(rule.of), `${tag}: "${rule.of}" is not among ${names.join(', ')}`);
    assert.ok(gzipBytes[tag] > 0, `${tag} has a relative budget but no absolute one`);
  }
  assert.equal(relative['sq-gallery'].atMost, 0.5);
  assert.match(relative['sq-gallery'].of, /^Swiper/);
  assert.equal(relative['sq-lightbox'].atMost, 0.5);
  assert.match(relative['sq-lightbox'].of, /^PhotoSwipe/);
});
