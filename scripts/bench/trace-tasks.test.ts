import { describe, expect, it } from 'vitest';
import { chunkName, longTasks, simulatedBlocking, type LongTask, type TraceEvent } from './trace-tasks.mjs';

const PAGE = 'http://localhost:3199/blog/';
const main = { pid: 7, tid: 1 };
/** A complete event on the page's main thread, times in ms after navigation (the trace counts µs). */
const x = (name: string, at: number, ms: number, data: Record<string, unknown> = {}): TraceEvent => ({
  ...main,
  name,
  ph: 'X',
  ts: 1_000_000 + at * 1000,
  dur: ms * 1000,
  args: { data },
});

const trace: TraceEvent[] = [
  { ...main, name: 'navigationStart', ph: 'R', ts: 1_000_000, args: { data: { documentLoaderURL: PAGE } } },
  { ...main, name: 'firstContentfulPaint', ph: 'R', ts: 1_100_000 },
  // Before the paint: parsing and style.
  x('RunTask', 20, 40),
  x('ParseHTML', 21, 30),
  { ...x('UpdateLayoutTree', 52, 6), args: { elementCount: 130 } },
  // After it: a module's evaluation, then an island's render measured by the client.
  x('RunTask', 200, 80),
  x('v8.evaluateModule', 201, 30, { url: 'http://localhost:3199/assets/client-AbC12345.js' }),
  x('FunctionCall', 240, 35, { url: 'http://localhost:3199/assets/faq-Zx9_qq01.js', functionName: 'run' }),
  x('Layout', 276, 3),
  { ...main, name: 'render:faq', ph: 'b', ts: 1_240_000, cat: 'blink.user_timing', id2: { local: '0x1' } },
  { ...main, name: 'render:faq', ph: 'e', ts: 1_270_000, cat: 'blink.user_timing', id2: { local: '0x1' } },
  // Too short to list, another thread, and one after the window.
  x('RunTask', 300, 8),
  { ...x('RunTask', 310, 90), tid: 2 },
  x('RunTask', 6000, 30),
];

describe('the long tasks of a trace', () => {
  it('names a chunk without its hash', () => {
    expect(chunkName('http://h/assets/hero-AbC12345.js')).toBe('hero.js');
    expect(chunkName('http://h/loader.js?v=1')).toBe('loader.js');
    expect(chunkName(undefined)).toBe('');
  });

  it('lists the main thread tasks over the threshold within the window, each with its parts and labels', () => {
    const { fcpMs, cpuAfterFcpMs, tasks } = longTasks({ traceEvents: trace }, { url: PAGE, untilMs: 5000 });
    expect(fcpMs).toBe(100);
    expect(cpuAfterFcpMs).toBe(80 + 8 + 30); // every task of the main thread after the paint, short ones too
    expect(tasks).toEqual([
      {
        at: 20,
        ms: 40,
        cpu: 40,
        afterFcp: false,
        parts: { 'parse HTML': 30, style: 6 },
        what: ['style of 130 elements 6'],
        blocking: 0,
      },
      {
        at: 200,
        ms: 80,
        cpu: 80,
        afterFcp: true,
        parts: { script: 65, layout: 3 },
        what: ['call run faq.js 35', 'evaluate client.js 30', 'render:faq 30'],
        blocking: 30,
      },
    ]);
  });

  it('counts an event inside another of its kind once', () => {
    const nested = [...trace, x('FunctionCall', 245, 10, { url: 'http://h/assets/faq-Zx9_qq01.js' })];
    expect(longTasks(nested, { url: PAGE, untilMs: 5000 }).tasks[1]!.parts.script).toBe(65);
  });

  it('measures by the thread’s own time when asked: a task the machine stretched is no long task', () => {
    const busy = [
      trace[0]!,
      trace[1]!,
      { ...x('RunTask', 150, 90), tdur: 6000 },
      { ...x('RunTask', 250, 30), tdur: 24000 },
    ];
    const { tasks } = longTasks(busy, { url: PAGE, by: 'cpu' });
    expect(tasks.map((t) => [t.at, t.ms, t.cpu])).toEqual([[250, 30, 24]]);
    expect(simulatedBlocking(tasks, 1, 'cpu')).toBe(4 * 24 - 50);
    expect(longTasks(busy, { url: PAGE }).tasks.map((t) => t.at)).toEqual([150, 250]);
  });

  it('says so of a task with nothing traced inside it', () => {
    const idle = [trace[0]!, x('RunTask', 50, 30)];
    expect(longTasks(idle, { url: PAGE }).tasks[0]!.what).toEqual(['nothing traced']);
  });

  it('fails on a trace without a navigation', () => {
    expect(() => longTasks([x('RunTask', 0, 20)])).toThrow(/navigationStart/);
  });

  it.each([
    ['at 4× CPU: the part above 50 ms of each task after the paint', 4, 30 + 10],
    ['unthrottled: each task scaled by 4 first', 1, 270 + 190],
  ])('%s', (_name, rate, expected) => {
    const task = (ms: number, afterFcp = true): LongTask => ({
      at: 0,
      ms,
      cpu: ms,
      afterFcp,
      parts: {},
      what: [],
      blocking: 0,
    });
    expect(simulatedBlocking([task(80), task(60), task(500, false), task(10)], rate)).toBe(expected);
  });
});
