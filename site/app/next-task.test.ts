import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask: the rest of the work in a task of its own', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for a timer queued before it (a new task, not a microtask)', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('timer'), 0);
    void Promise.resolve().then(() => order.push('microtask'));
    await nextTask();
    order.push('after');
    expect(order).toEqual(['microtask', 'timer', 'after']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await nextTask();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timeout when scheduler has no yield', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('scheduler', {});
    let done = false;
    void nextTask().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });
});
