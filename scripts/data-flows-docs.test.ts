// docs/product.md's generated parts: the table of where data goes (contracts/data-flows.ts) and the law in force
// (contracts/law.ts, lawOn of today's Warsaw day). Each sits between `<!-- generated: NAME -->` and
// `<!-- end: NAME -->`; this test fails when the text there is not what the data gives, and
// `UPDATE_DOCS=1 npx vitest run scripts/data-flows-docs.test.ts` writes it.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA_FLOWS, flowWire, type DataFlow } from '../contracts/data-flows';
import { lawOn, warsawDay, type Law } from '../contracts/law';

const PRODUCT = join(import.meta.dirname, '..', 'docs', 'product.md');

const GATES: Record<DataFlow['gate'], string> = {
  none: 'no consent needed',
  analytics: 'analytics cookie consent',
  marketing: 'marketing cookie consent',
  registration: "the form's privacy consent (required to send it)",
  sharing: "the visitor's consent for that one lender, on the transition page",
};

/** The table of flows: one row each, recipients by name, the fields as sent, the gate in the code. */
function flowsTable(flows: readonly DataFlow[] = DATA_FLOWS): string {
  const rows = flows.map(
    (f) =>
      `| \`${f.id}\` | ${f.recipients.map((r) => r.name).join('; ')} | ${flowWire(f)
        .map((w) => `\`${w}\``)
        .join(', ')} | ${GATES[f.gate]}${f.plugin ? ` (loader feature \`${f.plugin}\`)` : ''} |`,
  );
  return ['| flow | recipients | fields sent | rests on |', '|---|---|---|---|', ...rows].join('\n');
}

const pct = (n: number): string => `${n}%`;

/** The rate in force and the caps it gives. */
function lawLines(law: Law): string {
  return [
    `- NBP reference rate in force: **${pct(law.nbpRate.pct)}** since ${law.nbpRate.since} (source: ${law.nbpRate.source}).`,
    `- Maximum interest (${law.maxInterestRule.times} × (rate + ${law.maxInterestRule.spreadPp} pp)): **${pct(law.maxInterestYearlyPct)}** a year; maximum late interest (${law.maxLateInterestRule.times} × (rate + ${law.maxLateInterestRule.spreadPp} pp)): ${pct(law.maxLateInterestYearlyPct)} a year.`,
    `- Non-interest costs (art. 36a): at most ${law.nonInterestCap.fixedPct}% of the amount + ${law.nonInterestCap.yearlyPct}% a year, never more than ${law.nonInterestCap.maxPct}%.`,
  ].join('\n');
}

const BLOCK = (name: string) => new RegExp(`(<!-- generated: ${name} -->\\n)([\\s\\S]*?)(<!-- end: ${name} -->)`);

/** The document with each generated block replaced by what the data gives. */
function withBlocks(doc: string, blocks: Record<string, string>): string {
  let out = doc;
  for (const [name, body] of Object.entries(blocks)) {
    if (!BLOCK(name).test(out)) throw new Error(`docs/product.md has no block "${name}"`);
    out = out.replace(BLOCK(name), (_all, start: string, _old: string, end: string) => `${start}${body}\n${end}`);
  }
  return out;
}

describe('docs/product.md, generated from the data', () => {
  const blocks = { 'data-flows': flowsTable(), 'law-in-force': lawLines(lawOn(warsawDay(new Date()))) };

  it('carries the flows table and the law in force as the data gives them', () => {
    const doc = readFileSync(PRODUCT, 'utf8');
    const expected = withBlocks(doc, blocks);
    if (process.env.UPDATE_DOCS === '1' && expected !== doc) writeFileSync(PRODUCT, expected);
    else expect(doc, 'run UPDATE_DOCS=1 npx vitest run scripts/data-flows-docs.test.ts').toBe(expected);
  });

  it('a planted field or a new rate makes the blocks differ', () => {
    const doc = withBlocks(readFileSync(PRODUCT, 'utf8'), blocks);
    const planted = DATA_FLOWS.map((f) =>
      f.id === 'lead-delivery' ? { ...f, fields: [...f.fields, { label: 'PESEL', wire: ['pesel'] }] } : f,
    );
    expect(withBlocks(doc, { 'data-flows': flowsTable(planted) })).not.toBe(doc);
    const cut = lawOn('2026-12-10', [{ pct: 3.25, since: '2026-12-10', source: 'Komunikat RPP (próba)' }]);
    expect(withBlocks(doc, { 'law-in-force': lawLines(cut) })).toContain('**3.25%** since 2026-12-10');
    expect(withBlocks(doc, { 'law-in-force': lawLines(cut) })).not.toBe(doc);
  });
});
