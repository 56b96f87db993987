/**
 * `site.json`: the settings of a served site (its page context fields, accounts, site users,
 * canned map places, widget renderings, configured failures and forms), validated at start-up.
 *
 * Page context fields sit at the top level under their SPEC §3 names (`website`, `templateId`,
 * `websiteSettings`, `cookieSettings`, ...) and are copied into every page's `sq-context`.
 * Unknown top-level keys are refused so that a typo fails loudly instead of being ignored.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';
import { PAGE_TYPES } from '../platform/constants/enums.ts';
import { WEBSITE_ROLES } from '../platform/constants/site-enums.ts';
import { EMPTY_STORE, storeSchema } from './commerce/catalogue-schema.ts';
import { checkCollectionProducts, collectionsSchema } from './collections/collections-config.ts';
import { failuresSchema } from './failures.ts';
import { formsSchema } from './forms/form-config.ts';
import { checkMemberAreaProducts, memberAreasSchema } from './member-areas/member-areas-config.ts';

const oneOf = (values: readonly number[], what: string) =>
  z.number().refine((n) => values.includes(n), { message: `not a known ${what} (SPEC §2/§3)` });

/** A SPEC §2 page type id. */
export const pageTypeSchema = oneOf(Object.values(PAGE_TYPES), 'page type');

/** A SPEC §3 website role number. */
const roleSchema = oneOf(Object.values(WEBSITE_ROLES), 'website role');

/** Shortest password an account may have. */
export const MIN_PASSWORD_CHARS = 8;

/**
 * An account of the site: the development sign-in can act as it, and with `email` and
 * `password` it signs in at `/config/` (the server keeps only a hash of the password).
 */
const accountSchema = z
  .strictObject({
    id: z.string().min(1),
    /** Role numbers; they become the context's `websiteRoles` map (`{"1": true}`). */
    roles: z.array(roleSchema).min(1),
    email: z.email().max(256).optional(),
    password: z.string().min(MIN_PASSWORD_CHARS).max(1024).optional(),
  })
  .refine((account) => (account.email === undefined) === (account.password === undefined), {
    message: 'email and password go together',
  });

/** A site visitor account that can log in (SPEC §7 site-user session). */
const siteUserSchema = z.strictObject({
  id: z.string().min(1),
  email: z.string().min(3).max(256),
  password: z.string().min(1),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
});

/** Per-page context fields, keyed by clean path in `pages`. */
const pageSchema = z.strictObject({
  pageType: pageTypeSchema.optional(),
  collectionId: z.string().optional(),
  collection: z.looseObject({}).optional(),
  itemId: z.string().optional(),
  item: z.looseObject({}).optional(),
});

/** One canned place for the maps autocomplete and details routes. */
const placeSchema = z.strictObject({
  placeId: z.string().min(1),
  description: z.string().min(1),
  mainText: z.string().optional(),
  secondaryText: z.string().optional(),
  address: z.record(z.string(), z.string()).default({}),
  location: z.strictObject({ lat: z.number(), lng: z.number() }),
});

/** The keys of `site.json`. */
const siteConfigKeys = z.strictObject({
  website: z.looseObject({
    id: z.string().min(1),
    identifier: z.string().min(1),
    baseUrl: z.string().optional(),
  }),
  templateId: z.string().min(1),
  templateVersion: z.union([z.string(), z.number()]).optional(),
  templateInstallation: z.looseObject({}).optional(),
  appDomain: z.string().optional(),
  env: z.enum(['dev', 'qa', 'staging', 'prod']).optional(),
  rollups: z.record(z.string(), z.unknown()).optional(),
  googleFonts: z.unknown().optional(),
  typekitFonts: z.unknown().optional(),
  websiteSettings: z.looseObject({}).default({}),
  cookieSettings: z.looseObject({}).default({}),
  accounts: z
    .strictObject({ owner: accountSchema, viewer: accountSchema.optional() })
    .refine(
      ({ owner, viewer }) =>
        owner.email === undefined ||
        viewer?.email === undefined ||
        owner.email.toLowerCase() !== viewer.email.toLowerCase(),
      { message: 'the owner and the viewer need different emails' },
    ),
  siteUsers: z.array(siteUserSchema).default([]),
  pages: z
    .record(
      z.string().regex(/^\/[^?#]*$/, 'a page key is a clean path starting with /'),
      pageSchema,
    )
    .default({}),
  maps: z
    .strictObject({ predictions: z.array(placeSchema).default([]) })
    .default({ predictions: [] }),
  /** HTML answered by GetWidgetRendering, keyed by widget id. */
  widgets: z.record(z.string(), z.string()).default({}),
  /** Experiment settings answered with each performance page-load id. */
  experiments: z.record(z.string(), z.unknown()).default({}),
  failures: failuresSchema.default({ endpoints: {}, forms: {} }),
  /** Forms SaveFormSubmission accepts, keyed by `formId`, with the fields it checks. */
  forms: formsSchema.default({}),
  /** The store: products, shipping options, tax rules, coupons, donation pages. */
  store: storeSchema.default(EMPTY_STORE),
  /** Collections: blog, events and products (server/collections/collections-config.ts). */
  collections: collectionsSchema.default([]),
  /** Member areas: protected page paths and the two pricing options of each. */
  memberAreas: memberAreasSchema,
  /**
   * The `Content-Security-Policy` header sent with every page (templates, the not-found page,
   * the server's own pages), e.g. `default-src 'self'; script-src 'self'; style-src 'self';
   * require-trusted-types-for 'script'`. Absent: no header.
   */
  contentSecurityPolicy: z.string().trim().min(1).optional(),
});

/** The whole `site.json`: its keys, and the checks across them. */
export const siteConfigSchema = siteConfigKeys
  .superRefine(checkMemberAreaProducts)
  .superRefine(checkCollectionProducts);

/** A validated `site.json`. */
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** A place of `maps.predictions`. */
export type Place = z.infer<typeof placeSchema>;

/** Context keys copied from `site.json` into every page's `sq-context`. */
export const SITE_CONTEXT_KEYS = [
  'website',
  'templateId',
  'templateVersion',
  'templateInstallation',
  'appDomain',
  'env',
  'rollups',
  'googleFonts',
  'typekitFonts',
  'websiteSettings',
  'cookieSettings',
] as const;

/** `site.json` is missing, not JSON, or refused by the schema; the message says where. */
export class SiteConfigError extends Error {
  override name = 'SiteConfigError';
}

/** An issue's message; a refused record key says why the key was refused. */
function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_key' && issue.issues.length) {
    return `invalid key: ${issue.issues.map((inner) => inner.message).join('; ')}`;
  }
  return issue.message;
}

/** Validates parsed `site.json` content; `source` names it in error messages. */
export function parseSiteConfig(value: unknown, source = 'site.json'): SiteConfig {
  const result = siteConfigSchema.safeParse(value);
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue) => `  - ${issue.path.length ? issue.path.join('.') : '(root)'}: ${issueMessage(issue)}`,
  );
  throw new SiteConfigError(`${source} is invalid:\n${lines.join('\n')}`);
}

/** Reads and validates `siteDir/site.json`. */
export function loadSiteConfig(siteDir: string): SiteConfig {
  const file = join(siteDir, 'site.json');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new SiteConfigError(`${file} not found: a site folder needs a site.json`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new SiteConfigError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  return parseSiteConfig(value, file);
}
