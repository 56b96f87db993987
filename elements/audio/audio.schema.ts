import * as z from 'zod/mini';

/**
 * `data-block-json` of `<sq-audio>`. Unknown keys are ignored. The tracks are not here: they are
 * the links of the server markup (see `SqAudio`). With `audioSharingUrl` the block is the
 * audio-sharing embed instead of the native player.
 */
export const audioSchema = z.object({
  /** The album's or the episode list's name: the player's accessible name. */
  title: z.optional(z.string({ error: 'must be a string' }).check(z.trim())),
  /** When a track ends the next one plays. Default true. */
  autoAdvance: z._default(z.boolean({ error: 'must be true or false' }), true),
  /**
   * The address of a track or playlist page on the audio-sharing service
   * (`https://soundcloud.com/USER/TRACK`, `…/USER/sets/PLAYLIST`). An address of any other shape
   * is reported in the console (SPEC §8 console-only 'invalid audio-sharing url') and the block
   * stays as the server rendered it.
   */
  audioSharingUrl: z.optional(z.string({ error: 'must be a string' }).check(z.trim())),
});

/** Valid `<sq-audio>` settings, defaults filled in. */
export type AudioData = z.infer<typeof audioSchema>;
