/**
 * Site-wide blocks: settings the editor edits outside any page, kept in the same editing state
 * as the pages' blocks (lib/editing.ts), so undo and redo, unsaved changes, Save, Reset and the
 * two-tab conflict treat them alike. Their path is `''`, which no page has (every page path
 * starts with `/`); each is saved through its own route (app/use-editing.ts).
 */
import { blockKey } from './editing.ts';

/** The path of the site-wide blocks. */
export const SITE_PATH = '';

/**
 * The cookie banner (SPEC §3 "Cookie banner settings"): a `<sq-cookie-banner>` whose data is the
 * page context's `cookieSettings`, saved by `PUT /api/editor/settings/cookie-banner`.
 */
export const COOKIE_BANNER = {
  id: 'cookie-banner',
  tag: 'sq-cookie-banner',
  label: 'Cookie banner',
  key: blockKey(SITE_PATH, 'cookie-banner'),
} as const;
