/**
 * `/config/`, the configuration area (SPEC §2): for an account that may edit (a website role
 * other than viewer) the editor app, built into the editor folder (`dist/editor/index.html`, its
 * files under `/config/assets/`); anyone else gets the sign-in page, at the same address.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Exchange } from '../app.ts';
import { escapeHtml, sendJson } from '../http/respond.ts';
import { MAX_URL_CHARS } from '../api/fields.ts';
import { isLocalPath } from '../pages/dev.ts';
import { builtinDocument } from '../pages/layout.ts';
import { ensureCrumb, sendPage } from '../pages/send-page.ts';
import { siteTitle } from '../pages/site-info.ts';
import { mayEdit, signedInAccount } from '../session.ts';
import { fileInside, sendFile } from '../static.ts';
import { signInDocument, type SignInView } from './sign-in-page.ts';

/** Where the editor's built files are served. */
export const EDITOR_ASSETS_PREFIX = '/config/assets/';

/** The editor app's page in the editor folder. */
export const EDITOR_INDEX = 'index.html';

/** `frameUrl` when it is a path of this site (one leading `/`), else undefined. */
export function siteFrameUrl(value: string | null | undefined): string | undefined {
  return value && value.length <= MAX_URL_CHARS && isLocalPath(value) ? value : undefined;
}

/** `path` with `noredirect` in its query, so a signed-in owner stays on the published page. */
export function withNoRedirect(path: string): string {
  const [beforeHash, hash = ''] = path.split(/#(.*)/s, 2);
  const [pathname, query = ''] = beforeHash!.split(/\?(.*)/s, 2);
  const params = query.split('&').filter((p) => p !== '' && !/^noredirect(=|$)/.test(p));
  return `${pathname}?${[...params, 'noredirect'].join('&')}${hash ? `#${hash}` : ''}`;
}

/** Sends an answer of `/config/`: a page of the site's policy that no other site may frame. */
function sendConfigPage(ex: Exchange, status: number, html: string): void {
  ex.res.setHeader('X-Frame-Options', 'DENY');
  sendPage(ex, status, html);
}

/** Answers the sign-in page with `status`, keeping what `view` says. */
export function sendSignIn(
  ex: Exchange,
  status: number,
  view: Omit<SignInView, 'siteTitle' | 'crumb'>,
): void {
  const crumb = ensureCrumb(ex);
  sendConfigPage(ex, status, signInDocument({ ...view, siteTitle: siteTitle(ex.app), crumb }));
}

/** What a signed-in viewer reads above the form. */
export function viewOnlyNotice(email: string | undefined): string {
  const who = email === undefined ? 'with an account' : `as ${email}, an account`;
  return `You are signed in ${who} that may only view this site. To edit it, sign in with an account that may edit.`;
}

/** The title of the page an editor gets while the editor app has not been built. */
export const EDITOR_NOT_BUILT = 'The editor has not been built';

/** The page an editor gets while the editor folder has no build (answered with 503). */
function editorNotBuilt(frameUrl: string | undefined): string {
  const back = withNoRedirect(frameUrl ?? '/');
  const body = `<p>This server has no build of the editor app. Run <code>npm run build</code> (it builds the editor into <code>dist/editor</code>), then reload this page.</p>
<p><a href="${escapeHtml(back)}">Back to the site</a></p>`;
  return builtinDocument({ title: EDITOR_NOT_BUILT, body });
}

/**
 * `GET /config/`: the editor app for an account that may edit (503 {@link EDITOR_NOT_BUILT}
 * while the editor folder has no index.html), else the sign-in page (a signed-in viewer is told
 * the account may only view).
 */
export async function serveConfigPage(ex: Exchange): Promise<void> {
  const account = signedInAccount(ex);
  const frameUrl = siteFrameUrl(ex.url.searchParams.get('frameUrl'));
  if (!mayEdit(account)) {
    const notice = account && viewOnlyNotice(account.email);
    return sendSignIn(ex, 200, { frameUrl, notice });
  }
  let html: string;
  try {
    html = await readFile(join(ex.app.editorDir, EDITOR_INDEX), 'utf8');
  } catch {
    return sendConfigPage(ex, 503, editorNotBuilt(frameUrl));
  }
  sendConfigPage(ex, 200, html);
}

/** `GET /config/assets/*`: the editor's built files. */
export function serveEditorAsset(ex: Exchange): void {
  let relative: string;
  try {
    relative = decodeURIComponent(ex.url.pathname.slice(EDITOR_ASSETS_PREFIX.length));
  } catch {
    return sendJson(ex.res, 400, { error: 'Malformed asset path' });
  }
  const file = fileInside(join(ex.app.editorDir, 'assets'), relative);
  if (file) return sendFile(ex.req, ex.res, file.path, file.stats);
  sendJson(ex.res, 404, { error: `No editor file ${ex.url.pathname}` });
}
