/**
 * The editor's own tracking events (SPEC §7 `POST /api/events/RecordEvent`, form-encoded with
 * the crumb): each carries the client the owner edits in as its tracker source (SPEC §3: WEB,
 * IOS or ANDROID, tracker-source.ts), so the mobile editor apps are told apart from browsers.
 * The editor sends `editor_open` once per load; the interface-click events SPEC names go
 * through the same call when the editor has their panels. A failed call is swallowed with the
 * SPEC §8 warning: counting never stands in the owner's way.
 */
import { post } from 'sq-elements/platform/http/data-client';
import { trackerSourceOf } from './tracker-source.ts';

/** Where tracking events go (SPEC §7). */
const RECORD_EVENT_PATH = '/api/events/RecordEvent';

/** The event of an editor load. */
export const EDITOR_OPEN_EVENT = 'editor_open';

/** Records `event` with `data` and the tracker source of this client. Never rejects. */
export async function recordEditorEvent(event: string, data: object = {}): Promise<void> {
  const trackerSource = trackerSourceOf(navigator.userAgent);
  try {
    await post(RECORD_EVENT_PATH, {
      encoding: 'form',
      data: { event, data: JSON.stringify({ ...data, trackerSource }) },
    });
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    console.warn(`Error tracking event: HTTP Status ${typeof status === 'number' ? status : 0}`);
  }
}
