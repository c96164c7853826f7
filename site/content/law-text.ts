// The law as the copy says it: every legal figure a text names (the interest caps, their formulas, the NBP rate)
// is written from contracts/law.ts for the day the page is built, never typed into the copy.
import { DAYS, formatGrosze, formatPln, pluralPl } from '../../contracts/format';
import { lawOn, warsawDay, type Law, type RateFormula } from '../../contracts/law';
import { annualPercentageRate, roundToGrosz } from '../../contracts/offer';

/** The law on the day of the build: what the prerendered pages state. */
export const buildLaw = (): Law => lawOn(warsawDay(new Date()));

const legalNumber = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 2 });

/** A legal rate as Polish writes it: "18,5%", "14,5%", "3,75%". */
export const lawPct = (pct: number): string => `${legalNumber.format(pct)}%`;

/** "3,5 punktu procentowego", "5 punktów procentowych": the genitive, as after "sumy … i". */
export function percentagePointsGenitive(pp: number): string {
  const words = Number.isInteger(pp) && pp !== 1 ? 'punktów procentowych' : 'punktu procentowego';
  return `${legalNumber.format(pp)} ${words}`;
}

/** The multiplier of a rule in words: nominative and genitive ("dwukrotność", "dwukrotności"). */
const TIMES: Readonly<Record<number, readonly [string, string]>> = { 2: ['dwukrotność', 'dwukrotności'] };

/**
 * A rate rule's formula in words: "dwukrotność sumy stopy referencyjnej NBP i 3,5 punktu procentowego". Throws for
 * a multiplier the copy has no word for yet, so a change of the law fails the build instead of showing a wrong text.
 */
export function formulaText(rule: RateFormula, grammaticalCase: 'nominative' | 'genitive'): string {
  const times = TIMES[rule.times];
  if (!times)
    throw new Error(
      `no Polish word for a legal multiplier of ${rule.times}: add it to TIMES in site/content/law-text.ts`,
    );
  return `${grammaticalCase === 'nominative' ? times[0] : times[1]} sumy stopy referencyjnej NBP i ${percentagePointsGenitive(rule.spreadPp)}`;
}

const DAY = new Intl.DateTimeFormat('pl-PL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** "5 marca 2026 r." */
export const lawDate = (isoDay: string): string => `${DAY.format(new Date(`${isoDay}T00:00:00Z`))} r.`;

/** "Stopa referencyjna NBP wynosi 3,75% od 5 marca 2026 r." (lower case inside a sentence). */
export const nbpRateText = (law: Law, startsSentence = true): string =>
  `${startsSentence ? 'Stopa' : 'stopa'} referencyjna NBP wynosi ${lawPct(law.nbpRate.pct)} od ${lawDate(law.nbpRate.since)}`;

/** Late interest (simple, 365-day year) on `debt` zł for `days` days at the maximum rate of `law`, in złoty. */
export const maxLateInterest = (law: Law, debt: number, days: number): number =>
  roundToGrosz((debt * law.maxLateInterestYearlyPct * days) / 100 / 365);

/** The blog's worked example of late interest, at the maximum of the day: rate, debt, days and cost computed. */
export function lateInterestExample(law: Law, debt = 1000, days = 10): string {
  return (
    `Przykład poglądowy: ${nbpRateText(law, false)}, więc odsetki za opóźnienie mogą wynosić najwyżej ${lawPct(law.maxLateInterestYearlyPct)} w skali roku. ` +
    `Przy takich odsetkach ${pluralPl(days, DAYS)} zwłoki przy długu ${formatPln(debt)} kosztuje około ${formatGrosze(maxLateInterest(law, debt, days))}. ` +
    'Same odsetki nie są więc zwykle największym problemem. Groźniejsze są inne skutki:'
  );
}

/** The caps of the day in one sentence: the rate, its date and both interest maxima. */
export const capsText = (law: Law): string =>
  `${nbpRateText(law)}, więc odsetki nie mogą przekroczyć ${lawPct(law.maxInterestYearlyPct)}, a odsetki za opóźnienie ${lawPct(law.maxLateInterestYearlyPct)} w skali roku.`;

/**
 * The blog's short loan whose RRSO runs into hundreds of per cent: `amount` zł for `days` days with a `commission`,
 * interest at the maximum of the day; cost, total and RRSO computed by the cost model.
 */
export function shortLoanExample(
  law: Law,
  amount = 1500,
  days = 30,
  commission = 90,
): { interest: number; cost: number; total: number; rrsoPct: number; text: string } {
  // Floored to the grosz: rounded up, interest at the maximum would exceed it by a fraction of a grosz.
  const interest = Math.floor(Number(((amount * law.maxInterestYearlyPct * days) / 365).toPrecision(12))) / 100;
  const cost = roundToGrosz(commission + interest);
  const total = roundToGrosz(amount + cost);
  const rrsoPct = annualPercentageRate(amount, [{ years: days / 365, amount: total }]);
  const text =
    `Przykład poglądowy: pożyczasz ${formatPln(amount)} na ${pluralPl(days, DAYS)}. Prowizja wynosi ${formatPln(commission)}, a odsetki w najwyższej dozwolonej wysokości ` +
    `(${lawPct(law.maxInterestYearlyPct)} w skali roku) ${formatGrosze(interest)}, więc całkowity koszt to ${formatGrosze(cost)}, a do oddania masz ${formatGrosze(total)}. ` +
    `RRSO takiej pożyczki wynosi około ${Math.round(rrsoPct)}%.`;
  return { interest, cost, total, rrsoPct, text };
}
