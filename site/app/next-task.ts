// A break in the main thread's work: the rest runs in a task of its own, so the browser can paint and answer
// input in between (a long task on a slow phone is input that waits). `scheduler.yield()` where the browser has it
// (the continuation keeps its place ahead of other queued tasks), else a zero timeout.

interface Scheduler {
  yield?: () => Promise<void>;
}

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
