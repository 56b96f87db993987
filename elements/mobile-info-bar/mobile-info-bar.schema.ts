import * as z from 'zod/mini';

/** A value the site settings may leave out or send as null. */
const maybe = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));

/**
 * Schema of `<sq-mobile-info-bar data-block-json='…'>`: the page context's
 * `websiteSettings.mobileInfoBarSettings` (SPEC §3: `style` none 1, light 2, dark 3, and which
 * actions are on) with the business's details beside it (`contactPhoneNumber`, `contactEmail`,
 * `location`, `businessHours`), key for key as `websiteSettings` names them. Every key is
 * optional and may be null; unknown keys are accepted and left out.
 */
export const mobileInfoBarSchema = z.object({
  /** 1 none (nothing shows), 2 light, 3 dark (SPEC §3). Left out: light. */
  style: maybe(z.number({ error: 'must be a number (1 none, 2 light, 3 dark)' })),
  isContactPhoneNumberEnabled: maybe(z.boolean({ error: 'must be true or false' })),
  isContactEmailEnabled: maybe(z.boolean({ error: 'must be true or false' })),
  isLocationEnabled: maybe(z.boolean({ error: 'must be true or false' })),
  isBusinessHoursEnabled: maybe(z.boolean({ error: 'must be true or false' })),
  contactPhoneNumber: maybe(z.string({ error: 'must be text' })),
  contactEmail: maybe(z.string({ error: 'must be text' })),
  /** The address, as the map block names its parts (SPEC §3 "Map block"). */
  location: maybe(
    z.object({
      addressTitle: maybe(z.string({ error: 'must be text' })),
      addressLine1: maybe(z.string({ error: 'must be text' })),
      addressLine2: maybe(z.string({ error: 'must be text' })),
      addressCountry: maybe(z.string({ error: 'must be text' })),
      mapLat: maybe(z.number({ error: 'must be a number' })),
      mapLng: maybe(z.number({ error: 'must be a number' })),
    }),
  ),
  /** Opening hours, one line per day or range of days. */
  businessHours: maybe(
    z.array(
      z.object({
        days: z.string({ error: 'must be text' }),
        hours: z.string({ error: 'must be text' }),
      }),
    ),
  ),
});

/** Settings of a mobile info bar after the schema. */
export type MobileInfoBarData = z.infer<typeof mobileInfoBarSchema>;
