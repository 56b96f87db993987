/**
 * `/config/`: the place reserved for the owner/editor overlay. Until it exists, it shows the
 * signed-in owner what the store holds, as tables the page reads from `GET /__store/:table`.
 * Anyone else gets a link to sign in as the owner.
 */
import type { Exchange } from '../app.ts';
import { escapeHtml, send } from '../http/respond.ts';
import { builtinDocument } from '../pages/layout.ts';
import { sendPage } from '../pages/send-page.ts';
import { signedInAccount } from '../session.ts';
import { READABLE_TABLES } from '../store/store.ts';
import { STORE_LABELS, TABLE_DESCRIPTIONS } from './store-labels.ts';

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

/** The labels the page script reads, as a script-safe JSON literal. */
const LABELS_JSON = JSON.stringify(STORE_LABELS).replace(/</g, '\\u003c');

/**
 * The page's script: fetches every table and fills its section. Values are shown so a person can
 * read them: JSON (a submitted form, page fields, an error report) one key per line; census
 * event numbers with their SPEC §3 names; performance records with their abbreviated keys
 * spelled out and their units; times in ms since the epoch as dates. Columns empty in every row
 * shown are left out and named below the table.
 */
const CONFIG_JS = `const LABELS = ${LABELS_JSON};
/** The object or array a JSON text holds; undefined for any other text. */
function readJson(text) {
  if (!/^[[{]/.test(text)) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
const show = (value) => (typeof value === 'string' ? value : JSON.stringify(value));
/** A performance record's lines: its kind, then each key spelled out with its unit. */
function recordLines(record) {
  const kind = LABELS.recordKinds[record.k];
  const lines = [kind ? kind + ' (' + record.k + ')' : 'k: ' + show(record.k)];
  for (const [key, value] of Object.entries(record)) {
    if (key === 'k') continue;
    const known = LABELS.recordKeys[key];
    const unit = key === 'v' ? LABELS.valueUnits[record.k] : known?.unit;
    lines.push((known ? known.label + ' (' + key + ')' : key) + ': ' + show(value) + (unit ? ' ' + unit : ''));
  }
  return lines;
}
/** What a cell shows: \`text\`, or \`lines\` one per line. */
function cellOf(table, column, value) {
  if (value === null || value === '') return { text: '' };
  if (table === 'census_hits' && column === 'event' && LABELS.censusEvents[value]) {
    return { text: value + ' · ' + LABELS.censusEvents[value] };
  }
  if (table === 'script_errors' && column === 'timestamp') {
    return { text: new Date(value).toISOString() };
  }
  const text = String(value);
  const json = readJson(text);
  if (json === undefined) return { text: text.length > 300 ? text.slice(0, 300) + '…' : text };
  if (table === 'performance_records' && column === 'record' && !Array.isArray(json)) {
    return { lines: recordLines(json) };
  }
  if (Array.isArray(json)) return { lines: [JSON.stringify(json)] };
  return { lines: Object.entries(json).map(([key, item]) => key + ': ' + JSON.stringify(item)) };
}
for (const section of document.querySelectorAll('section[data-table]')) {
  const status = section.querySelector('.status');
  const table = section.dataset.table;
  try {
    const response = await fetch('/__store/' + table, { credentials: 'same-origin' });
    const body = await response.json();
    if (!response.ok) throw new Error(body.error || response.statusText);
    status.textContent = body.count + ' stored' + (body.rows.length < body.count ? ', latest ' + body.rows.length + ' shown' : '');
    if (body.rows.length === 0) continue;
    const all = Object.keys(body.rows[0]);
    const blank = (column) => body.rows.every((row) => row[column] === null || row[column] === '');
    const columns = all.filter((column) => !blank(column));
    const element = document.createElement('table');
    const head = element.createTHead().insertRow();
    for (const column of columns) {
      const th = document.createElement('th');
      th.scope = 'col';
      th.textContent = column;
      head.append(th);
    }
    const tbody = element.createTBody();
    for (const row of body.rows) {
      const tr = tbody.insertRow();
      for (const column of columns) {
        const cell = tr.insertCell();
        const shown = cellOf(table, column, row[column]);
        if (shown.lines === undefined) {
          cell.textContent = shown.text;
          // A long unbroken value (an address, the visitor cookie) wraps instead of widening the table.
          if (shown.text.length > 40) cell.className = 'long';
        } else {
          const pre = document.createElement('pre');
          const pretty = shown.lines.join('\\n');
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
    scroller.append(element);
    section.append(scroller);
    const empty = all.filter(blank);
    if (empty.length > 0) {
      const note = document.createElement('p');
      note.className = 'about';
      note.textContent = 'Empty in every row shown: ' + empty.join(', ') + '.';
      section.append(note);
    }
  } catch (error) {
    status.textContent = 'Could not read this table: ' + error.message;
  }
}
`;

/** Address of the page's script (a file, so a page policy may forbid inline scripts). */
export const CONFIG_JS_PATH = '/__server/config.js';

/** Answers the page's script. */
export function serveConfigScript(ex: Exchange): void {
  send(ex.res, 200, 'text/javascript; charset=utf-8', CONFIG_JS, 'no-cache');
}

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
        `<section data-table="${table}"><h2>${escapeHtml(title)}</h2>
<p class="about">${escapeHtml(TABLE_DESCRIPTIONS[table as keyof typeof CONFIG_TABLES])}</p>
<p class="status">Loading…</p></section>`,
    )
    .join('\n');
  const body = `<p>The editor is not part of this local server yet. This is what the site's store holds.</p>
${backLink}
${sections}`;
  sendPage(
    ex,
    200,
    builtinDocument({
      title: 'Site configuration',
      body,
      head: `<script type="module" src="${CONFIG_JS_PATH}"></script>`,
    }),
  );
}
