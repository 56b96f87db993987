/**
 * Visitor analytics (SPEC §7 census calls), stored in `census_hits` by kind.
 */
import * as z from 'zod';
import { CENSUS_EVENT_TYPES } from '../../platform/constants/site-enums.ts';
import type { Exchange } from '../app.ts';
import { endpoint } from './pipeline.ts';
import { boolish, intish, jsonOrText, plainObject } from './fields.ts';

const censusEvent = intish.refine(
  (n) => (Object.values(CENSUS_EVENT_TYPES) as number[]).includes(n),
  'not a census event type (SPEC §3)',
);

/**
 * The visitor cookie; `null`, empty (a form-encoded null) or absent when the visitor has none
 * (SPEC §3 "Tracking event": missing values become null).
 */
const visitorCookie = z
  .string()
  .max(500)
  .nullish()
  .transform((value) => (value === '' || value === null ? undefined : value));

/**
 * The numeric page fields of a tracking event (SPEC §3) as numbers: a form-encoded body carries
 * them as text. A missing value (SPEC §3: missing values become null) is sent as null in JSON or
 * empty in a form, and kept for {@link missingAsNull}.
 */
const pageNumber = z.union([intish, z.literal(''), z.null()]).optional();
const pageNumbers = {
  clientDate: pageNumber,
  viewportInnerWidth: pageNumber,
  viewportInnerHeight: pageNumber,
  screenWidth: pageNumber,
  screenHeight: pageNumber,
  pagePermissionTypeValue: pageNumber,
};

/**
 * The page numbers in a JSON body (platform/census/overlay.ts sends JSON): a missing value is
 * null there, as SPEC §3 "Tracking event" says.
 */
const jsonPageNumbers = Object.fromEntries(
  Object.entries(pageNumbers).map(([key, number]) => [key, number.nullable()]),
) as { [K in keyof typeof pageNumbers]: z.ZodNullable<(typeof pageNumbers)[K]> };

/**
 * `fields` with every empty value as null. A form-encoded body cannot carry a null: the client
 * sends a missing value (SPEC §3 "Tracking event": missing values become null) as an empty one
 * (platform/analytics/send.ts `formBody`), and the store keeps it as the null it stands for.
 */
export function missingAsNull(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, value === '' ? null : value]),
  );
}

/** Stores one census hit. */
function store(
  ex: Exchange,
  kind: string,
  data: Record<string, unknown>,
  extra: { event?: number; productId?: string; visitorCookie?: string | undefined } = {},
) {
  ex.app.store.insert('census_hits', {
    kind,
    event: extra.event ?? null,
    product_id: extra.productId ?? null,
    visitor_cookie: extra.visitorCookie ?? null,
    data: JSON.stringify(data),
  });
  return { body: {} };
}

/**
 * Stores a hit whose fields are the form fields themselves, missing values (and a missing
 * visitor cookie) as null.
 */
function storeFields(
  ex: Exchange,
  kind: string,
  fields: Record<string, unknown> & { visitorCookie?: string | undefined },
) {
  const data = missingAsNull({ ...fields, visitorCookie: fields.visitorCookie ?? null });
  return store(ex, kind, data, { visitorCookie: fields.visitorCookie });
}

/** POST /api/census/RecordHit: event, data (JSON text), ss_cvr. */
export const recordHit = endpoint({
  method: 'POST',
  path: '/api/census/RecordHit',
  schema: z.object({ event: censusEvent, data: jsonOrText(plainObject), ss_cvr: visitorCookie }),
  handle({ event, data, ss_cvr }, ex) {
    return store(ex, 'RecordHit', data, { event, visitorCookie: ss_cvr });
  },
});

/** POST /api/census/form-render: formId, visitorCookie and page fields. */
export const formRender = endpoint({
  method: 'POST',
  path: '/api/census/form-render',
  schema: z.looseObject({ formId: z.string().min(1).max(200), visitorCookie }),
  handle(fields, ex) {
    return storeFields(ex, 'form-render', fields);
  },
});

/**
 * POST /api/census/overlay: the overlay event (`show`, `close` or `submit`, as
 * platform/census/overlay.ts sends it), the page fields and visitorCookie.
 */
export const overlay = endpoint({
  method: 'POST',
  path: '/api/census/overlay',
  schema: z.looseObject({
    ...jsonPageNumbers,
    event: z.enum(['show', 'close', 'submit']),
    visitorCookie,
  }),
  handle(fields, ex) {
    return storeFields(ex, 'overlay', fields);
  },
});

/** Button tracking fields (SPEC §3 "Tracking event"); `context` is 1 (button block) or 2 (popup). */
const buttonFields = z.looseObject({
  ...pageNumbers,
  id: z.string().max(200).optional(),
  buttonText: z.string().max(2000).optional(),
  clickthroughUrl: z.string().max(2000).optional(),
  alignment: z.string().max(50).optional(),
  size: z.string().max(50).optional(),
  newWindow: boolish.optional(),
  context: intish.pipe(z.literal([1, 2])).optional(),
  visitorCookie,
});

/** POST /api/census/button-click. */
export const buttonClick = endpoint({
  method: 'POST',
  path: '/api/census/button-click',
  schema: buttonFields,
  handle(fields, ex) {
    return storeFields(ex, 'button-click', fields);
  },
});

/** POST /api/census/button-render. */
export const buttonRender = endpoint({
  method: 'POST',
  path: '/api/census/button-render',
  schema: buttonFields,
  handle(fields, ex) {
    return storeFields(ex, 'button-render', fields);
  },
});

const productId = z.string().regex(/^[\w-]{1,64}$/, 'expected a product id');

/** POST /api/census/RecordQuickView/:productId. */
export const recordQuickView = endpoint({
  method: 'POST',
  path: '/api/census/RecordQuickView/:productId',
  schema: z.unknown(),
  handle(_input, ex) {
    const id = productId.safeParse(ex.params.productId);
    if (!id.success)
      return { status: 400, body: { error: `productId: ${id.error.issues[0]?.message}` } };
    return store(ex, 'RecordQuickView', {}, { productId: id.data });
  },
});

/** Every census endpoint. */
export const CENSUS_ENDPOINTS = [
  recordHit,
  formRender,
  overlay,
  buttonClick,
  buttonRender,
  recordQuickView,
];
