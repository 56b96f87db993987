/**
 * The site's cookie banner settings (SPEC §3 "Cookie banner settings", §5), edited in the editor:
 *
 * - `GET /api/editor/settings/cookie-banner` → `{data, version, savedAt, savedBy}`: the settings
 *   every page serves now: the latest saved version, else site.json's `cookieSettings` (`version`
 *   0, `savedAt` and `savedBy` null).
 * - `PUT /api/editor/settings/cookie-banner`, body `{data, baseVersion}` → 200 `{version, savedAt,
 *   savedBy}`; 409 `{error: "conflict", current: {data, version, savedAt, savedBy}}` when
 *   `baseVersion` is not the stored version (another tab saved first); 400 `{error}` when `data`
 *   holds a key SPEC §3 does not name or a value of the wrong kind or word.
 *
 * From a save on, every page the site serves carries the saved settings as its page context's
 * `cookieSettings` ({@link liveSiteConfig}), `isCookieBannerEnabled` with them.
 */
import * as z from 'zod';
import { COOKIE_BANNER_WORDS } from '../../platform/constants/site-enums.ts';
import type { App, Exchange } from '../app.ts';
import { endpoint } from '../api/pipeline.ts';
import { signedInAccount } from '../session.ts';
import type { SiteConfig } from '../site-config.ts';
import type { SavedBlock } from '../store/block-versions.ts';

/**
 * Where the settings are stored: as the site-wide block `cookie-banner` (tag `sq-cookie-banner`,
 * whose data is the page context's `cookieSettings`) of the path `''`, which no page has (every
 * page path starts with `/`), in the saved blocks' table, with its versions.
 */
export const COOKIE_BANNER_BLOCK = { path: '', blockId: 'cookie-banner', tag: 'sq-cookie-banner' };

/** Longest body text (HTML) and button text a save may hold. */
const MAX_TEXT = 5000;
const MAX_BUTTON_TEXT = 200;

const flag = z.boolean().nullable().optional();
const text = (max: number) => z.string().max(max).nullable().optional();
const word = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).nullable().optional();

/** The cookie banner settings a save may hold: SPEC §3's keys, each optional, nothing else. */
export const cookieSettingsSchema = z.strictObject({
  isCookieBannerEnabled: flag,
  cookieBannerText: text(MAX_TEXT),
  cookieBannerCtaText: text(MAX_BUTTON_TEXT),
  cookieBannerOptOutCtaText: text(MAX_BUTTON_TEXT),
  cookieBannerVariant: word(COOKIE_BANNER_WORDS.cookieBannerVariant),
  cookieBannerPosition: word(COOKIE_BANNER_WORDS.cookieBannerPosition),
  cookieBannerTheme: word(COOKIE_BANNER_WORDS.cookieBannerTheme),
  cookieBannerCtaVariant: word(COOKIE_BANNER_WORDS.cookieBannerCtaVariant),
  cookieBannerAcceptType: word(COOKIE_BANNER_WORDS.cookieBannerAcceptType),
  isRestrictiveCookiePolicyEnabled: flag,
  isRestrictiveCookiePolicyAbsolute: flag,
  isVisitorDataRestricted: flag,
});

/** The site's configuration with its saved settings in place of site.json's. */
export function liveSiteConfig(app: App): SiteConfig {
  const saved = latest(app);
  return saved ? { ...app.config, cookieSettings: saved.data } : app.config;
}

/** The latest saved version of the settings, if they were ever saved. */
function latest(app: App): SavedBlock | undefined {
  return app.store.blocks.latestOf(COOKIE_BANNER_BLOCK.path, COOKIE_BANNER_BLOCK.blockId);
}

/** The cookie banner settings as the site serves them, with their version. */
function current(app: App, saved = latest(app)) {
  return {
    data: saved?.data ?? app.config.cookieSettings,
    version: saved?.version ?? 0,
    savedAt: saved?.savedAt ?? null,
    savedBy: saved?.savedBy ?? null,
  };
}

/** Who saved: the account's email, else its id. */
function saver(ex: Exchange): string {
  const account = signedInAccount(ex)!;
  return account.email ?? account.id;
}

const PATH = '/api/editor/settings/cookie-banner';

/** GET /api/editor/settings/cookie-banner. */
export const editorCookieBanner = endpoint({
  method: 'GET',
  path: PATH,
  access: 'editor',
  schema: z.object({}),
  handle: (_input, ex) => ({ body: current(ex.app) }),
});

/** PUT /api/editor/settings/cookie-banner. */
export const saveEditorCookieBanner = endpoint({
  method: 'PUT',
  path: PATH,
  access: 'editor',
  schema: z.object({ data: cookieSettingsSchema, baseVersion: z.number().int().min(0) }),
  handle({ data, baseVersion }, ex) {
    const { path, blockId, tag } = COOKIE_BANNER_BLOCK;
    const result = ex.app.store.blocks.save(path, { blockId, tag, data }, baseVersion, saver(ex));
    if (!result.saved) {
      const now = current(ex.app, result.current);
      return { status: 409, body: { error: 'conflict', current: now } };
    }
    const { version, savedAt, savedBy } = result.block;
    return { body: { version, savedAt, savedBy } };
  },
});
