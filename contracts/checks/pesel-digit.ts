// PESEL's check digit, apart from pesel.ts (the form's check with its date and messages): the personal-data detector
// needs only this, and the loader's first paint carries the detector.

/** Weights of the first ten digits in the check-digit sum (Ustawa o ewidencji ludności, art. 15). */
const PESEL_WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3] as const;
/** The check digit for the first ten digits: (10 − weighted sum mod 10) mod 10. */
export function peselCheckDigit(firstTen: string): number {
  let sum = 0;
  PESEL_WEIGHTS.forEach((weight, i) => {
    sum += Number(firstTen[i]) * weight;
  });
  return (10 - (sum % 10)) % 10;
}
