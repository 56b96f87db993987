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
const SCRIPT = `<style>
.table-scroller { overflow-x: auto; }
.table-scroller pre { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; min-width: 16rem; font-size: 0.85em; }
</style>
<script type="module">
/** The object or array a JSON text holds; undefined for any other text. */
function readJson(text) {
  if (!/^[[{]/.test(text)) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
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
        const cell = tr.insertCell();
        const json = readJson(text);
        if (json === undefined) {
          cell.textContent = text.length > 300 ? text.slice(0, 300) + '…' : text;
        } else {
          // JSON (a submitted form, census fields, event data): every key on its own line.
          const pre = document.createElement('pre');
          const pretty = Array.isArray(json)
            ? JSON.stringify(json)
            : Object.entries(json)
                .map(([key, item]) => key + ': ' + JSON.stringify(item))
                .join('\\n');
          pre.textContent = pretty.length > 5000 ? pretty.slice(0, 5000) + '…' : pretty;
          cell.append(pre);
        }
      }
    }
    const scroller = document.createElement('div');
    scroller.className = 'table-scroller';
    // A wide table scrolls sideways: the scroller takes the keyboard focus and the table's name.
    scroller.tabIndex = 0;
    scroller.setAttribute('role', 'region');
    scroller.setAttribute('aria-label', section.querySelector('h2').textContent);
    scroller.append(table);
    section.append(scroller);
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
