/** Visitors' cookie-banner choices: how many accepted and how many declined. */
import { editorApi } from '../api/client.ts';
import { count, Panel } from './Panel.tsx';
import { useApi } from './use-api.ts';

const percent = new Intl.NumberFormat(undefined, { style: 'percent' });

export function ConsentPanel() {
  const loaded = useApi((signal) => editorApi.consent(signal), 'consent');
  return (
    <Panel
      id="consent"
      title="Cookie consent"
      intro="The choices visitors made in the cookie banner."
      loaded={loaded}
    >
      {(data) => {
        const total = data.accepted + data.declined;
        const share = (n: number) => (total ? ` (${percent.format(n / total)})` : '');
        return (
          <dl className="stats">
            <div className="stat">
              <dt>Accepted</dt>
              <dd>
                {count(data.accepted)}
                <span className="stat__share">{share(data.accepted)}</span>
              </dd>
            </div>
            <div className="stat">
              <dt>Declined</dt>
              <dd>
                {count(data.declined)}
                <span className="stat__share">{share(data.declined)}</span>
              </dd>
            </div>
          </dl>
        );
      }}
    </Panel>
  );
}
