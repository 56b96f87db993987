import { expect } from '@open-wc/testing';
import {
  IMAGE_LOAD_CONCURRENCY,
  IMAGE_LOAD_CONCURRENCY_MOBILE,
} from '../../platform/constants/limits.ts';
import {
  LoadQueue,
  MOBILE_IMAGE_QUERY,
  createImageLoadQueue,
  imageLoadConcurrency,
  imageLoadQueue,
  type MobileQuery,
} from '../../platform/images/load-queue.ts';

/** A promise settled from outside, so tests decide when each task ends. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets settled promises run their callbacks. */
const flush = () => new Promise<void>((resolve) => setTimeout(resolve));

describe('LoadQueue', () => {
  it('runs at most `concurrency` tasks at once, first in first out', async () => {
    const queue = new LoadQueue(2);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const done = gates.map((gate, i) =>
      queue.run(() => {
        started.push(i);
        return gate.promise.then(() => i);
      }),
    );
    expect(started).to.deep.equal([0, 1]);
    expect([queue.running, queue.waiting]).to.deep.equal([2, 2]);
    gates[1]!.resolve();
    await flush();
    expect(started).to.deep.equal([0, 1, 2]);
    gates[0]!.resolve();
    gates[2]!.resolve();
    await flush();
    expect(started).to.deep.equal([0, 1, 2, 3]);
    gates[3]!.resolve();
    expect(await Promise.all(done)).to.deep.equal([0, 1, 2, 3]);
    expect([queue.running, queue.waiting]).to.deep.equal([0, 0]);
  });

  it('frees the slot of a task that rejects or throws, and passes the error on', async () => {
    const queue = new LoadQueue(1);
    const failing = queue.run(() => Promise.reject(new Error('offline')));
    const throwing = queue.run(() => {
      throw new Error('bad task');
    });
    const after = queue.run(() => Promise.resolve('ran'));
    const errors = await Promise.allSettled([failing, throwing]);
    expect(
      errors.map((r) => (r.status === 'rejected' ? (r.reason as Error).message : 'ok')),
    ).to.deep.equal(['offline', 'bad task']);
    expect(await after).to.equal('ran');
  });

  it('starts waiting tasks when the concurrency is raised', async () => {
    const queue = new LoadQueue(1);
    const gate = deferred();
    let started = 0;
    for (let i = 0; i < 3; i++) {
      void queue.run(() => {
        started++;
        return gate.promise;
      });
    }
    expect(started).to.equal(1);
    queue.concurrency = 3;
    expect(started).to.equal(3);
    gate.resolve();
    await flush();
    expect(queue.running).to.equal(0);
  });

  it('drops a waiting task whose signal aborts, rejecting with the reason', async () => {
    const queue = new LoadQueue(1);
    const gate = deferred();
    void queue.run(() => gate.promise);
    const controller = new AbortController();
    let ran = false;
    const dropped = queue.run(async () => {
      ran = true;
    }, controller.signal);
    expect(queue.waiting).to.equal(1);
    controller.abort(new Error('element removed'));
    expect(queue.waiting).to.equal(0);
    const result = await dropped.catch((error: Error) => error.message);
    expect(result).to.equal('element removed');
    gate.resolve();
    await flush();
    expect(ran).to.equal(false);
    const aborted = AbortSignal.abort(new Error('already'));
    expect(await queue.run(async () => 1, aborted).catch((e: Error) => e.message)).to.equal(
      'already',
    );
  });

  it('hands a started task its signal', async () => {
    const queue = new LoadQueue(1);
    const controller = new AbortController();
    const seen = await queue.run(async (signal) => signal, controller.signal);
    expect(seen).to.equal(controller.signal);
  });

  it('refuses a concurrency below 1 or not whole', () => {
    expect(() => new LoadQueue(0)).to.throw(RangeError);
    expect(() => new LoadQueue(1.5)).to.throw(RangeError);
    const queue = new LoadQueue(1);
    expect(() => {
      queue.concurrency = -1;
    }).to.throw(RangeError);
    expect(queue.concurrency).to.equal(1);
  });
});

describe('image load queue', () => {
  /** A MediaQueryList stand-in whose `matches` the test flips. */
  class FlippableQuery extends EventTarget implements MobileQuery {
    constructor(public matches: boolean) {
      super();
    }
    flip(matches: boolean): void {
      this.matches = matches;
      this.dispatchEvent(new Event('change'));
    }
  }

  it('SPEC §9: loads 16 images at a time, 1 on mobile', () => {
    expect(IMAGE_LOAD_CONCURRENCY).to.equal(16);
    expect(IMAGE_LOAD_CONCURRENCY_MOBILE).to.equal(1);
    expect(imageLoadConcurrency(false)).to.equal(IMAGE_LOAD_CONCURRENCY);
    expect(imageLoadConcurrency(true)).to.equal(IMAGE_LOAD_CONCURRENCY_MOBILE);
  });

  it('SPEC §9: the queue follows the mobile query as it starts and stops matching', () => {
    const query = new FlippableQuery(true);
    const queue = createImageLoadQueue(query);
    expect(queue.concurrency).to.equal(1);
    query.flip(false);
    expect(queue.concurrency).to.equal(16);
    query.flip(true);
    expect(queue.concurrency).to.equal(1);
  });

  it('SPEC §9: the mobile query is a valid media query and the page queue follows it', () => {
    const list = matchMedia(MOBILE_IMAGE_QUERY);
    expect(list.media).to.not.equal('not all');
    expect(imageLoadQueue()).to.equal(imageLoadQueue());
    expect(imageLoadQueue().concurrency).to.equal(imageLoadConcurrency(list.matches));
  });
});
