/**
 * `/config/`: the place reserved for the owner/editor overlay. Until it exists, it shows the
 * signed-in owner what the store holds, as tables the page reads from `GET /__store/:table`.
 * Anyone else gets a link to sign in as the owner.
 */
import type { Exchange } from '../app.ts';
import { escapeHtml } from '../http/respond.ts';
import { builtinDocument } from '../pages/layout.ts';
import { sendPage } from '../pages/send-page.ts';
import { signedInAccount } from '../session.ts';
import { READABLE_TABLES } from '../store/store.ts';

/** Titles of the tables the page shows, in order. */
export const CONFIG_TABLES: Readonly<Record<(typeof READABLE_TABLES)[number], string>> = {
  form_submissions: 'Form submissions',
  tracking_events: 'Tracking events',
  census_hits: 'Analytics hits',
  landing_hits: 'Landing hits',
  script_errors: 'Script errors',
  traces: 'Traces',
  performance_records: 'Performance records',
  site_user_sessions: 'Site-user sessions',
};

/** The page's script: fetches every table and fills its section. */
const SCRIPT = `<script type="module">
for (const section of document.querySelectorAll('section[data-table]')) {
  const status = section.querySelector('p');
  try {
    const response = await fetch('/__store/' + section.dataset.table, { credentials: 'same-origin' });
    const body = await response.json();
    if (!response.ok) throw new Error(body.error || response.statusText);
    status.textContent = body.count + ' stored' + (body.rows.length < body.count ? ', latest ' + body.rows.length + ' shown' : '');
    if (body.rows.length === 0) continue;
    const table = document.createElement('table');
    const columns = Object.keys(body.rows[0]);
    const head = table.createTHead().insertRow();
    for (const column of columns) {
      const th = document.createElement('th');
      th.scope = 'col';
      th.textContent = column;
      head.append(th);
    }
    const tbody = table.createTBody();
    for (const row of body.rows) {
      const tr = tbody.insertRow();
      for (const column of columns) {
        const value = row[column];
        const text = value === null ? '' : String(value);
        tr.insertCell().textContent = text.length > 300 ? text.slice(0, 300) + '…' : text;
      }
    }
    section.append(table);
  } catch (error) {
    status.textContent = 'Could not read this table: ' + error.message;
  }
}
</script>`;

/** Answers `/config/`. */
export function serveConfigPage(ex: Exchange): void {
  const account = signedInAccount(ex);
  const frameUrl = ex.url.searchParams.get('frameUrl');
  const back = frameUrl && frameUrl.startsWith('/') && !frameUrl.startsWith('//') ? frameUrl : '/';
  const backLink = `<p><a href="${escapeHtml(back)}">Back to the site</a> · <a href="/__dev/sign-out?return=/">Sign out</a></p>`;
  if (account?.kind !== 'owner') {
    const signIn = `/__dev/sign-in?as=owner&return=${encodeURIComponent(ex.url.pathname + ex.url.search)}`;
    const body = `<p>The editor is not part of this local server yet. Its stored data is shown to the site owner.</p>
<p><a href="${escapeHtml(signIn)}">Sign in as the site owner</a></p>`;
    return sendPage(ex, 200, builtinDocument({ title: 'Site configuration', body }));
  }
  const sections = Object.entries(CONFIG_TABLES)
    .map(
      ([table, title]) =>
        `<section data-table="${table}"><h2>${escapeHtml(title)}</h2><p>Loading…</p></section>`,
    )
    .join('\n');
  const body = `<p>The editor is not part of this local server yet. This is what the site's store holds.</p>
${backLink}
${sections}`;
  sendPage(ex, 200, builtinDocument({ title: 'Site configuration', body, head: SCRIPT }));
}
