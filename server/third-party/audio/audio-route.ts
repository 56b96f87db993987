/**
 * `GET /third-party/audio/player` and `/third-party/audio/player.js`: the local double of the
 * audio-sharing service's player iframe (player.html, player.js: its widget protocol). A site
 * points `websiteSettings.thirdPartyEmbeds.urls.audioSharing` at it. `?fail=error` answers 404 (a
 * player that never says it is ready); `?fail=timeout` is served and never gets ready (the double
 * reads its own address).
 */
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Exchange } from '../../app.ts';
import { sendJson } from '../../http/respond.ts';
import { sendFile } from '../../static.ts';

/** Where the player page is served; its script is at the same path plus `.js`. */
export const AUDIO_PLAYER_PATH = '/third-party/audio/player';

/** The route of the double's two files (`player`, `player.js`). */
export const AUDIO_DOUBLE_ROUTE = '/third-party/audio/:file';

const PAGE = fileURLToPath(new URL('./player.html', import.meta.url));
const SCRIPT = fileURLToPath(new URL('./player.js', import.meta.url));

const FILES: Readonly<Record<string, string>> = { player: PAGE, 'player.js': SCRIPT };

/**
 * Answers the player page or its script (`…/player.js`); 404 for another name, or when the
 * query says `fail=error`.
 */
export function serveAudioPlayer(ex: Exchange): void {
  const file = FILES[ex.params.file ?? ''];
  if (!file) return sendJson(ex.res, 404, { error: `No audio double ${ex.url.pathname}` });
  if (ex.url.searchParams.get('fail') === 'error') {
    return sendJson(ex.res, 404, { error: `${ex.url.pathname} failed on purpose (fail=error)` });
  }
  sendFile(ex.req, ex.res, file, statSync(file));
}
