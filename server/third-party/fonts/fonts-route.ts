/**
 * `GET /third-party/fonts/css2`: the local double of the fonts service's stylesheet API. It
 * answers, like the service, a stylesheet of `@font-face` rules, one per family and style asked
 * for (`family=Fraunces:wght@400;600`, `family=Inter:ital,wght@0,400;1,700`, `family=Inter`),
 * with the `display` asked for as `font-display`; but each face's `src` is `local(...)` (the
 * family as installed, then a generic one), so the double needs no font file and no network.
 * A site points `websiteSettings.thirdPartyEmbeds.urls.fonts` at it.
 *
 * `?fail=error` answers 404; `?fail=timeout` never answers (the client's time-out runs out).
 */
import type { Exchange } from '../../app.ts';
import { sendJson } from '../../http/respond.ts';

/** Where the double is served. */
export const FONTS_DOUBLE_PATH = '/third-party/fonts/css2';

/** One face of a family: its style and weight. */
interface Face {
  style: 'normal' | 'italic';
  weight: string;
}

/** The faces a `family` value asks for (`Name`, `Name:wght@400;700`, `Name:ital,wght@0,400;1,700`). */
export function facesOf(value: string): { family: string; faces: Face[] } {
  const [family = '', spec = ''] = value.split(':', 2);
  const [axesText = '', tuplesText = ''] = spec.split('@', 2);
  const axes = axesText.split(',').filter(Boolean);
  const tuples = tuplesText.split(';').filter(Boolean);
  if (!axes.length || !tuples.length) {
    return { family: family.trim(), faces: [{ style: 'normal', weight: '400' }] };
  }
  const faces = tuples.map((tuple) => {
    const values = tuple.split(',');
    const of = (axis: string) => values[axes.indexOf(axis)];
    return {
      style: of('ital') === '1' ? ('italic' as const) : ('normal' as const),
      weight: /^\d+(\.\.\d+)?$/.test(of('wght') ?? '') ? of('wght')!.replace('..', ' ') : '400',
    };
  });
  return { family: family.trim(), faces };
}

/** A CSS string literal of `text`. */
const cssString = (text: string) => `'${text.replace(/[\\'\n]/g, (c) => `\\${c}`)}'`;

/** The stylesheet for the `family` values, each face `font-display: display`. */
export function fontsStylesheet(families: string[], display: string): string {
  return families
    .map(facesOf)
    .filter(({ family }) => family !== '')
    .flatMap(({ family, faces }) =>
      faces.map(
        ({ style, weight }) =>
          `@font-face {\n  font-family: ${cssString(family)};\n  font-style: ${style};\n  font-weight: ${weight};\n  font-display: ${display};\n  src: local(${cssString(family)});\n}\n`,
      ),
    )
    .join('');
}

/** Answers the fonts double (see the module comment). */
export function serveFontsDouble(ex: Exchange): void {
  const { searchParams, pathname } = ex.url;
  const fail = searchParams.get('fail');
  if (fail === 'timeout') return; // never answered: the connection closes with the server
  if (fail === 'error') {
    return sendJson(ex.res, 404, { error: `${pathname} failed on purpose (fail=error)` });
  }
  const families = searchParams.getAll('family');
  if (!families.length) return sendJson(ex.res, 400, { error: 'Missing family parameter' });
  const display = /^(auto|block|swap|fallback|optional)$/.test(searchParams.get('display') ?? '')
    ? searchParams.get('display')!
    : 'auto';
  ex.res.writeHead(200, {
    'Content-Type': 'text/css; charset=utf-8',
    'Cache-Control': 'no-store',
    'Access-Control-Allow-Origin': '*',
  });
  ex.res.end(fontsStylesheet(families, display));
}
