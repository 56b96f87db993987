/**
 * Analytics from the census hits: page views and visits per day, the most viewed pages, where
 * visits came from (referrers) and which campaigns brought them.
 */
import { useState, type ReactNode } from 'react';
import { editorApi } from '../api/client.ts';
import { DayChart } from './DayChart.tsx';
import { count, Panel } from './Panel.tsx';
import { useApi } from './use-api.ts';

const RANGES = [7, 30, 90] as const;

/** A small table of names and counts, or a sentence when it is empty. */
function RankTable(props: {
  title: string;
  columns: readonly [string, ...string[]];
  rows: ReadonlyArray<readonly [ReactNode, ...ReactNode[]]>;
  empty: string;
}) {
  return (
    <section className="card" aria-label={props.title}>
      <h2 className="card__title">{props.title}</h2>
      {props.rows.length === 0 ? (
        <p className="empty">{props.empty}</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              {props.columns.map((c, i) => (
                <th
                  key={c}
                  scope="col"
                  className={i === props.columns.length - 1 ? 'num' : undefined}
                >
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.rows.map(([head, ...cells], r) => (
              <tr key={r}>
                <th scope="row">{head}</th>
                {cells.map((cell, i) => (
                  <td key={i} className={i === cells.length - 1 ? 'num' : undefined}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function AnalyticsPanel() {
  const [days, setDays] = useState<number>(30);
  const loaded = useApi((signal) => editorApi.analytics(days, signal), String(days));
  const tools = (
    <div className="field">
      <label htmlFor="analytics-period">Period</label>
      <select id="analytics-period" value={days} onChange={(e) => setDays(Number(e.target.value))}>
        {RANGES.map((n) => (
          <option key={n} value={n}>
            Last {n} days
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <Panel
      id="analytics"
      title="Analytics"
      intro="Visits and page views counted on the published site (visitors who are not signed in)."
      loaded={loaded}
      tools={tools}
    >
      {(data) => (
        <div className="stack">
          <section className="card" aria-label="Page views and visits per day">
            <h2 className="card__title">Page views and visits per day</h2>
            <DayChart days={data.days} />
          </section>
          <div className="grid">
            <RankTable
              title="Top pages"
              columns={['Page', 'Page views']}
              rows={data.topPages.map((p) => [p.path, count(p.views)] as const)}
              empty="No page views in this period."
            />
            <RankTable
              title="Referrers"
              columns={['Referrer', 'Visits']}
              rows={data.referrers.map((r) => [r.referrer || 'Direct', count(r.visits)] as const)}
              empty="No visits from other sites in this period."
            />
            <RankTable
              title="Campaigns"
              columns={['Source', 'Campaign', 'Visits']}
              rows={data.campaigns.map((c) => [c.source, c.campaign, count(c.visits)] as const)}
              empty="No campaign visits in this period."
            />
          </div>
        </div>
      )}
    </Panel>
  );
}
