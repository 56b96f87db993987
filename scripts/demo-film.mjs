// Films a vase thrown on the wheel for the demo site (demo/videos/throwing.webm, 640x360, VP9, no
// sound, and its last frame as the poster, throwing-poster.jpg): centring, opening, pulling up
// the walls and shaping, drawn on a canvas with the paint kit of scripts/demo-paint.mjs and
// recorded in real time by the browser's MediaRecorder (so the bytes differ from run to run).
//   node scripts/demo-film.mjs
/* global document, MediaRecorder, requestAnimationFrame, window -- in functions the browser runs */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './entries.mjs';
import { withPaintKit, writeDataUrl } from './demo-paint.mjs';

const VIDEOS = join(ROOT, 'demo', 'videos');
/** Length of the film in seconds. */
const LENGTH = 8;

/** Runs in the page: defines `window.throwing.film(options)`. */
function installFilm() {
  const { random, reseed, canvas, gradient, room, bodyPath } = window.paintKit;

  const smooth = (t) => t * t * (3 - 2 * t);
  /** Linear blend of two lists of numbers. */
  const blend = (a, b, t) => a.map((x, i) => x + (b[i] - x) * t);

  /**
   * The clay's profile at `t` seconds into a film of `length` seconds: centring a mound,
   * opening it, pulling the walls up into a cylinder, then swelling a belly and collaring a
   * neck. Nine half-widths from the foot up, and the height, in pixels; `wall` is the opening's
   * share of the rim (0: a closed mound).
   */
  function clayAt(t, length) {
    const STAGES = [
      // [time share, half-widths (fractions of 100 px), height px, opening]
      [0, [1.0, 1.0, 0.98, 0.94, 0.86, 0.74, 0.58, 0.38, 0.12], 70, 0],
      [0.18, [0.9, 0.9, 0.88, 0.85, 0.8, 0.72, 0.6, 0.45, 0.22], 80, 0],
      [0.34, [0.82, 0.82, 0.82, 0.82, 0.81, 0.8, 0.8, 0.79, 0.78], 70, 0.7],
      [0.7, [0.6, 0.6, 0.6, 0.6, 0.6, 0.6, 0.59, 0.59, 0.58], 170, 0.86],
      [1, [0.52, 0.66, 0.76, 0.78, 0.7, 0.52, 0.36, 0.32, 0.4], 190, 0.82],
    ];
    const share = Math.min(1, Math.max(0, t / length));
    let i = 0;
    while (i < STAGES.length - 2 && share > STAGES[i + 1][0]) i += 1;
    const [s0, r0, h0, o0] = STAGES[i];
    const [s1, r1, h1, o1] = STAGES[i + 1];
    const k = smooth(Math.min(1, Math.max(0, (share - s0) / (s1 - s0))));
    // While centring, the mound still wobbles, less and less.
    const wobble = share < 0.34 ? Math.sin(t * 9) * 0.05 * (1 - share / 0.34) : 0;
    return {
      radii: blend(r0, r1, k).map((r, j) => (r + wobble * (j % 2 ? 1 : -1)) * 100),
      height: h0 + (h1 - h0) * k,
      opening: o0 + (o1 - o0) * k,
    };
  }

  /**
   * One frame of the throwing film at `t` seconds: the wheel turning (marks on its head and
   * specks of grog in the clay go round at one turn a second), the clay in its stage.
   */
  function throwingFrame(g, t, { width, height, length }) {
    room(g, width, height, height * 0.62, ['#e9e2d6', '#cdbda9'], ['#8c7a68', '#5a4a3c']);
    const cx = width / 2;
    const head = height * 0.8;
    const turn = t * Math.PI * 2;
    // Splash pan and wheel head.
    g.fillStyle = gradient(g, cx - 250, 0, cx + 250, 0, ['#6f8796', '#b9c7cf', '#56697a']);
    g.beginPath();
    g.ellipse(cx, head + 14, 250, 50, 0, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = '#2c2f33';
    g.beginPath();
    g.ellipse(cx, head + 8, 214, 40, 0, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = gradient(g, cx - 160, 0, cx + 160, 0, ['#8d9399', '#e4e7ea', '#7b8187']);
    g.beginPath();
    g.ellipse(cx, head, 160, 30, 0, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = '#5d646b';
    for (let k = 0; k < 12; k += 1) {
      const a = turn + (k * Math.PI) / 6;
      if (Math.cos(a) < 0) continue; // only the front half of the head shows its marks
      g.fillRect(cx + Math.sin(a) * 145 - 3, head + Math.cos(a) * 26 - 2, 6, 4);
    }
    // The clay.
    const { radii, height: h, opening } = clayAt(t, length);
    const points = radii.map((r, i) => [r, head - (i / (radii.length - 1)) * h]);
    const maxR = Math.max(...radii);
    g.save();
    bodyPath(g, cx, points);
    g.clip();
    g.fillStyle = gradient(g, cx - maxR, 0, cx + maxR, 0, [
      '#7a5a45',
      '#c9a78b',
      '#a9836a',
      '#8f6c55',
      '#4a3326',
    ]);
    g.fillRect(cx - maxR, head - h, maxR * 2, h);
    // Throwing rings: the ridges the fingers leave, lower halves of ellipses round the body.
    g.strokeStyle = 'rgba(60, 38, 26, 0.22)';
    g.lineWidth = 2;
    for (let i = 1; i < 9; i += 1) {
      const y = head - (i / 9) * h;
      const r = radii[Math.min(radii.length - 1, Math.round((i / 9) * (radii.length - 1)))];
      g.beginPath();
      g.ellipse(cx, y, r, r * 0.12, 0, 0, Math.PI);
      g.stroke();
    }
    // Grog specks going round with the wheel.
    reseed(11);
    for (let k = 0; k < 90; k += 1) {
      const a = random() * Math.PI * 2 + turn;
      const v = random();
      if (Math.cos(a) < 0.1) continue;
      const r = radii[Math.min(radii.length - 1, Math.floor(v * radii.length))];
      g.fillStyle = random() > 0.5 ? 'rgba(255, 240, 220, 0.5)' : 'rgba(40, 24, 16, 0.5)';
      g.fillRect(cx + Math.sin(a) * r - 1.5, head - v * h - 1.5, 3, 3);
    }
    // The sheen of water, where the light from the window falls.
    g.fillStyle = 'rgba(255, 255, 255, 0.18)';
    g.fillRect(cx - maxR * 0.55, head - h, maxR * 0.18, h);
    g.restore();
    // The rim: a closed top while centring, then the opening.
    const [rimR, rimY] = points[points.length - 1];
    g.fillStyle = '#9c7a62';
    g.beginPath();
    g.ellipse(cx, rimY, Math.max(rimR, 4), Math.max(rimR * 0.2, 2), 0, 0, Math.PI * 2);
    g.fill();
    if (opening > 0) {
      g.fillStyle = '#3a2519';
      g.beginPath();
      g.ellipse(cx, rimY, rimR * opening, rimR * 0.2 * opening, 0, 0, Math.PI * 2);
      g.fill();
    }
  }

  /**
   * Records the film: `length` seconds drawn in real time on a `width`×`height` canvas, VP9 at
   * `bitrate`. Answers the WebM bytes (base64) and its last frame, the poster, as a JPEG.
   */
  async function film({ width, height, length, bitrate, quality }) {
    const [c, g] = canvas(width, height);
    const options = { width, height, length };
    throwingFrame(g, 0, options);
    const recorder = new MediaRecorder(c.captureStream(24), {
      mimeType: 'video/webm;codecs=vp9',
      videoBitsPerSecond: bitrate,
    });
    const chunks = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    const start = performance.now();
    await new Promise((resolve) => {
      const frame = () => {
        const t = (performance.now() - start) / 1000;
        throwingFrame(g, Math.min(t, length), options);
        if (t < length) requestAnimationFrame(frame);
        else resolve();
      };
      frame();
    });
    recorder.stop();
    await stopped;
    const blob = new Blob(chunks, { type: 'video/webm' });
    // A player must know the length before the file has loaded (the seek bar needs it).
    const probe = document.createElement('video');
    probe.src = URL.createObjectURL(blob);
    await new Promise((resolve) => (probe.onloadedmetadata = resolve));
    if (!Number.isFinite(probe.duration))
      throw new Error('the recording does not state its length');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    throwingFrame(g, length, options);
    return { webm: btoa(binary), poster: c.toDataURL('image/jpeg', quality) };
  }

  window.throwing = { film };
}

await withPaintKit(installFilm, async (page) => {
  const options = { width: 640, height: 360, length: LENGTH, bitrate: 300_000, quality: 0.72 };
  const { webm, poster } = await page.evaluate((o) => window.throwing.film(o), options);
  const video = Buffer.from(webm, 'base64');
  writeFileSync(join(VIDEOS, 'throwing.webm'), video);
  const size = writeDataUrl(join(VIDEOS, 'throwing-poster.jpg'), poster);
  console.log(`throwing.webm 640x360 ${LENGTH} s ${video.length} bytes; poster ${size} bytes`);
});
