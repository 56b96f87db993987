import { expect } from '@open-wc/testing';
import {
  DAY_MS,
  shouldShowPopupOverlay,
  type PopupRuleSettings,
  type PopupStoredState,
} from '../../../platform/popup/rules.ts';

const NOW = Date.UTC(2026, 2, 10, 12);
const SHOW = 2;

/** Settings of a site that shows the overlay: weekly, version 3, until sign-up. */
const SITE: PopupRuleSettings = {
  style: SHOW,
  showUntilSignup: true,
  displayFrequency: 7,
  version: 3,
};

interface Row {
  clause: string;
  state: PopupStoredState;
  settings?: Partial<PopupRuleSettings>;
  shown: boolean;
}

const daysAgo = (days: number) => NOW - days * DAY_MS;

/** Stored state × settings; each row names the SPEC clause that decides it. */
const ROWS: Row[] = [
  {
    clause: 'SPEC §3: style none (1) never shows it',
    state: {},
    settings: { style: 1 },
    shown: false,
  },
  {
    clause: 'SPEC §3: no style never shows it',
    state: {},
    settings: { style: undefined },
    shown: false,
  },
  { clause: 'SPEC §4: no stored state: shown', state: {}, shown: true },
  {
    clause: 'SPEC §4: no stored state: shown, even with frequency -1',
    state: {},
    settings: { displayFrequency: -1 },
    shown: true,
  },
  {
    clause: 'SPEC §4: stored version lower than the setting: shown again',
    state: { closedDate: daysAgo(1), version: 2 },
    shown: true,
  },
  {
    clause: 'SPEC §4: stored version lower: shown again, even with frequency -1',
    state: { closedDate: daysAgo(1), version: 2 },
    settings: { displayFrequency: -1 },
    shown: true,
  },
  {
    clause:
      'SPEC §4: stored version lower: shown again (the version clause comes before submitted)',
    state: { closedDate: daysAgo(1), version: 2, submitted: true },
    shown: true,
  },
  {
    clause: 'SPEC §4: a stored state without a version counts as version 0, lower than 3',
    state: { closedDate: daysAgo(1) },
    shown: true,
  },
  {
    clause: 'SPEC §4: submitted with showUntilSignup: never shown',
    state: { closedDate: daysAgo(100), version: 3, submitted: true },
    shown: false,
  },
  {
    clause: 'SPEC §4: submitted with showUntilSignup: never shown, even without a closing date',
    state: { version: 3, submitted: true },
    shown: false,
  },
  {
    clause: 'SPEC §4: submitted without showUntilSignup: the frequency decides (passed)',
    state: { closedDate: daysAgo(8), version: 3, submitted: true },
    settings: { showUntilSignup: false },
    shown: true,
  },
  {
    clause: 'SPEC §4: submitted without showUntilSignup: the frequency decides (not passed)',
    state: { closedDate: daysAgo(6), version: 3, submitted: true },
    settings: { showUntilSignup: false },
    shown: false,
  },
  {
    clause: 'SPEC §4: closed within displayFrequency days: hidden',
    state: { closedDate: daysAgo(6.99), version: 3 },
    shown: false,
  },
  {
    clause: 'SPEC §4: closedDate plus displayFrequency days reached exactly: shown again',
    state: { closedDate: daysAgo(7), version: 3 },
    shown: true,
  },
  {
    clause: 'SPEC §4: closedDate plus displayFrequency days passed: shown again',
    state: { closedDate: daysAgo(30), version: 3 },
    shown: true,
  },
  {
    clause: 'SPEC §4: frequency -1: never again after closing',
    state: { closedDate: daysAgo(3650), version: 3 },
    settings: { displayFrequency: -1 },
    shown: false,
  },
  {
    clause: 'SPEC §4: frequency 0: shown again on the next page',
    state: { closedDate: NOW, version: 3 },
    settings: { displayFrequency: 0 },
    shown: true,
  },
  {
    clause: 'SPEC §4: a stored version equal to the setting does not count as lower',
    state: { closedDate: daysAgo(1), version: 3 },
    shown: false,
  },
  {
    clause: 'SPEC §4: a stored version higher than the setting does not count as lower',
    state: { closedDate: daysAgo(1), version: 4 },
    shown: false,
  },
  {
    clause: 'SPEC §4: settings without a version never count as higher',
    state: { closedDate: daysAgo(1), version: 3 },
    settings: { version: undefined },
    shown: false,
  },
  {
    clause: 'SPEC §4: a state with no closing date (never closed): shown',
    state: { version: 3, submitted: false },
    shown: true,
  },
];

describe('platform/popup/rules (SPEC §4 popup overlay rules)', () => {
  for (const row of ROWS) {
    it(`${row.clause} → ${row.shown ? 'shown' : 'hidden'}`, () => {
      const settings = { ...SITE, ...row.settings };
      expect(shouldShowPopupOverlay(row.state, settings, NOW)).to.equal(row.shown);
    });
  }
});
