import { expect } from '@open-wc/testing';
import {
  escapeIcsText,
  eventToIcs,
  foldIcsLine,
  zonedTimeToUtc,
} from '../../../platform/calendar/ics.ts';

const utc = (wall: string, zone: string) => zonedTimeToUtc(wall, zone).toISOString();

describe('platform/calendar/ics: wall-clock times in an IANA zone', () => {
  it('New York: July is daylight time (UTC-4), December standard time (UTC-5)', () => {
    expect(utc('2026-07-18T10:00:00', 'America/New_York')).to.equal('2026-07-18T14:00:00.000Z');
    expect(utc('2026-12-05T18:00:00', 'America/New_York')).to.equal('2026-12-05T23:00:00.000Z');
  });

  it('Berlin (UTC+2 in July, +1 in January) and Sydney (UTC+11 in December, +10 in July)', () => {
    expect(utc('2026-07-04T11:00', 'Europe/Berlin')).to.equal('2026-07-04T09:00:00.000Z');
    expect(utc('2026-01-15T11:00', 'Europe/Berlin')).to.equal('2026-01-15T10:00:00.000Z');
    expect(utc('2026-12-05T18:00', 'Australia/Sydney')).to.equal('2026-12-05T07:00:00.000Z');
    expect(utc('2026-07-05T18:00', 'Australia/Sydney')).to.equal('2026-07-05T08:00:00.000Z');
  });

  it('a time the clocks skip is read with the offset before the change (RFC 5545 §3.3.5)', () => {
    // 02:30 on 8 March 2026 does not happen in New York: it is 03:30 EDT
    expect(utc('2026-03-08T02:30', 'America/New_York')).to.equal('2026-03-08T07:30:00.000Z');
    expect(utc('2026-10-04T02:30', 'Australia/Sydney')).to.equal('2026-10-03T16:30:00.000Z');
  });

  it('a time that happens twice is its first (daylight time, before the clocks go back)', () => {
    expect(utc('2026-11-01T01:30', 'America/New_York')).to.equal('2026-11-01T05:30:00.000Z');
  });

  it('a malformed time or an unknown zone throws a RangeError', () => {
    expect(() => zonedTimeToUtc('5 December', 'America/New_York')).to.throw(RangeError);
    expect(() => zonedTimeToUtc('2026-12-05T18:00', 'Mars/Olympus')).to.throw(RangeError);
  });
});

describe('platform/calendar/ics: the calendar file', () => {
  const event = {
    title: 'Kiln opening; tea, bowls & talk',
    excerpt: 'We open the kiln.\nCome early.',
    startDate: '2026-12-05T18:00:00',
    endDate: '2026-12-05T21:00:00',
    timeZone: 'America/New_York',
    location: { name: 'Kiln & Clay Studio', city: 'Hudson, NY' },
  };
  const options = {
    url: 'https://kilnandclay.example/events/kiln-opening',
    uid: '6b2c3d4e5f60718293a4c601@kilnandclay',
    now: new Date('2026-11-27T07:00:00Z'),
  };

  it('one VEVENT with UTC times, escaped text and CRLF line ends', () => {
    const ics = eventToIcs(event, options);
    expect(ics.split('\r\n')).to.deep.equal([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//sq-elements//Site server//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:6b2c3d4e5f60718293a4c601@kilnandclay',
      'DTSTAMP:20261127T070000Z',
      'DTSTART:20261205T230000Z',
      'DTEND:20261206T020000Z',
      'SUMMARY:Kiln opening\\; tea\\, bowls & talk',
      'DESCRIPTION:We open the kiln.\\nCome early.',
      'LOCATION:Kiln & Clay Studio\\, Hudson\\, NY',
      'URL:https://kilnandclay.example/events/kiln-opening',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('escapes backslashes before the characters it escapes', () => {
    expect(escapeIcsText('a\\b;c,d\r\ne')).to.equal('a\\\\b\\;c\\,d\\ne');
  });

  it('folds lines at 75 octets without splitting a character, and unfolds to the same text', () => {
    const line = `SUMMARY:${'Glazes — céladon, tenmoku, shino. '.repeat(6)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).to.be.greaterThan(2);
    const bytes = (text: string) => new TextEncoder().encode(text).length;
    for (const part of parts) expect(bytes(part)).to.be.at.most(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).to.equal(true);
    expect(folded.replace(/\r\n /g, '')).to.equal(line);
    expect(foldIcsLine('SHORT:line')).to.equal('SHORT:line');
  });
});
