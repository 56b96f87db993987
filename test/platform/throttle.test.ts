import { expect } from '@open-wc/testing';
import { throttle, type ThrottleClock } from '../../platform/timing/throttle.ts';

/** A clock that only moves when told to; timers fire in time order during `tick`. */
class FakeClock implements ThrottleClock {
  time = 0;
  private nextId = 1;
  private timers = new Map<number, { at: number; callback: () => void }>();

  now(): number {
    return this.time;
  }
  setTimeout(callback: () => void, ms: number): number {
    const id = this.nextId++;
    this.timers.set(id, { at: this.time + ms, callback });
    return id;
  }
  clearTimeout(handle: unknown): void {
    this.timers.delete(handle as number);
  }
  /** Moves time forward by `ms`, firing every timer that falls due on the way. */
  tick(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const due = [...this.timers]
        .filter(([, t]) => t.at <= end)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.time = due[1].at;
      due[1].callback();
    }
    this.time = end;
  }
}

/** A function whose every run "takes" `durationMs` on the fake clock, recording its arguments. */
function slowFunction(clock: FakeClock, durations: () => number) {
  const calls: string[] = [];
  const fn = (value: string) => {
    calls.push(value);
    clock.time += durations();
  };
  return { calls, fn };
}

describe('platform/timing/throttle', () => {
  it('SPEC §9: the first call runs at once with its arguments', () => {
    const clock = new FakeClock();
    const { calls, fn } = slowFunction(clock, () => 10);
    const throttled = throttle(fn, { clock });
    throttled('a');
    expect(calls).to.deep.equal(['a']);
  });

  it('SPEC §9: after a run it waits twice the average run time', () => {
    const clock = new FakeClock();
    const { calls, fn } = slowFunction(clock, () => 10);
    const throttled = throttle(fn, { clock });
    throttled('a');
    expect(throttled.averageRunMs).to.equal(10);
    expect(throttled.waitMs).to.equal(20);
    throttled('b');
    clock.tick(19);
    expect(calls).to.deep.equal(['a']);
    clock.tick(1);
    expect(calls).to.deep.equal(['a', 'b']);
  });

  it('SPEC §9: calls during the wait coalesce into one trailing call with the latest arguments', () => {
    const clock = new FakeClock();
    const { calls, fn } = slowFunction(clock, () => 10);
    const throttled = throttle(fn, { clock });
    throttled('a');
    throttled('b');
    throttled('c');
    expect(throttled.pending).to.equal(true);
    throttled('d');
    clock.tick(100);
    expect(calls).to.deep.equal(['a', 'd']);
    expect(throttled.pending).to.equal(false);
  });

  it('SPEC §9: a call after the wait has passed runs at once', () => {
    const clock = new FakeClock();
    const { calls, fn } = slowFunction(clock, () => 10);
    const throttled = throttle(fn, { clock });
    throttled('a');
    clock.tick(20);
    throttled('b');
    expect(calls).to.deep.equal(['a', 'b']);
  });

  it('SPEC §9: the average covers only the last 22 runs', () => {
    const clock = new FakeClock();
    let run = 0;
    const { fn } = slowFunction(clock, () => (run++ === 0 ? 1000 : 10));
    const throttled = throttle(fn, { clock });
    throttled('slow');
    expect(throttled.averageRunMs).to.equal(1000);
    for (let i = 0; i < 21; i++) {
      clock.tick(10_000);
      throttled(`run ${i}`);
    }
    // 22 samples: one of 1000 ms and 21 of 10 ms.
    expect(throttled.averageRunMs).to.equal((1000 + 21 * 10) / 22);
    clock.tick(10_000);
    throttled('one more');
    // The slow first run has dropped out.
    expect(throttled.averageRunMs).to.equal(10);
    expect(throttled.waitMs).to.equal(20);
  });

  it('SPEC §9: a slow run makes the next wait longer', () => {
    const clock = new FakeClock();
    const durations = [10, 50];
    const { calls, fn } = slowFunction(clock, () => durations.shift() ?? 0);
    const throttled = throttle(fn, { clock });
    throttled('a');
    clock.tick(20);
    throttled('b');
    // Average (10 + 50) / 2 = 30, so the wait is 60.
    throttled('c');
    clock.tick(59);
    expect(calls).to.deep.equal(['a', 'b']);
    clock.tick(1);
    expect(calls).to.deep.equal(['a', 'b', 'c']);
  });

  it('SPEC §9: an async run counts until its promise settles; calls meanwhile wait', async () => {
    const clock = new FakeClock();
    const calls: string[] = [];
    let finish: () => void = () => {};
    const throttled = throttle(
      (value: string) => {
        calls.push(value);
        return new Promise<void>((resolve) => (finish = resolve));
      },
      { clock },
    );
    throttled('a');
    throttled('b');
    clock.tick(1000);
    expect(calls).to.deep.equal(['a']);
    clock.time += 40;
    finish();
    await Promise.resolve();
    await Promise.resolve();
    expect(throttled.averageRunMs).to.equal(1040);
    clock.tick(2079);
    expect(calls).to.deep.equal(['a']);
    clock.tick(1);
    expect(calls).to.deep.equal(['a', 'b']);
  });

  it('SPEC §9: cancel drops the trailing call and ends the wait', () => {
    const clock = new FakeClock();
    const { calls, fn } = slowFunction(clock, () => 10);
    const throttled = throttle(fn, { clock });
    throttled('a');
    throttled('b');
    throttled.cancel();
    clock.tick(100);
    expect(calls).to.deep.equal(['a']);
    throttled('c');
    expect(calls).to.deep.equal(['a', 'c']);
  });

  it('SPEC §9: an error thrown by a run reaches the caller and the throttle keeps working', () => {
    const clock = new FakeClock();
    const calls: string[] = [];
    const throttled = throttle(
      (value: string) => {
        calls.push(value);
        clock.time += 5;
        if (value === 'bad') throw new Error('boom');
      },
      { clock },
    );
    expect(() => throttled('bad')).to.throw('boom');
    throttled('good');
    clock.tick(10);
    expect(calls).to.deep.equal(['bad', 'good']);
  });

  it('SPEC §9: with the browser clock, a burst of calls runs the first and the last', async () => {
    const calls: number[] = [];
    const throttled = throttle((value: number) => void calls.push(value));
    for (let i = 0; i < 5; i++) throttled(i);
    expect(calls).to.deep.equal([0]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).to.deep.equal([0, 4]);
  });
});
