import * as z from 'zod/mini';

/**
 * `data-block-json` of `<sq-comments-count>`: nothing to set (the thread is named by the server
 * markup's link); the attribute may be left out. Unknown keys are ignored.
 */
export const commentsCountSchema = z.object({});

/** Valid `<sq-comments-count>` settings. */
export type CommentsCountData = z.infer<typeof commentsCountSchema>;
