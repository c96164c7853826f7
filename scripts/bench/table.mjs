// The table `npm run bench` prints, and its verdicts: a row's budget (sizes.mjs) or its own target.
import { kb } from './common.mjs';

/**
 * Prints rows [name, value, shown, target?] and sets a failing exit code when one is over its budget in `budgets`
 * (bytes, or requests for a name in `counts`) or outside its target ({ min } or { max }).
 */
export function printTable(rows, budgets = {}, counts = new Set()) {
  const width = Math.max(...rows.map(([name]) => name.length));
  console.log(`\n${'measure'.padEnd(width)} | value${' '.repeat(30)} | budget`);
  console.log(`${'-'.repeat(width)}-|-${'-'.repeat(35)}-|-------`);
  let over = 0;
  for (const [name, value, shown, target] of rows) {
    const budget = budgets[name];
    let verdict = '';
    let fails = false;
    // A figure that could not be measured (NaN) fails its budget: it must never pass as within it.
    if (budget !== undefined) {
      fails = !(value <= budget);
      const limit = counts.has(name) ? String(budget) : kb(budget);
      verdict = fails ? `> ${limit} OVER` : `≤ ${limit} ok`;
    } else if (target?.min !== undefined) {
      fails = !(value >= target.min);
      verdict = fails ? `< ${target.min} UNDER` : `≥ ${target.min} ok`;
    } else if (target?.max !== undefined) {
      fails = !(value <= target.max);
      verdict = fails ? `> ${target.max} OVER` : `≤ ${target.max} ok`;
    }
    if (fails) over++;
    console.log(`${name.padEnd(width)} | ${shown.padEnd(35)} | ${verdict}`);
  }
  if (over) {
    console.error(`\n${over} budget(s) exceeded`);
    process.exitCode = 1;
  }
}
