// The sliders' ranges on partner pages: the whole range a visitor may ask for in the unit (contracts/loan-limits),
// as on our own offers page, with the steps every listed offer can lend.
import { LOAN_LIMITS, termLimits, type TermUnit } from '../../../contracts/loan-limits';
import type { LoanLimits } from '../../../widgets/LoanSliders/useLoanSliders';

export function requestLimits(unit: TermUnit): LoanLimits {
  return { amount: { ...LOAN_LIMITS.amount }, term: { ...termLimits(unit) }, termUnit: unit };
}
