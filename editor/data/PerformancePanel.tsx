/**
 * How fast the published pages are for visitors: the 75th percentile of Largest Contentful
 * Paint, Cumulative Layout Shift and Interaction to Next Paint per page, each marked good, needs
 * improvement or poor on the Web Vitals thresholds.
 */
import { editorApi } from '../api/client.ts';
import { count, Panel } from './Panel.tsx';
import { useApi } from './use-api.ts';

/** The Web Vitals thresholds: good at or below the first, poor above the second. */
const THRESHOLDS = { lcp: [2500, 4000], cls: [0.1, 0.25], inp: [200, 500] } as const;

type Vital = keyof typeof THRESHOLDS;

function rating(vital: Vital, value: number): 'good' | 'fair' | 'poor' {
  const [good, poor] = THRESHOLDS[vital];
  return value <= good ? 'good' : value <= poor ? 'fair' : 'poor';
}

const WORDS = { good: 'good', fair: 'needs improvement', poor: 'poor' } as const;

function Metric({ vital, value }: { vital: Vital; value: number | null }) {
  if (value === null) return <span className="muted">no data</span>;
  const text = vital === 'cls' ? value.toFixed(2) : `${count(Math.round(value))} ms`;
  const rated = rating(vital, value);
  return (
    <span className={`metric metric--${rated}`}>
      {text} <span className="metric__word">{WORDS[rated]}</span>
    </span>
  );
}

export function PerformancePanel() {
  const loaded = useApi((signal) => editorApi.performance(signal), 'performance');
  return (
    <Panel
      id="performance"
      title="Performance"
      intro="How fast pages load and respond for visitors: the 75th percentile of each measure, per page."
      loaded={loaded}
    >
      {(data) =>
        data.pages.length === 0 ? (
          <p className="empty">No measurements yet. They arrive as visitors open pages.</p>
        ) : (
          <div className="table-wrap card">
            <table className="table table--paths">
              <caption className="visually-hidden">75th percentile per page</caption>
              <thead>
                <tr>
                  <th scope="col">Page</th>
                  <th scope="col" className="num">
                    Page loads
                  </th>
                  <th scope="col">Largest Contentful Paint</th>
                  <th scope="col">Cumulative Layout Shift</th>
                  <th scope="col">Interaction to Next Paint</th>
                </tr>
              </thead>
              <tbody>
                {data.pages.map((p) => (
                  <tr key={p.path}>
                    <th scope="row">{p.path}</th>
                    <td className="num">{count(p.samples)}</td>
                    <td>
                      <Metric vital="lcp" value={p.lcpP75} />
                    </td>
                    <td>
                      <Metric vital="cls" value={p.clsP75} />
                    </td>
                    <td>
                      <Metric vital="inp" value={p.inpP75} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      }
    </Panel>
  );
}
