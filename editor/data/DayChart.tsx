/**
 * Page views and visits per day as an SVG chart (two lines over a shared scale), with the same
 * numbers as a table for anyone who cannot see the chart: the chart is one labelled image, the
 * table is one click away.
 */
import { useId, useState } from 'react';
import type { Analytics } from '../api/schemas.ts';
import { count } from './Panel.tsx';

const WIDTH = 720;
const HEIGHT = 220;
const PAD = { top: 12, right: 12, bottom: 28, left: 40 };

type Day = Analytics['days'][number];

/** A rounded top of the scale: 1, 2, 5 × 10^n at or above `max`. */
export function niceMax(max: number): number {
  if (max <= 0) return 4;
  const power = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((m) => m * power).find((v) => v >= max) ?? 10 * power;
}

const plural = (n: number, noun: string) => `${count(n)} ${noun}${n === 1 ? '' : 's'}`;

const shortDate = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const day = (date: string) => shortDate.format(new Date(`${date}T00:00:00Z`));

export function DayChart({ days }: { days: readonly Day[] }) {
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const top = niceMax(Math.max(0, ...days.map((d) => Math.max(d.views, d.visits))));
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) =>
    PAD.left + (days.length <= 1 ? innerW / 2 : (i * innerW) / (days.length - 1));
  const y = (v: number) => PAD.top + innerH - (v / top) * innerH;
  const line = (key: 'views' | 'visits') => days.map((d, i) => `${x(i)},${y(d[key])}`).join(' ');
  const totalViews = days.reduce((n, d) => n + d.views, 0);
  const totalVisits = days.reduce((n, d) => n + d.visits, 0);
  const first = days[0];
  const last = days.at(-1);
  const summary =
    first && last
      ? `Page views and visits per day from ${day(first.date)} to ${day(last.date)}: ${plural(totalViews, 'page view')} and ${plural(totalVisits, 'visit')} in all.`
      : 'No days to show.';
  const ticks = [0, top / 2, top];
  const labelEvery = Math.max(1, Math.ceil(days.length / 8));
  return (
    <figure className="chart">
      <div className="chart__legend" aria-hidden="true">
        <span className="legend legend--views">Page views</span>
        <span className="legend legend--visits">Visits</span>
      </div>
      {asTable ? (
        <div className="table-wrap" id={tableId}>
          <table className="table">
            <caption className="visually-hidden">Page views and visits per day</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col" className="num">
                  Page views
                </th>
                <th scope="col" className="num">
                  Visits
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.date}>
                  <th scope="row">
                    <time dateTime={d.date}>{day(d.date)}</time>
                  </th>
                  <td className="num">{count(d.views)}</td>
                  <td className="num">{count(d.visits)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <svg
          className="chart__svg"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-label={summary}
        >
          {ticks.map((t) => (
            <g key={t} className="chart__grid">
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(t)} y2={y(t)} />
              <text x={PAD.left - 6} y={y(t)} dy="0.32em" textAnchor="end">
                {count(t)}
              </text>
            </g>
          ))}
          {days.map((d, i) =>
            i % labelEvery === 0 ? (
              <text
                key={d.date}
                className="chart__axis"
                x={x(i)}
                y={HEIGHT - 8}
                textAnchor="middle"
              >
                {day(d.date)}
              </text>
            ) : null,
          )}
          <polyline className="chart__line chart__line--views" points={line('views')} />
          <polyline className="chart__line chart__line--visits" points={line('visits')} />
        </svg>
      )}
      <figcaption className="chart__caption">
        <span>{summary}</span>
        <button
          type="button"
          className="link-button"
          aria-expanded={asTable}
          aria-controls={asTable ? tableId : undefined}
          onClick={() => setAsTable(!asTable)}
        >
          {asTable ? 'Show as a chart' : 'Show as a table'}
        </button>
      </figcaption>
    </figure>
  );
}
