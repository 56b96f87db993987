/**
 * POST /api/widget/GetWidgetRendering (SPEC §7): the HTML that replaces a social gallery or an
 * event summary block's content. The HTML is site.json `widgets[id]`, else a plain rendering
 * of the widget's value.
 */
import * as z from 'zod';
import { escapeHtml } from '../http/respond.ts';
import { endpoint } from './pipeline.ts';
import { jsonOrText } from './fields.ts';
import { eventSummaryAnswer } from '../collections/summary-fill.ts';

const widget = z.object({
  type: z.union([z.string().min(1), z.number().int()]),
  id: z.string().min(1).max(200),
  value: z.unknown(),
});

/** A plain rendering of a widget: its value as a list (arrays) or a paragraph. */
export function defaultRendering(type: string | number, id: string, value: unknown): string {
  const text = (item: unknown) =>
    escapeHtml(typeof item === 'string' ? item : (JSON.stringify(item) ?? ''));
  const content = Array.isArray(value)
    ? `<ul>${value.map((item) => `<li>${text(item)}</li>`).join('')}</ul>`
    : `<p>${text(value ?? '')}</p>`;
  return `<div class="sq-widget-rendering" data-widget-type="${escapeHtml(String(type))}" data-widget-id="${escapeHtml(id)}">${content}</div>`;
}

/**
 * POST /api/widget/GetWidgetRendering: widgetJSON `{type, id, value}`[, collectionId] →
 * `{data: {html}}`, the shape SPEC §7 reads (`data.html` replaces the block's content). A widget
 * site.json configures answers its rendering; otherwise, with `collectionId` (an event summary),
 * the upcoming events of that events collection, `value` saying how many and what of each (404
 * for an unknown collection, 400 for another kind).
 */
export const widgetRendering = endpoint({
  method: 'POST',
  path: '/api/widget/GetWidgetRendering',
  schema: z.object({
    widgetJSON: jsonOrText(widget),
    collectionId: z.string().min(1).max(200).optional(),
  }),
  handle({ widgetJSON, collectionId }, ex) {
    const configured = ex.app.config.widgets[widgetJSON.id];
    // An event summary block: its events collection's next events (server/collections/summary-fill.ts).
    if (configured === undefined && collectionId !== undefined) {
      return eventSummaryAnswer(ex.app, collectionId, widgetJSON.value);
    }
    const html = configured ?? defaultRendering(widgetJSON.type, widgetJSON.id, widgetJSON.value);
    return { body: { data: { html } } };
  },
});
