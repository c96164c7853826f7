// GET|POST {main}/api/postback/{lender}?…: a lender's report of a conversion (docs/affiliate.md), its path, field
// names, proof names and reader. Lenders build it from the docs; the server reads it with readPostbackFields, and the
// tests that play a lender build it with these names. Pure: query or form pairs in, checked fields out.
import { normaliseUuidV4 } from './uuid';

export const POSTBACK_PATH = '/api/postback';

/** The report's fields by meaning, as the lender names them. */
export const POSTBACK_PARAMS = {
  clickId: 'click_id',
  txid: 'txid',
  status: 'status',
  payout: 'payout',
  currency: 'currency',
  firstLoan: 'first_loan',
  amount: 'amount',
} as const;
/** The proof: a shared token, or an HMAC signature of the other parameters (server/affiliate/postback-auth.ts). */
export const POSTBACK_PROOF_PARAMS = { token: 'token', signature: 'sig' } as const;
export const TOKEN_HEADER = 'x-postback-token';
export const SIGNATURE_HEADER = 'x-signature';

/** What a lender may report: pending, approved, rejected, paid (the loan was paid out) or reversed (taken back). */
export const CONVERSION_STATUSES = ['pending', 'approved', 'rejected', 'paid', 'reversed'] as const;
export type ConversionStatus = (typeof CONVERSION_STATUSES)[number];

export function isConversionStatus(value: unknown): value is ConversionStatus {
  return typeof value === 'string' && (CONVERSION_STATUSES as readonly string[]).includes(value);
}

/** "40.00" or 40 (złoty) to grosze; null when it is not a non-negative amount with at most two decimals. */
export function minorUnits(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export interface PostbackFields {
  clickId: string;
  txid: string;
  status: ConversionStatus;
  payoutMinor: number | null;
  currency: string | null;
  /** The loan the lender reports (`amount`), in grosze. */
  loanAmountMinor: number | null;
  firstLoan: boolean;
}

/** What could be read of a refused report, for the postback log. */
export type PartialPostback = { clickId?: string; txid?: string; status?: string };

/** The lender's postback fields, or the first problem. */
export function readPostbackFields(
  params: readonly (readonly [string, string])[],
): { ok: true; value: PostbackFields } | { ok: false; error: string; partial: PartialPostback } {
  const get = (name: string) => params.find(([n]) => n === name)?.[1] ?? null;
  const clickId = normaliseUuidV4(get(POSTBACK_PARAMS.clickId));
  const txid = get(POSTBACK_PARAMS.txid);
  const status = get(POSTBACK_PARAMS.status);
  const payoutRaw = get(POSTBACK_PARAMS.payout);
  const currencyRaw = get(POSTBACK_PARAMS.currency);
  const payoutMinor = payoutRaw === null ? null : minorUnits(payoutRaw);
  const currency = currencyRaw === null ? null : currencyRaw.toUpperCase();
  const partial: PartialPostback = {
    ...(clickId ? { clickId } : {}),
    ...(txid && txid.length <= 100 ? { txid } : {}),
    ...(status ? { status: status.slice(0, 20) } : {}),
  };
  if (!clickId) return { ok: false, error: 'click_id must be the UUID we sent', partial };
  if (!txid || !/^[\w.\-:/]{1,100}$/.test(txid))
    return { ok: false, error: 'txid must be 1–100 letters, digits or . - _ : /', partial };
  if (!isConversionStatus(status))
    return { ok: false, error: 'status must be pending, approved, rejected, paid or reversed', partial };
  if (payoutRaw !== null && payoutMinor === null)
    return { ok: false, error: 'payout must be an amount like 40.00', partial };
  if (currency !== null && !/^[A-Z]{3}$/.test(currency))
    return { ok: false, error: 'currency must be a three-letter code (PLN)', partial };
  const first = get(POSTBACK_PARAMS.firstLoan);
  if (first !== null && first !== '0' && first !== '1')
    return { ok: false, error: 'first_loan must be 1 or 0', partial };
  // The loan the lender paid out: what a percentage payout is computed from, never the partner's link's amount.
  const amountRaw = get(POSTBACK_PARAMS.amount);
  const loanAmountMinor = amountRaw === null ? null : minorUnits(amountRaw);
  if (amountRaw !== null && (loanAmountMinor === null || loanAmountMinor <= 0))
    return { ok: false, error: 'amount must be the loan amount like 2000.00', partial };
  return {
    ok: true,
    value: { clickId, txid, status, payoutMinor, currency, loanAmountMinor, firstLoan: first !== '0' },
  };
}
