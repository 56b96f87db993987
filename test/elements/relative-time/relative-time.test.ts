import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { a11ySnapshot } from '@web/test-runner-commands';
import '../../../elements/relative-time/sq-relative-time.ts';
import type { SqRelativeTime } from '../../../elements/relative-time/sq-relative-time.ts';
import { relativePhrase } from '../../../elements/relative-time/relative-phrase.ts';
import { RELATIVE_TIME_REFRESH_MS } from '../../../platform/constants/limits.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The moment of every table row, and `now` is this plus (or minus) the row's age. */
const MOMENT = new Date('2026-11-20T10:00:00Z');

/** Age (now minus the moment; negative: the moment is to come) → the phrase, in English. */
const ENGLISH: [number, string][] = [
  [0, 'just now'],
  [9 * SECOND, 'just now'],
  [-9 * SECOND, 'just now'],
  [10 * SECOND, 'about 10 seconds ago'],
  [19 * SECOND, 'about 10 seconds ago'],
  [20 * SECOND, 'about 20 seconds ago'],
  [59 * SECOND, 'about 50 seconds ago'],
  [-30 * SECOND, 'in about 30 seconds'],
  [60 * SECOND, '1 minute ago'],
  [89 * SECOND, '1 minute ago'],
  [90 * SECOND, '2 minutes ago'],
  [59 * MINUTE + 29 * SECOND, '59 minutes ago'],
  [59 * MINUTE + 30 * SECOND, '1 hour ago'],
  [3 * HOUR, '3 hours ago'],
  [-3 * HOUR, 'in 3 hours'],
  [23 * HOUR + 29 * MINUTE, '23 hours ago'],
  [23 * HOUR + 30 * MINUTE, 'yesterday'],
  [-DAY, 'tomorrow'],
  [36 * HOUR, '2 days ago'],
  [6 * DAY, '6 days ago'],
  [7 * DAY, 'last week'],
  [20 * DAY, '3 weeks ago'],
  [29 * DAY, '4 weeks ago'],
  [30 * DAY, 'last month'],
  [100 * DAY, '3 months ago'],
  [340 * DAY, '11 months ago'],
  [360 * DAY, 'last year'],
  [800 * DAY, '2 years ago'],
];

/** The same in French: Intl's words below a minute too. */
const FRENCH: [number, string][] = [
  [5 * SECOND, 'maintenant'],
  [20 * SECOND, 'il y a 20 secondes'],
  [-30 * SECOND, 'dans 30 secondes'],
  [5 * MINUTE, 'il y a 5 minutes'],
  [3 * HOUR, 'il y a 3 heures'],
  [DAY, 'hier'],
  [7 * DAY, 'la semaine dernière'],
  [100 * DAY, 'il y a 3 mois'],
  [800 * DAY, 'il y a 2 ans'],
];

/** The text a visitor sees in the upgraded element. */
const phrase = (el: SqRelativeTime): string | undefined =>
  el.shadowRoot!.querySelector('time')?.textContent ?? undefined;
const timeOf = (el: SqRelativeTime): HTMLTimeElement => el.shadowRoot!.querySelector('time')!;
/** Whether the server text is what shows (the shadow root only slots it). */
const showsServerText = (el: SqRelativeTime): boolean =>
  !!el.shadowRoot!.querySelector('slot') && !el.shadowRoot!.querySelector('time');

/** The ISO form of `ms` after the table's moment. */
const after = (ms: number): string => new Date(MOMENT.getTime() + ms).toISOString();

/**
 * Replaces `setInterval`/`clearInterval` while a test runs, recording the element's interval
 * (the SPEC §9 refresh time) and running it only when the test says (`tick`).
 */
function intervalProbe() {
  const realSet = window.setInterval;
  const realClear = window.clearInterval;
  const started: { id: number; callback: () => void }[] = [];
  const cleared: number[] = [];
  let nextId = 1_000_000;
  window.setInterval = ((callback: () => void, delay?: number, ...rest: unknown[]) => {
    if (delay !== RELATIVE_TIME_REFRESH_MS) return realSet(callback, delay, ...rest);
    nextId += 1;
    started.push({ id: nextId, callback });
    return nextId;
  }) as typeof window.setInterval;
  window.clearInterval = ((id?: number) => {
    if (started.some((s) => s.id === id)) cleared.push(id!);
    else realClear(id);
  }) as typeof window.clearInterval;
  return {
    started,
    cleared,
    /** Intervals started and not cleared. */
    running: () => started.filter((s) => !cleared.includes(s.id)),
    /** Runs every running interval once, as the refresh time passing would. */
    tick: () => started.filter((s) => !cleared.includes(s.id)).forEach((s) => s.callback()),
    restore: () => {
      window.setInterval = realSet;
      window.clearInterval = realClear;
    },
  };
}

describe('<sq-relative-time>', () => {
  describe('SPEC §9: the phrase for each age', () => {
    for (const [age, expected] of ENGLISH) {
      it(`English, ${age / SECOND} s: '${expected}'`, () => {
        expect(relativePhrase(MOMENT, MOMENT.getTime() + age, 'en')).to.equal(expected);
      });
    }
    for (const [age, expected] of FRENCH) {
      it(`French, ${age / SECOND} s: '${expected}'`, () => {
        expect(relativePhrase(MOMENT, MOMENT.getTime() + age, 'fr')).to.equal(expected);
      });
    }
  });

  it('SPEC §9: shows the phrase in a <time> with the datetime, the full date as its title', async () => {
    const el = await fixture<SqRelativeTime>(
      html`<sq-relative-time datetime="2026-11-20T10:00" now="2026-11-20T10:00:30"
        >20 November 2026</sq-relative-time
      >`,
    );
    expect(phrase(el)).to.equal('about 30 seconds ago');
    expect(timeOf(el).getAttribute('datetime')).to.equal('2026-11-20T10:00');
    // No offset: the visitor's local time, so the full date reads 10:00 in any time zone.
    expect(timeOf(el).title).to.equal('November 20, 2026 at 10:00 AM');
    expect(el.textContent, 'the server text stays').to.equal('20 November 2026');
    await expect(el).to.be.accessible();
  });

  it('speaks the page language: the nearest lang, for the phrase and the full date', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div lang="fr">
        <p>
          <sq-relative-time datetime="2026-11-20T10:00" now="2026-11-20T13:00"
            >20 novembre 2026</sq-relative-time
          >
        </p>
      </div>`,
    );
    const el = wrapper.querySelector('sq-relative-time')!;
    await el.updateComplete;
    expect(phrase(el)).to.equal('il y a 3 heures');
    expect(timeOf(el).title).to.equal('20 novembre 2026 à 10:00');
    el.setAttribute('lang', 'en');
    await el.updateComplete;
    expect(phrase(el), 'its own lang wins').to.equal('3 hours ago');
    expect(timeOf(el).title).to.equal('November 20, 2026 at 10:00 AM');
  });

  it('a page language Intl refuses falls back to the browser language', async () => {
    const el = await fixture<SqRelativeTime>(
      html`<sq-relative-time
        lang="not a language"
        datetime=${MOMENT.toISOString()}
        now=${after(2 * HOUR)}
        >20 November 2026</sq-relative-time
      >`,
    );
    expect(phrase(el)).to.equal(
      new Intl.RelativeTimeFormat(navigator.language, { numeric: 'auto' }).format(-2, 'hour'),
    );
  });

  it('assistive technology reads the phrase, not the server text; the full date is its description', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<p>
        Kiln firing finished, posted
        <sq-relative-time datetime="2026-11-20T10:00" now="2026-11-20T13:00"
          >20 November 2026</sq-relative-time
        >.
      </p>`,
    );
    const el = wrapper.querySelector('sq-relative-time')!;
    await el.updateComplete;
    const texts: string[] = [];
    const walk = (node: { name?: string; children?: unknown[] }): void => {
      if (node.name) texts.push(node.name);
      (node.children as (typeof node)[] | undefined)?.forEach(walk);
    };
    walk((await a11ySnapshot({})) as never);
    expect(texts.join('')).to.contain('3 hours ago');
    expect(texts.join(''), 'the server text is not read as well').not.to.contain('20 November');
    // Chromium gives a <time>'s title as its accessible description (checked end to end in
    // test/e2e/relative-time.test.mjs through the accessibility tree).
    expect(timeOf(el).title).to.equal('November 20, 2026 at 10:00 AM');
    await expect(wrapper).to.be.accessible();
  });

  describe('SPEC §9: refreshes every 5000 ms on one timer for all instances', () => {
    let probe: ReturnType<typeof intervalProbe>;
    let realNow: () => number;
    beforeEach(() => {
      probe = intervalProbe();
      realNow = Date.now;
    });
    afterEach(() => {
      probe.restore();
      Date.now = realNow;
    });

    it('the phrase moves on as the timer ticks', async () => {
      let clock = MOMENT.getTime() + 5 * SECOND;
      Date.now = () => clock;
      const el = await fixture<SqRelativeTime>(
        html`<sq-relative-time datetime=${MOMENT.toISOString()}
          >20 November 2026</sq-relative-time
        >`,
      );
      expect(phrase(el)).to.equal('just now');
      clock += RELATIVE_TIME_REFRESH_MS;
      probe.tick();
      await el.updateComplete;
      expect(phrase(el)).to.equal('about 10 seconds ago');
      clock += 3 * RELATIVE_TIME_REFRESH_MS;
      expect(phrase(el), 'nothing changes between ticks').to.equal('about 10 seconds ago');
      probe.tick();
      await el.updateComplete;
      expect(phrase(el)).to.equal('about 20 seconds ago');
      clock += 2 * HOUR;
      probe.tick();
      await el.updateComplete;
      expect(phrase(el)).to.equal('2 hours ago');
    });

    it('many instances share one interval; it stops when the last leaves and starts again', async () => {
      const wrapper = await fixture<HTMLElement>(html`<div></div>`);
      const elements = Array.from({ length: 5 }, () => {
        const el = document.createElement('sq-relative-time');
        el.datetime = MOMENT.toISOString();
        return el;
      });
      expect(probe.started, 'no relative time on the page, no timer').to.have.length(0);
      wrapper.append(...elements);
      await Promise.all(elements.map((el) => el.updateComplete));
      expect(probe.started).to.have.length(1);
      expect(probe.running()).to.have.length(1);
      elements.slice(0, 4).forEach((el) => el.remove());
      expect(probe.running(), 'one left: the timer runs on').to.have.length(1);
      elements[4]!.remove();
      expect(probe.cleared).to.deep.equal([probe.started[0]!.id]);
      expect(probe.running()).to.have.length(0);
      wrapper.append(elements[0]!);
      expect(probe.started).to.have.length(2);
      expect(probe.running()).to.have.length(1);
    });

    it('the timer rests while the page is hidden, and refreshes at once when it shows', async () => {
      let clock = MOMENT.getTime();
      Date.now = () => clock;
      const el = await fixture<SqRelativeTime>(
        html`<sq-relative-time datetime=${MOMENT.toISOString()}
          >20 November 2026</sq-relative-time
        >`,
      );
      const setVisibility = (state: DocumentVisibilityState): void => {
        Object.defineProperty(document, 'visibilityState', {
          configurable: true,
          get: () => state,
        });
        document.dispatchEvent(new Event('visibilitychange'));
      };
      try {
        setVisibility('hidden');
        expect(probe.running()).to.have.length(0);
        clock += 10 * MINUTE;
        setVisibility('visible');
        await el.updateComplete;
        expect(phrase(el)).to.equal('10 minutes ago');
        expect(probe.running()).to.have.length(1);
      } finally {
        delete (document as { visibilityState?: unknown }).visibilityState;
      }
    });
  });

  describe('public contract 3: a missing or invalid datetime keeps the server text', () => {
    for (const datetime of [null, 'Friday', '2026-13-45T10:00:00Z', '20 November 2026']) {
      it(`datetime ${JSON.stringify(datetime)}: data-sq-error, one console error, sq-error`, async () => {
        const errors: unknown[][] = [];
        const realError = console.error;
        console.error = (...args: unknown[]) => errors.push(args);
        try {
          const el = document.createElement('sq-relative-time');
          if (datetime !== null) el.setAttribute('datetime', datetime);
          el.textContent = '20 November 2026';
          const wrapper = await fixture<HTMLElement>(html`<p>Posted</p>`);
          const reported = oneEvent(el, 'sq-error');
          wrapper.append(el);
          const { detail } = await reported;
          await el.updateComplete;
          const message = datetime === null ? 'missing' : `"${datetime}" is not a date`;
          expect(detail).to.deep.equal({ path: 'datetime', message });
          expect(el.getAttribute('data-sq-error')).to.equal(`datetime: ${message}`);
          expect(errors).to.deep.equal([[`[sq-relative-time] invalid datetime: ${message}`]]);
          expect(showsServerText(el)).to.equal(true);
          expect(el.textContent).to.equal('20 November 2026');
          expect(el.checkVisibility()).to.equal(true);
          await expect(wrapper).to.be.accessible();
          el.now = new Date(MOMENT.getTime() + 5 * MINUTE);
          el.datetime = MOMENT.toISOString();
          await el.updateComplete;
          expect(el.hasAttribute('data-sq-error'), 'a valid datetime clears the error').to.equal(
            false,
          );
          expect(phrase(el)).to.equal('5 minutes ago');
          expect(errors, 'still one error').to.have.length(1);
        } finally {
          console.error = realError;
        }
      });
    }
  });
});
