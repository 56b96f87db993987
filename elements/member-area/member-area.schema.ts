import * as z from 'zod/mini';

/**
 * Schema of `<sq-member-area data-block-json='…'>` (SPEC §3 block type 67): the member area it
 * sells (site.json `memberAreas[].id`). The area's name and its two pricing options are in the
 * block's markup, written by the server. Unknown keys are ignored.
 */
export const memberAreaSchema = z.object({
  /** The member area's id. */
  memberAreaId: z.string().check(z.trim(), z.minLength(1, 'must not be empty')),
});

/** Settings of a member area block. */
export type MemberAreaData = z.infer<typeof memberAreaSchema>;

const option = z.object({
  id: z.string().check(z.minLength(1)),
  label: z.string().check(z.minLength(1)),
  /** `$145.00 a month`, or `Free`. */
  price: z.string(),
  /** The join button's text. */
  joinText: z.string().check(z.minLength(1)),
  /** The join section's text. */
  description: z.string(),
});

/**
 * What the server writes into the block (`<script type="application/json"
 * data-sq-member-area>`): the area's name, whether the visitor is signed in as a site user, and
 * its two pricing options, left then right (SPEC §2).
 */
export const memberAreaBlockSchema = z.object({
  memberAreaId: z.string().check(z.minLength(1)),
  name: z.string(),
  signedIn: z.boolean(),
  options: z
    .array(option)
    .check(z.refine((list) => list.length === 2, 'expected two pricing options, left then right')),
});

/** The block's area as the server wrote it. */
export type MemberAreaBlock = z.infer<typeof memberAreaBlockSchema>;

/** One pricing option. */
export type PricingOption = MemberAreaBlock['options'][number];
