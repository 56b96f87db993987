import { expect } from '@open-wc/testing';
import { nextTask } from '../../platform/timing/next-task.ts';

/** What ran, in order: the rest of this task's microtasks, then `nextTask()`'s continuation. */
async function order(): Promise<string[]> {
  const ran: string[] = [];
  const continued = nextTask().then(() => void ran.push('next task'));
  queueMicrotask(() => void ran.push('microtask'));
  void Promise.resolve().then(() => void ran.push('promise'));
  await continued;
  return ran;
}

describe('nextTask() (platform/timing)', () => {
  it('resolves in a task of its own, after the microtasks of the task that asked', async () => {
    expect(await order()).to.deep.equal(['microtask', 'promise', 'next task']);
  });

  it('does the same without scheduler.yield (a zero timeout)', async () => {
    const holder = globalThis as { scheduler?: unknown };
    const scheduler = holder.scheduler;
    holder.scheduler = undefined;
    try {
      expect(await order()).to.deep.equal(['microtask', 'promise', 'next task']);
    } finally {
      holder.scheduler = scheduler;
    }
  });
});
