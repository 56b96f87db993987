import { html, nothing, svg, type PropertyValues, type SVGTemplateResult } from 'lit';
import { state } from 'lit/decorators.js';
import { siteCurrency } from '../shared/commerce/site-currency.ts';
import { prefersReducedMotion } from '../shared/motion.ts';
import { SqBlock } from '../shared/sq-block.ts';
import {
  bars,
  linePoints,
  niceScale,
  pieSlices,
  xOf,
  yOf,
  type Plot,
  type Scale,
} from './chart-geometry.ts';
import { chartSchema, type ChartData } from './chart.schema.ts';
import { chartStyles, CHART_COLORS } from './chart.styles.ts';
import { valueFormatter } from './chart-values.ts';

/** Width drawn before the element has been measured (and in a page without layout). */
const DEFAULT_WIDTH = 640;
/** The drawing's height: 9/16 of its width, within these bounds (px). */
const MIN_HEIGHT = 240;
const MAX_HEIGHT = 420;

const KIND = { bar: 'bar chart', line: 'line chart', pie: 'pie chart' } as const;

/** The colour class of series (or slice) `n`: the palette repeats after its last colour. */
const colour = (n: number): string => `c${n % CHART_COLORS.length}`;

/**
 * A bar, line or pie chart drawn as SVG from the block's data, with the same data as a table.
 *
 * The server markup is the data as a plain `<table>` (what a visitor without JavaScript reads);
 * upgraded, the element draws from `data-block-json` alone: the title, the chart (an SVG with
 * `role="img"`, named "title, bar chart"; its shapes are not read out one by one), a legend (the
 * series, or a pie's slices with their share), and the data again as a table behind a "Show the
 * data" disclosure. Bars are grouped per label, one per series, from 0; a line chart has a line
 * and a dot per series; a pie draws the first series, clockwise from 12 o'clock. The value axis
 * takes round steps and always includes 0. Values read as `valueFormat` says: numbers in the
 * page's language, percentages (25 is 25%), or amounts in the site currency
 * (`websiteSettings.storeSettings.selectedCurrency`).
 *
 * The drawing is as wide as the element and 9/16 as tall (240 to 420 px), redrawn when its width
 * changes, so text keeps its size on a phone. Colours are the custom properties
 * `--sq-chart-color-1` … `--sq-chart-color-8` (a theme sets them once on `:root`); in forced
 * colours the series take system colours. The shapes fade in unless the visitor asked for
 * reduced motion (or `nomotion=true`).
 *
 * @summary A bar, line or pie chart in SVG, with a legend and its data as a table.
 *
 * @slot - The server markup: the data as a table. Shown only while the element is not upgraded.
 *
 * @event sq-error - `data-block-json` is invalid.
 *
 * @csspart title - The chart's title over the drawing.
 * @csspart svg - The drawing.
 * @csspart legend - The legend's list.
 * @csspart legend-item - One entry of the legend.
 * @csspart swatch - The colour of a legend entry.
 * @csspart data - The "Show the data" disclosure.
 * @csspart table - The data table.
 *
 * @cssproperty [--sq-chart-color-1=#1f6fb2] - First series (or slice); `--sq-chart-color-2` … `-8` follow.
 * @cssproperty [--sq-chart-grid-color=color-mix(in srgb, currentColor 18%, transparent)] - The value axis' lines.
 * @cssproperty [--sq-chart-slice-border=#fff] - The line between a pie's slices.
 * @cssproperty [--sq-chart-focus-color=currentColor] - Keyboard focus outline.
 */
export class SqChart extends SqBlock<ChartData> {
  static override styles = chartStyles;

  protected override readonly schema = chartSchema;

  /** The element's width in px, as last measured. */
  @state() private width = DEFAULT_WIDTH;

  #resize?: ResizeObserver;

  override connectedCallback(): void {
    super.connectedCallback();
    this.#resize ??= new ResizeObserver(([entry]) => {
      const width = Math.round(entry?.contentRect.width ?? 0);
      // Drawn on the next frame: redrawing inside the observer's callback changes the element's
      // height while the observer still delivers (a "ResizeObserver loop" error).
      if (width > 0 && width !== this.width) requestAnimationFrame(() => (this.width = width));
    });
    this.#resize.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#resize?.disconnect();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (!this.hasUpdated && this.clientWidth > 0) this.width = Math.round(this.clientWidth);
  }

  protected override renderBlock(data: ChartData): unknown {
    const format = valueFormatter(data.valueFormat, siteCurrency());
    const width = this.width;
    const height = Math.round(Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, (width * 9) / 16)));
    const still = prefersReducedMotion() ? 'still' : '';
    return html`<p part="title" aria-hidden="true">${data.title}</p>
      <svg
        part="svg"
        class=${still}
        role="img"
        aria-label="${data.title}, ${KIND[data.type]}"
        viewBox="0 0 ${width} ${height}"
        width=${width}
        height=${height}
      >
        ${
          data.type === 'pie'
            ? this.#pie(data, width, height)
            : this.#axes(data, width, height, format)
        }
      </svg>
      ${this.#legend(data, format)}
      <details part="data">
        <summary>Show the data</summary>
        ${this.#table(data, format)}
      </details>`;
  }

  /** Bar and line charts: value gridlines and ticks, labels, axis titles, then the marks. */
  #axes(data: ChartData, width: number, height: number, format: (v: number) => string) {
    const { labels, series } = data.data;
    const left = 64 + (data.yAxisTitle ? 20 : 0);
    const bottom = 30 + (data.xAxisTitle ? 22 : 0);
    const plot: Plot = { left, top: 12, width: width - left - 16, height: height - 12 - bottom };
    const scale = niceScale(series.flatMap((s) => s.values));
    const grid = scale.ticks.map((tick) => {
      const y = yOf(tick, scale, plot);
      return svg`<line class=${tick === 0 ? 'grid zero' : 'grid'} x1=${plot.left} x2=${plot.left + plot.width} y1=${y} y2=${y}></line>
        <text class="tick" x=${plot.left - 8} y=${y} text-anchor="end" dominant-baseline="middle">${format(tick)}</text>`;
    });
    const xLabels = labels.map(
      (label, i) =>
        svg`<text class="label" x=${xOf(i, labels.length, plot)} y=${plot.top + plot.height + 18} text-anchor="middle">${label}</text>`,
    );
    const titles = [
      data.yAxisTitle
        ? svg`<text class="axis-title" transform="translate(14 ${plot.top + plot.height / 2}) rotate(-90)" text-anchor="middle">${data.yAxisTitle}</text>`
        : nothing,
      data.xAxisTitle
        ? svg`<text class="axis-title" x=${plot.left + plot.width / 2} y=${height - 6} text-anchor="middle">${data.xAxisTitle}</text>`
        : nothing,
    ];
    const marks =
      data.type === 'bar' ? this.#bars(data, scale, plot) : this.#lines(data, scale, plot);
    return svg`${grid}${xLabels}${titles}<g class="marks">${marks}</g>`;
  }

  #bars(data: ChartData, scale: Scale, plot: Plot): SVGTemplateResult[] {
    const values = data.data.series.map((s) => s.values);
    return bars(values, scale, plot).map(
      (bar) =>
        svg`<rect class="bar ${colour(bar.series)}" x=${bar.x} y=${bar.y} width=${bar.width} height=${bar.height}></rect>`,
    );
  }

  #lines(data: ChartData, scale: Scale, plot: Plot): SVGTemplateResult[] {
    return data.data.series.map((series, s) => {
      const points = linePoints(series.values, scale, plot);
      const d = points.map(([x, y], i) => `${i ? 'L' : 'M'} ${x} ${y}`).join(' ');
      return svg`<g class=${colour(s)}><path class="line" d=${d}></path>${points.map(
        ([x, y]) => svg`<circle class="dot" cx=${x} cy=${y} r="4"></circle>`,
      )}</g>`;
    });
  }

  #pie(data: ChartData, width: number, height: number): SVGTemplateResult {
    const radius = Math.min(width, height) / 2 - 8;
    const slices = pieSlices(data.data.series[0]!.values, width / 2, height / 2, radius);
    return svg`<g class="marks">${slices.map(
      (slice) => svg`<path class="slice ${colour(slice.index)}" d=${slice.path}></path>`,
    )}</g>`;
  }

  /** The legend: the series, or for a pie its labels with each one's share of the whole. */
  #legend(data: ChartData, format: (v: number) => string) {
    const { labels, series } = data.data;
    let entries: string[];
    if (data.type === 'pie') {
      const values = series[0]!.values;
      const total = values.reduce((sum, v) => sum + v, 0);
      const share = valueFormatter('percent', siteCurrency());
      // Percentages already are shares; other values get theirs beside them.
      entries = labels.map((label, i) =>
        data.valueFormat === 'percent'
          ? `${label}: ${format(values[i]!)}`
          : `${label}: ${format(values[i]!)} (${share(total ? (values[i]! / total) * 100 : 0)})`,
      );
    } else {
      entries = series.map((s) => s.name);
    }
    return html`<ul part="legend" role="list">
      ${entries.map(
        (entry, i) =>
          html`<li part="legend-item">
            <span part="swatch" class=${colour(i)} aria-hidden="true"></span>${entry}
          </li>`,
      )}
    </ul>`;
  }

  #table(data: ChartData, format: (v: number) => string) {
    const { labels, series } = data.data;
    return html`<table part="table">
      <caption>
        ${data.title}
      </caption>
      <thead>
        <tr>
          ${data.xAxisTitle ? html`<th scope="col">${data.xAxisTitle}</th>` : html`<td></td>`}
          ${series.map((s) => html`<th scope="col">${s.name}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${labels.map(
          (label, i) =>
            html`<tr>
              <th scope="row">${label}</th>
              ${series.map((s) => html`<td>${format(s.values[i]!)}</td>`)}
            </tr>`,
        )}
      </tbody>
    </table>`;
  }
}
