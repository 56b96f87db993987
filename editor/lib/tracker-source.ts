/**
 * Which client the editor runs in, as a SPEC §3 tracker source: the product's mobile editor
 * apps (iOS and Android, SPEC §1 "Mobile editor apps (iOS and Android) are detected") or a web
 * browser. Pure: it reads only the user-agent string it is given, so it runs anywhere.
 *
 * SPEC names the apps but not how they are recognised. The apps show the editor in their web
 * view and add their product token to its user agent: `SqEditorApp/<version>` (our name). The
 * token together with an iOS device (iPhone, iPad, iPod, or an iPad asking for the desktop site,
 * which says "Macintosh" and "Mobile/") is the iOS app; with Android it is the Android app.
 * Everything else, a phone's own browser included, is the web.
 */
import { TRACKER_SOURCES, type TrackerSource } from 'sq-elements/platform/constants/site-enums';

/** The product token the mobile editor apps add to their web view's user agent. */
export const EDITOR_APP_TOKEN = 'SqEditorApp';

const APP_TOKEN = new RegExp(`(?:^|[\\s;(])${EDITOR_APP_TOKEN}/\\d`);
const IOS_DEVICE = /\b(?:iPhone|iPad|iPod)\b|\bMacintosh\b.*\bMobile\//;
const ANDROID = /\bAndroid\b/;

/** The tracker source of a client with user agent `userAgent`: `IOS`, `ANDROID` or `WEB`. */
export function trackerSourceOf(userAgent: string): TrackerSource {
  if (!APP_TOKEN.test(userAgent)) return TRACKER_SOURCES.web;
  if (ANDROID.test(userAgent)) return TRACKER_SOURCES.android;
  if (IOS_DEVICE.test(userAgent)) return TRACKER_SOURCES.ios;
  return TRACKER_SOURCES.web;
}
