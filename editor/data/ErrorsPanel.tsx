/** Script errors the published pages reported, grouped by message, most frequent first. */
import { useState } from 'react';
import { editorApi } from '../api/client.ts';
import { count, formatTime, Pager, Panel } from './Panel.tsx';
import { useApi } from './use-api.ts';

const PAGE_SIZE = 20;

export function ErrorsPanel() {
  const [page, setPage] = useState(1);
  const loaded = useApi((signal) => editorApi.errors(page, PAGE_SIZE, signal), String(page));
  return (
    <Panel
      id="errors"
      title="Script errors"
      intro="Errors visitors' browsers met on the published site, grouped by message, most frequent first."
      loaded={loaded}
    >
      {(data) =>
        data.items.length === 0 ? (
          <p className="empty">No script errors reported. Well done.</p>
        ) : (
          <>
            <ul className="cards">
              {data.items.map((item) => (
                <li key={item.message} className="card">
                  <h2 className="card__title card__title--mono">{item.message}</h2>
                  <p className="card__meta">
                    <span className="badge badge--neutral">
                      {item.count === 1 ? '1 time' : `${count(item.count)} times`}
                    </span>{' '}
                    last seen {formatTime(item.lastSeen)}
                    {item.file && (
                      <>
                        {' '}
                        in{' '}
                        <code>
                          {item.file}
                          {item.line !== null ? `:${item.line}` : ''}
                        </code>
                      </>
                    )}
                  </p>
                  {item.stack && (
                    <details>
                      <summary>Latest stack</summary>
                      <pre className="stack-trace">{item.stack}</pre>
                    </details>
                  )}
                </li>
              ))}
            </ul>
            <Pager
              label="Error pages"
              page={page}
              pageSize={PAGE_SIZE}
              total={data.total}
              onPage={setPage}
            />
          </>
        )
      }
    </Panel>
  );
}
