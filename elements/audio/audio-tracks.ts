/** The tracks of `<sq-audio>`: read from the links of its server markup. */
import { MAX_ALBUM_TRACKS } from '../../platform/constants/limits.ts';

/** One track of the list. */
export interface AudioTrack {
  /** The audio file's address, absolute. */
  url: string;
  /** The link's text (whitespace collapsed), else the file's name. */
  title: string;
}

/** The file name at the end of `url`'s path, decoded; '' for none. */
function fileName(url: URL): string {
  const last = url.pathname.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/**
 * The tracks `host`'s markup lists: every `<a href>` in it, in document order, its address
 * resolved against the document's base. Links that are not http(s) (`mailto:`, `#top`, …) are no
 * tracks. An album holds at most `MAX_ALBUM_TRACKS` (SPEC §9: 60): beyond that the first 60 are
 * kept and one console error says how many were left out.
 */
export function readTracks(host: Element): AudioTrack[] {
  const tracks: AudioTrack[] = [];
  for (const link of host.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    let url: URL;
    try {
      url = new URL(link.getAttribute('href')!, link.ownerDocument.baseURI);
    } catch {
      continue;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
    if (url.hash && url.href.split('#')[0] === link.ownerDocument.URL.split('#')[0]) continue;
    const title = (link.textContent ?? '').replace(/\s+/g, ' ').trim() || fileName(url);
    tracks.push({ url: url.href, title });
  }
  if (tracks.length > MAX_ALBUM_TRACKS) {
    console.error(
      `[${host.localName}] ${tracks.length} tracks listed; an album holds at most ` +
        `${MAX_ALBUM_TRACKS}: the first ${MAX_ALBUM_TRACKS} are kept, ` +
        `${tracks.length - MAX_ALBUM_TRACKS} left out.`,
    );
    tracks.length = MAX_ALBUM_TRACKS;
  }
  return tracks;
}

/** Whether two track lists are the same, track by track. */
export function sameTracks(a: readonly AudioTrack[], b: readonly AudioTrack[]): boolean {
  return a.length === b.length && a.every((t, i) => t.url === b[i]!.url && t.title === b[i]!.title);
}
