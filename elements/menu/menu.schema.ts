import * as z from 'zod/mini';

const text = () => z.string().check(z.trim(), z.minLength(1, 'must not be empty'));

/**
 * A price: a number in the site currency's major unit (`4.25` is $4.25, formatted in the site
 * currency), or a string shown as written (`"Market price"`, `"$4 / $5"`).
 */
const price = z.union([z.number().check(z.gte(0, 'must be 0 or more')), text()], {
  error: 'must be a number of 0 or more, or text',
});

const item = z.object({
  name: text(),
  description: z.optional(z.string().check(z.trim())),
  price: z.optional(price),
});

const section = z.object({
  /** The tab's title. */
  title: text(),
  items: z._default(z.array(item), []),
});

/**
 * Schema of `<sq-menu data-block-json='…'>` (SPEC §4 Menu block). `sections` is optional: without
 * it the element reads the menu from its server markup (see SqMenu). Unknown keys are ignored.
 */
export const menuSchema = z.object({
  /** The menu's sections, each a tab; when set, they win over the server markup. */
  sections: z.optional(z.array(section)),
  /** Accessible name of the tab list. */
  label: z._default(text(), 'Menu'),
});

/** Settings of a menu block after the schema filled in its defaults. */
export type MenuData = z.infer<typeof menuSchema>;
/** One section of the menu (a tab). */
export type MenuSection = z.infer<typeof section>;
/** One dish or drink. */
export type MenuItem = z.infer<typeof item>;
