/**
 * Registers `<sq-chart>`. The only module of the chart with a side effect: import it to use the
 * tag; import `./chart.ts` for the class alone.
 */
import { define } from '../shared/define.ts';
import { SqChart } from './chart.ts';

export { SqChart };
export type { ChartData } from './chart.schema.ts';

define('sq-chart', SqChart);

declare global {
  interface HTMLElementTagNameMap {
    'sq-chart': SqChart;
  }
}
