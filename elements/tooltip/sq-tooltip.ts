/**
 * Registers `<sq-tooltip>`. The only module of the tooltip with a side effect: import it to use
 * the tag; import `./tooltip.ts` for the class alone.
 */
import { define } from '../shared/define.ts';
import { SqTooltip } from './tooltip.ts';

export { SqTooltip };
export type { SqTooltipOpener } from './tooltip.ts';

define('sq-tooltip', SqTooltip);

declare global {
  interface HTMLElementTagNameMap {
    'sq-tooltip': SqTooltip;
  }
}
