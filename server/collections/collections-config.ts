/**
 * site.json `collections`: the site's blog, events and products collections (SPEC §2 page types
 * 1 and 50, view modes list, grid and product), checked at start-up so that a bad collection
 * fails loudly with its path (`collections.0.items.3.tags.1: a tag is at most 50 characters`).
 *
 * Limits (SPEC §9): a tag is at most 50 characters, a category name at most 25, a user-orderable
 * collection holds at most 250 items and a collection at most 200 products
 * ({@link checkCollectionProducts}, which needs the store and runs on the whole site.json).
 * Ids are 24 lower-case hex digits (SPEC §3); collection paths and ids are unique in the site,
 * item slugs and ids in their collection. An event has a start and an end (not before its start)
 * as wall-clock times in an IANA time zone: its own `timeZone` or its collection's.
 */
import * as z from 'zod';
import { WORKFLOW_STATES } from '../../platform/constants/enums.ts';
import {
  CATEGORY_NAME_MAX_CHARS,
  MAX_PRODUCTS_PER_COLLECTION,
  MAX_USER_ORDERABLE_ITEMS,
  TAG_MAX_CHARS,
} from '../../platform/constants/limits.ts';
import { hexIdSchema, storeSchema } from '../commerce/catalogue-schema.ts';
import { bodyProblem } from './body-html.ts';

/** The kinds of collection. */
export const COLLECTION_KINDS = ['blog', 'events', 'products'] as const;

/** The view modes of a collection page (SPEC §2). */
export const VIEW_MODES = ['list', 'grid', 'product'] as const;

/** Items per page when a collection does not say. */
export const DEFAULT_PAGE_SIZE = 10;

/** Most items a page may show. */
export const MAX_PAGE_SIZE = 100;

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const timeZoneSchema = z
  .string()
  .refine(isTimeZone, { message: 'not an IANA time zone (like America/New_York)' });

/** A wall-clock time without an offset: `2026-12-05T18:00` or `2026-12-05T18:00:00`. */
const wallTimeSchema = z.iso.datetime({
  local: true,
  message: 'a local date and time without an offset, like 2026-12-05T18:00:00',
});

const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a URL slug is lower-case words joined by -');

/** A picture: the store's product image shape (src, dimensions WxH, focal point, alt). */
const imageSchema = storeSchema.shape.products.unwrap().element.shape.images.unwrap().element;

const httpUrlSchema = z
  .url({ protocol: /^https?$/, message: 'an http(s) address' })
  .max(2000, 'an address of at most 2000 characters');

/** One item of a blog or events collection. */
const itemSchema = z.strictObject({
  id: hexIdSchema,
  urlSlug: slugSchema,
  title: z.string().trim().min(1).max(200),
  /** Plain text, one or two sentences. */
  excerpt: z.string().trim().max(1000).default(''),
  /** Owner-written HTML (./body-html.ts says what it may hold). */
  body: z
    .string()
    .default('')
    .superRefine((html, ctx) => {
      const problem = bodyProblem(html);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  images: z.array(imageSchema).default([]),
  tags: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'a tag is not empty')
        .max(TAG_MAX_CHARS, `a tag is at most ${TAG_MAX_CHARS} characters (SPEC §9)`),
    )
    .default([]),
  categories: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'a category name is not empty')
        .max(
          CATEGORY_NAME_MAX_CHARS,
          `a category name is at most ${CATEGORY_NAME_MAX_CHARS} characters (SPEC §9)`,
        ),
    )
    .default([]),
  author: z.string().trim().min(1).max(100).optional(),
  /** ISO 8601 with an offset; a blog shows the newest first. */
  publishOn: z.iso
    .datetime({
      offset: true,
      message: 'an ISO 8601 date and time with an offset, like 2026-10-02T09:00:00-04:00',
    })
    .optional(),
  startDate: wallTimeSchema.optional(),
  endDate: wallTimeSchema.optional(),
  timeZone: timeZoneSchema.optional(),
  location: z
    .strictObject({
      name: z.string().trim().min(1).max(200),
      address: z.string().trim().max(200).optional(),
      city: z.string().trim().max(100).optional(),
    })
    .optional(),
  ticketUrl: httpUrlSchema.optional(),
});

/** One item as site.json holds it. */
export type ConfiguredItem = z.infer<typeof itemSchema>;

/** A field of an item of some collection that an issue is about. */
const issueAt = (ctx: z.RefinementCtx, path: (string | number)[], message: string) =>
  ctx.addIssue({ code: 'custom', path, message });

/** Paths other routes of the server answer, which a collection may not take. */
const RESERVED = /^\/(?:api|assets|config|commerce|checkout|cart|search|__dev|__server)(?:\/|$)/;

/** One collection. */
export const collectionSchema = z
  .strictObject({
    id: hexIdSchema,
    type: z.enum(COLLECTION_KINDS),
    /** The collection page (page type 1); its items are at `path/urlSlug` (page type 50). */
    path: z
      .string()
      .regex(
        /^\/[a-z0-9-]+(?:\/[a-z0-9-]+)*$/,
        'a path like /journal (lower-case words joined by -)',
      )
      .refine((path) => !RESERVED.test(path), { message: 'a path the server uses for itself' }),
    title: z.string().trim().min(1).max(200),
    description: z.string().trim().max(1000).optional(),
    viewMode: z.enum(VIEW_MODES).default('list'),
    pageSize: z
      .number()
      .int()
      .min(1)
      .max(MAX_PAGE_SIZE, `at most ${MAX_PAGE_SIZE} items a page`)
      .default(DEFAULT_PAGE_SIZE),
    userOrderable: z.boolean().default(false),
    /** Events: the zone of items without their own. */
    timeZone: timeZoneSchema.optional(),
    /** Blog and events only: a products collection's items are the store's products. */
    items: z.array(itemSchema).optional(),
  })
  .superRefine((collection, ctx) => {
    const items = collection.items ?? [];
    if (collection.type === 'products' && collection.items !== undefined) {
      issueAt(ctx, ['items'], "a products collection has no items: they are the store's products");
    }
    if (collection.userOrderable && items.length > MAX_USER_ORDERABLE_ITEMS) {
      issueAt(
        ctx,
        ['items'],
        `a user-orderable collection holds at most ${MAX_USER_ORDERABLE_ITEMS} items (SPEC §9); this one has ${items.length}`,
      );
    }
    const slugs = new Set<string>();
    const ids = new Set<string>();
    items.forEach((item, i) => {
      if (slugs.has(item.urlSlug)) issueAt(ctx, ['items', i, 'urlSlug'], 'this slug repeats');
      if (ids.has(item.id)) issueAt(ctx, ['items', i, 'id'], 'this id repeats');
      slugs.add(item.urlSlug);
      ids.add(item.id);
      if (collection.type !== 'events') return;
      if (!item.startDate) issueAt(ctx, ['items', i, 'startDate'], 'an event has a startDate');
      if (!item.endDate) issueAt(ctx, ['items', i, 'endDate'], 'an event has an endDate');
      if (item.startDate && item.endDate && item.endDate < item.startDate) {
        issueAt(ctx, ['items', i, 'endDate'], 'an event ends at or after its start');
      }
      if (!item.timeZone && !collection.timeZone) {
        issueAt(
          ctx,
          ['items', i, 'timeZone'],
          'an event needs a timeZone, its own or its collection’s',
        );
      }
    });
  });

/** A collection as site.json holds it (its items not yet resolved). */
export type ConfiguredCollection = z.infer<typeof collectionSchema>;

/** The `collections` key of site.json: ids and paths unique in the site. */
export const collectionsSchema = z.array(collectionSchema).superRefine((collections, ctx) => {
  const paths = new Set<string>();
  const ids = new Set<string>();
  collections.forEach((collection, i) => {
    if (paths.has(collection.path)) issueAt(ctx, [i, 'path'], 'another collection has this path');
    if (ids.has(collection.id)) issueAt(ctx, [i, 'id'], 'another collection has this id');
    paths.add(collection.path);
    ids.add(collection.id);
  });
});

/** What {@link checkCollectionProducts} reads of a site.json. */
interface CollectionsAndStore {
  collections: readonly Pick<ConfiguredCollection, 'type'>[];
  store: { products: readonly { workflowState: number }[] };
}

/**
 * Refuses a products collection of more than 200 published products (SPEC §9): its items are
 * the store's published products. For `superRefine` on the whole site.json.
 */
export function checkCollectionProducts(config: CollectionsAndStore, ctx: z.RefinementCtx): void {
  const published = config.store.products.filter(
    (p) => p.workflowState === WORKFLOW_STATES.published,
  ).length;
  if (published <= MAX_PRODUCTS_PER_COLLECTION) return;
  config.collections.forEach((collection, i) => {
    if (collection.type !== 'products') return;
    issueAt(
      ctx,
      ['collections', i],
      `a collection holds at most ${MAX_PRODUCTS_PER_COLLECTION} products (SPEC §9); the store publishes ${published}`,
    );
  });
}
