/**
 * The popup overlay's display rules (SPEC §3 "Popup overlay", §4): whether a visitor is shown the
 * overlay, as a pure function of what their browser stored, the site's settings and the time.
 */
import { POPUP_OVERLAY_STYLES } from '../constants/site-enums.ts';

/** One day in milliseconds: `displayFrequency` counts days (SPEC §3). */
export const DAY_MS = 86_400_000;

/** `displayFrequency` that means "never again after closing" (SPEC §3). */
export const NEVER_AGAIN = -1;

/**
 * What a visitor's browser keeps about the overlay (SPEC §3: date-closed, version, submitted),
 * stored as JSON under {@link POPUP_STORAGE_KEY} in platform/popup/stored-state.ts. Every field
 * may be missing; an empty object is "no stored state".
 */
export interface PopupStoredState {
  /** When the visitor last closed the overlay, in ms since the epoch. */
  closedDate?: number;
  /** The settings `version` the visitor last closed or signed up under. */
  version?: number;
  /** The visitor signed up through the overlay's form. */
  submitted?: boolean;
}

/** The settings the rules read (the page context's `websiteSettings.popupOverlaySettings`). */
export interface PopupRuleSettings {
  style?: number | null | undefined;
  showUntilSignup?: boolean | null | undefined;
  displayFrequency?: number | null | undefined;
  version?: number | null | undefined;
}

/**
 * Whether the overlay is shown (SPEC §4), the clauses read in the SPEC's order, the first that
 * decides wins:
 *
 * 0. a style other than show (2) never shows it (SPEC §3);
 * 1. no stored state, or an empty one: shown;
 * 2. the stored version lower than the settings' `version` (a missing stored version counts as
 *    0; settings without a version never count as higher): shown;
 * 3. already submitted and `showUntilSignup` on: never shown;
 * 4. otherwise shown again once `closedDate` plus `displayFrequency` days has passed, unless the
 *    frequency is -1 (never again); else hidden. A missing frequency counts as 0 days; a missing
 *    `closedDate` (the visitor never closed it, e.g. signed up and left) counts as passed.
 * @param now ms since the epoch
 */
export function shouldShowPopupOverlay(
  state: PopupStoredState,
  settings: PopupRuleSettings,
  now: number,
): boolean {
  if (settings.style !== POPUP_OVERLAY_STYLES.show) return false;
  if (Object.keys(state).length === 0) return true;
  if (typeof settings.version === 'number' && (state.version ?? 0) < settings.version) return true;
  if (state.submitted === true && settings.showUntilSignup === true) return false;
  const frequency = settings.displayFrequency ?? 0;
  if (frequency === NEVER_AGAIN) return false;
  if (state.closedDate === undefined) return true;
  return now >= state.closedDate + frequency * DAY_MS;
}
