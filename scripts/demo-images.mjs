// Draws the demo site's pictures (demo/images/*.jpg): pots, bowls and cups on a shelf, painted on
// a canvas in headless Chromium and saved as JPEG. Deterministic: the same files on every run.
//   node scripts/demo-images.mjs
/* global document -- in functions the browser runs (page.evaluate) */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from './chromium.mjs';
import { ROOT } from './entries.mjs';

const OUT = join(ROOT, 'demo', 'images');
/** JPEG quality of every picture. */
const QUALITY = 0.72;

/**
 * The pictures: file name, size, and what stands on the shelf. A piece is a profile (half-widths
 * from the foot up, as fractions of its height), a glaze and a place.
 */
const PICTURES = [
  {
    file: 'studio-shelf.jpg',
    width: 1200,
    height: 800,
    wall: ['#efe4d6', '#d9c6b0'],
    table: '#8c6a4f',
    pieces: [
      { shape: 'vase', glaze: '#3f6e74', x: 0.2, h: 0.62 },
      { shape: 'bowl', glaze: '#c9a46a', x: 0.44, h: 0.26 },
      { shape: 'jar', glaze: '#8d3f2c', x: 0.66, h: 0.48 },
      { shape: 'cup', glaze: '#e9e4da', x: 0.86, h: 0.28 },
    ],
  },
  piece('celadon-vase.jpg', 'vase', '#8fb3a0', ['#f1ebe2', '#dccfbf']),
  piece('tenmoku-bowl.jpg', 'bowl', '#4a2c22', ['#e8e1d6', '#cdbfae']),
  piece('ash-jar.jpg', 'jar', '#a48a5a', ['#ece6dc', '#d2c4b2']),
  piece('white-cup.jpg', 'cup', '#f3efe8', ['#c9b8a4', '#a89179']),
  piece('cobalt-bottle.jpg', 'bottle', '#2f4d8a', ['#efe9df', '#d7cab9']),
  piece('shino-bowl.jpg', 'bowl', '#e3b89a', ['#e4dccf', '#c6b6a2']),
  piece('iron-vase.jpg', 'vase', '#5b3a2a', ['#eee7dc', '#d5c7b5']),
  piece('sage-cup.jpg', 'cup', '#9aa77f', ['#ebe4d8', '#cfc0ac']),
];

function piece(file, shape, glaze, wall) {
  const h = { vase: 0.62, bowl: 0.3, jar: 0.5, cup: 0.34, bottle: 0.66 }[shape];
  return {
    file,
    width: 800,
    height: 800,
    wall,
    table: '#7d5c43',
    pieces: [{ shape, glaze, x: 0.5, h }],
  };
}

/** Runs in the page: paints one picture and answers it as a JPEG data URL. */
function paint({ picture, quality }) {
  const PROFILES = {
    vase: [0.2, 0.3, 0.42, 0.44, 0.36, 0.22, 0.13, 0.12, 0.16],
    bowl: [0.45, 0.7, 1.05, 1.3, 1.45, 1.5],
    jar: [0.3, 0.45, 0.55, 0.58, 0.55, 0.45, 0.32, 0.3],
    cup: [0.3, 0.36, 0.4, 0.42, 0.44, 0.45],
    bottle: [0.22, 0.3, 0.36, 0.37, 0.32, 0.18, 0.09, 0.08, 0.08, 0.1],
  };
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const { width, height } = picture;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const g = canvas.getContext('2d');
  const horizon = height * 0.72;

  const wall = g.createLinearGradient(0, 0, width, horizon);
  wall.addColorStop(0, picture.wall[0]);
  wall.addColorStop(1, picture.wall[1]);
  g.fillStyle = wall;
  g.fillRect(0, 0, width, horizon);
  const table = g.createLinearGradient(0, horizon, 0, height);
  table.addColorStop(0, picture.table);
  table.addColorStop(1, '#4e3626');
  g.fillStyle = table;
  g.fillRect(0, horizon, width, height - horizon);

  for (const p of picture.pieces) {
    const profile = PROFILES[p.shape];
    const h = p.h * height;
    const cx = p.x * width;
    const foot = horizon + height * 0.06;
    const points = profile.map((r, i) => [r * h * 0.5, foot - (i / (profile.length - 1)) * h]);
    // Shadow on the table.
    g.fillStyle = 'rgba(30, 18, 10, 0.35)';
    g.beginPath();
    g.ellipse(cx + h * 0.12, foot, points[0][0] * 1.6 + h * 0.1, h * 0.05, 0, 0, Math.PI * 2);
    g.fill();
    // Body: a smooth outline through the profile, mirrored.
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
    const maxR = Math.max(...points.map(([r]) => r));
    const shade = g.createLinearGradient(cx - maxR, 0, cx + maxR, 0);
    shade.addColorStop(0, p.glaze);
    shade.addColorStop(0.3, '#ffffff');
    shade.addColorStop(0.36, p.glaze);
    shade.addColorStop(1, '#1c120c');
    g.save();
    g.beginPath();
    g.moveTo(cx, foot);
    outline(1);
    g.lineTo(cx - points[points.length - 1][0], points[points.length - 1][1]);
    outline(-1);
    g.closePath();
    g.clip();
    g.fillStyle = p.glaze;
    g.fillRect(cx - maxR, foot - h, maxR * 2, h);
    g.globalAlpha = 0.45;
    g.fillStyle = shade;
    g.fillRect(cx - maxR, foot - h, maxR * 2, h);
    g.globalAlpha = 0.08;
    for (let i = 0; i < 400; i += 1) {
      g.fillStyle = random() > 0.5 ? '#ffffff' : '#000000';
      const size = 1 + random() * 3;
      g.fillRect(cx - maxR + random() * maxR * 2, foot - h + random() * h, size, size);
    }
    g.restore();
    // Rim: the opening seen from a little above.
    const [rimR, rimY] = points[points.length - 1];
    g.fillStyle = 'rgba(20, 12, 8, 0.55)';
    g.beginPath();
    g.ellipse(cx, rimY, rimR, Math.max(2, rimR * 0.22), 0, 0, Math.PI * 2);
    g.fill();
    g.strokeStyle = p.glaze;
    g.lineWidth = Math.max(2, h * 0.015);
    g.stroke();
  }
  return canvas.toDataURL('image/jpeg', quality);
}

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
try {
  const page = await browser.newPage();
  for (const picture of PICTURES) {
    const url = await page.evaluate(paint, { picture, quality: QUALITY });
    const bytes = Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
    writeFileSync(join(OUT, picture.file), bytes);
    console.log(`${picture.file} ${picture.width}x${picture.height} ${bytes.length} bytes`);
  }
} finally {
  await browser.close();
}
