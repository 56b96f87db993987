/**
 * Loading a reservation widget into its container (SPEC §4 "Reservation widget block", §8, §9):
 * the provider's script is loaded with the block's account and the iframe, overlay and theme
 * parameters, and the widget counts as loaded once its picker, button and title exist.
 */
import { RESERVATION_WIDE_ABOVE_PX } from '../../platform/constants/limits.ts';
import { waitForElement } from '../../platform/dom/wait-for-element.ts';
import { loadThirdPartyScript } from '../../platform/third-party/load-script.ts';
import { thirdPartyUrl } from '../../platform/third-party/urls.ts';
import type { ReservationWidget } from './reservation-kinds.ts';
import type { ReservationData } from './reservation.schema.ts';

/** The widget's theme parameter: `wide` when the block is wider than 850 px (SPEC §9). */
export type ReservationTheme = 'wide' | 'standard';

/** The theme for a block `width` px wide. */
export function reservationTheme(width: number): ReservationTheme {
  return width > RESERVATION_WIDE_ABOVE_PX ? 'wide' : 'standard';
}

/** How long the widget's script may take to load (ours, as for every third party but follow). */
export const WIDGET_SCRIPT_TIMEOUT_MS = 30_000;

/** SPEC §8's console-only messages of the reservation widget. */
export const WIDGET_MESSAGES = {
  neverRendered: 'widget DOM never rendered',
  loadFailed: 'loadjs failed',
  reinitFailed: 'could not reloadScript and reinit block',
} as const;

/** Why a widget did not load: its script did not load, or it never drew its picker, button and title. */
export class ReservationWidgetError extends Error {
  override readonly name = 'ReservationWidgetError';

  constructor(
    message: typeof WIDGET_MESSAGES.loadFailed | typeof WIDGET_MESSAGES.neverRendered,
    options: { cause: unknown },
  ) {
    super(message, options);
  }
}

/** What {@link loadWidget} loads, and where. */
export interface WidgetLoad {
  widget: ReservationWidget;
  data: ReservationData;
  /** The element the widget draws into; it has an `id`, given to the script as `container`. */
  container: HTMLElement;
  theme: ReservationTheme;
  /** Load the script again even if it loaded before (a re-init). */
  fresh?: boolean;
  /** Stops waiting for the widget's elements. */
  signal?: AbortSignal;
}

/** The query parameters of the widget's script. */
export function widgetParams(load: WidgetLoad): Record<string, string> {
  const { widget, data, container, theme } = load;
  return {
    ...widget.params,
    [widget.accountParam]: String(data.accountId),
    iframe: String(data.iframe),
    overlay: String(data.overlay),
    theme,
    container: container.id,
  };
}

/**
 * Loads the widget: its script (30 s at most), then waits (SPEC §9's wait helper, polling every
 * 100 ms, about 5 s) until the picker, the button and the title exist in the container.
 * @throws (as a rejection) {@link ReservationWidgetError} `loadjs failed` or `widget DOM never
 *   rendered`, the underlying error as `cause`; the signal's reason when it aborts.
 */
export async function loadWidget(load: WidgetLoad): Promise<void> {
  const { widget, signal } = load;
  try {
    await loadThirdPartyScript(thirdPartyUrl(widget.source), {
      timeoutMs: WIDGET_SCRIPT_TIMEOUT_MS,
      params: widgetParams(load),
      fresh: load.fresh,
    });
  } catch (cause) {
    throw new ReservationWidgetError(WIDGET_MESSAGES.loadFailed, { cause });
  }
  signal?.throwIfAborted();
  const waiting = new AbortController();
  const stop = () => waiting.abort(signal?.reason);
  signal?.addEventListener('abort', stop, { once: true });
  try {
    const { picker, button, title } = widget.parts;
    await Promise.all(
      [picker, button, title].map((selector) =>
        waitForElement(load.container, selector, { signal: waiting.signal }),
      ),
    );
  } catch (cause) {
    signal?.throwIfAborted();
    throw new ReservationWidgetError(WIDGET_MESSAGES.neverRendered, { cause });
  } finally {
    signal?.removeEventListener('abort', stop);
    waiting.abort();
  }
}
