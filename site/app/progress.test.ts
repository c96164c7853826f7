import { describe, expect, it } from 'vitest';
import {
  Progress,
  PROGRESS_DURATION_MS,
  PROGRESS_FADE_MS,
  PROGRESS_THROTTLE_MS,
  type ProgressState,
  type Timers,
} from './progress';

/** A fake clock: timers fire only when advanced. */
function fakeClock() {
  let now = 0;
  let seq = 0;
  const pending = new Map<number, { at: number; fn: () => void }>();
  const timers: Timers = {
    set: (fn, ms) => (pending.set(++seq, { at: now + ms, fn }), seq),
    clear: (handle) => void pending.delete(handle as number),
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const next = [...pending.entries()].sort((a, b) => a[1].at - b[1].at)[0];
      if (!next || next[1].at > until) break;
      pending.delete(next[0]);
      now = next[1].at;
      next[1].fn();
    }
    now = until;
  };
  return { timers, now: () => now, advance };
}

function setup() {
  const clock = fakeClock();
  const states: ProgressState[] = [];
  const progress = new Progress(clock.timers, clock.now, (s) => states.push(s));
  return { clock, states, progress };
}

describe('Progress', () => {
  it('never shows for a load shorter than the 200 ms throttle', () => {
    const { clock, states, progress } = setup();
    progress.start();
    clock.advance(PROGRESS_THROTTLE_MS - 1);
    progress.finish();
    clock.advance(1000);
    expect(states).toEqual([]);
    expect(progress.current.visible).toBe(false);
  });

  it('shows after the throttle, creeps towards 90% over 5 s, never beyond on its own', () => {
    const { clock, progress } = setup();
    progress.start();
    clock.advance(PROGRESS_THROTTLE_MS);
    expect(progress.current.visible).toBe(true);
    const early = progress.current.percent;
    clock.advance(PROGRESS_DURATION_MS / 2);
    expect(progress.current.percent).toBeGreaterThan(early);
    clock.advance(PROGRESS_DURATION_MS * 3);
    expect(progress.current.percent).toBe(90);
  });

  it('finishes at 100% and fades out 500 ms later', () => {
    const { clock, progress } = setup();
    progress.start();
    clock.advance(1000);
    progress.finish();
    expect(progress.current).toEqual({ visible: true, percent: 100, error: false, fading: true });
    clock.advance(PROGRESS_FADE_MS - 1);
    expect(progress.current.visible).toBe(true);
    clock.advance(1);
    expect(progress.current.visible).toBe(false);
  });

  it('marks a failed load as an error before fading', () => {
    const { clock, progress } = setup();
    progress.start();
    clock.advance(300);
    progress.fail();
    expect(progress.current).toMatchObject({ percent: 100, error: true, fading: true });
    clock.advance(PROGRESS_FADE_MS);
    expect(progress.current.visible).toBe(false);
  });

  it('increase() moves the bar but stays below the creep limit', () => {
    const { clock, progress } = setup();
    progress.increase(10); // not loading: ignored
    expect(progress.current.visible).toBe(false);
    progress.start();
    clock.advance(PROGRESS_THROTTLE_MS);
    const before = progress.current.percent;
    progress.increase(30);
    expect(progress.current.percent).toBe(before + 30);
    progress.increase(500);
    expect(progress.current.percent).toBe(90);
  });

  it('a new start during the fade restarts cleanly', () => {
    const { clock, progress } = setup();
    progress.start();
    clock.advance(300);
    progress.finish();
    clock.advance(100);
    progress.start();
    clock.advance(PROGRESS_FADE_MS); // the old fade timer must not hide the new load
    expect(progress.current).toMatchObject({ visible: true, fading: false });
    progress.finish();
    clock.advance(PROGRESS_FADE_MS);
    expect(progress.current.visible).toBe(false);
  });
});
