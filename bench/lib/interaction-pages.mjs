// The pages of the interaction bench (bench/interaction.mjs): each page's entry under
// bench/interaction/ built with Vite into a folder, HTML around it holding the same 20 slides,
// and one local static server for all of them.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { build } from 'vite';
import { ROOT } from '../../scripts/entries.mjs';
import { SHIPPED_BUILD } from './bundle.mjs';

/** Slides on every page: the demo images, repeated. */
export const SLIDES = 20;
const IMAGES = join(ROOT, 'demo/images');
const ENTRIES = join(ROOT, 'bench/interaction');
/** The element sources our page is built from. */
export const OUR_SOURCES = ['elements/gallery/sq-gallery.ts', 'elements/lightbox/sq-lightbox.ts'];

/** Width and height from a JPEG's start-of-frame segment. */
export function jpegSize(bytes) {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) throw new Error('not a JPEG segment');
    const marker = bytes[at + 1];
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  throw new Error('no start-of-frame segment');
}

/** The 20 slides: demo/images cycled, each with its size and an alt text. */
export function slides() {
  const files = readdirSync(IMAGES)
    .filter((f) => f.endsWith('.jpg'))
    .sort();
  return Array.from({ length: SLIDES }, (_, i) => {
    const file = files[i % files.length];
    const { width, height } = jpegSize(readFileSync(join(IMAGES, file)));
    return { id: `s${i + 1}`, src: `/img/${file}`, width, height, alt: file.replace(/-/g, ' ') };
  });
}

/** Both galleries 800 px wide at 3:2 (the stacked design's default box). */
const STYLE = `body { margin: 0; font: 16px sans-serif; }
.stage { width: 800px; margin: 40px auto; }
.swiper { width: 100%; aspect-ratio: 3 / 2; }
.swiper-slide img { display: block; width: 100%; height: 100%; object-fit: cover; }`;

const page = (title, head, body) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>${STYLE}</style>${head}</head>
<body><main class="stage">${body}</main></body></html>`;

/** Our gallery, in the public contract's markup. */
function oursBody(items) {
  const json = JSON.stringify({ design: 'stacked', loop: true, keyboard: true, lightbox: true });
  const figures = items.map(
    (s) =>
      `<figure data-slide-id="${s.id}"><img data-src="${s.src}" ` +
      `data-image-dimensions="${s.width}x${s.height}" alt="${s.alt}"></figure>`,
  );
  return `<sq-gallery data-block-json='${json}'>${figures.join('')}</sq-gallery>`;
}

/** Swiper's markup with PhotoSwipe's links on the slides. */
function peerBody(items) {
  const slidesHtml = items.map(
    (s) =>
      `<div class="swiper-slide"><a href="${s.src}" data-pswp-width="${s.width}" ` +
      `data-pswp-height="${s.height}"><img src="${s.src}" loading="lazy" alt="${s.alt}"></a></div>`,
  );
  return (
    `<div class="swiper"><div class="swiper-wrapper">${slidesHtml.join('')}</div>` +
    '<div class="swiper-pagination"></div><div class="swiper-button-prev"></div>' +
    '<div class="swiper-button-next"></div></div>'
  );
}

/** The pages: entry module under bench/interaction/, and the body around the gallery. */
export const PAGES = {
  ours: { entry: 'ours.mjs', body: oursBody },
  peer: { entry: 'peer.mjs', body: peerBody },
};

/**
 * Builds one page's entry with Vite (minified, code split as a site would ship it) into
 * `outDir/NAME/`; returns the page's HTML.
 * @param {keyof typeof PAGES} name
 * @param {string} outDir
 */
export async function buildPage(name, outDir) {
  const dir = join(outDir, name);
  await build({
    configFile: false,
    root: ROOT,
    logLevel: 'silent',
    publicDir: false,
    base: `/assets/${name}/`,
    build: {
      ...SHIPPED_BUILD,
      outDir: dir,
      emptyOutDir: true,
      rolldownOptions: {
        input: { [name]: join(ENTRIES, PAGES[name].entry) },
        output: {
          format: 'es',
          entryFileNames: '[name].js',
          chunkFileNames: '[name]-[hash].js',
          assetFileNames: '[name]-[hash][extname]',
        },
      },
    },
  });
  const css = readdirSync(dir).filter((f) => f.endsWith('.css'));
  const head =
    css.map((f) => `<link rel="stylesheet" href="/assets/${name}/${f}">`).join('') +
    `<script type="module" src="/assets/${name}/${name}.js"></script>`;
  return page(name, head, PAGES[name].body(slides()));
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
};

/** A file under `dir` for a URL path below it, or undefined when outside or missing. */
function fileUnder(dir, rest) {
  const file = normalize(join(dir, decodeURIComponent(rest)));
  return file.startsWith(dir + '/') && existsSync(file) ? file : undefined;
}

/**
 * Serves `/NAME` (HTML of `pages`), `/assets/...` (the built files in `outDir`) and `/img/...`
 * (demo/images; any query is ignored) on 127.0.0.1 and a free port.
 * @param {Record<string, string>} pages
 * @param {string} outDir
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function serve(pages, outDir) {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const name = path.slice(1);
    let file;
    if (path.startsWith('/assets/')) file = fileUnder(outDir, path.slice('/assets/'.length));
    if (path.startsWith('/img/')) file = fileUnder(IMAGES, path.slice('/img/'.length));
    if (Object.hasOwn(pages, name)) {
      res.writeHead(200, { 'content-type': TYPES['.html'] }).end(pages[name]);
    } else if (path === '/favicon.ico') {
      res.writeHead(204).end();
    } else if (file) {
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      res.writeHead(200, { 'content-type': type }).end(readFileSync(file));
    } else {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
