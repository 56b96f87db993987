/**
 * The SPEC §3 "Error report": what one script error says, and the `{event, data, timestamp}`
 * entry it is sent as (SPEC §7 POST /api/events/RecordJavascriptErrors; `data` is the report's
 * JSON text, the shape server/api/events.ts accepts).
 */
import { ERROR_REPORT_STACK_MAX_CHARS } from '../constants/limits.ts';
import { trackingAllowed } from '../consent/consent.ts';

/** Where an error came from: an uncaught error, an unhandled rejection, or a captured one. */
export type ErrorReportEvent = 'error' | 'unhandledrejection' | 'exception';

/** What the error itself says (file, line and column only an uncaught error event knows). */
export interface ErrorFacts {
  message: string;
  stack: string | null;
  file: string | null;
  line: number | null;
  column: number | null;
}

/** The page a report comes from. */
export interface ErrorReportPage {
  app: string;
  websiteId: string | null;
  templateId: string | null;
}

/** The SPEC §3 error report (sent as the JSON text of an entry's `data`). */
export interface ErrorReport extends ErrorFacts, ErrorReportPage {
  customData: Record<string, unknown> | null;
  url: string;
  userAgent: string;
}

/** One entry of the RecordJavascriptErrors array. */
export interface ErrorReportEntry {
  event: ErrorReportEvent;
  /** The {@link ErrorReport} as JSON text. */
  data: string;
  /** When the error happened, ms since the epoch. */
  timestamp: number;
}

/** `text` cut to the SPEC §9 stack limit (5000 characters). */
export function trimText(text: string, max = ERROR_REPORT_STACK_MAX_CHARS): string {
  return text.length > max ? text.slice(0, max) : text;
}

/** A readable message for any thrown value: an error's message, a string, else its JSON or text. */
function messageOf(value: unknown): string {
  if (value instanceof Error) return value.message || value.name;
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) {
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string') return message;
    try {
      return JSON.stringify(value) ?? String(value);
    } catch {
      return Object.prototype.toString.call(value);
    }
  }
  return String(value);
}

/** The stack of a thrown value, when it has one. */
function stackOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const stack = (value as { stack?: unknown }).stack;
  return typeof stack === 'string' && stack !== '' ? stack : null;
}

/** The facts of any thrown value (message and stack trimmed to 5000 characters). */
export function factsOf(value: unknown): ErrorFacts {
  const stack = stackOf(value);
  return {
    message: trimText(messageOf(value)),
    stack: stack === null ? null : trimText(stack),
    file: null,
    line: null,
    column: null,
  };
}

/** The facts of a window `error` event: its error's, plus the file, line and column. */
export function factsOfErrorEvent(event: ErrorEvent): ErrorFacts {
  const facts = factsOf(event.error ?? event.message);
  if (event.error == null && event.message) facts.message = trimText(event.message);
  return {
    ...facts,
    file: event.filename || null,
    line: event.lineno || null,
    column: event.colno || null,
  };
}

/** The key two reports of the same error share (message and stack). */
export function dedupeKey(facts: ErrorFacts): string {
  return `${facts.message}\n${facts.stack ?? ''}`;
}

/** The entry for `facts` seen on `page` at `timestamp`. */
export function reportEntry(
  event: ErrorReportEvent,
  facts: ErrorFacts,
  page: ErrorReportPage,
  customData: Record<string, unknown> | null,
  timestamp: number,
  view: Window = window,
): ErrorReportEntry {
  // Without consent under a restrictive policy, the page visited is not told (SPEC §4): its
  // address (also the file of an inline script) becomes the site's origin.
  const { href, origin } = view.location;
  const allowed = trackingAllowed();
  const withoutPage = <T extends string | null>(text: T): T =>
    (text === null || allowed ? text : text.split(href).join(`${origin}/`)) as T;
  const report: ErrorReport = {
    app: page.app,
    message: facts.message,
    stack: withoutPage(facts.stack),
    file: withoutPage(facts.file),
    line: facts.line,
    column: facts.column,
    customData,
    websiteId: page.websiteId,
    templateId: page.templateId,
    url: withoutPage(href),
    userAgent: view.navigator.userAgent,
  };
  return { event, data: safeJson(report), timestamp };
}

/** `report` as JSON; custom data that cannot be written as JSON is replaced by its text. */
function safeJson(report: ErrorReport): string {
  try {
    return JSON.stringify(report);
  } catch {
    return JSON.stringify({ ...report, customData: { unserialisable: String(report.customData) } });
  }
}
