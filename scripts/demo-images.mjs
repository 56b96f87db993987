// Draws the demo site's pictures (demo/images/*.jpg): pieces on a table, the wheel room, the
// kiln, the bisque rack and the glaze buckets, painted on a canvas in headless Chromium with the
// paint kit of scripts/demo-paint.mjs. Deterministic: the same files on every run.
//   node scripts/demo-images.mjs
/* global window -- in functions the browser runs (page.evaluate) */
import { join } from 'node:path';
import { ROOT } from './entries.mjs';
import { withPaintKit, writeDataUrl } from './demo-paint.mjs';

const IMAGES = join(ROOT, 'demo', 'images');
/** JPEG quality of every picture. */
const QUALITY = 0.72;

/** Walls and a table for a piece photographed alone. */
const WALLS = {
  linen: ['#f1ebe2', '#dccfbf'],
  stone: ['#e8e1d6', '#cdbfae'],
  oat: ['#ece6dc', '#d2c4b2'],
  dusk: ['#c9b8a4', '#a89179'],
  chalk: ['#efe9df', '#d7cab9'],
  sand: ['#e4dccf', '#c6b6a2'],
};

/** One piece alone on the table: a square picture. */
function piece(file, shape, glaze, wall, extra = {}) {
  return {
    file,
    width: 800,
    height: 800,
    scene: 'table',
    wall: WALLS[wall],
    pieces: [{ shape, glaze, x: 0.5, ...extra }],
  };
}

/**
 * The pictures: file, size, scene and what stands in it. A piece is a shape (a profile of
 * half-widths from the foot up), a glaze, a place (`x`, a fraction of the width) and a height
 * (`h`, a fraction of the picture's height; each shape has its own by default); `foot` is the bare
 * clay left below a dipped glaze, `inside` a liner glaze.
 */
const PICTURES = [
  {
    file: 'studio-shelf.jpg',
    width: 1200,
    height: 800,
    scene: 'table',
    wall: ['#efe4d6', '#d9c6b0'],
    pieces: [
      { shape: 'vase', glaze: '#3f6e74', x: 0.2, h: 0.62 },
      { shape: 'bowl', glaze: '#c9a46a', x: 0.44, h: 0.26 },
      { shape: 'jar', glaze: '#8d3f2c', x: 0.66, h: 0.48 },
      { shape: 'cup', glaze: '#e9e4da', x: 0.86, h: 0.28 },
    ],
  },
  // Pieces in the shop and the gallery.
  piece('celadon-vase.jpg', 'vase', '#8fb3a0', 'linen'),
  piece('tenmoku-bowl.jpg', 'bowl', '#4a2c22', 'stone', { inside: '#6b3a22' }),
  piece('ash-jar.jpg', 'jar', '#a48a5a', 'oat'),
  piece('white-cup.jpg', 'cup', '#f3efe8', 'dusk'),
  piece('cobalt-bottle.jpg', 'bottle', '#2f4d8a', 'chalk'),
  piece('shino-bowl.jpg', 'bowl', '#e3b89a', 'sand'),
  piece('iron-vase.jpg', 'vase', '#5b3a2a', 'chalk'),
  piece('sage-cup.jpg', 'cup', '#9aa77f', 'stone'),
  piece('oatmeal-mug.jpg', 'mug', '#d8ccb4', 'dusk', { foot: '#a87d5c' }),
  piece('celadon-plate.jpg', 'plate', '#9cbfae', 'oat'),
  piece('rust-pitcher.jpg', 'pitcher', '#9a4a2a', 'linen', { foot: '#b98c69' }),
  piece('moon-jar.jpg', 'moon', '#f2ece2', 'stone', { foot: '#caa98a' }),
  piece('nuka-bowl.jpg', 'bowl', '#dfe3e4', 'chalk', { inside: '#8fa9b8' }),
  piece('copper-red-vase.jpg', 'vase', '#8e1f22', 'oat', { h: 0.5 }),
  piece('speckled-planter.jpg', 'planter', '#e6dccb', 'sand'),
  {
    file: 'tea-bowls.jpg',
    width: 800,
    height: 800,
    scene: 'table',
    wall: WALLS.linen,
    pieces: [
      { shape: 'teabowl', glaze: '#2f4d6e', x: 0.24, foot: '#a87d5c' },
      { shape: 'teabowl', glaze: '#7d8f6a', x: 0.5, foot: '#a87d5c' },
      { shape: 'teabowl', glaze: '#c9a46a', x: 0.76, foot: '#a87d5c' },
    ],
  },
  // The studio.
  { file: 'wheel-room.jpg', width: 1200, height: 800, scene: 'wheels' },
  { file: 'kiln-opening.jpg', width: 1200, height: 800, scene: 'kiln' },
  { file: 'bisque-shelves.jpg', width: 1200, height: 800, scene: 'racks' },
  { file: 'glaze-buckets.jpg', width: 1200, height: 800, scene: 'buckets' },
];

/** Runs in the page: defines `window.pictures.picture(spec, quality)`, a JPEG data URL. */
function installScenes() {
  const { PROFILES, HEIGHTS, random, reseed, canvas, gradient, room, drawPiece } = window.paintKit;

  /** Pieces alone on a table (the product shots and the studio shelf). */
  function tableScene(g, spec) {
    const { width, height } = spec;
    const horizon = height * 0.72;
    room(g, width, height, horizon, spec.wall, ['#8c6a4f', '#4e3626']);
    for (const p of spec.pieces) {
      drawPiece(g, p, p.x * width, horizon + height * 0.06, (p.h ?? HEIGHTS[p.shape]) * height);
    }
  }

  /** A potter's wheel seen from the front: splash pan, wheel head, an optional piece on it. */
  function drawWheel(g, cx, y, s, clay) {
    g.fillStyle = '#3a3d40';
    g.fillRect(cx - 70 * s, y, 140 * s, 90 * s); // body
    g.fillStyle = 'rgba(20, 14, 10, 0.3)';
    g.beginPath();
    g.ellipse(cx, y + 92 * s, 120 * s, 14 * s, 0, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = gradient(g, cx - 110 * s, 0, cx + 110 * s, 0, ['#6f8796', '#b9c7cf', '#56697a']);
    g.beginPath();
    g.ellipse(cx, y, 110 * s, 26 * s, 0, 0, Math.PI * 2);
    g.fill(); // splash pan
    g.fillStyle = '#2c2f33';
    g.beginPath();
    g.ellipse(cx, y - 4 * s, 92 * s, 20 * s, 0, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = gradient(g, cx - 60 * s, 0, cx + 60 * s, 0, ['#8d9399', '#e4e7ea', '#7b8187']);
    g.beginPath();
    g.ellipse(cx, y - 10 * s, 60 * s, 13 * s, 0, 0, Math.PI * 2);
    g.fill(); // wheel head
    if (clay)
      drawPiece(g, { shape: clay, glaze: '#9b7b62' }, cx, y - 10 * s, 90 * s, {
        shadow: false,
        specks: 120,
      });
  }

  /** The wheel room: windows, three wheels with their stools, a pot being thrown on one. */
  function wheelsScene(g, { width, height }) {
    const horizon = height * 0.58;
    room(g, width, height, horizon, ['#e9e2d6', '#d6cab9'], ['#b7ada0', '#857a6d']);
    for (const x of [0.08, 0.4, 0.72]) {
      g.fillStyle = gradient(g, 0, height * 0.08, 0, height * 0.45, ['#fdfcf8', '#dfe9ec']);
      g.fillRect(x * width, height * 0.08, width * 0.2, height * 0.36);
      g.strokeStyle = '#8a7560';
      g.lineWidth = 8;
      g.strokeRect(x * width, height * 0.08, width * 0.2, height * 0.36);
      g.beginPath();
      g.moveTo((x + 0.1) * width, height * 0.08);
      g.lineTo((x + 0.1) * width, height * 0.44);
      g.stroke();
    }
    g.fillStyle = '#7a5a40';
    g.fillRect(0, horizon - height * 0.05, width, height * 0.02); // a ledge of tools and buckets
    const wheels = [
      [0.16, 0.7, 1.5, 'cup'],
      [0.84, 0.68, 1.4, null],
      [0.5, 0.8, 2.1, 'jar'],
    ];
    for (const [x, y, s, clay] of wheels) drawWheel(g, x * width, y * height, s, clay);
  }

  /** Bricks around an arch, a glowing kiln chamber with two shelves of glazed pots. */
  function kilnScene(g, { width, height }) {
    g.fillStyle = '#4b2f22';
    g.fillRect(0, 0, width, height);
    const bw = 90;
    const bh = 34;
    for (let row = 0; row * bh < height; row += 1) {
      for (let col = -1; col * bw < width; col += 1) {
        const x = col * bw + (row % 2 ? bw / 2 : 0);
        const tone = 90 + Math.floor(random() * 40);
        g.fillStyle = `rgb(${tone + 45}, ${tone + 5}, ${tone - 20})`;
        g.fillRect(x + 3, row * bh + 3, bw - 6, bh - 6);
      }
    }
    const [x0, x1, top, bottom] = [width * 0.2, width * 0.8, height * 0.12, height * 0.92];
    g.beginPath();
    g.moveTo(x0, bottom);
    g.lineTo(x0, top + (x1 - x0) * 0.2);
    g.quadraticCurveTo(width / 2, top - height * 0.08, x1, top + (x1 - x0) * 0.2);
    g.lineTo(x1, bottom);
    g.closePath();
    const glow = g.createRadialGradient(
      width / 2,
      height * 0.55,
      40,
      width / 2,
      height * 0.55,
      width * 0.4,
    );
    glow.addColorStop(0, '#f6c77a');
    glow.addColorStop(0.5, '#c8743a');
    glow.addColorStop(1, '#5a2a18');
    g.fillStyle = glow;
    g.fill();
    g.save();
    g.clip();
    const shelves = [
      [
        height * 0.5,
        [
          ['vase', '#3f6e74', 0.3],
          ['jar', '#8d3f2c', 0.42],
          ['bottle', '#2f4d8a', 0.55],
          ['cup', '#9aa77f', 0.67],
        ],
      ],
      [
        height * 0.88,
        [
          ['bowl', '#c9a46a', 0.33],
          ['moon', '#f2ece2', 0.5],
          ['pitcher', '#9a4a2a', 0.68],
        ],
      ],
    ];
    for (const [y, pots] of shelves) {
      g.fillStyle = '#d9cbb8';
      g.fillRect(x0, y, x1 - x0, 14);
      g.fillStyle = '#b9a58c';
      for (const post of [0.24, 0.5, 0.76]) g.fillRect(width * post - 8, y + 14, 16, height);
      for (const [shape, glaze, x] of pots) {
        drawPiece(g, { shape, glaze }, x * width, y, HEIGHTS[shape] * height * 0.42, {
          specks: 150,
        });
      }
    }
    g.restore();
  }

  /** A wooden rack of bisque-fired pots, pale and unglazed, waiting for the glaze room. */
  function racksScene(g, { width, height }) {
    room(g, width, height, height * 0.9, ['#ece4d8', '#d8cbb9'], ['#9a8a78', '#6e6052']);
    g.fillStyle = '#6d4c35';
    g.fillRect(width * 0.05, height * 0.04, 22, height * 0.9);
    g.fillRect(width * 0.95 - 22, height * 0.04, 22, height * 0.9);
    const shapes = [
      'cup',
      'bowl',
      'vase',
      'mug',
      'jar',
      'teabowl',
      'cup',
      'bottle',
      'planter',
      'bowl',
      'cup',
    ];
    let next = 0;
    for (const y of [0.3, 0.6, 0.9]) {
      const plank = height * y;
      let x = width * 0.09;
      while (x < width * 0.86) {
        const shape = shapes[next % shapes.length];
        next += 1;
        const h = HEIGHTS[shape] * height * 0.34;
        const r = Math.max(...PROFILES[shape]) * h * 0.5;
        const tone = random() > 0.5 ? '#eadccb' : '#e2cdb6';
        drawPiece(g, { shape, glaze: tone }, x + r, plank - 4, h, { specks: 60 });
        x += r * 2 + 18;
      }
      g.fillStyle = gradient(g, 0, plank, 0, plank + 20, ['#9a7252', '#6d4c35']);
      g.fillRect(width * 0.05, plank - 4, width * 0.9, 20);
    }
  }

  /** Buckets of glaze on the glaze-room floor, each labelled, their surfaces seen from above. */
  function bucketsScene(g, { width, height }) {
    room(g, width, height, height * 0.32, ['#e6ddd0', '#d3c5b3'], ['#a69a8c', '#7a6e61']);
    const glazes = [
      ['Celadon', '#8fb3a0'],
      ['Tenmoku', '#3a2219'],
      ['Shino', '#e3b89a'],
      ['Cobalt', '#2f4d8a'],
      ['Wood ash', '#a48a5a'],
      ['Copper red', '#8e1f22'],
      ['Nuka', '#dfe3e4'],
      ['Iron', '#5b3a2a'],
    ];
    g.font = 'bold 22px sans-serif';
    g.textAlign = 'center';
    glazes.forEach(([name, colour], i) => {
      const row = i < 4 ? 0 : 1;
      const s = row ? 1.25 : 1;
      const cx = width * (0.15 + (i % 4) * 0.235) + (row ? 0 : width * 0.05);
      const top = height * (row ? 0.55 : 0.3);
      const r = 110 * s;
      const h = 150 * s;
      g.fillStyle = 'rgba(30, 18, 10, 0.3)';
      g.beginPath();
      g.ellipse(cx + 20, top + h, r, r * 0.25, 0, 0, Math.PI * 2);
      g.fill();
      g.fillStyle = gradient(g, cx - r, 0, cx + r, 0, ['#c7ccd0', '#f4f5f6', '#9ca3a9']);
      g.beginPath();
      g.moveTo(cx - r, top);
      g.lineTo(cx - r * 0.88, top + h);
      g.ellipse(cx, top + h, r * 0.88, r * 0.22, 0, Math.PI, 0, true);
      g.lineTo(cx + r, top);
      g.closePath();
      g.fill();
      g.fillStyle = '#e9ecee';
      g.beginPath();
      g.ellipse(cx, top, r, r * 0.28, 0, 0, Math.PI * 2);
      g.fill();
      g.fillStyle = colour;
      g.beginPath();
      g.ellipse(cx, top + 6 * s, r * 0.9, r * 0.22, 0, 0, Math.PI * 2);
      g.fill();
      g.fillStyle = '#fffdf8';
      g.fillRect(cx - 70 * s, top + h * 0.42, 140 * s, 40 * s);
      g.fillStyle = '#2b211b';
      g.fillText(name, cx, top + h * 0.42 + 28 * s);
    });
  }

  const SCENES = {
    table: tableScene,
    wheels: wheelsScene,
    kiln: kilnScene,
    racks: racksScene,
    buckets: bucketsScene,
  };

  /** One picture of PICTURES as a JPEG data URL. */
  function picture(spec, quality) {
    reseed(7);
    const [c, g] = canvas(spec.width, spec.height);
    SCENES[spec.scene](g, spec);
    return c.toDataURL('image/jpeg', quality);
  }

  window.pictures = { picture };
}

await withPaintKit(installScenes, async (page) => {
  for (const spec of PICTURES) {
    const url = await page.evaluate(([s, q]) => window.pictures.picture(s, q), [spec, QUALITY]);
    const size = writeDataUrl(join(IMAGES, spec.file), url);
    console.log(`${spec.file} ${spec.width}x${spec.height} ${size} bytes`);
  }
});
