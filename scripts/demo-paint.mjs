// The painting kit of the demo's pictures and film (scripts/demo-images.mjs, demo-film.mjs): a
// room, a glazed piece thrown on the wheel, lit from the left, drawn on a canvas in headless
// Chromium. `installPaintKit` runs in the page and defines `window.paintKit`.
/* global document, window -- in functions the browser runs (page.evaluate) */
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from './chromium.mjs';

/**
 * Runs in the page: defines `window.paintKit` with the pieces' profiles and heights, a seeded
 * `random`, and the drawing helpers (`canvas`, `gradient`, `room`, `speckle`, `bodyPath`,
 * `drawPiece`).
 */
export function installPaintKit() {
  /** Half-widths from the foot up, as fractions of the piece's height. */
  const PROFILES = {
    vase: [0.2, 0.3, 0.42, 0.44, 0.36, 0.22, 0.13, 0.12, 0.16],
    bowl: [0.45, 0.7, 1.05, 1.3, 1.45, 1.5],
    jar: [0.3, 0.45, 0.55, 0.58, 0.55, 0.45, 0.32, 0.3],
    cup: [0.3, 0.36, 0.4, 0.42, 0.44, 0.45],
    mug: [0.36, 0.4, 0.41, 0.41, 0.41, 0.42],
    bottle: [0.22, 0.3, 0.36, 0.37, 0.32, 0.18, 0.09, 0.08, 0.08, 0.1],
    plate: [1.6, 3.2, 3.8, 4.0],
    pitcher: [0.28, 0.38, 0.44, 0.44, 0.38, 0.32, 0.32, 0.36],
    moon: [0.22, 0.42, 0.52, 0.56, 0.55, 0.5, 0.38, 0.24, 0.24],
    teabowl: [0.55, 0.8, 0.95, 1.02, 1.05],
    planter: [0.36, 0.4, 0.44, 0.47, 0.5, 0.52],
  };
  const HEIGHTS = {
    vase: 0.62,
    bowl: 0.3,
    jar: 0.5,
    cup: 0.34,
    mug: 0.34,
    bottle: 0.66,
    plate: 0.1,
    pitcher: 0.5,
    moon: 0.6,
    teabowl: 0.2,
    planter: 0.36,
  };
  /** Shapes whose inside shows its glaze rather than a dark opening. */
  const OPEN = new Set(['bowl', 'plate', 'teabowl']);

  let seed = 7;
  /** The next number of a seeded sequence in [0, 1): the same pictures on every run. */
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  /** Starts the sequence of `random` again at `value`. */
  const reseed = (value) => {
    seed = value;
  };

  function canvas(width, height) {
    const c = document.createElement('canvas');
    c.width = width;
    c.height = height;
    return [c, c.getContext('2d')];
  }

  function gradient(g, x0, y0, x1, y1, stops) {
    const fill = g.createLinearGradient(x0, y0, x1, y1);
    stops.forEach((colour, i) => fill.addColorStop(i / (stops.length - 1), colour));
    return fill;
  }

  /** A wall above `horizon` and a table or floor below it. */
  function room(g, width, height, horizon, wall, floor) {
    g.fillStyle = gradient(g, 0, 0, width, horizon, wall);
    g.fillRect(0, 0, width, horizon);
    g.fillStyle = gradient(g, 0, horizon, 0, height, floor);
    g.fillRect(0, horizon, width, height - horizon);
  }

  /** Speckles over the box, clipped by whatever clip is set. */
  function speckle(g, x, y, w, h, count, alpha) {
    g.globalAlpha = alpha;
    for (let i = 0; i < count; i += 1) {
      g.fillStyle = random() > 0.5 ? '#ffffff' : '#000000';
      const size = 1 + random() * 3;
      g.fillRect(x + random() * w, y + random() * h, size, size);
    }
    g.globalAlpha = 1;
  }

  /** The body outline through `points` ([half-width, y] from the foot up), mirrored about `cx`. */
  function bodyPath(g, cx, points) {
    const outline = (side) => {
      const pts = side > 0 ? points : [...points].reverse();
      for (let i = 0; i < pts.length - 1; i += 1) {
        const [r0, y0] = pts[i];
        const [r1, y1] = pts[i + 1];
        g.quadraticCurveTo(cx + side * r0, y0, cx + (side * (r0 + r1)) / 2, (y0 + y1) / 2);
      }
      const [rl, yl] = pts[pts.length - 1];
      g.lineTo(cx + side * rl, yl);
    };
    g.beginPath();
    g.moveTo(cx, points[0][1]);
    outline(1);
    g.lineTo(cx - points[points.length - 1][0], points[points.length - 1][1]);
    outline(-1);
    g.closePath();
  }

  /**
   * Paints one piece standing at (`cx`, `foot`), `h` pixels tall: its shadow, the glazed body
   * lit from the left, a bare foot, a handle or spout, and the rim seen from a little above.
   */
  function drawPiece(g, p, cx, foot, h, { shadow = true, specks = 400 } = {}) {
    const profile = PROFILES[p.shape];
    const points = profile.map((r, i) => [r * h * 0.5, foot - (i / (profile.length - 1)) * h]);
    const maxR = Math.max(...points.map(([r]) => r));
    if (shadow) {
      g.fillStyle = 'rgba(30, 18, 10, 0.35)';
      g.beginPath();
      g.ellipse(
        cx + h * 0.12,
        foot,
        points[0][0] * 1.6 + h * 0.1,
        Math.max(4, h * 0.05),
        0,
        0,
        Math.PI * 2,
      );
      g.fill();
    }
    if (p.shape === 'mug' || p.shape === 'pitcher') {
      // The handle: a loop on the right, pulled from the same clay.
      g.strokeStyle = p.glaze;
      g.lineWidth = Math.max(4, h * 0.07);
      g.lineCap = 'round';
      g.beginPath();
      const top = foot - h * 0.8;
      const bottom = foot - h * 0.3;
      const r = points[Math.round(points.length * 0.6)][0];
      g.moveTo(cx + r * 0.9, top);
      g.bezierCurveTo(
        cx + r + h * 0.38,
        top - h * 0.02,
        cx + r + h * 0.3,
        bottom + h * 0.05,
        cx + r * 0.95,
        bottom,
      );
      g.stroke();
    }
    g.save();
    bodyPath(g, cx, points);
    g.clip();
    g.fillStyle = p.glaze;
    g.fillRect(cx - maxR, foot - h, maxR * 2, h);
    if (p.foot) {
      g.fillStyle = p.foot;
      g.fillRect(cx - maxR, foot - h * (p.shape === 'plate' ? 0.3 : 0.12), maxR * 2, h);
    }
    g.globalAlpha = 0.45;
    g.fillStyle = gradient(g, cx - maxR, 0, cx + maxR, 0, [
      p.glaze,
      '#ffffff',
      p.glaze,
      p.glaze,
      '#1c120c',
    ]);
    g.fillRect(cx - maxR, foot - h, maxR * 2, h);
    g.globalAlpha = 1;
    speckle(g, cx - maxR, foot - h, maxR * 2, h, specks, 0.08);
    g.restore();
    const [rimR, rimY] = points[points.length - 1];
    const open = OPEN.has(p.shape);
    const ry = Math.max(2, rimR * (p.shape === 'plate' ? 0.3 : 0.22));
    g.beginPath();
    g.ellipse(cx, rimY, rimR, ry, 0, 0, Math.PI * 2);
    if (open) {
      g.fillStyle = gradient(g, cx - rimR, rimY - ry, cx + rimR, rimY + ry, [
        '#1c120c',
        p.inside ?? p.glaze,
        p.inside ?? p.glaze,
      ]);
      g.globalAlpha = 0.95;
      g.fill();
      g.globalAlpha = 1;
    } else {
      g.fillStyle = 'rgba(20, 12, 8, 0.55)';
      g.fill();
    }
    g.strokeStyle = p.glaze;
    g.lineWidth = Math.max(2, h * (p.shape === 'plate' ? 0.12 : 0.015));
    g.stroke();
    if (p.shape === 'pitcher') {
      // The spout: a pinch in the rim on the left.
      g.fillStyle = p.glaze;
      g.beginPath();
      g.moveTo(cx - rimR * 0.8, rimY - ry * 0.6);
      g.quadraticCurveTo(cx - rimR * 1.35, rimY - ry * 1.4, cx - rimR * 1.25, rimY - ry * 0.1);
      g.quadraticCurveTo(cx - rimR * 1.0, rimY + ry * 0.4, cx - rimR * 0.8, rimY + ry * 0.6);
      g.fill();
    }
  }

  window.paintKit = {
    PROFILES,
    HEIGHTS,
    random,
    reseed,
    canvas,
    gradient,
    room,
    speckle,
    bodyPath,
    drawPiece,
  };
}

/**
 * Runs `paint(page)` in a headless Chromium page that holds the paint kit and `install`'s
 * definitions (a function run in the page after the kit), then closes the browser.
 */
export async function withPaintKit(install, paint) {
  const browser = await chromium.launch(chromiumLaunchOptions({ shell: false }));
  try {
    const page = await browser.newPage();
    await page.evaluate(installPaintKit);
    await page.evaluate(install);
    return await paint(page);
  } finally {
    await browser.close();
  }
}

/** Writes the bytes of a `data:` URL to `path` and answers how many there were. */
export function writeDataUrl(path, dataUrl) {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  writeFileSync(path, bytes);
  return bytes.length;
}
