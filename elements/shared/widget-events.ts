/**
 * The events of the blocks whose content the site's server renders (platform/http/widget-rendering.ts),
 * declared for typed listeners.
 */
import type { SqWidgetDetail, SqWidgetErrorDetail } from '../../platform/http/widget-rendering.ts';
import type { SqEvent } from './events.ts';

export type { SqWidgetDetail, SqWidgetErrorDetail };

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-widget-render': SqEvent<SqWidgetDetail>;
    'sq-widget-error': SqEvent<SqWidgetErrorDetail>;
  }
}
