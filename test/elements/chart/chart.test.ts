import { expect, html, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../../../elements/chart/sq-chart.ts';
import type { SqChart } from '../../../elements/chart/sq-chart.ts';
import { niceScale, pieSlices } from '../../../elements/chart/chart-geometry.ts';
import { CHART_COLORS } from '../../../elements/chart/chart.styles.ts';
import { configureAnalytics } from '../../../platform/analytics/context.ts';
import type { PageContext } from '../../../platform/context/page-context.ts';
import { blockFixture } from '../shared/block-fixture.ts';

const RAISED = {
  type: 'bar',
  title: 'Kiln fund raised per year',
  xAxisTitle: 'Year',
  yAxisTitle: 'Raised',
  valueFormat: 'currency',
  data: {
    labels: ['2023', '2024', '2025'],
    series: [
      { name: 'Donations', values: [1000, 2500, 4000] },
      { name: 'Fair sales', values: [500, 1000, 1500] },
    ],
  },
};

const DOLLAR = {
  type: 'pie',
  title: 'Where each dollar goes',
  valueFormat: 'percent',
  data: {
    labels: ['Kiln repairs', 'Clay and glazes', 'Free classes'],
    series: [{ name: 'Share', values: [50, 30, 20] }],
  },
};

/** A chart 640 px wide with its server markup, the data as a table. */
function render(data: object | string, style = '') {
  const json = typeof data === 'string' ? data : JSON.stringify(data);
  return blockFixture<SqChart>(
    html`<sq-chart data-block-json=${json} style="width: 640px; ${style}">
      <table>
        <caption>
          Kiln fund raised per year
        </caption>
        <tr>
          <th scope="row">2023</th>
          <td>$1,000</td>
        </tr>
      </table>
    </sq-chart>`,
  );
}

const root = (el: SqChart) => el.shadowRoot!;
const num = (el: Element, name: string) => Number(el.getAttribute(name));
const shapes = (el: SqChart, selector: string) => [
  ...root(el).querySelectorAll<SVGElement>(selector),
];
const texts = (el: SqChart, selector: string) =>
  shapes(el, selector).map((node) => node.textContent!.replace(/\s+/g, ' ').trim());
/** The data table as rows of cell texts. */
const table = (el: SqChart) =>
  [...root(el).querySelectorAll('table tr')].map((row) =>
    [...row.children].map((cell) => cell.textContent!.trim()),
  );

afterEach(() => configureAnalytics(undefined));

describe('<sq-chart> (SPEC §2 chart block)', () => {
  it('bar: one bar per label and series, heights in proportion to the values from 0, grouped per label', async () => {
    const { el, errors } = await render(RAISED);
    expect(errors).to.deep.equal([]);
    const rects = shapes(el, 'rect.bar');
    expect(rects.length).to.equal(6);
    const donations = rects.slice(0, 3);
    const heights = donations.map((r) => num(r, 'height'));
    expect(heights[1]! / heights[0]!).to.be.closeTo(2.5, 1e-9);
    expect(heights[2]! / heights[0]!).to.be.closeTo(4, 1e-9);
    const fair = rects.slice(3);
    expect(num(fair[0]!, 'height') / heights[0]!).to.be.closeTo(0.5, 1e-9);
    const bottoms = rects.map((r) => num(r, 'y') + num(r, 'height'));
    expect(new Set(bottoms.map((b) => b.toFixed(6))).size, 'every bar stands on 0').to.equal(1);
    // Per label, the series side by side: Donations then Fair sales, then the next label.
    const xs = [0, 1, 2].flatMap((label) =>
      [donations[label]!, fair[label]!].map((r) => num(r, 'x')),
    );
    expect(xs).to.deep.equal([...xs].sort((a, b) => a - b));
    expect(rects.map((r) => r.getAttribute('class'))).to.deep.equal([
      ...Array(3).fill('bar c0'),
      ...Array(3).fill('bar c1'),
    ]);
    expect(texts(el, 'text.tick')).to.deep.equal([
      '$0.00',
      '$1,000.00',
      '$2,000.00',
      '$3,000.00',
      '$4,000.00',
    ]);
    expect(texts(el, 'text.label')).to.deep.equal(['2023', '2024', '2025']);
    expect(texts(el, 'text.axis-title')).to.deep.equal(['Raised', 'Year']);
    const svgEl = root(el).querySelector('svg')!;
    expect(svgEl.getAttribute('role')).to.equal('img');
    expect(svgEl.getAttribute('aria-label')).to.equal('Kiln fund raised per year, bar chart');
    expect(svgEl.getAttribute('viewBox')).to.equal('0 0 640 360');
    expect(texts(el, '[part~=legend-item]')).to.deep.equal(['Donations', 'Fair sales']);
    expect(el.querySelector('table')!.checkVisibility(), 'the server table is not shown').to.equal(
      false,
    );
    await expect(el).to.be.accessible();
  });

  it('the data as a table behind "Show the data": caption, series as columns, labels as rows, values formatted', async () => {
    const { el } = await render(RAISED);
    const details = root(el).querySelector('details')!;
    expect(details.open).to.equal(false);
    expect(root(el).querySelector('table')!.checkVisibility()).to.equal(false);
    root(el).querySelector<HTMLElement>('summary')!.focus();
    await sendKeys({ press: 'Enter' });
    expect(details.open).to.equal(true);
    expect(root(el).querySelector('caption')!.textContent!.trim()).to.equal(
      'Kiln fund raised per year',
    );
    expect(table(el)).to.deep.equal([
      ['Year', 'Donations', 'Fair sales'],
      ['2023', '$1,000.00', '$500.00'],
      ['2024', '$2,500.00', '$1,000.00'],
      ['2025', '$4,000.00', '$1,500.00'],
    ]);
    await expect(el).to.be.accessible();
  });

  it('line: one point per label at the middle of its band, at the value’s height', async () => {
    const { el } = await render({ ...RAISED, type: 'line', valueFormat: 'number' });
    const dots = shapes(el, 'g.c0 circle.dot');
    expect(dots.length).to.equal(3);
    const ys = dots.map((d) => num(d, 'cy'));
    const zero = num(shapes(el, 'line.grid.zero')[0]!, 'y1');
    expect((zero - ys[1]!) / (zero - ys[0]!)).to.be.closeTo(2.5, 1e-9);
    const xs = dots.map((d) => num(d, 'cx'));
    expect(xs[1]! - xs[0]!).to.be.closeTo(xs[2]! - xs[1]!, 1e-9);
    const path = shapes(el, 'g.c0 path.line')[0]!.getAttribute('d')!;
    expect(path).to.equal(
      dots
        .map((d, i) => `${i ? 'L' : 'M'} ${d.getAttribute('cx')} ${d.getAttribute('cy')}`)
        .join(' '),
    );
    expect(shapes(el, 'g.c1 circle.dot').length).to.equal(3);
    expect(texts(el, 'text.tick')[4]).to.equal('4,000');
    await expect(el).to.be.accessible();
  });

  it('pie: slices of the first series in proportion, clockwise from 12 o’clock; the legend gives each share', async () => {
    const { el } = await render(DOLLAR);
    const slices = shapes(el, 'path.slice');
    expect(slices.map((s) => s.getAttribute('class'))).to.deep.equal([
      'slice c0',
      'slice c1',
      'slice c2',
    ]);
    // 640 × 360: centre 320,180, radius 172. Half the pie ends at 6 o'clock.
    expect(slices[0]!.getAttribute('d')).to.equal('M 320 180 L 320 8 A 172 172 0 0 1 320 352 Z');
    expect(texts(el, '[part~=legend-item]')).to.deep.equal([
      'Kiln repairs: 50%',
      'Clay and glazes: 30%',
      'Free classes: 20%',
    ]);
    expect(root(el).querySelector('svg')!.getAttribute('aria-label')).to.equal(
      'Where each dollar goes, pie chart',
    );
    await expect(el).to.be.accessible();
    const { el: amounts } = await render({
      ...DOLLAR,
      valueFormat: 'currency',
      data: { ...DOLLAR.data, series: [{ name: 'Spent', values: [1500, 900, 600] }] },
    });
    expect(texts(amounts, '[part~=legend-item]')[0]).to.equal('Kiln repairs: $1,500.00 (50%)');
  });

  it('geometry: round value steps including 0, and pie angles from the shares', () => {
    expect(niceScale([1000, 2500, 4000]).ticks).to.deep.equal([0, 1000, 2000, 3000, 4000]);
    expect(niceScale([-3, 7]).ticks).to.deep.equal([-5, -2.5, 0, 2.5, 5, 7.5]);
    expect(niceScale([0.1, 0.3]).ticks).to.deep.equal([0, 0.1, 0.2, 0.3]);
    const slices = pieSlices([3, 0, 1], 0, 0, 10);
    expect(slices.map((s) => [s.index, s.share, s.end])).to.deep.equal([
      [0, 0.75, 1.5 * Math.PI],
      [2, 0.25, 2 * Math.PI],
    ]);
    expect(slices[0]!.path, 'more than half: the large arc').to.contain(' 0 1 1 ');
    expect(pieSlices([5], 0, 0, 10)[0]!.path, 'the whole pie is a full circle').to.equal(
      'M 0 -10 A 10 10 0 1 1 0 10 A 10 10 0 1 1 0 -10 Z',
    );
  });

  it('colours are the --sq-chart-color-N tokens, the palette’s defaults otherwise', async () => {
    const { el } = await render(RAISED, '--sq-chart-color-2: rgb(1, 2, 3)');
    const fill = (selector: string) => getComputedStyle(root(el).querySelector(selector)!).fill;
    const rgb = (hex: string) =>
      `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
    expect(fill('rect.c0')).to.equal(rgb(CHART_COLORS[0]));
    expect(fill('rect.c1')).to.equal('rgb(1, 2, 3)');
    expect(
      getComputedStyle(root(el).querySelectorAll('[part~=swatch]')[1]!).backgroundColor,
      'the legend shows the same colour',
    ).to.equal('rgb(1, 2, 3)');
  });

  it('reduced motion: the shapes appear without an animation; otherwise they fade in', async () => {
    const animated = async () => {
      const { el } = await render(RAISED);
      return root(el).querySelector('.marks')!.getAnimations().length;
    };
    expect(await animated()).to.equal(1);
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      expect(await animated()).to.equal(0);
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('the drawing follows the element’s width (text keeps its size on a phone)', async () => {
    const { el } = await render(RAISED);
    el.style.width = '320px';
    await waitUntil(() => root(el).querySelector('svg')!.getAttribute('viewBox') === '0 0 320 240');
  });

  it('SPEC §3 currency: currency values follow the site currency', async () => {
    configureAnalytics({
      website: { id: 'site-1' },
      websiteSettings: { storeSettings: { selectedCurrency: 'EUR' } },
    } as PageContext);
    const { el } = await render(RAISED);
    expect(table(el)[1]).to.deep.equal(['2023', '€1,000.00', '€500.00']);
  });

  it('public contract 3: a series without one value per label keeps the server table and reports the path', async () => {
    const broken = { ...RAISED, data: { ...RAISED.data, series: [{ name: 'x', values: [1] }] } };
    const { el, errors } = await render(broken);
    expect(el.getAttribute('data-sq-error')).to.equal(
      'data.series: each series needs one value per label',
    );
    expect(errors.length).to.equal(1);
    expect(el.querySelector('table')!.checkVisibility()).to.equal(true);
    expect(root(el).querySelector('svg')).to.equal(null);
  });
});
