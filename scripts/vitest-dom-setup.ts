// The component tests share their worker's jsdom and Node's module cache (isolate: false in vitest.config.ts: a new
// process per file cost more than half of the unit lane's CPU). Run before each of their files, this puts the worker
// back as its first file found it (scripts/vitest-dom-reset.ts), before the file's code runs and again after it.
import { afterAll, vi } from 'vitest';
import { options } from 'preact';
// What preact/compat, Preact's hooks and the testing library install at import belongs to the baseline.
import 'preact/hooks';
import 'preact/compat';
import '@testing-library/preact';
import { domBaseline, resetDom, restorePreactOptions } from './vitest-dom-reset';

if (typeof document !== 'undefined') {
  const baseline = domBaseline();
  resetDom(baseline);
  afterAll(() => resetDom(baseline));
} else {
  // A component test without a DOM (a prerender's): Preact's option hooks are all it shares.
  const saved = { ...options };
  afterAll(() => restorePreactOptions(saved));
}
// Our modules are evaluated again for each file, with their module-level state (Node's packages stay loaded).
vi.resetModules();
