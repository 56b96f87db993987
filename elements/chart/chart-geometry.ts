/**
 * The geometry of a chart in SVG user units (one unit is one CSS pixel: the element draws at its
 * own width): the value scale and its ticks, the bars, the line's points and the pie's slices.
 * Pure functions of the data, so each is tested on its own.
 */

/** The plot area inside the drawing. */
export interface Plot {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A value axis from `min` to `max` in `step`s; `ticks` are the lines drawn, `min` to `max`. */
export interface Scale {
  min: number;
  max: number;
  ticks: number[];
}

/** A round step (1, 2, 2.5 or 5 times a power of ten) near `span / count`. */
function niceStep(span: number, count: number): number {
  const raw = span / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const norm = raw / magnitude;
  const factor = norm <= 1 ? 1 : norm <= 2 ? 2 : norm <= 2.5 ? 2.5 : norm <= 5 ? 5 : 10;
  return factor * magnitude;
}

/** A scale covering every value and 0, with about `count` round steps. */
export function niceScale(values: readonly number[], count = 4): Scale {
  let low = Math.min(0, ...values);
  let high = Math.max(0, ...values);
  if (low === high) high = low + 1;
  const step = niceStep(high - low, count);
  low = Math.floor(low / step) * step;
  high = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  // Counted in steps, not added up, so 0.1 + 0.2 never drifts.
  for (let i = 0; low + i * step <= high + step / 1e6; i += 1) ticks.push(round(low + i * step));
  return { min: ticks[0]!, max: ticks.at(-1)!, ticks };
}

const round = (n: number): number => Math.round(n * 1e6) / 1e6;

/** The y coordinate of `value` in `plot` on `scale`. */
export function yOf(value: number, scale: Scale, plot: Plot): number {
  return plot.top + (plot.height * (scale.max - value)) / (scale.max - scale.min);
}

/** The x coordinate of the middle of label `index`'s band (of `count`). */
export function xOf(index: number, count: number, plot: Plot): number {
  return plot.left + (plot.width * (index + 0.5)) / count;
}

/** One bar: series `series`, label `label`. */
export interface Bar {
  series: number;
  label: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Share of a label's band left empty around its group of bars. */
const BAND_PADDING = 0.2;

/** The bars of a grouped bar chart: per label a group, per series a bar, from 0 to the value. */
export function bars(series: readonly (readonly number[])[], scale: Scale, plot: Plot): Bar[] {
  const count = series[0]?.length ?? 0;
  const band = plot.width / Math.max(count, 1);
  const width = (band * (1 - BAND_PADDING)) / Math.max(series.length, 1);
  const zero = yOf(0, scale, plot);
  return series.flatMap((values, s) =>
    values.map((value, label) => {
      const y = yOf(value, scale, plot);
      return {
        series: s,
        label,
        x: plot.left + band * label + (band * BAND_PADDING) / 2 + width * s,
        y: Math.min(y, zero),
        width,
        height: Math.abs(zero - y),
      };
    }),
  );
}

/** The points of one series of a line chart, one per label at the middle of its band. */
export function linePoints(
  values: readonly number[],
  scale: Scale,
  plot: Plot,
): [number, number][] {
  return values.map((value, i) => [xOf(i, values.length, plot), yOf(value, scale, plot)]);
}

/** One slice of a pie: label `index`, its share of the whole and its SVG path. */
export interface Slice {
  index: number;
  share: number;
  /** Angles in radians, clockwise from 12 o'clock. */
  start: number;
  end: number;
  path: string;
}

const fixed = (n: number): string => String(Math.round(n * 100) / 100);

function pointAt(cx: number, cy: number, r: number, angle: number): string {
  return `${fixed(cx + r * Math.sin(angle))} ${fixed(cy - r * Math.cos(angle))}`;
}

/**
 * The slices of a pie of `values` (0 or more) centred on `cx`,`cy` with radius `r`, clockwise
 * from 12 o'clock. A value of 0 has no slice; a value that is the whole pie is a full circle.
 */
export function pieSlices(values: readonly number[], cx: number, cy: number, r: number): Slice[] {
  const total = values.reduce((sum, v) => sum + v, 0);
  if (total <= 0) return [];
  let start = 0;
  return values.flatMap((value, index) => {
    if (value <= 0) return [];
    const share = value / total;
    const end = start + share * 2 * Math.PI;
    const path =
      share >= 1
        ? `M ${pointAt(cx, cy, r, 0)} A ${r} ${r} 0 1 1 ${pointAt(cx, cy, r, Math.PI)} ` +
          `A ${r} ${r} 0 1 1 ${pointAt(cx, cy, r, 0)} Z`
        : `M ${fixed(cx)} ${fixed(cy)} L ${pointAt(cx, cy, r, start)} ` +
          `A ${r} ${r} 0 ${share > 0.5 ? 1 : 0} 1 ${pointAt(cx, cy, r, end)} Z`;
    const slice = { index, share, start, end, path };
    start = end;
    return [slice];
  });
}
