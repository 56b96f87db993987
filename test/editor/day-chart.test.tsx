// Analytics (issue "Site data"): page views and visits per day as an SVG chart, with the same
// numbers as a table for anyone who cannot see it.
import { expect } from '@open-wc/testing';
import { flushSync } from 'react-dom';
import { DayChart, niceMax } from '../../editor/data/DayChart.tsx';
import { cleanup, render } from './render.ts';

const days = [
  { date: '2026-11-24', views: 12, visits: 5 },
  { date: '2026-11-25', views: 0, visits: 0 },
  { date: '2026-11-26', views: 1230, visits: 410 },
];

describe('analytics day chart', () => {
  afterEach(cleanup);

  it('is one labelled image summing the days, with a line for views and one for visits', async () => {
    const host = render(<DayChart days={days} />);
    const svg = host.querySelector('svg')!;
    expect(svg.getAttribute('role')).to.equal('img');
    expect(svg.getAttribute('aria-label')).to.match(
      /^Page views and visits per day from Nov 24 to Nov 26: 1,242 page views and 415 visits in all\.$/,
    );
    const lines = [...svg.querySelectorAll('polyline')].map((p) =>
      p.getAttribute('points')!.split(' '),
    );
    expect(lines).to.have.length(2);
    expect(lines.every((points) => points.length === 3)).to.equal(true);
    await expect(host).to.be.accessible();
  });

  it('"Show as a table" gives every day with its page views and visits', async () => {
    const host = render(<DayChart days={days} />);
    const toggle = host.querySelector<HTMLButtonElement>('button')!;
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    flushSync(() => toggle.click());
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(toggle.textContent).to.equal('Show as a chart');
    const rows = [...host.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.children].map((c) => c.textContent),
    );
    expect(rows).to.deep.equal([
      ['Nov 24', '12', '5'],
      ['Nov 25', '0', '0'],
      ['Nov 26', '1,230', '410'],
    ]);
    expect(host.querySelector('svg')).to.equal(null);
    await expect(host).to.be.accessible();
  });

  it('the scale tops at 1, 2 or 5 times a power of ten', () => {
    expect([0, 3, 12, 1230, 5000].map(niceMax)).to.deep.equal([4, 5, 20, 2000, 5000]);
  });
});
