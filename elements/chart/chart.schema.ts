import * as z from 'zod/mini';

const text = () => z.string().check(z.trim(), z.minLength(1, 'must not be empty'));

const series = z.object({
  /** The series' name, shown in the legend and as its column of the data table. */
  name: text(),
  /** One value per label, in order. */
  values: z.array(z.number({ error: 'must be a number' })),
});

/**
 * Schema of `<sq-chart data-block-json='…'>` (SPEC §2 chart block): the kind of chart, its title,
 * its data (labels along the x axis, or the slices of a pie, and one or more series of values),
 * optional axis titles and how values read. Unknown keys are ignored.
 */
export const chartSchema = z
  .object({
    type: z.enum(['bar', 'line', 'pie'], { error: 'must be "bar", "line" or "pie"' }),
    /** The chart's name: shown over it, its accessible name and the data table's caption. */
    title: text(),
    data: z.object({
      labels: z.array(text()).check(z.minLength(1, 'must have at least one label')),
      series: z.array(series).check(z.minLength(1, 'must have at least one series')),
    }),
    xAxisTitle: z.optional(text()),
    yAxisTitle: z.optional(text()),
    /** `number` (1,250), `percent` (25 reads 25%), `currency` (the site currency's major unit). */
    valueFormat: z._default(
      z.enum(['number', 'percent', 'currency'], {
        error: 'must be "number", "percent" or "currency"',
      }),
      'number',
    ),
  })
  .check(
    z.refine((d) => d.data.series.every((s) => s.values.length === d.data.labels.length), {
      error: 'each series needs one value per label',
      path: ['data', 'series'],
    }),
    z.refine((d) => d.type !== 'pie' || d.data.series[0]!.values.every((v) => v >= 0), {
      error: 'a pie needs values of 0 or more',
      path: ['data', 'series'],
    }),
  );

/** Settings of a chart block after the schema filled in its defaults. */
export type ChartData = z.infer<typeof chartSchema>;
