// Legal figures in the copy come from contracts/law.ts: the worked examples are computed from the law of a day
// (18,5% late interest at the 3,75% rate; less after a cut), and no text of the site types a legal figure that
// differs from the law of the build day. The blog once said late interest could be 20%, above the maximum.
import { describe, expect, it } from 'vitest';
import { lawOn, MAX_INTEREST_RULES, MAX_LATE_INTEREST_RULES, type Law } from '../../contracts/law';
import { dataCopy, type CopyText } from '../testing/copy-corpus';
import * as blog from './blog';
import * as categories from './categories';
import * as legal from './legal';
import * as pages from './pages';
import {
  buildLaw,
  formulaText,
  lateInterestExample,
  lawPct,
  maxLateInterest,
  percentagePointsGenitive,
  shortLoanExample,
} from './law-text';

const TODAY = lawOn('2026-11-28');
const AFTER_A_CUT: Law = lawOn('2026-12-10', [
  { pct: 3.5, since: '2026-12-10', source: 'Komunikat RPP (test: obniżka o 0,25 pkt proc.)' },
]);
const NBSP = /\u00a0/g;

describe('worked examples computed from the law of a day', () => {
  it('late interest: 2 × (3,75 + 5,5) = 18,5% a year; 10 days on 1 000 zł cost 5,07 zł', () => {
    expect(TODAY.maxLateInterestYearlyPct).toBe(18.5);
    expect(maxLateInterest(TODAY, 1000, 10)).toBe(5.07);
    const text = lateInterestExample(TODAY).replace(NBSP, ' ');
    expect(text).toContain('stopa referencyjna NBP wynosi 3,75% od 5 marca 2026 r.');
    expect(text).toContain('najwyżej 18,5% w skali roku');
    expect(text).toContain('10 dni zwłoki przy długu 1 000 zł kosztuje około 5,07 zł');
    expect(text).not.toContain('20%');
  });

  it('after a rate cut the same example says the new maximum and its cost', () => {
    expect(AFTER_A_CUT.maxLateInterestYearlyPct).toBe(18);
    const text = lateInterestExample(AFTER_A_CUT).replace(NBSP, ' ');
    expect(text).toContain('najwyżej 18% w skali roku');
    expect(text).toContain(`kosztuje około ${'4,93'} zł`);
  });

  it('the short loan of the RRSO article charges interest at the maximum, never above it', () => {
    const example = shortLoanExample(TODAY);
    expect(example.interest).toBe(17.87); // 1 500 × 14,5% × 30/365 = 17,8767…, floored
    expect(example.interest).toBeLessThanOrEqual((1500 * TODAY.maxInterestYearlyPct * 30) / 36500);
    expect(example.text.replace(NBSP, ' ')).toContain('(14,5% w skali roku) 17,87 zł');
    expect(example.text).toContain(`około ${Math.round(example.rrsoPct)}%`);
    expect(shortLoanExample(AFTER_A_CUT).interest).toBeLessThan(example.interest);
  });
});

describe('the law in words', () => {
  it.each([
    [3.5, '3,5 punktu procentowego'],
    [5.5, '5,5 punktu procentowego'],
    [5, '5 punktów procentowych'],
    [1, '1 punktu procentowego'],
  ])('%d pp → %s', (pp, text) => expect(percentagePointsGenitive(pp)).toBe(text));

  it('writes the formulas as the law does, and refuses a multiplier it has no word for', () => {
    expect(formulaText(MAX_INTEREST_RULES[0]!, 'genitive')).toBe(
      'dwukrotności sumy stopy referencyjnej NBP i 3,5 punktu procentowego',
    );
    expect(formulaText(MAX_LATE_INTEREST_RULES[0]!, 'nominative')).toBe(
      'dwukrotność sumy stopy referencyjnej NBP i 5,5 punktu procentowego',
    );
    expect(() => formulaText({ ...MAX_INTEREST_RULES[0]!, times: 3 }, 'nominative')).toThrow(/TIMES/);
  });
});

/** Sentences that state a legal figure: the caps, the reference rate, the formulas. */
const LEGAL =
  /odsetk\p{L}*\s+(?:maksymaln|za opóźnienie)|maksymaln\p{L}*\s+(?:wysokoś\p{L}+\s+)?odsetek|nie mog\p{L}*\s+przekroczyć|stop\p{L}*\s+referencyjn|najwyższej dozwolonej/iu;

/** Each percentage or number of percentage points a legal sentence names that the law of `law` does not give. */
function wrongFigures(texts: readonly CopyText[], law: Law): string[] {
  const allowedPct = new Set([law.nbpRate.pct, law.maxInterestYearlyPct, law.maxLateInterestYearlyPct].map(lawPct));
  const allowedPp = new Set(
    [law.maxInterestRule.spreadPp, law.maxLateInterestRule.spreadPp].map(percentagePointsGenitive),
  );
  const out: string[] = [];
  for (const { where, text } of texts) {
    for (const sentence of text.replace(NBSP, ' ').split(/(?<=[.!?])\s+/)) {
      if (!LEGAL.test(sentence)) continue;
      for (const [pct] of sentence.matchAll(/\d+(?:,\d+)?%/g))
        if (!allowedPct.has(pct)) out.push(`${where}: ${pct} is not a legal figure of ${law.day}: „${sentence}”`);
      for (const [pp] of sentence.matchAll(/\d+(?:,\d+)? punkt\p{L}* procentow\p{L}*/gu))
        if (!allowedPp.has(pp)) out.push(`${where}: ${pp} is not in the law of ${law.day}: „${sentence}”`);
    }
  }
  return out;
}

describe('no legal figure typed into the copy', () => {
  const texts = [blog, categories, legal, pages].flatMap((module, i) => dataCopy(`content ${i}`, module));

  it('every cap, rate and formula the site names is the law of the build day', () => {
    const found = wrongFigures(texts, buildLaw());
    expect(found, found.join('\n')).toEqual([]);
    expect(texts.some((t) => LEGAL.test(t.text) && t.text.includes(lawPct(buildLaw().maxLateInterestYearlyPct)))).toBe(
      true,
    );
  });

  it('fails on a typed figure: the old 20% late interest, a stale 15% cap, a wrong spread', () => {
    expect(
      wrongFigures(
        [
          {
            where: 'blog',
            text: 'Przykład poglądowy: gdyby odsetki za opóźnienie wynosiły 20% w skali roku, 10 dni kosztowałoby 5,48 zł.',
            prose: true,
          },
        ],
        TODAY,
      ),
    ).toHaveLength(1);
    expect(
      wrongFigures([{ where: 'faq', text: 'Odsetki nie mogą przekroczyć 15% w skali roku.', prose: true }], TODAY),
    ).toHaveLength(1);
    expect(
      wrongFigures(
        [
          {
            where: 'faq',
            text: 'Odsetki maksymalne to dwukrotność sumy stopy referencyjnej NBP i 4 punktów procentowych.',
            prose: true,
          },
        ],
        TODAY,
      ),
    ).toHaveLength(1);
    expect(
      wrongFigures([{ where: 'faq', text: 'Odsetki nie mogą przekroczyć 14,5% w skali roku.', prose: true }], TODAY),
    ).toEqual([]);
  });
});
