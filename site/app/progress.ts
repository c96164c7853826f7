// The page-loading progress indicator (SPEC §4 "Page loading progress": start, increase, finish, fail;
// SPEC §9: throttle 200 ms, duration 5000 ms, fade 500 ms after finishing). No DOM: it reports its state to a
// listener and takes its timers as arguments, so it is tested with a fake clock.

/** SPEC §9: a load that finishes sooner than this never shows the bar (no flash on fast navigations). */
export const PROGRESS_THROTTLE_MS = 200;
/** SPEC §9: the bar creeps towards the end over this long while the page loads. */
export const PROGRESS_DURATION_MS = 5000;
/** SPEC §2, §9: after finishing, the bar stays full and fades out for this long. */
export const PROGRESS_FADE_MS = 500;
/** How often the bar moves on its own while loading. */
const TICK_MS = 100;
/** It never reaches 100% on its own: only finish() does. */
const CREEP_LIMIT = 90;

export interface ProgressState {
  visible: boolean;
  /** 0..100 */
  percent: number;
  /** The load failed: the bar turns red before fading. */
  error: boolean;
  /** Finished; fading out. */
  fading: boolean;
}

export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export const HIDDEN: ProgressState = { visible: false, percent: 0, error: false, fading: false };

export class Progress {
  private state: ProgressState = HIDDEN;
  private loading = false;
  private startedAt = 0;
  private throttle: unknown = null;
  private ticker: unknown = null;
  private fade: unknown = null;

  constructor(
    private readonly timers: Timers,
    private readonly now: () => number,
    private readonly listener: (state: ProgressState) => void,
  ) {}

  get current(): ProgressState {
    return this.state;
  }

  private emit(next: ProgressState): void {
    this.state = next;
    this.listener(next);
  }

  private clearAll(): void {
    for (const handle of [this.throttle, this.ticker, this.fade]) if (handle !== null) this.timers.clear(handle);
    this.throttle = this.ticker = this.fade = null;
  }

  /** A page starts loading. Shown only if it is still loading after the throttle. */
  start(): void {
    this.clearAll();
    this.loading = true;
    this.startedAt = this.now();
    if (this.state.visible) this.emit({ visible: true, percent: 0, error: false, fading: false });
    this.throttle = this.timers.set(() => {
      this.throttle = null;
      if (!this.loading) return;
      this.emit({ visible: true, percent: this.creep(), error: false, fading: false });
      this.tick();
    }, PROGRESS_THROTTLE_MS);
  }

  /** Moves the bar on by `amount` percentage points (for loads that know their steps). */
  increase(amount: number): void {
    if (!this.loading || !this.state.visible) return;
    this.emit({ ...this.state, percent: Math.min(CREEP_LIMIT, this.state.percent + Math.max(0, amount)) });
  }

  finish(): void {
    this.end(false);
  }

  fail(): void {
    this.end(true);
  }

  private creep(): number {
    // Eases towards CREEP_LIMIT over PROGRESS_DURATION_MS, so a slow load still looks alive.
    const t = Math.min(1, (this.now() - this.startedAt) / PROGRESS_DURATION_MS);
    return Math.round(CREEP_LIMIT * (1 - (1 - t) * (1 - t)));
  }

  private tick(): void {
    this.ticker = this.timers.set(() => {
      this.ticker = null;
      if (!this.loading) return;
      this.emit({ ...this.state, percent: Math.max(this.state.percent, this.creep()) });
      this.tick();
    }, TICK_MS);
  }

  private end(error: boolean): void {
    if (!this.loading) return;
    this.loading = false;
    this.clearAll();
    if (!this.state.visible) return; // finished within the throttle: never shown
    this.emit({ visible: true, percent: 100, error, fading: true });
    this.fade = this.timers.set(() => {
      this.fade = null;
      this.emit(HIDDEN);
    }, PROGRESS_FADE_MS);
  }
}
