/**
 * Page paths the client recognises (SPEC §2 "Page paths recognised"). Each function takes a
 * path (`location.pathname`), not a full URL.
 */
import { COLLECTION_PANEL_ID_LENGTH, INTERNAL_LINK_MAX_CHARS } from '../constants/limits.ts';

/** The site search page's path (SPEC §2). */
export const SEARCH_PATH = '/search';

/** The file-link prefix (SPEC §2). */
export const FILE_PATH_PREFIX = '/s/';

/** Marks the admin area: any path containing it (SPEC §2). */
export const ADMIN_PATH_MARKER = '/config';

const COLLECTION_PANEL_PATH = new RegExp(`^/pages/[0-9a-f]{${COLLECTION_PANEL_ID_LENGTH}}/?$`);

/**
 * An internal content link: one `/` followed by a non-slash, under 150 characters (SPEC §2).
 * `/about` yes; `//cdn.example.com` and `about` no.
 */
export function isInternalContentPath(path: string): boolean {
  return /^\/[^/]/.test(path) && path.length < INTERNAL_LINK_MAX_CHARS;
}

/** A file link: starts with `/s/` (SPEC §2). */
export function isFilePath(path: string): boolean {
  return path.startsWith(FILE_PATH_PREFIX);
}

/**
 * A collection panel path: `/pages/` and a 24-character lowercase hex id, optionally with a
 * trailing slash (SPEC §2).
 */
export function isCollectionPanelPath(path: string): boolean {
  return COLLECTION_PANEL_PATH.test(path);
}

/** The search page, `/search` with or without a trailing slash; its views are not tracked (SPEC §2). */
export function isSearchPath(path: string): boolean {
  return path === SEARCH_PATH || path === `${SEARCH_PATH}/`;
}

/** The admin (configuration) area: any path containing `/config` (SPEC §2). */
export function isAdminPath(path: string): boolean {
  return path.includes(ADMIN_PATH_MARKER);
}
