import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../elements/chart/sq-chart.ts';
import { chartMarkupCss } from '../elements/chart/chart.styles.ts';
import { withMarkupCss } from './markup-css.ts';

interface ChartArgs {
  /** `data-block-json` as written in the page. */
  settings: string;
}

const RAISED = {
  type: 'bar',
  title: 'Kiln fund raised per year',
  xAxisTitle: 'Year',
  yAxisTitle: 'Raised',
  valueFormat: 'currency',
  data: {
    labels: ['2022', '2023', '2024', '2025'],
    series: [
      { name: 'Donations', values: [2400, 3100, 4650, 5200] },
      { name: 'Raffle and fair sales', values: [800, 1250, 1400, 2100] },
    ],
  },
};

const meta = {
  title: 'Blocks/Chart',
  component: 'sq-chart',
  tags: ['autodocs'],
  args: { settings: JSON.stringify(RAISED) },
  argTypes: {
    settings: {
      control: 'text',
      description:
        '`type` (bar, line, pie), `title`, `data: {labels, series: [{name, values}]}`, `xAxisTitle`, `yAxisTitle`, `valueFormat` (number, percent, currency).',
    },
  },
  decorators: [withMarkupCss(chartMarkupCss)],
  render: ({ settings }) =>
    html`<sq-chart data-block-json=${settings} style="max-width: 40rem">
      <table>
        <caption>
          Kiln fund raised per year
        </caption>
        <tr>
          <td></td>
          <th scope="col">Donations</th>
        </tr>
        <tr>
          <th scope="row">2025</th>
          <td>$5,200</td>
        </tr>
      </table>
    </sq-chart>`,
} satisfies Meta<ChartArgs>;

export default meta;

type Story = StoryObj<ChartArgs>;

/** Grouped bars in the site currency, with axis titles and a legend. */
export const Bar: Story = {};

/** The same data as lines with a dot per value. */
export const Line: Story = {
  args: {
    settings: JSON.stringify({ ...RAISED, type: 'line', title: 'Kiln fund over the years' }),
  },
};

/** A pie of percentages: where each dollar goes. */
export const Pie: Story = {
  args: {
    settings: JSON.stringify({
      type: 'pie',
      title: 'Where each dollar goes',
      valueFormat: 'percent',
      data: {
        labels: ['Kiln repairs and gas', 'Free community classes', 'Clay and glazes', 'Bursaries'],
        series: [{ name: 'Share', values: [45, 25, 20, 10] }],
      },
    }),
  },
};

/** Colours from the theme: `--sq-chart-color-1` and `-2` set on the element. */
export const ThemeColours: Story = {
  render: ({ settings }) =>
    html`<sq-chart
      data-block-json=${settings}
      style="max-width: 40rem; --sq-chart-color-1: #8a3b1c; --sq-chart-color-2: #5a4a3f"
    ></sq-chart>`,
};

/** Invalid data: the server's table stays (public contract 3). */
export const InvalidData: Story = {
  args: { settings: '{"type":"donut","title":"Where each dollar goes"}' },
};
