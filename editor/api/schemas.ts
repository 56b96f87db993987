/**
 * The shapes of the editor API's answers (the site server's `/api/editor/*` routes), checked
 * when they arrive so a panel never draws from a shape it does not know.
 */
import * as z from 'zod/mini';

const jsonObject = z.record(z.string(), z.unknown());
const when = z.nullable(z.string());

export const siteInfoSchema = z.object({
  site: z.object({ title: z.string(), identifier: z.string(), baseUrl: z.nullable(z.string()) }),
  pages: z.array(z.object({ path: z.string(), title: z.string() })),
  account: z.object({ id: z.string(), email: z.nullable(z.string()), roles: z.array(z.number()) }),
  plan: z.object({ trial: z.boolean() }),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
export type SitePage = SiteInfo['pages'][number];

export const savedVersionSchema = z.object({
  version: z.number(),
  savedAt: when,
  savedBy: when,
});

export const blocksSchema = z.object({
  blocks: z.array(
    z.object({
      id: z.string(),
      tag: z.string(),
      /** null when the template's JSON is not an object (the block cannot be edited). */
      data: z.nullable(jsonObject),
      version: z.number(),
      savedAt: when,
      savedBy: when,
    }),
  ),
});

/** A stored version with its data (a 409's `current`; the cookie banner settings). */
const versionedSchema = z.object({
  data: jsonObject,
  version: z.number(),
  savedAt: when,
  savedBy: when,
});

export const conflictSchema = z.object({
  error: z.literal('conflict'),
  current: versionedSchema,
});

/** The site's cookie banner settings (SPEC §3) as every page serves them, with their version. */
export const cookieBannerSchema = versionedSchema;

export const submissionsSchema = z.object({
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  forms: z.array(z.object({ formId: z.string(), count: z.number() })),
  items: z.array(
    z.object({
      id: z.union([z.string(), z.number()]),
      formId: z.string(),
      submittedAt: z.string(),
      fields: jsonObject,
    }),
  ),
});
export type Submissions = z.infer<typeof submissionsSchema>;

export const analyticsSchema = z.object({
  days: z.array(z.object({ date: z.string(), views: z.number(), visits: z.number() })),
  topPages: z.array(z.object({ path: z.string(), views: z.number() })),
  referrers: z.array(z.object({ referrer: z.string(), visits: z.number() })),
  campaigns: z.array(z.object({ source: z.string(), campaign: z.string(), visits: z.number() })),
});
export type Analytics = z.infer<typeof analyticsSchema>;

export const errorsSchema = z.object({
  total: z.number(),
  items: z.array(
    z.object({
      message: z.string(),
      count: z.number(),
      lastSeen: z.union([z.string(), z.number()]),
      file: z.nullable(z.string()),
      line: z.nullable(z.number()),
      stack: z.nullable(z.string()),
    }),
  ),
});
export type ScriptErrors = z.infer<typeof errorsSchema>;

const metric = z.nullable(z.number());
export const performanceSchema = z.object({
  pages: z.array(
    z.object({
      path: z.string(),
      samples: z.number(),
      lcpP75: metric,
      clsP75: metric,
      inpP75: metric,
    }),
  ),
});
export type Performance = z.infer<typeof performanceSchema>;

export const consentSchema = z.object({ accepted: z.number(), declined: z.number() });
export type ConsentCounts = z.infer<typeof consentSchema>;
