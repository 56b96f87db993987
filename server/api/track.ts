/**
 * The landing-tracking image beacon (SPEC §7): GET /api/track/Track answers a 1x1 GIF.
 */
import * as z from 'zod';
import { send } from '../http/respond.ts';
import { endpoint } from './pipeline.ts';
import { MAX_URL_CHARS, optionalText } from './fields.ts';

/** A transparent 1x1 GIF. */
export const PIXEL_GIF = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);

/** GET /api/track/Track: landing, refer, rk, lang, screen and the campaign parameters. */
export const track = endpoint({
  method: 'GET',
  path: '/api/track/Track',
  schema: z.object({
    landing: z.string().min(1).max(MAX_URL_CHARS),
    refer: optionalText(MAX_URL_CHARS),
    rk: optionalText(),
    lang: optionalText(100),
    screen: optionalText(100),
    source: optionalText(),
    campaign: optionalText(),
    subcampaign: optionalText(),
    channel: optionalText(),
    subchannel: optionalText(),
    variation: optionalText(),
    mkwid: optionalText(),
  }),
  handle(hit, ex) {
    ex.app.store.insert('landing_hits', {
      ...hit,
      user_agent: ex.req.headers['user-agent'] ?? null,
    });
    send(ex.res, 200, 'image/gif', PIXEL_GIF, 'no-store');
    return undefined;
  },
});
