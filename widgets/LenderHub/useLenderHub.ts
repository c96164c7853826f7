// The lender hub's decisions, pure and table-tested: which lender a #hash names, and a lender's offers summed
// up for the directory (what it lends, from what RRSO, how fast it decides).
import { exampleFigures, type Offer } from '../../contracts/offer';
import type { PricingLaw } from '../../contracts/law';
import type { Lender } from '../../contracts/lenders';
import { formatPct, formatPln, pluralPl } from '../../contracts/format';
import { decisionText, KIND_LABEL, termInWords } from '../LenderCard/useLenderCard';

/** A lender id as the hash carries it: a slug, nothing else. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The id of the lender `hash` names ("#kasomir" → "kasomir"), or null for anything else. */
export function lenderFromHash(hash: string, lenders: readonly Pick<Lender, 'id'>[]): string | null {
  let raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    raw = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (!SLUG.test(raw)) return null;
  return lenders.some((lender) => lender.id === raw) ? raw : null;
}

export interface LenderSummary {
  /** "do 5 000 zł" or "od 500 do 25 000 zł". */
  amount: string;
  /**
   * The RRSO of each offer's representative example, labelled as such and priced by the cost model:
   * "RRSO 297,61% (2 000 zł na 30 dni)"; null without offers. Never a bare "RRSO od": that is no visitor's price.
   */
  rrso: string | null;
  /** The fastest decision of its offers ("Decyzja zwykle w 15 minut"); null without offers. */
  decision: string | null;
  /** "Chwilówka", "Pożyczka na raty" or "Chwilówka · Pożyczka na raty". */
  kinds: string;
  /** "2 oferty" (nominative). */
  offerCount: string;
  /** At least one offer lends the first loan for free. */
  firstLoanFree: boolean;
}

const OFFERS_NOMINATIVE = { one: 'oferta', few: 'oferty', many: 'ofert' };
const examples = new Intl.ListFormat('pl', { style: 'long', type: 'conjunction' });

/** What the directory and the detail call the example's figure. */
export const EXAMPLE_LABEL = 'Przykład reprezentatywny';

export function lenderSummary(offers: readonly Offer[], law: PricingLaw): LenderSummary {
  const count = pluralPl(offers.length, OFFERS_NOMINATIVE);
  if (offers.length === 0)
    return { amount: '', rrso: null, decision: null, kinds: '', offerCount: count, firstLoanFree: false };
  const min = Math.min(...offers.map((o) => o.amount.min));
  const max = Math.max(...offers.map((o) => o.amount.max));
  const kinds = [...new Set(offers.map((o) => o.kind))]
    .sort()
    .reverse()
    .map((k) => KIND_LABEL[k]);
  return {
    amount: min <= 100 ? `do ${formatPln(max)}` : `od ${formatPln(min)} do ${formatPln(max)}`,
    rrso: examples.format(
      offers.map((o) => {
        const example = exampleFigures(o, law);
        return `RRSO\u00a0${formatPct(example.rrsoPct)} (${formatPln(example.amount)} na ${termInWords(example.term, example.unit)})`;
      }),
    ),
    decision: decisionText(Math.min(...offers.map((o) => o.decisionMinutes))),
    kinds: kinds.join(' · '),
    offerCount: count,
    firstLoanFree: offers.some((o) => o.firstLoanFree !== null),
  };
}
