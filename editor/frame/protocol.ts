/**
 * The messages between the editor and the page in its frame (the editor contract's "Frame and
 * bridge"): same origin only, each an object whose `type` starts with `sq-editor:`. The page's
 * side is the runtime's `editor-bridge` behaviour; this is the editor's side.
 */
import * as z from 'zod/mini';

/** A block of the page in the frame, as the bridge reports it. */
const frameBlock = z.object({
  id: z.string(),
  tag: z.string(),
  label: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type FrameBlock = z.infer<typeof frameBlock>;

const fromFrame = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('sq-editor:ready'),
    path: z.string(),
    title: z.string(),
    blocks: z.array(frameBlock),
  }),
  z.object({ type: z.literal('sq-editor:hover'), id: z.nullable(z.string()) }),
  z.object({ type: z.literal('sq-editor:select'), id: z.string() }),
  z.object({ type: z.literal('sq-editor:patched'), id: z.string() }),
  // Escape pressed in the page (the runtime's Escape key, SPEC §6): the editor's Escape.
  z.object({ type: z.literal('sq-editor:escape') }),
]);

/** A message the page in the frame sends the editor. */
export type FrameMessage = z.infer<typeof fromFrame>;

/** A message the editor sends the page in the frame. */
export type EditorMessage =
  /** Set block `id`'s `data-block-json` to `json` in place (no reload); answered `patched`. */
  | { type: 'sq-editor:patch'; id: string; json: string }
  /** Outline block `id` as selected and scroll it into view (null: no selection). */
  | { type: 'sq-editor:select'; id: string | null }
  /** Outline block `id` without selecting it (null: none). */
  | { type: 'sq-editor:hover'; id: string | null };

/** The message in `data`, when it is one the bridge sends; otherwise undefined. */
export function readFrameMessage(data: unknown): FrameMessage | undefined {
  const result = z.safeParse(fromFrame, data);
  return result.success ? result.data : undefined;
}
