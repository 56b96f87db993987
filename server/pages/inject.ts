/**
 * Reading and filling a template's page context (ARCHITECTURE.md public contract 2):
 * `<script type="application/json" id="sq-context">{...}</script>`.
 */

const CONTEXT_SCRIPT =
  /<script\b[^>]*\bid\s*=\s*["']?sq-context["']?[^>]*>([\s\S]*?)<\/script\s*>/i;
const PAGE_TYPE_META = /<meta\b[^>]*\bname\s*=\s*["']?sq-page-type["']?[^>]*>/i;
const CONTENT_ATTR = /\bcontent\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/** The page type a template declares with `<meta name="sq-page-type" content="N">`, if any. */
export function metaPageType(html: string): number | undefined {
  const meta = PAGE_TYPE_META.exec(html)?.[0];
  if (!meta) return undefined;
  const match = CONTENT_ATTR.exec(meta);
  const value = Number((match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim());
  return Number.isInteger(value) ? value : undefined;
}

/** The JSON object a template's own `sq-context` holds (empty when absent or not an object). */
export function templateContext(html: string): Record<string, unknown> {
  const body = CONTEXT_SCRIPT.exec(html)?.[1]?.trim();
  if (!body) return {};
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** `value` as JSON that is safe inside a `<script>` element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** The context element holding `context`. */
export function contextScript(context: unknown): string {
  return `<script type="application/json" id="sq-context">${scriptJson(context)}</script>`;
}

/**
 * `html` with its `sq-context` element holding `context`: the template's element is replaced,
 * or one is inserted at the end of `<head>` (at the start of the document when there is none).
 */
export function fillContext(html: string, context: unknown): string {
  const script = contextScript(context);
  if (CONTEXT_SCRIPT.test(html)) return html.replace(CONTEXT_SCRIPT, () => script);
  const headEnd = /<\/head\s*>/i.exec(html);
  if (headEnd) return html.slice(0, headEnd.index) + script + html.slice(headEnd.index);
  const opening = /<head\b[^>]*>/i.exec(html) ?? /<html\b[^>]*>/i.exec(html);
  if (opening) {
    const at = opening.index + opening[0].length;
    return html.slice(0, at) + script + html.slice(at);
  }
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  const at = doctype ? doctype[0].length : 0;
  return html.slice(0, at) + script + html.slice(at);
}

const YEAR_ELEMENT = /(<time\b[^>]*\bdata-sq-year\b[^>]*>)[^<]*(<\/time\s*>)/gi;

/**
 * `html` with each `<time data-sq-year>` holding `year` (a footer's copyright year stays the
 * current one without anyone editing the template); its `datetime` attribute follows.
 */
export function fillYear(html: string, year: number): string {
  return html.replace(YEAR_ELEMENT, (_match, open: string, close: string) => {
    const opening = /\bdatetime\s*=/i.test(open)
      ? open.replace(/\bdatetime\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/i, `datetime="${year}"`)
      : open.replace(/>$/, ` datetime="${year}">`);
    return `${opening}${year}${close}`;
  });
}
