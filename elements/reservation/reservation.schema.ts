import * as z from 'zod/mini';

/**
 * `data-block-json` of `<sq-reservation>`. Unknown keys are ignored. Which widget it is comes
 * from the element's `kind` attribute, not from here.
 */
export const reservationSchema = z.object({
  /**
   * The provider's id of the restaurant, venue or scheduling account (sent as the widget's
   * account parameter: OpenTable's `rid`, the scheduling service's `owner` …). A number is taken
   * as its digits.
   */
  accountId: z.union(
    [z.string().check(z.trim(), z.minLength(1, 'must not be empty')), z.number()],
    {
      error: 'must be a string or a number',
    },
  ),
  /** The widget draws itself in an iframe (its `iframe` parameter). Default false. */
  iframe: z._default(z.boolean(), false),
  /** The widget opens its booking steps in an overlay (its `overlay` parameter). Default false. */
  overlay: z._default(z.boolean(), false),
});

/** Valid `<sq-reservation>` settings, defaults filled in. */
export type ReservationData = z.infer<typeof reservationSchema>;
