// The law the product applies, as dated data: every legal parameter with the day it took effect and its source.
// Nothing else in the product types a legal number; everything asks `lawOn(day)` what applies on the day a figure
// is shown. The NBP reference rate moves with each decision of the Monetary Policy Council (Rada Polityki
// Pieniężnej): the shipped history is below, and an operator records a newer decision in the database
// (`npm run admin -- nbp-rate …` or the console), which `lawOn` takes as `recorded`.
// Looked up on 2026-11-28 (docs/product.md, "The law in force"): the stored public sources hold no decision of the
// Council after the cut of 4 March 2026 (3.75% from 5 March 2026).
import { toIsoDate, warsawDate } from './checks/calendar';

/** A calendar day, YYYY-MM-DD, in Europe/Warsaw. */
export type IsoDay = string;

/** One value of the NBP reference rate and the day it took effect (the day after the Council's decision). */
export interface NbpRate {
  /** Per cent a year. */
  pct: number;
  since: IsoDay;
  /** Where the figure comes from: the Council's communiqué or NBP's table. */
  source: string;
}

const NBP_TABLE =
  'NBP, „Podstawowe stopy procentowe NBP w latach 1998–2026”, https://nbp.pl/polityka-pieniezna/decyzje-rpp/podstawowe-stopy-procentowe-nbp/';
const rpp = (decided: string): string => `Komunikat RPP z posiedzenia ${decided}; ${NBP_TABLE}`;

/**
 * The NBP reference rate since before 2022, oldest first. Each decision takes effect the day after the Council
 * announces it; `since` is that day.
 */
export const NBP_REFERENCE_RATES: readonly NbpRate[] = [
  { pct: 1.75, since: '2021-12-09', source: rpp('7–8 grudnia 2021 r.') },
  { pct: 2.25, since: '2022-01-05', source: rpp('4 stycznia 2022 r.') },
  { pct: 2.75, since: '2022-02-09', source: rpp('7–8 lutego 2022 r.') },
  { pct: 3.5, since: '2022-03-09', source: rpp('7–8 marca 2022 r.') },
  { pct: 4.5, since: '2022-04-07', source: rpp('5–6 kwietnia 2022 r.') },
  { pct: 5.25, since: '2022-05-06', source: rpp('4–5 maja 2022 r.') },
  { pct: 6.0, since: '2022-06-09', source: rpp('7–8 czerwca 2022 r.') },
  { pct: 6.5, since: '2022-07-08', source: rpp('6–7 lipca 2022 r.') },
  { pct: 6.75, since: '2022-09-08', source: rpp('6–7 września 2022 r.') },
  { pct: 6.0, since: '2023-09-07', source: rpp('5–6 września 2023 r.') },
  { pct: 5.75, since: '2023-10-05', source: rpp('3–4 października 2023 r.') },
  { pct: 5.25, since: '2025-05-08', source: rpp('6–7 maja 2025 r.') },
  { pct: 5.0, since: '2025-07-03', source: rpp('1–2 lipca 2025 r.') },
  { pct: 4.75, since: '2025-09-04', source: rpp('2–3 września 2025 r.') },
  { pct: 4.5, since: '2025-10-09', source: rpp('7–8 października 2025 r.') },
  { pct: 4.25, since: '2025-11-06', source: rpp('4–5 listopada 2025 r.') },
  { pct: 4.0, since: '2025-12-04', source: rpp('2–3 grudnia 2025 r.') },
  {
    pct: 3.75,
    since: '2026-03-05',
    source: `${rpp('3–4 marca 2026 r.')} (uchwała wchodzi w życie 5 marca 2026 r.; za: https://nowiny.press/?p=238622)`,
  },
];

/** A rule that is a formula over the reference rate: `times` × (rate + `spreadPp`). */
export interface RateFormula {
  times: number;
  spreadPp: number;
  since: IsoDay;
  source: string;
}

/** Maximum interest: kodeks cywilny art. 359 §2¹, 2 × (NBP reference rate + 3.5 pp) a year, since 1 January 2016. */
export const MAX_INTEREST_RULES: readonly RateFormula[] = [
  {
    times: 2,
    spreadPp: 3.5,
    since: '2016-01-01',
    source: 'Kodeks cywilny, art. 359 § 2¹ (ustawa z 9 października 2015 r., Dz.U. 2015 poz. 1830)',
  },
];

/**
 * Maximum late interest: kodeks cywilny art. 481 §2¹, 2 × (NBP reference rate + 5.5 pp) a year, since 1 January 2016.
 */
export const MAX_LATE_INTEREST_RULES: readonly RateFormula[] = [
  {
    times: 2,
    spreadPp: 5.5,
    since: '2016-01-01',
    source: 'Kodeks cywilny, art. 481 § 2¹ (ustawa z 9 października 2015 r., Dz.U. 2015 poz. 1830)',
  },
];

/**
 * Cap on non-interest costs, ustawa o kredycie konsumenckim art. 36a: K × fixedPct% + K × n/R × yearlyPct%, at
 * most K × maxPct%, where K is the total amount of credit, n the term in days and R the days of the year.
 */
export interface NonInterestCapRule {
  fixedPct: number;
  yearlyPct: number;
  maxPct: number;
  since: IsoDay;
  source: string;
}

export const NON_INTEREST_CAP_RULES: readonly NonInterestCapRule[] = [
  {
    fixedPct: 10,
    yearlyPct: 10,
    maxPct: 45,
    since: '2022-12-18',
    source:
      'Ustawa o kredycie konsumenckim, art. 36a, w brzmieniu ustawy z 7 lipca 2022 r. o finansowaniu społecznościowym (Dz.U. 2022 poz. 1488), w mocy od 18 grudnia 2022 r.',
  },
];

/** The advertising rules of Directive (EU) 2023/2225 as Polish law applies them. */
export interface AdvertisingRules {
  /** The warning every advertisement of credit carries, clearly and prominently. */
  warning: string;
  /** The kinds of claim the rules ban (the checks themselves live with the copy check). */
  banned: readonly string[];
  since: IsoDay;
  source: string;
}

export const ADVERTISING_RULES: readonly AdvertisingRules[] = [
  {
    warning: 'Uwaga! Pożyczanie pieniędzy kosztuje.',
    banned: [
      'sugerowanie, że wpisy w rejestrach dłużników nie mają wpływu lub mają niewielki wpływ na ocenę wniosku',
      'sugerowanie, że kredyt poprawi sytuację finansową konsumenta',
      'twierdzenie, że kredyt zwiększa zasoby konsumenta, zastępuje oszczędności lub podnosi standard życia',
    ],
    since: '2026-11-20',
    source:
      'Dyrektywa Parlamentu Europejskiego i Rady (UE) 2023/2225 z 18 października 2023 r., art. 7–8, stosowana od 20 listopada 2026 r.; ' +
      'projekt ustawy o kredycie konsumenckim UOKiK z lipca 2025 r. (ostrzeżenie „Uwaga! Pożyczanie pieniędzy kosztuje”)',
  },
];

/** The first day the shipped data answers for: every rule above has a version in force from then on. */
export const LAW_DATA_FROM: IsoDay = '2022-12-18';

/** Everything the law says on one day, as the product applies it. */
export interface Law {
  day: IsoDay;
  nbpRate: NbpRate;
  /** Art. 359 §2¹ KC: most interest a year, per cent. */
  maxInterestYearlyPct: number;
  /** Art. 481 §2¹ KC: most late interest a year, per cent. */
  maxLateInterestYearlyPct: number;
  nonInterestCap: NonInterestCapRule;
  maxInterestRule: RateFormula;
  maxLateInterestRule: RateFormula;
  /** The advertising rules in force, or null before they apply. */
  advertising: AdvertisingRules | null;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day written YYYY-MM-DD. */
export function isIsoDay(value: unknown): value is IsoDay {
  if (typeof value !== 'string') return false;
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** The day in Poland at `instant` (the business runs on Warsaw days). */
export const warsawDay = (instant: Date): IsoDay => toIsoDate(warsawDate(instant));

/** The entry of a dated list in force on `day` (the latest whose `since` is not after it), or undefined. */
function inForce<T extends { since: IsoDay }>(list: readonly T[], day: IsoDay): T | undefined {
  let found: T | undefined;
  for (const entry of list) if (entry.since <= day && (!found || entry.since >= found.since)) found = entry;
  return found;
}

/** Per cent with binary noise removed (2 × (3.75 + 3.5) is 14.5, not 14.499…). */
const pct = (value: number): number => Number(value.toFixed(6));

/**
 * The shipped NBP history merged with the rates an operator recorded: a recorded rate replaces a shipped one of the
 * same day; invalid entries are left out (the operator's path validates before it stores).
 */
export function nbpRates(recorded: readonly NbpRate[] = []): NbpRate[] {
  const byDay = new Map<IsoDay, NbpRate>();
  for (const rate of NBP_REFERENCE_RATES) byDay.set(rate.since, rate);
  for (const rate of recorded) if (validateNbpRate(rate).length === 0) byDay.set(rate.since, rate);
  return [...byDay.values()].sort((a, b) => (a.since < b.since ? -1 : a.since > b.since ? 1 : 0));
}

/**
 * What the law says on `day`: the reference rate in force (shipped history and `recorded` decisions), the caps it
 * gives, the art. 36a cap and the advertising rules. Throws a RangeError for a day that is not YYYY-MM-DD or lies
 * before the data (LAW_DATA_FROM).
 */
export function lawOn(day: IsoDay, recorded: readonly NbpRate[] = []): Law {
  if (!isIsoDay(day)) throw new RangeError(`lawOn needs a day written YYYY-MM-DD, got ${JSON.stringify(day)}`);
  if (day < LAW_DATA_FROM) throw new RangeError(`the law data starts on ${LAW_DATA_FROM}; ${day} is earlier`);
  const nbpRate = inForce(nbpRates(recorded), day)!;
  const maxInterestRule = inForce(MAX_INTEREST_RULES, day)!;
  const maxLateInterestRule = inForce(MAX_LATE_INTEREST_RULES, day)!;
  return {
    day,
    nbpRate,
    maxInterestYearlyPct: pct(maxInterestRule.times * (nbpRate.pct + maxInterestRule.spreadPp)),
    maxLateInterestYearlyPct: pct(maxLateInterestRule.times * (nbpRate.pct + maxLateInterestRule.spreadPp)),
    nonInterestCap: inForce(NON_INTEREST_CAP_RULES, day)!,
    maxInterestRule,
    maxLateInterestRule,
    advertising: inForce(ADVERTISING_RULES, day) ?? null,
  };
}

/**
 * What tells two laws apart for what the site may show and say: the figures and the rules in force, not the day.
 * The build writes it beside the pages (dist/_law.json), and the server re-renders them when today's key differs.
 */
export function lawKey(law: Law): string {
  const { nbpRate, maxInterestYearlyPct, maxLateInterestYearlyPct, nonInterestCap, advertising } = law;
  return JSON.stringify([
    nbpRate.pct,
    nbpRate.since,
    maxInterestYearlyPct,
    maxLateInterestYearlyPct,
    nonInterestCap.since,
    advertising?.since ?? null,
  ]);
}

/**
 * The part of the law the cost model reads: small enough to travel with page data to the browser, where the
 * widgets price loans without shipping the dated tables. A full `Law` is one too.
 */
export interface PricingLaw {
  day: IsoDay;
  maxInterestYearlyPct: number;
  nonInterestCap: Pick<NonInterestCapRule, 'fixedPct' | 'yearlyPct' | 'maxPct'>;
}

export const pricingLaw = (law: Law): PricingLaw => ({
  day: law.day,
  maxInterestYearlyPct: law.maxInterestYearlyPct,
  nonInterestCap: {
    fixedPct: law.nonInterestCap.fixedPct,
    yearlyPct: law.nonInterestCap.yearlyPct,
    maxPct: law.nonInterestCap.maxPct,
  },
});

/** The problems of a rate an operator wants to record, in Polish; empty when it may be stored. */
export function validateNbpRate(input: { pct?: unknown; since?: unknown; source?: unknown }): string[] {
  const problems: string[] = [];
  const value = input.pct;
  if (
    typeof value !== 'number' ||
    !Number.isFinite(value) ||
    value < 0 ||
    value > 50 ||
    Math.round(value * 100) !== value * 100
  ) {
    problems.push('Stopa referencyjna to liczba od 0 do 50 z co najwyżej dwoma miejscami po przecinku.');
  }
  if (!isIsoDay(input.since)) problems.push('Data wejścia w życie to prawdziwy dzień w formacie RRRR-MM-DD.');
  else if (input.since < LAW_DATA_FROM)
    problems.push(`Data wejścia w życie nie może być wcześniejsza niż ${LAW_DATA_FROM}.`);
  const source = input.source;
  if (typeof source !== 'string' || source.trim().length < 5 || source.length > 500) {
    problems.push('Podaj źródło: komunikat RPP lub adres strony NBP (od 5 do 500 znaków).');
  }
  return problems;
}
