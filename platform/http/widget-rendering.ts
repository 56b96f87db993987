/**
 * A block's rendering by the site's own server (SPEC §7 GetWidgetRendering), for the blocks whose
 * content the server renders: the social and photo-sharing galleries and the event summary. The
 * answer's `data.html` is sanitized (platform/dom/sanitize-html.ts) before it reaches the page.
 */
import { IMAGE_LAZY_MARGIN_PX } from '../constants/limits.ts';
import { setSanitizedHtml } from '../dom/sanitize-html.ts';
import { post } from './data-client.ts';

/** SPEC §7: where the site's server renders a widget. */
export const WIDGET_RENDERING_PATH = '/api/widget/GetWidgetRendering';

/** Detail of `sq-widget-render` and `sq-widget-error`: which widget. */
export interface SqWidgetDetail {
  type: string | number;
  id: string;
}

/** Detail of `sq-widget-error`: the widget, and why its rendering could not be had. */
export interface SqWidgetErrorDetail extends SqWidgetDetail {
  message: string;
}

/** The widget asked for: SPEC §7 widgetJSON `{type, id, value}`. */
export interface WidgetRequest extends SqWidgetDetail {
  value?: unknown;
}

/** The answer SPEC §7 reads: `data.html`. */
interface RenderingAnswer {
  data?: { html?: unknown };
}

/**
 * Asks for `widget`'s rendering: `POST /api/widget/GetWidgetRendering`, form-encoded, with the
 * field `widgetJSON` and, for an event summary, `collectionId`. Resolves with a new `<div>`
 * holding the answer's `data.html`, sanitized; rejects when the request fails, the answer holds
 * no `data.html`, or the sanitizer cannot load.
 */
export async function requestWidgetRendering(
  widget: WidgetRequest,
  options: { collectionId?: string; signal?: AbortSignal } = {},
): Promise<HTMLDivElement> {
  const { collectionId, signal } = options;
  const answer = await post<RenderingAnswer>(WIDGET_RENDERING_PATH, {
    data: { widgetJSON: widget, ...(collectionId === undefined ? {} : { collectionId }) },
    encoding: 'form',
    ...(signal ? { signal } : {}),
  });
  const rendering = answer?.data?.html;
  if (typeof rendering !== 'string') throw new Error('the answer holds no data.html');
  const content = document.createElement('div');
  await setSanitizedHtml(content, rendering);
  return content;
}

/**
 * Calls `onNear` once, when `host` first comes within 200 px of the viewport (where pictures
 * start loading, SPEC §9), unless `signal` aborts first.
 */
export function whenNear(host: Element, signal: AbortSignal, onNear: () => void): void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: `${IMAGE_LAZY_MARGIN_PX}px` },
  );
  observer.observe(host);
  signal.addEventListener('abort', () => observer.disconnect(), { once: true });
}
