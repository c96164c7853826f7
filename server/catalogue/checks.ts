// What a save of an offer must pass, in Polish for the console: the wire checks every published offer passes, the
// law in force on the day of the save (maximum interest; the stated RRSO is the model's), the art. 36a cap on the
// commission the lender states for the representative example (a lender stating more there publishes an example
// the card cannot show), and, when the operator typed the lender's own published RRSO, that it is the
// RRSO the cost model gives for the example. Pure functions, table-tested (checks.test.ts).
import type { Law } from '../../contracts/law';
import {
  calendarTermDays,
  daysInYearOf,
  exampleFigures,
  nonInterestCap,
  offerProblems,
  roundPct,
  roundToGrosz,
  STATED_RRSO_TOLERANCE_PP,
  termInYears,
  validateOfferList,
  type Offer,
} from '../../contracts/offer';

const pct = (value: number): string => `${value.toFixed(2).replace('.', ',')}%`;
const zl = (value: number): string => `${value.toFixed(2).replace('.', ',')} zł`;

/** The commission a lender states for a loan, before the model holds it to the cap. */
function statedCommission(offer: Offer, amount: number, term: number): number {
  return roundToGrosz(
    (amount *
      (offer.pricing.commissionPct + (offer.pricing.commissionYearlyPct ?? 0) * termInYears(term, offer.term.unit))) /
      100,
  );
}

/**
 * The representative example's loan: its commission as the lender states it must fit the cap, or the example the
 * lender publishes would not be the one the card shows. Other loans of the range are priced with the commission
 * held to their own cap by the cost model.
 */
function loansToCheck(offer: Offer): { amount: number; term: number; start?: string }[] {
  return [{ amount: offer.example.amount, term: offer.example.term, start: offer.example.date }];
}

export interface SaveChecks {
  /** The law in force on the day of the save (the example is calculated under it). */
  law: Law;
  /** The lender's own published RRSO of the example, when the operator typed it. */
  lenderRrsoPct?: number;
}

/** Why `offer` may not be saved (empty: it may), each reason a Polish sentence for the console. */
export function offerSaveProblems(offer: Offer, { law, lenderRrsoPct }: SaveChecks): string[] {
  const wire = validateOfferList([offer]);
  if (!wire.ok) return [`Oferta ma niepoprawne pola: ${wire.error.replace(/offers\[0\]\./g, '')}.`];
  const problems = [...offerProblems(offer, law)];
  for (const loan of loansToCheck(offer)) {
    const stated = statedCommission(offer, loan.amount, loan.term);
    const cap = nonInterestCap(
      loan.amount,
      calendarTermDays(loan.term, offer.term.unit, loan.start),
      law,
      daysInYearOf(loan.start),
    );
    // The model works in grosze; a grosz of rounding between two percentages is not a higher charge.
    if (stated > cap + 0.01) {
      const unit = offer.term.unit === 'days' ? 'dni' : 'mies.';
      problems.push(
        `Prowizja ${zl(stated)} dla pożyczki ${zl(loan.amount)} na ${loan.term} ${unit} ` +
          `przekracza limit pozaodsetkowych kosztów ${zl(cap)} (art. 36a ustawy o kredycie konsumenckim ` +
          `w brzmieniu z dnia ${law.day.split('-').reverse().join('.')}).`,
      );
    }
  }
  if (lenderRrsoPct !== undefined) {
    const model = roundPct(exampleFigures(offer, law).rrsoPct);
    // The tolerance itself is allowed: 0,10 pp apart written in binary is a hair over 0.1.
    if (Math.abs(model - lenderRrsoPct) > STATED_RRSO_TOLERANCE_PP + 1e-9) {
      problems.push(
        `Przykład się nie zgadza: pożyczkodawca podaje RRSO ${pct(lenderRrsoPct)}, ` +
          'a z oprocentowania, prowizji, kwoty i okresu przykładu ' +
          `wychodzi ${pct(model)}. Sprawdź dane oferty albo przykład pożyczkodawcy.`,
      );
    }
  }
  return problems;
}
