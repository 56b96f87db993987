/**
 * `GET /api/editor/site`: what the editor shows around the frame: the site, its pages (site.json
 * `pages` with their templates' titles), the signed-in account and the plan (a trial site's
 * upgrade link differs, SPEC §2).
 */
import * as z from 'zod';
import { WEBSITE_STATUSES } from '../../platform/constants/site-enums.ts';
import { endpoint } from '../api/pipeline.ts';
import { sitePages, siteTitle } from '../pages/site-info.ts';
import { signedInAccount } from '../session.ts';

/** GET /api/editor/site → `{site: {title, identifier, baseUrl}, pages, account, plan}`. */
export const editorSite = endpoint({
  method: 'GET',
  path: '/api/editor/site',
  access: 'editor',
  schema: z.object({}),
  handle(_input, ex) {
    const { website } = ex.app.config;
    const pages = sitePages(ex.app);
    const account = signedInAccount(ex)!;
    const status = (website.siteStatus as { value?: unknown } | undefined)?.value;
    return {
      body: {
        site: {
          title: siteTitle(ex.app, pages),
          identifier: website.identifier,
          baseUrl: website.baseUrl ?? null,
        },
        pages,
        account: { id: account.id, email: account.email ?? null, roles: account.roles },
        plan: { trial: status === WEBSITE_STATUSES.trial },
      },
    };
  },
});
