// Conversion states and the moves between them. A lender reports pending, approved, rejected, paid (the loan was
// paid out to the customer) or reversed (a paid or approved conversion taken back: cancelled loan, fraud found).
// Pure: one table decides, and a postback or an operator can only move a conversion along it.

import { CONVERSION_STATUSES, type ConversionStatus } from '../../contracts/postback';

/** The statuses a lender reports (contracts/postback.ts). */
export { CONVERSION_STATUSES, type ConversionStatus };

/**
 * Allowed moves. The first postback may already be past pending (many lenders only report decisions), and a loan
 * can be paid out without a separate approval message. Rejected and reversed are final.
 */
const MOVES: Record<ConversionStatus | 'new', readonly ConversionStatus[]> = {
  new: ['pending', 'approved', 'rejected', 'paid'],
  pending: ['approved', 'rejected', 'paid'],
  approved: ['paid', 'rejected', 'reversed'],
  paid: ['reversed'],
  rejected: [],
  reversed: [],
};

export type TransitionDecision =
  | { kind: 'move'; from: ConversionStatus | null; to: ConversionStatus }
  /** The conversion already has this status: a repeated postback, answered 200 and changing nothing. */
  | { kind: 'same'; status: ConversionStatus }
  | { kind: 'refused'; from: ConversionStatus | null; to: ConversionStatus; reason: string };

/** What a report of status `to` does to a conversion now at `from` (null: no conversion yet). */
export function decideTransition(from: ConversionStatus | null, to: ConversionStatus): TransitionDecision {
  if (from === to) return { kind: 'same', status: to };
  if (MOVES[from ?? 'new'].includes(to)) return { kind: 'move', from, to };
  if (from === null) return { kind: 'refused', from, to, reason: `a conversion cannot start as ${to}` };
  return {
    kind: 'refused',
    from,
    to,
    reason: MOVES[from].length === 0 ? `${from} is final` : `${from} cannot become ${to}`,
  };
}
