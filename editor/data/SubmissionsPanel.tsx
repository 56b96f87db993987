/**
 * Form submissions (issue "Site data"): per form, newest first, searched on the server, paged
 * there, and exported as CSV with the same form and search.
 */
import { useState } from 'react';
import { editorApi, submissionsCsvUrl } from '../api/client.ts';
import { count, formatTime, Pager, Panel } from './Panel.tsx';
import { useApi } from './use-api.ts';

const PAGE_SIZE = 20;

/** A submitted value as text: parts of an address, name or date joined (SPEC §3). */
function valueText(value: unknown): string {
  if (Array.isArray(value)) return value.filter((v) => v !== '' && v != null).join(' ');
  if (value !== null && typeof value === 'object') {
    return Object.entries(value)
      .map(([k, v]) => `${k}: ${valueText(v)}`)
      .join('; ');
  }
  return value == null ? '' : String(value);
}

export function SubmissionsPanel() {
  const [formId, setFormId] = useState('');
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const query = { formId, q, page, pageSize: PAGE_SIZE };
  const loaded = useApi((signal) => editorApi.submissions(query, signal), JSON.stringify(query));
  const forms = loaded.data?.forms ?? [];
  const tools = (
    <>
      <div className="field">
        <label htmlFor="submissions-form">Form</label>
        <select
          id="submissions-form"
          value={formId}
          onChange={(e) => {
            setFormId(e.target.value);
            setPage(1);
          }}
        >
          <option value="">All forms</option>
          {forms.map((f) => (
            <option key={f.formId} value={f.formId}>
              {f.formId} ({count(f.count)})
            </option>
          ))}
        </select>
      </div>
      <form
        role="search"
        className="search"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(search.trim());
          setPage(1);
        }}
      >
        <div className="field">
          <label htmlFor="submissions-search">Search submissions</label>
          <input
            id="submissions-search"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <button type="submit" className="button">
          Search
        </button>
      </form>
      <a className="button" href={submissionsCsvUrl({ formId, q })} download>
        Export CSV
      </a>
    </>
  );
  return (
    <Panel
      id="submissions"
      title="Form submissions"
      intro="What visitors sent through the site's forms, newest first."
      loaded={loaded}
      tools={tools}
    >
      {(data) =>
        data.items.length === 0 ? (
          <p className="empty">{q ? `No submission matches “${q}”.` : 'No submissions yet.'}</p>
        ) : (
          <>
            <ul className="cards">
              {data.items.map((item) => (
                <li key={item.id} className="card">
                  <p className="card__meta">
                    <span className="badge badge--neutral">{item.formId}</span>{' '}
                    <time dateTime={item.submittedAt}>{formatTime(item.submittedAt)}</time>
                  </p>
                  <dl className="fields">
                    {Object.entries(item.fields).map(([field, value]) => (
                      <div key={field}>
                        <dt>{field}</dt>
                        <dd>{valueText(value) || '—'}</dd>
                      </div>
                    ))}
                  </dl>
                </li>
              ))}
            </ul>
            <Pager
              label="Submission pages"
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={setPage}
            />
          </>
        )
      }
    </Panel>
  );
}
