// The home page's hero: the amount and term sliders (a real GET form, so it works before this loads).
// A component of its own, so the island is a chunk of its own that the prerender can preload. The loan the visitor
// sets is kept for the visit, so every link to offers carries it, and the hero itself starts from it when the
// visitor comes back to the home page (site/app/visit-loan.ts).
import { useEffect, useState } from 'react';
import type { LoanRequest } from '../../contracts/loan-limits';
import { Hero, type HeroProps } from '../../widgets/Hero/Hero';
import { currentVisitLoan, rememberVisitLoan, serialiseVisitLoan } from '../app/visit-loan';

/** The hero's props starting from `loan` (each slider snaps it into its own limits). */
export function heroFrom(props: HeroProps, loan: LoanRequest | null): HeroProps {
  if (!loan) return props;
  const days = loan.unit === 'days' && props.term ? { term: { ...props.term, initial: loan.term } } : {};
  const months = loan.unit === 'months' && props.termMonths ? { termMonths: { ...props.termMonths, initial: loan.term } } : {};
  return { ...props, amount: { ...props.amount, initial: loan.amount }, ...days, ...months, initialUnit: loan.unit };
}

/**
 * `live`: rendered in the browser by the client router, so it starts from the visit's loan at once. Hydrated over
 * the prerendered HTML, it starts as the HTML does and then takes the visit's loan.
 */
export default function HeroIsland({ live = false, ...props }: HeroProps & { live?: boolean }) {
  const [loan, setLoan] = useState<LoanRequest | null>(() => (live && typeof window !== 'undefined' ? currentVisitLoan(window.location.search) : null));
  useEffect(() => {
    if (!live) setLoan(currentVisitLoan(window.location.search));
  }, []);
  // Keyed by the loan it started from: a hydrated hero takes the visit's loan by starting again from it.
  return <Hero key={loan ? serialiseVisitLoan(loan) : ''} {...heroFrom(props, loan)} onChoiceChange={rememberVisitLoan} />;
}
