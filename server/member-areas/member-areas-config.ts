/**
 * site.json `memberAreas`: the site's member areas (SPEC §2 protected content 105, member-area
 * access denied 106, membership confirmed 208; SPEC §3 block type 67). Each area names the page
 * paths only its members may open and its pricing options: two of them, the left and the right
 * button of the access page (SPEC §2). An option with a `productId` (a subscription product of
 * the site's store) is joined through the subscription checkout; one without is free, and so is
 * every option of a site without a store (no products). On a site with a store, a `productId`
 * that names no subscription product of one variant is refused when site.json is read
 * ({@link checkMemberAreaProducts}), so the access page never shows "Free" for an option whose
 * join would then be refused.
 */
import * as z from 'zod';
import type { SiteConfig } from '../site-config.ts';

/** One way to join an area. */
const pricingOptionSchema = z.strictObject({
  /** Its id, sent as `pricingOption` when joining (letters, digits, `-` and `_`). */
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, - and _ (at most 64)'),
  /** The button's text: `Monthly`. */
  label: z.string().trim().min(1).max(60),
  /** A subscription product of `store.products`; absent: joining is free. */
  productId: z.string().min(1).optional(),
  /** The join section's text under the price (plain text). */
  description: z.string().max(500).optional(),
});

/** One member area. */
const memberAreaSchema = z.strictObject({
  /** Its id, in `/api/member-areas/{id}/join` (letters, digits, `-` and `_`). */
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, - and _ (at most 64)'),
  /** Its name, as the access page and the profile show it: `Members' studio`. */
  name: z.string().trim().min(1).max(100),
  /** The clean paths of its protected pages (page type 105). */
  paths: z.array(z.string().regex(/^\/[^?#]*$/, 'a clean path starting with /')).min(1),
  /** Exactly two options: the access page's left and right button (SPEC §2). */
  pricingOptions: z
    .array(pricingOptionSchema)
    .length(2, 'a member area has two pricing options (SPEC §2)')
    .refine((options) => options[0]?.id !== options[1]?.id, 'the two options need different ids'),
});

/**
 * The `memberAreas` key of site.json (server/site-config.ts): a list of areas, ids unique, each
 * path in one area at most.
 */
export const memberAreasSchema = z
  .array(memberAreaSchema)
  .refine((areas) => new Set(areas.map((a) => a.id)).size === areas.length, 'area ids repeat')
  .refine((areas) => {
    const paths = areas.flatMap((a) => a.paths);
    return new Set(paths).size === paths.length;
  }, 'a path belongs to one member area at most')
  .default([]);

/** A member area of site.json. */
export type MemberArea = z.infer<typeof memberAreaSchema>;

/** One of its pricing options. */
export type PricingOption = z.infer<typeof pricingOptionSchema>;

/** The site's areas (none when site.json has no `memberAreas`). */
export function memberAreas(config: SiteConfig): readonly MemberArea[] {
  return (config as { memberAreas?: readonly MemberArea[] }).memberAreas ?? [];
}

/** The area of `id`, if any. */
export function memberAreaById(config: SiteConfig, id: string): MemberArea | undefined {
  return memberAreas(config).find((area) => area.id === id);
}

/** The area whose protected pages include the clean path `path`, if any. */
export function memberAreaOfPath(config: SiteConfig, path: string): MemberArea | undefined {
  return memberAreas(config).find((area) => area.paths.includes(path));
}

/** The area and option that sell `productId` (a membership's subscription product), if any. */
export function membershipSoldBy(
  config: SiteConfig,
  productId: string,
): { area: MemberArea; option: PricingOption } | undefined {
  for (const area of memberAreas(config)) {
    const option = area.pricingOptions.find((o) => o.productId === productId);
    if (option) return { area, option };
  }
  return undefined;
}

/** What {@link checkMemberAreaProducts} reads of a site.json: its areas and its store's products. */
interface MemberAreasAndStore {
  memberAreas: readonly MemberArea[];
  store: {
    products: readonly { id: string; subscriptionPlan?: unknown; variants: readonly unknown[] }[];
  };
}

/** Why `productId` cannot sell a membership on a site with `products`, or undefined when it can. */
function productProblem(
  products: MemberAreasAndStore['store']['products'],
  productId: string,
): string | undefined {
  const product = products.find((p) => p.id === productId);
  if (!product) return `no product ${productId} in store.products`;
  if (!product.subscriptionPlan) return `product ${productId} has no subscriptionPlan`;
  if (product.variants.length !== 1) return `product ${productId} needs exactly one variant`;
  return undefined;
}

/**
 * The site.json check across its keys (server/site-config.ts runs it): on a site with a store,
 * each pricing option's `productId` is a subscription product of `store.products` with one
 * variant (what the subscription checkout sells and the access page prices). Otherwise the
 * option would show "Free" and its join would be refused; site.json is refused instead, naming
 * the option.
 */
export function checkMemberAreaProducts(config: MemberAreasAndStore, ctx: z.RefinementCtx): void {
  const { products } = config.store;
  if (products.length === 0) return;
  config.memberAreas.forEach((area, a) =>
    area.pricingOptions.forEach((option, o) => {
      const problem = option.productId && productProblem(products, option.productId);
      if (!problem) return;
      ctx.addIssue({
        code: 'custom',
        path: ['memberAreas', a, 'pricingOptions', o, 'productId'],
        message: `member area ${area.id}, pricing option ${option.id}: ${problem} (a subscription product of one variant is needed)`,
      });
    }),
  );
}
