/**
 * Each block's own check of its data: the element's zod schema (or the cookie banner's table),
 * the very code the element runs on the page. The schemas are not package exports, so the
 * editor build takes them from the elements' sources (`elements/NAME/NAME.schema.ts`) as
 * build-time source; nothing else of the elements comes this way.
 */
import * as z from 'zod/mini';
import { accordionSchema } from '../../elements/accordion/accordion.schema.ts';
import { buttonSchema } from '../../elements/button/button.schema.ts';
import { checkCookieBannerData } from '../../elements/cookie-banner/cookie-banner.schema.ts';
import { formSchema } from '../../elements/form/form.schema.ts';
import { gallerySchema } from '../../elements/gallery/gallery.schema.ts';
import { imageSchema } from '../../elements/image/image.schema.ts';
import { lightboxSchema } from '../../elements/lightbox/lightbox.schema.ts';
import { newsletterSchema } from '../../elements/newsletter/newsletter.schema.ts';
import { videoSchema } from '../../elements/video/video.schema.ts';
import type { ValuePath } from './value-path.ts';

/** One thing wrong with a block's data: where (`[]` the whole block) and the schema's message. */
export interface Issue {
  path: ValuePath;
  message: string;
}

type Check = (data: unknown) => Issue[];

const zodCheck =
  (schema: z.ZodMiniType): Check =>
  (data) => {
    const result = z.safeParse(schema, data);
    return result.success
      ? []
      : result.error.issues.map((issue) => ({
          path: issue.path.filter((step) => typeof step !== 'symbol') as (string | number)[],
          message: issue.message,
        }));
  };

const CHECKS: Record<string, Check> = {
  'sq-accordion': zodCheck(accordionSchema),
  'sq-button': zodCheck(buttonSchema),
  'sq-cookie-banner': (data) => {
    const result = checkCookieBannerData(data);
    if ('data' in result) return [];
    return [
      { path: result.path === '(root)' ? [] : result.path.split('.'), message: result.message },
    ];
  },
  'sq-form': zodCheck(formSchema),
  'sq-gallery': zodCheck(gallerySchema),
  'sq-image': zodCheck(imageSchema),
  'sq-lightbox': zodCheck(lightboxSchema),
  'sq-newsletter': zodCheck(newsletterSchema),
  'sq-video': zodCheck(videoSchema),
};

/** Whether the inspector knows how to check blocks of `tag`. */
export const canCheck = (tag: string): boolean => Object.hasOwn(CHECKS, tag);

/**
 * What is wrong with `data` as the `data-block-json` of a `tag` block, in the element's own
 * words; `[]` when the element accepts it (or has no check of its data).
 */
export function issuesOf(tag: string, data: unknown): Issue[] {
  return CHECKS[tag]?.(data) ?? [];
}
