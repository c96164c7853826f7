// The home page's hero with the visit's loan: it starts from the loan chosen earlier in the visit and keeps each
// loan the visitor sets (site/app/visit-loan.ts). Shared by the hero's island (hydrated over the prerendered HTML)
// and the home page the client router renders.
import { useEffect, useState } from 'react';
import type { LoanRequest } from '../../contracts/loan-limits';
import { Hero, type HeroProps } from '../../widgets/Hero/Hero';
import { currentVisitLoan, rememberVisitLoan, serialiseVisitLoan } from '../app/visit-loan';

/** The hero's props starting from `loan` (each slider snaps it into its own limits). */
export function heroFrom(props: HeroProps, loan: LoanRequest | null): HeroProps {
  if (!loan) return props;
  const days = loan.unit === 'days' && props.term ? { term: { ...props.term, initial: loan.term } } : {};
  const months =
    loan.unit === 'months' && props.termMonths ? { termMonths: { ...props.termMonths, initial: loan.term } } : {};
  return { ...props, amount: { ...props.amount, initial: loan.amount }, ...days, ...months, initialUnit: loan.unit };
}

/**
 * `live`: rendered in the browser by the client router, so it starts from the visit's loan at once. Hydrated over
 * the prerendered HTML, it starts as the HTML does and then takes the visit's loan.
 */
export function VisitHero({ live = false, ...props }: HeroProps & { live?: boolean }) {
  const [loan, setLoan] = useState<LoanRequest | null>(() =>
    live && typeof window !== 'undefined' ? currentVisitLoan(window.location.search) : null,
  );
  useEffect(() => {
    if (!live) setLoan(currentVisitLoan(window.location.search));
  }, []);
  // Keyed by the loan it started from: a hydrated hero takes the visit's loan by starting again from it.
  return (
    <Hero key={loan ? serialiseVisitLoan(loan) : ''} {...heroFrom(props, loan)} onChoiceChange={rememberVisitLoan} />
  );
}
