// The main thread's long tasks in a Chromium trace of one page load, each named by what it did: which chunk's
// evaluation, which function of which chunk, microtasks (where an island renders), style, layout, parsing, a timer,
// an idle callback, and the page's user-timing measures. Pure: `scripts/long-tasks.mjs` records the traces,
// `trace-tasks.test.ts` checks the arithmetic.

/** Trace events of the kinds a task is made of, by what they mean to the page. */
const KINDS = {
  EvaluateScript: 'script',
  'v8.compileModule': 'script',
  'v8.evaluateModule': 'script',
  FunctionCall: 'script',
  RunMicrotasks: 'script',
  'v8.compile': 'compile',
  MajorGC: 'gc',
  MinorGC: 'gc',
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  'Document::updateStyleAndLayout': 'style',
  HitTest: 'hit test',
};

/** A task, for the list: its start after navigation, its length, and its parts longest first (ms). */
const round1 = (ms) => Math.round(ms * 10) / 10;

/** The file name of a script's URL without its hash (`hero-abc123.js` → `hero.js`), or the URL's path. */
export function chunkName(url) {
  if (!url) return '';
  let path;
  try {
    path = new URL(url).pathname;
  } catch {
    return url;
  }
  const file = path.split('/').pop() || path;
  return file.replace(/-[A-Za-z0-9_]{6,}(\.m?js)$/, '$1');
}

/** The renderer's main thread that loaded `url`: the `CrRendererMain` thread with that navigation. */
function mainThread(events, url) {
  // The main frame's navigation to the page (a frame the page embeds navigates too, in the same thread).
  const start = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame !== false &&
      (!url || e.args?.data?.documentLoaderURL?.startsWith(url)),
  );
  if (!start) throw new Error('the trace has no navigationStart');
  return { pid: start.pid, tid: start.tid, t0: start.ts, frame: start.args?.frame };
}

/** What an event says about itself: the chunk it evaluated or called, the event it dispatched. */
function labelOf(event) {
  const data = event.args?.data ?? event.args?.beginData ?? {};
  const name = event.name;
  if (name === 'EvaluateScript' || name === 'v8.compileModule' || name === 'v8.evaluateModule')
    return `evaluate ${chunkName(data.url ?? event.args?.fileName) || 'inline script'}`;
  if (name === 'FunctionCall') return `call ${data.functionName || '(anonymous)'} ${chunkName(data.url)}`.trim();
  if (name === 'RunMicrotasks') return 'microtasks';
  if (name === 'UpdateLayoutTree') return `style of ${event.args?.elementCount ?? '?'} elements`;
  if (name === 'DocumentLoader::CommitNavigation') return 'navigation';
  if (name === 'TimerFire') return 'timer';
  if (name === 'FireIdleCallback') return 'idle callback';
  if (name === 'FireAnimationFrame') return 'animation frame';
  if (name === 'EventDispatch') return `event ${data.type}`;
  if (name === 'ResourceReceivedData' || name === 'ResourceFinish') return null;
  return KINDS[name] ?? null;
}

/** A task's length as `by` asks: `cpu` is the thread's own time (`tdur`), which a busy machine does not stretch. */
const lengthOf = (task, by) => (by === 'cpu' && task.tdur !== undefined ? task.tdur : task.dur) / 1000;

/**
 * Every top-level task (`RunTask`) of the page's main thread from navigation to `untilMs` that took longer than
 * `thresholdMs` (by its `cpu` time or its `wall` time), and the CPU time of all its tasks after the first contentful
 * paint (`cpuAfterFcpMs`, until the trace's end). Each task with: `at` (ms after navigation), `ms` (wall), `cpu`,
 * `afterFcp`, `parts` (time per kind: script, style, layout, paint, …, the outermost event of each kind counted
 * once), `what` (the labels of its scripts, events and the user-timing measures inside it, longest first) and
 * `blocking` (its part above 50 ms, by the same length).
 */
export function longTasks(trace, { url, thresholdMs = 10, untilMs = Infinity, by = 'wall' } = {}) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const { pid, tid, t0, frame } = mainThread(events, url);
  const fcp = events.find(
    (e) => e.name === 'firstContentfulPaint' && e.pid === pid && e.ts >= t0 && (!frame || e.args?.frame === frame),
  );
  const fcpMs = fcp ? (fcp.ts - t0) / 1000 : null;
  const own = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts >= t0);
  const measures = measuresOf(events, pid, t0);
  const tasks = own.filter(
    (e) => e.name === 'RunTask' && lengthOf(e, by) > thresholdMs && (e.ts - t0) / 1000 <= untilMs,
  );
  // Every task's own time after the paint, long or not: the figure least moved by a busy machine.
  const after = own.filter((e) => e.name === 'RunTask' && fcpMs !== null && (e.ts - t0) / 1000 >= fcpMs);
  return {
    fcpMs: fcpMs === null ? null : round1(fcpMs),
    cpuAfterFcpMs: round1(after.reduce((sum, e) => sum + lengthOf(e, 'cpu'), 0)),
    tasks: tasks.map((task) => describeTask(task, own, measures, t0, fcpMs, by)),
  };
}

/** The user-timing measures (`performance.measure`) of the page, as [start, end, name] in trace time. */
function measuresOf(events, pid, t0) {
  const open = new Map();
  const found = [];
  for (const e of events) {
    if (e.pid !== pid || e.ts < t0 || !e.cat?.includes('blink.user_timing')) continue;
    const key = `${e.name}:${e.id2?.local ?? e.id ?? ''}`;
    if (e.ph === 'b') open.set(key, e.ts);
    else if (e.ph === 'e' && open.has(key)) {
      found.push([open.get(key), e.ts, e.name]);
      open.delete(key);
    }
  }
  return found;
}

function describeTask(task, own, measures, t0, fcpMs, by) {
  const end = task.ts + task.dur;
  const inside = own.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
  const parts = {};
  const labels = new Map();
  const covered = {};
  for (const e of inside.sort((a, b) => a.ts - b.ts)) {
    const kind = KINDS[e.name];
    if (kind && !(covered[kind] > e.ts)) {
      parts[kind] = (parts[kind] ?? 0) + e.dur / 1000;
      covered[kind] = e.ts + e.dur;
    }
    const label = labelOf(e);
    if (label && KINDS[e.name] !== label) labels.set(label, Math.max(labels.get(label) ?? 0, e.dur / 1000));
  }
  for (const [from, to, name] of measures)
    if (from >= task.ts && to <= end) labels.set(name, Math.max(labels.get(name) ?? 0, (to - from) / 1000));
  const ms = task.dur / 1000;
  const at = (task.ts - t0) / 1000;
  return {
    at: round1(at),
    ms: round1(ms),
    cpu: round1(lengthOf(task, 'cpu')),
    afterFcp: fcpMs !== null && at >= fcpMs,
    parts: Object.fromEntries(
      Object.entries(parts)
        .filter(([, v]) => v >= 1)
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => [k, round1(v)]),
    ),
    what: whatOf(labels, parts),
    blocking: round1(Math.max(0, lengthOf(task, by) - 50)),
  };
}

/** The labels longest first; a task with nothing traced inside it is most often the thread waiting for a core. */
function whatOf(labels, parts) {
  const what = [...labels.entries()]
    .filter(([, v]) => v >= 1)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([label, v]) => `${label} ${round1(v)}`);
  return what.length || Object.keys(parts).length ? what : ['nothing traced'];
}

/**
 * Lighthouse's simulated TBT as a trace at CPU rate `rate` predicts it: every task after the first contentful
 * paint, its length (`cpu` or `ms`, as `by` says) scaled to 4× the unthrottled CPU, counted by its part above 50 ms.
 */
export function simulatedBlocking(tasks, rate, by = 'wall') {
  const scale = 4 / rate;
  const length = (t) => (by === 'cpu' ? t.cpu : t.ms);
  return round1(tasks.filter((t) => t.afterFcp).reduce((sum, t) => sum + Math.max(0, length(t) * scale - 50), 0));
}
