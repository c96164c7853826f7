// The mark the server puts on a priced page asked for with a loan in its address (server/routes/priced-page.ts):
// while it is on <html>, the page's CSS keeps the priced parts invisible (site/styles/base.css), so the
// prerendered figures of the page's own loan are never painted for another. The page removes it once the figures
// on the screen are those of the loan asked for.
import { pricesALoan, loanOfAddress } from './visit-loan';

export const LOAN_PENDING_ATTR = 'data-pz-loan';

/** Whether the server marks this address: a page whose figures follow the address's loan, and a loan in it. */
export const marksPendingLoan = (pathname: string, search: string): boolean =>
  /^\/(offers\d?|landing\/offers\d?|pozyczki(\/[^/]+)?|reg3?)\/$/.test(pathname) && pricesALoan(pathname) && loanOfAddress(search) !== null;

/** The figures on the screen are for the loan asked for: show them. */
export function clearLoanPending(): void {
  if (typeof document !== 'undefined') document.documentElement.removeAttribute(LOAN_PENDING_ATTR);
}
