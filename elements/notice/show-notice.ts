/**
 * Showing a notice from script (the runtime's logout notice, and any later notice).
 */
import type { SqNotice } from './notice.ts';
import './sq-notice.ts';

/** What a notice says. */
export interface NoticeContent {
  /** Title, e.g. 'Logout Successful'. */
  heading: string;
  /** Message text (plain text, never HTML). */
  message: string;
  /** Auto-hide time in ms; default the SPEC §9 information notice time (2000 ms); 0: stays. */
  duration?: number;
}

/**
 * Adds an `<sq-notice>` with `content` at the end of `doc.body` and returns it. It announces
 * itself politely, hides by itself and removes itself when closed (see `SqNotice`).
 */
export function showNotice(content: NoticeContent, doc: Document = document): SqNotice {
  const notice = doc.createElement('sq-notice');
  notice.heading = content.heading;
  notice.textContent = content.message;
  if (content.duration !== undefined) notice.duration = content.duration;
  notice.removeOnClose = true;
  doc.body.append(notice);
  return notice;
}
