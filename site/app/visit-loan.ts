// The loan the visitor chose is kept for the whole visit: every link to a page that prices a loan (offers,
// categories, the lender hub, registration) carries it as ?amount=&term=(&unit=months). The loan comes from the
// page's own address when it carries one, else from the visit (session storage, written when the visitor moves a
// slider). Pure parts here, tested with tables in visit-loan.test.ts; client.tsx applies them to a link the moment
// a pointer or the keyboard reaches it, before the browser or the router reads its address.
import { loanFromQuery, loanPartsFromQuery, withLoanQuery, type LoanRequest } from '../../contracts/loan-limits';

/** sessionStorage key: the loan the visitor last chose in this tab (listed in the cookie and storage table). */
export const VISIT_LOAN_KEY = 'przelewik_loan';

/**
 * Pages whose figures are for a loan: the offers pages, the landing offers, the categories, the lender hub,
 * registration.
 */
export const pricesALoan = (pathname: string): boolean =>
  /^\/(offers\d?|landing\/offers\d?|pozyczki(\/[^/]+)?|partners-list|reg3?)\/$/.test(pathname);

/** The loan an address carries, or null when it carries no valid amount. */
export function loanOfAddress(search: string): LoanRequest | null {
  return loanPartsFromQuery(search).amount === undefined ? null : loanFromQuery(search);
}

/** The stored loan, or null for nothing, or anything not a loan (the same checks as an address). */
export function parseVisitLoan(text: string | null): LoanRequest | null {
  return text ? loanOfAddress(`?${text}`) : null;
}

/** What is stored: the loan as its query (`amount=2000&term=30`). */
export const serialiseVisitLoan = (loan: LoanRequest): string => withLoanQuery('', loan).slice(1);

/**
 * The address a link should go to: `href` with the loan added when it leads to a page that prices a loan on this
 * site and does not name a loan of its own. Null: leave the link as it is.
 */
export function withVisitLoan(href: string, loan: LoanRequest | null, current: string): string | null {
  if (!loan) return null;
  let url: URL;
  try {
    url = new URL(href, current);
  } catch {
    return null;
  }
  if (url.origin !== new URL(current).origin || !pricesALoan(url.pathname) || url.searchParams.has('amount'))
    return null;
  const next = withLoanQuery(`${url.pathname}${url.search}`, loan) + url.hash;
  return next;
}

/** This tab's session storage, or null where the browser refuses it. */
function visitStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the loan the visitor chose for the rest of the visit (nothing happens where storage is refused). */
export function rememberVisitLoan(loan: LoanRequest): void {
  try {
    visitStorage()?.setItem(VISIT_LOAN_KEY, serialiseVisitLoan(loan));
  } catch {
    /* storage full or refused: links then carry only the address's loan */
  }
}

/** The loan for this page's links: the address's own, else the visit's (and the address's is kept for the visit). */
export function currentVisitLoan(search: string): LoanRequest | null {
  const fromAddress = loanOfAddress(search);
  if (fromAddress) {
    rememberVisitLoan(fromAddress);
    return fromAddress;
  }
  try {
    return parseVisitLoan(visitStorage()?.getItem(VISIT_LOAN_KEY) ?? null);
  } catch {
    return null;
  }
}

// The mark the server puts on a priced page asked for with a loan in its address (server/site/priced-page.ts):
// while it is on <html>, the page's CSS keeps the priced parts invisible (site/styles/base.css), so the
// prerendered figures of the page's own loan are never painted for another. The page removes it once the figures
// on the screen are those of the loan asked for.

export const LOAN_PENDING_ATTR = 'data-pz-loan';

/** Whether the server marks this address: a page whose figures follow the address's loan, and a loan in it. */
export const marksPendingLoan = (pathname: string, search: string): boolean =>
  pricesALoan(pathname) && loanOfAddress(search) !== null;

/** The figures on the screen are for the loan asked for: show them. */
export function clearLoanPending(): void {
  if (typeof document !== 'undefined') document.documentElement.removeAttribute(LOAN_PENDING_ATTR);
}
