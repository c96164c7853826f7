// The disclosure checker: reads what a lender card shows (from the DOM, in jsdom or a real browser) and checks
// every figure against the cost model for exactly the loan the card says it shows, plus the legal caps and the
// representative example. Used by the vitest checker (site/disclosure.test.tsx) and the e2e spec.
import { lawOn, type Law } from '../../contracts/law';
import {
  annualPercentageRate,
  calendarTermDays,
  exampleFigures,
  loanFigures,
  maxInterest,
  nonInterestCap,
  quoteLoan,
  roundPct,
  STATED_RRSO_TOLERANCE_PP,
  termInYears,
  daysInYearOf,
  type Offer,
  type Repayment,
  type TermUnit,
} from '../../contracts/offer';

/** What a card shows, as text: its data attributes and each figure by its data-figure name. */
export interface RawCard {
  name: string;
  data: Record<string, string>;
  figures: Record<string, string>;
  limit: string | null;
  note: string | null;
  exampleTitle: string | null;
  /** The lists the card is in: 'fitting' (the ordered list) or 'other' (the group of offers for another loan). */
  group: 'fitting' | 'other' | 'none';
}

/**
 * Reads cards. Self-contained (no outer names), so Playwright can run it in the page as it is:
 * locator.evaluateAll(rawCards).
 */
export function rawCards(articles: Element[]): RawCard[] {
  const text = (el: Element | null | undefined) =>
    (el?.textContent ?? '')
      .replace(/[\u00a0\u202f]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  return articles.map((article) => {
    const figures: Record<string, string> = {};
    article.querySelectorAll('[data-figure]').forEach((row) => {
      figures[row.getAttribute('data-figure') ?? ''] = text(row.querySelector('dd'));
    });
    const data: Record<string, string> = {};
    for (const attr of Array.from(article.attributes))
      if (attr.name.startsWith('data-')) data[attr.name.slice(5)] = attr.value;
    const group: RawCard['group'] = article.closest('.pz-offerlist__other')
      ? 'other'
      : article.closest('.pz-offerlist__list')
        ? 'fitting'
        : 'none';
    const limit = article.querySelector('.pz-card__limit');
    const note = article.querySelector('.pz-card__note');
    const title = article.querySelector('.pz-card__example-title');
    return {
      name: text(article.querySelector('.pz-card__name')),
      data,
      figures,
      limit: limit ? text(limit) : null,
      note: note ? text(note) : null,
      exampleTitle: title ? text(title) : null,
      group,
    };
  });
}

/** Reads one card (rawCards for a single article). */
export const rawCard = (article: Element): RawCard => rawCards([article])[0]!;

// --- Reading Polish figures back ------------------------------------------------------------------------------

/** "1 608,49 zł" → 1608.49; "0 zł" → 0; anything else → NaN. */
export function parseMoney(text: string | undefined): number {
  const m = /^(\d{1,3}(?: \d{3})*)(?:,(\d{2}))? zł$/.exec((text ?? '').trim());
  return m ? Number(`${m[1]!.replace(/ /g, '')}.${m[2] ?? '00'}`) : Number.NaN;
}

/** "133,87%" → 133.87; "1 234,50%" → 1234.5. */
export function parsePct(text: string | undefined): number {
  const m = /^(\d{1,3}(?: \d{3})*),(\d{2})%/.exec((text ?? '').trim());
  return m ? Number(`${m[1]!.replace(/ /g, '')}.${m[2]}`) : Number.NaN;
}

const UNIT_WORDS: Record<string, TermUnit> = {
  dzień: 'days',
  dni: 'days',
  miesiąc: 'months',
  miesiące: 'months',
  miesięcy: 'months',
};

/** "1 500 zł na 30 dni" → { amount: 1500, term: 30, unit: 'days' }. */
export function parseLoan(text: string | undefined): { amount: number; term: number; unit: TermUnit | undefined } {
  const m = /^(.+ zł) na (\d+) (\S+)$/.exec((text ?? '').trim());
  return m
    ? { amount: parseMoney(m[1]), term: Number(m[2]), unit: UNIT_WORDS[m[3]!] }
    : { amount: Number.NaN, term: Number.NaN, unit: undefined };
}

/** "30 dni, spłata jednorazowa" / "24 miesiące" → term and unit. */
function parseTerm(text: string | undefined): { term: number; unit: TermUnit | undefined } {
  const m = /^(\d+) (\S+?)(?:,|$)/.exec((text ?? '').trim());
  return m ? { term: Number(m[1]), unit: UNIT_WORDS[m[2]!] } : { term: Number.NaN, unit: undefined };
}

/** "24 miesięczne raty po 532,49 zł" or "24 miesięczne raty: 23 po 532,49 zł i ostatnia 532,59 zł" → the schedule. */
export function parseInstalments(text: string | undefined): Repayment[] {
  const t = (text ?? '').trim();
  const even = /^(\d+) miesięczn\S* rat\S* po (.+ zł)$/.exec(t);
  const uneven = /^(\d+) miesięczn\S* rat\S*: (\d+) po (.+ zł) i ostatnia (.+ zł)$/.exec(t);
  const count = Number((even ?? uneven)?.[1] ?? Number.NaN);
  const regular = parseMoney(even ? even[2] : uneven?.[3]);
  const last = even ? regular : parseMoney(uneven?.[4]);
  if (!Number.isInteger(count) || count < 1 || !Number.isFinite(regular) || !Number.isFinite(last)) return [];
  if (uneven && Number(uneven[2]) !== count - 1) return [];
  return Array.from({ length: count }, (_, i) => ({ years: (i + 1) / 12, amount: i === count - 1 ? last : regular }));
}

// --- Checking ---------------------------------------------------------------------------------------------------

/** The loan a visitor asked for. */
export interface Request {
  amount: number;
  term: number;
  unit: TermUnit;
}

const EXAMPLE_LABELS = [
  'example-interestRate',
  'example-amount',
  'example-totalCost',
  'example-interest',
  'example-fees',
  'example-totalToRepay',
  'example-term',
  'example-rrso',
] as const;

/**
 * Problems with one card, empty when it tells the truth: every figure equals the model's for the loan its data
 * attributes name; that loan is the one the model picks for the request (when given); caps hold; the example is
 * there in full, equals the model's and agrees with the offer's stated RRSO.
 * `law` is the law of the day the card is shown: the figures are priced under it and must keep within its caps
 * (interest at most the art. 359 §2¹ maximum; fees at most the art. 36a cap of the loan's shortest calendar span,
 * floored); the representative example is recomputed under the law of its own date.
 */
export function checkCard(card: RawCard, offer: Offer, law: Law, request?: Request): string[] {
  const problems: string[] = [];
  const expect = (ok: boolean, what: string) => {
    if (!ok)
      problems.push(
        `${offer.name} (${card.data['amount']} zł, ${card.data['term']} ${card.data['term-unit']}): ${what}`,
      );
  };
  const amount = Number(card.data['amount']);
  const term = Number(card.data['term']);
  const unit = card.data['term-unit'] as TermUnit;
  const firstLoan = card.data['first-loan'] !== 'false';
  expect(
    Number(card.data['offer-id']) === offer.offer_id,
    `data-offer-id ${card.data['offer-id']} is not ${offer.offer_id}`,
  );
  expect(unit === offer.term.unit, `data-term-unit ${unit} is not the offer's ${offer.term.unit}`);

  // The loan it claims: what the model gives for the request, and what the visible "Kwota" says.
  if (request) {
    const quote = quoteLoan(offer, request.amount, request.term, request.unit);
    expect(
      quote.amount === amount && quote.term === term,
      `prices ${amount}/${term}, the model quotes ${quote.amount}/${quote.term}`,
    );
    expect(
      card.data['fits'] === String(quote.fits),
      `data-fits ${card.data['fits']} but the offer ${quote.fits ? 'lends' : 'does not lend'} the request`,
    );
    if (!quote.fits) {
      expect(
        card.limit !== null && /pożycza/.test(card.limit),
        `does not fit and does not say what the lender can do: ${card.limit}`,
      );
      if (quote.amountLimit === 'max')
        expect(
          parseMoney(/do (\S+(?: \d{3})* zł)/.exec(card.limit ?? '')?.[1]) === offer.amount.max,
          `limit text misses the maximum: ${card.limit}`,
        );
      if (quote.termLimit === 'max')
        expect(
          new RegExp(`maks\\. ${offer.term.max} `).test(card.limit ?? ''),
          `limit text misses the longest term: ${card.limit}`,
        );
      expect(card.group !== 'fitting', 'an offer that cannot lend the request is in the list of fitting offers');
    } else {
      expect(card.group !== 'other', 'an offer that lends the request is in the group for another loan');
      if (request.unit !== offer.term.unit)
        expect(card.note !== null, 'the term was converted to the offer unit without saying so');
      else expect(card.note === null, `a note where the loan is the one asked for: ${card.note}`);
    }
  }
  const shown = parseLoan(card.figures['loan']);
  expect(
    shown.amount === amount && shown.term === term && shown.unit === unit,
    `shows "${card.figures['loan']}" but its data says ${amount}/${term} ${unit}`,
  );

  const model = loanFigures(offer, amount, term, law, { firstLoan });
  const same = (name: string, value: number) => {
    const got = parseMoney(card.figures[name]);
    expect(got === value, `${name} shows "${card.figures[name]}", the model gives ${value}`);
  };
  same('interest', model.interest);
  same('fees', model.fees);
  same('totalCost', model.totalCost);
  same('totalToRepay', model.totalToRepay);
  expect(
    parsePct(card.figures['rrso']) === roundPct(model.rrsoPct),
    `RRSO shows "${card.figures['rrso']}", the model gives ${roundPct(model.rrsoPct)}`,
  );
  if (model.instalments) {
    const m = /^(.+? zł)(?: \(ostatnia (.+ zł)\))?$/.exec(card.figures['instalment'] ?? '');
    expect(
      parseMoney(m?.[1]) === model.instalments.regular,
      `instalment shows "${card.figures['instalment']}", the model gives ${model.instalments.regular}`,
    );
    expect(
      parseMoney(m?.[2] ?? m?.[1]) === model.instalments.last,
      `last instalment: "${card.figures['instalment']}" vs ${model.instalments.last}`,
    );
  } else {
    expect(card.figures['instalment'] === undefined, 'an instalment on a loan repaid at once');
  }
  // The sums hold on the card itself, and the RRSO shown balances the repayments shown.
  expect(
    Math.abs(
      parseMoney(card.figures['totalCost']) - parseMoney(card.figures['interest']) - parseMoney(card.figures['fees']),
    ) < 0.005,
    'total cost is not interest + fees',
  );
  expect(
    Math.abs(parseMoney(card.figures['totalToRepay']) - amount - parseMoney(card.figures['totalCost'])) < 0.005,
    'total to repay is not amount + total cost',
  );
  // Legal caps: art. 359 §2¹ KC (interest), art. 36a of the consumer credit act (everything else).
  expect(
    offer.pricing.interestYearlyPct <= law.maxInterestYearlyPct,
    `interest rate ${offer.pricing.interestYearlyPct}% above the maximum ${law.maxInterestYearlyPct}% of ${law.day}`,
  );
  expect(
    model.interest <= maxInterest(offer.kind, amount, term, unit, law),
    `interest ${model.interest} above the art. 359 §2¹ maximum`,
  );
  const cap = nonInterestCap(amount, calendarTermDays(term, unit), law, daysInYearOf());
  expect(model.fees <= cap, `fees ${model.fees} above the art. 36a cap ${cap}`);

  // The representative example: in full, from the model, agreeing with the offer's stated RRSO.
  expect(
    card.exampleTitle?.startsWith('Przykład reprezentatywny') === true,
    'a priced card without its representative example',
  );
  for (const label of EXAMPLE_LABELS) expect((card.figures[label] ?? '') !== '', `the example has no ${label}`);
  // The example is a loan starting on its own date, under the law of that date.
  const exampleLaw = lawOn(offer.example.date);
  const example = exampleFigures(offer, exampleLaw);
  expect(
    example.fees <=
      nonInterestCap(
        example.amount,
        calendarTermDays(example.term, example.unit, offer.example.date),
        exampleLaw,
        daysInYearOf(offer.example.date),
      ),
    'example fees above the art. 36a cap of its own date',
  );
  expect(
    offer.representativeExample.includes(`na dzień ${offer.example.date.split('-').reverse().join('.')}`),
    'the example text does not state its calculation date',
  );
  const exTerm = parseTerm(card.figures['example-term']);
  expect(
    parseMoney(card.figures['example-amount']) === example.amount,
    `example amount "${card.figures['example-amount']}" vs ${example.amount}`,
  );
  expect(
    exTerm.term === example.term && exTerm.unit === example.unit,
    `example term "${card.figures['example-term']}" vs ${example.term} ${example.unit}`,
  );
  expect(
    parseMoney(card.figures['example-interest']) === example.interest,
    `example interest "${card.figures['example-interest']}" vs ${example.interest}`,
  );
  expect(
    parseMoney(card.figures['example-fees']) === example.fees,
    `example fees "${card.figures['example-fees']}" vs ${example.fees}`,
  );
  expect(
    parseMoney(card.figures['example-totalCost']) === example.totalCost,
    `example total cost "${card.figures['example-totalCost']}" vs ${example.totalCost}`,
  );
  expect(
    parseMoney(card.figures['example-totalToRepay']) === example.totalToRepay,
    `example total to repay "${card.figures['example-totalToRepay']}" vs ${example.totalToRepay}`,
  );
  expect(
    parsePct(card.figures['example-interestRate']) === roundPct(example.interestRatePct),
    `example interest rate "${card.figures['example-interestRate']}"`,
  );
  const exampleRrso = parsePct(card.figures['example-rrso']);
  expect(
    exampleRrso === roundPct(example.rrsoPct),
    `example RRSO "${card.figures['example-rrso']}" vs the model's ${roundPct(example.rrsoPct)}`,
  );
  expect(
    Math.abs(exampleRrso - offer.rrsoPct) <= STATED_RRSO_TOLERANCE_PP,
    `example RRSO ${exampleRrso} vs the offer's stated ${offer.rrsoPct}`,
  );
  // The example's RRSO agrees with its own cost as shown: the Annex I rate of the repayments the example lists.
  const shownAmount = parseMoney(card.figures['example-amount']);
  const repayments = example.instalments
    ? parseInstalments(card.figures['example-instalments'])
    : [
        {
          years: termInYears(exTerm.term, exTerm.unit ?? 'days'),
          amount: parseMoney(card.figures['example-totalToRepay']),
        },
      ];
  if (repayments.length === 0 || !repayments.every((r) => Number.isFinite(r.amount)))
    expect(false, `example repayments unreadable: "${card.figures['example-instalments']}"`);
  else {
    const fromShown = annualPercentageRate(shownAmount, repayments);
    expect(
      Math.abs(fromShown - exampleRrso) <= STATED_RRSO_TOLERANCE_PP,
      `example RRSO ${exampleRrso} vs ${fromShown} from its own repayments`,
    );
  }
  return problems;
}
