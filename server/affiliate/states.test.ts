import { describe, expect, it } from 'vitest';
import { CONVERSION_STATUSES, decideTransition, type ConversionStatus } from './states';

// Every pair of (current, reported): the whole table, so a changed rule shows up here.
const ALLOWED: Record<ConversionStatus | 'new', ConversionStatus[]> = {
  new: ['pending', 'approved', 'rejected', 'paid'],
  pending: ['approved', 'rejected', 'paid'],
  approved: ['paid', 'rejected', 'reversed'],
  paid: ['reversed'],
  rejected: [],
  reversed: [],
};

describe('decideTransition', () => {
  const cases = (['new', ...CONVERSION_STATUSES] as const).flatMap((from) =>
    CONVERSION_STATUSES.map((to) => [from, to] as const),
  );
  it.each(cases)('%s → %s', (from, to) => {
    const current = from === 'new' ? null : from;
    const decision = decideTransition(current, to);
    if (current === to) expect(decision).toEqual({ kind: 'same', status: to });
    else if (ALLOWED[from].includes(to)) expect(decision).toEqual({ kind: 'move', from: current, to });
    else expect(decision.kind).toBe('refused');
  });

  it('says why a final state refuses', () => {
    expect(decideTransition('rejected', 'paid')).toEqual({
      kind: 'refused',
      from: 'rejected',
      to: 'paid',
      reason: 'rejected is final',
    });
    expect(decideTransition('paid', 'pending')).toEqual({
      kind: 'refused',
      from: 'paid',
      to: 'pending',
      reason: 'paid cannot become pending',
    });
  });
});
