/**
 * Safe mode of the editor's preview frame (SPEC §9 "Cookies exist for the … disabling of user
 * scripts"): the editor sets the `ss_disableuserscripts=true` cookie, and while a signed-in
 * account that may edit (SPEC §3 roles other than viewer) carries it, the site's pages are served
 * without the site's own scripts, so a broken one cannot stop its owner editing.
 *
 * Only an editing account gets safe mode: it changes what the server sends, and the published
 * site is the same for every visitor and viewer whatever cookies they hold.
 *
 * What goes: every `<script>` element a browser would run (no `type`, a JavaScript type,
 * `module`, `importmap`, `speculationrules`) other than the platform runtime, and every event
 * handler attribute (`onclick`, `onload`, …). What stays: the runtime
 * (`/assets/sq-runtime.js`, ARCHITECTURE.md public contract 1), which starts the blocks, and data
 * blocks (`<script type="application/json" id="sq-context">`, `application/ld+json`, any other
 * type a browser never runs).
 */
import { mayEdit, type SignedIn } from '../session.ts';
import { RUNTIME_FILE } from './layout.ts';
import { attribute, startTags, type StartTag } from './start-tags.ts';

/**
 * The safe-mode cookie and the value that turns it on. The name is the client's
 * (platform/cookies/cookie-names.ts `PREVIEW_COOKIES.disableUserScripts`).
 */
export const DISABLE_USER_SCRIPTS_COOKIE = 'ss_disableuserscripts';
const ON = 'true';

/** Path of the platform runtime, the one script safe mode keeps. */
export const RUNTIME_PATH = `/assets/${RUNTIME_FILE}`;

/** `type` values (MIME essences) a browser runs as a classic script (HTML: JavaScript MIME types). */
const JAVASCRIPT_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/** Other `type` values a browser acts on: modules, import maps, speculation rules. */
const OTHER_RUN_TYPES = new Set(['module', 'importmap', 'speculationrules']);

/** Whether a browser would act on the `<script>` `tag` (HTML "prepare the script element"). */
function runs(tag: StartTag): boolean {
  const type = attribute(tag, 'type')?.value.trim().toLowerCase();
  if (type === undefined || type === '') return true;
  const essence = type.split(';')[0]!.trim();
  return JAVASCRIPT_TYPES.has(essence) || OTHER_RUN_TYPES.has(essence);
}

/** Whether the `<script>` `tag` loads the platform runtime (its `src` path, on this site). */
function isRuntime(tag: StartTag): boolean {
  const src = attribute(tag, 'src')?.value.trim();
  if (!src) return false;
  try {
    const url = new URL(src, 'http://site.invalid/');
    return url.origin === 'http://site.invalid' && url.pathname === RUNTIME_PATH;
  } catch {
    return false;
  }
}

/** The offset where the white space before `at` starts. */
function spaceBefore(html: string, at: number): number {
  let start = at;
  while (start > 0 && /\s/.test(html[start - 1]!)) start--;
  return start;
}

/**
 * `html` without the site's own scripts: the `<script>` elements a browser would run, except the
 * platform runtime, and the event handler attributes of every element. The rest is kept byte
 * for byte.
 */
export function withoutUserScripts(html: string): string {
  const cuts: Array<[number, number]> = [];
  for (const tag of startTags(html)) {
    if (tag.tag === 'script' && runs(tag) && !isRuntime(tag)) {
      cuts.push([tag.start, tag.elementEnd ?? html.length]);
      continue;
    }
    for (const attr of tag.attributes) {
      if (attr.name.startsWith('on')) cuts.push([spaceBefore(html, attr.start), attr.end]);
    }
  }
  let out = '';
  let from = 0;
  for (const [start, end] of cuts) {
    out += html.slice(from, start);
    from = end;
  }
  return out + html.slice(from);
}

/**
 * Whether a request with `cookies`, signed in as `account`, gets safe mode: it carries the cookie
 * turned on and the account may edit the site.
 */
export function safeMode(
  cookies: Readonly<Record<string, string>>,
  account: SignedIn | undefined,
): boolean {
  return cookies[DISABLE_USER_SCRIPTS_COOKIE] === ON && mayEdit(account);
}
