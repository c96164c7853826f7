// The ledger's reads and writes through `storage.sql`: recording a click, applying a lender postback (conversion,
// history, holds, partner deliveries, the incoming log) in one transaction, and partner settings.
import { findUnsafeInput } from '../../contracts/input-safety';
import { createHmac, randomUUID } from 'node:crypto';
import { forUpdate, type SqlRunner } from '../storage/sql';
import type { AffiliateConfig } from './config';
import { DISPOSABLE_DOMAINS } from './disposable-domains';
import { amountHold, decideHolds, isDisposableEmail } from './holds';
import { decimalAmount, expandTemplate } from './macros';
import { earns, partnerShareMinor, payableFrom, revenueMinor, type PayoutTerms } from './payout';
import { decideTransition, type ConversionStatus } from './states';
import type { PostbackFields } from '../../contracts/postback';

/** A keyed hash for rules that compare people or addresses without storing them. */
export function keyedHash(key: string, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}

export interface ClickInput {
  clickId: string;
  createdAt: string;
  leadId: string | null;
  offerId: number;
  lender: string;
  partnerId: string | null;
  affId: string | null;
  pid: string | null;
  subs: readonly (string | null)[];
  utm: { source: string | null; medium: string | null; campaign: string | null };
  paidSearch: string | null;
  amount: number | null;
  term: number | null;
  termUnit: 'days' | 'months' | null;
  placement: string;
  origin: string | null;
  ip: string | null;
  /** The version of the offer's card the visitor clicked (server/catalogue/), as the published pages carry it. */
  offerVersion?: number | null;
}

/**
 * Stores a click. The lead's e-mail and phone (kept only with marketing consent) become keyed hashes and a
 * disposable-domain flag here, so the fraud rules can compare people without the ledger holding their data.
 */
export async function recordClick(sql: SqlRunner, hashKey: string, click: ClickInput): Promise<void> {
  let emailHash: string | null = null;
  let phoneHash: string | null = null;
  let disposable: number | null = null;
  if (click.leadId) {
    const lead = await sql.get<{ email: string | null; phone: string | null }>(
      'SELECT email, phone FROM leads WHERE id = ?',
      [click.leadId],
    );
    const email = lead?.email?.trim().toLowerCase() || null;
    if (email) {
      emailHash = keyedHash(hashKey, `email:${email}`);
      disposable = isDisposableEmail(email, DISPOSABLE_DOMAINS) ? 1 : 0;
    }
    if (lead?.phone) phoneHash = keyedHash(hashKey, `phone:${lead.phone}`);
  }
  const s = click.subs;
  await sql.run(
    `INSERT INTO clicks (click_id, created_at, lead_id, offer_id, lender, partner_id, aff_id, pid, sub1, sub2, sub3,
      sub4, sub5,
       utm_source, utm_medium, utm_campaign, paid_search, amount, term, term_unit, placement, origin, ip_hash,
       email_hash, phone_hash, disposable_email, offer_version)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      click.clickId,
      click.createdAt,
      click.leadId,
      click.offerId,
      click.lender,
      click.partnerId,
      click.affId,
      click.pid,
      s[0] ?? null,
      s[1] ?? null,
      s[2] ?? null,
      s[3] ?? null,
      s[4] ?? null,
      click.utm.source,
      click.utm.medium,
      click.utm.campaign,
      click.paidSearch,
      click.amount,
      click.term,
      click.termUnit,
      click.placement,
      click.origin,
      click.ip ? keyedHash(hashKey, `ip:${click.ip}`) : null,
      emailHash,
      phoneHash,
      disposable,
      click.offerVersion ?? null,
    ],
  );
}

interface ClickRow {
  click_id: string;
  created_at: string;
  lead_id: string | null;
  offer_id: number;
  lender: string;
  partner_id: string | null;
  aff_id: string | null;
  pid: string | null;
  sub1: string | null;
  sub2: string | null;
  sub3: string | null;
  sub4: string | null;
  sub5: string | null;
  paid_search: string | null;
  amount: number | null;
  ip_hash: string | null;
  email_hash: string | null;
  phone_hash: string | null;
  disposable_email: number | null;
}

interface ConversionRow {
  id: string;
  status: ConversionStatus;
  approved_at: string | null;
  payable_from: string | null;
  reported_payout_minor: number | null;
  reported_currency: string | null;
  reported_loan_minor: number | null;
  hold_reason: string | null;
}

export type { PostbackFields };

export type PostbackOutcome =
  'applied' | 'duplicate' | 'unknown_click' | 'unknown_lender' | 'forbidden' | 'invalid' | 'refused_transition';

export interface PostbackLogInput {
  lender: string;
  method: string;
  auth: 'token' | 'hmac' | 'missing' | 'bad';
  fields: Partial<{
    clickId: string | null;
    txid: string | null;
    status: string | null;
    payoutMinor: number | null;
    currency: string | null;
  }>;
  outcome: PostbackOutcome;
  httpStatus: number;
  conversionId?: string | null;
  detail?: string;
  ipHash: string | null;
  receivedAt: string;
}

/** One row of the incoming log: every postback, accepted or not, for the operator's reconciliation. */
export async function logPostback(sql: SqlRunner, entry: PostbackLogInput): Promise<string> {
  const id = randomUUID();
  const f = entry.fields;
  // Only text a database can hold: a value with a control character or a lone surrogate is kept as missing.
  const cut = (v: string | null | undefined, n: number) =>
    v === null || v === undefined || findUnsafeInput(v) !== null ? null : v.slice(0, n);
  await sql.run(
    `INSERT INTO postback_log (id, received_at, lender, method, auth, click_id, txid, status, payout_minor, currency,
      outcome, http_status, conversion_id, detail, ip_hash)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      id,
      entry.receivedAt,
      cut(entry.lender, 60) ?? '(unreadable)',
      entry.method,
      entry.auth,
      cut(f.clickId, 100),
      cut(f.txid, 100),
      cut(f.status, 20),
      f.payoutMinor ?? null,
      cut(f.currency, 3),
      entry.outcome,
      entry.httpStatus,
      entry.conversionId ?? null,
      (entry.detail ?? '').slice(0, 300),
      entry.ipHash,
    ],
  );
  return id;
}

export interface PostbackAnswer {
  httpStatus: number;
  outcome: PostbackOutcome;
  body: { ok: boolean; error?: string; status?: ConversionStatus; changed?: boolean; conversion_id?: string };
  /** True when partner deliveries were queued (the caller wakes the sender). */
  queued: boolean;
}

type Settings = { share_percent: number; allow_paid_search: number; email_hash: string | null } | undefined;
type Hold = { reason: string; detail: string };

/** What a move of a conversion writes: the lender's figures, the money, the dates and a loan amount to review. */
interface ConversionFigures {
  loanAmountMinor: number | null;
  revenue: number;
  partnerPayout: number;
  approvedAt: string | null;
  due: string | null;
  /** A hold for a loan amount other than the link's (holds.ts), or null. */
  differs: Hold | null;
}

/**
 * Money from the lender's own figures, this postback's or an earlier one's: never the click's amount, which the
 * partner's link carries (payout.ts). A loan amount other than the link's is held for review.
 */
function conversionFigures(
  terms: PayoutTerms,
  config: AffiliateConfig,
  fields: PostbackFields,
  click: ClickRow,
  current: ConversionRow | undefined,
  settings: Settings,
  at: string,
): ConversionFigures {
  const reported =
    fields.payoutMinor !== null
      ? { payoutMinor: fields.payoutMinor, currency: fields.currency }
      : { payoutMinor: current?.reported_payout_minor ?? null, currency: current?.reported_currency ?? null };
  const loanAmountMinor = fields.loanAmountMinor ?? current?.reported_loan_minor ?? null;
  const revenue = revenueMinor(terms, fields.status, { ...reported, loanAmountMinor, firstLoan: fields.firstLoan });
  const reachedApproval = fields.status === 'approved' || fields.status === 'paid';
  return {
    loanAmountMinor,
    revenue,
    partnerPayout: click.partner_id ? partnerShareMinor(revenue, settings?.share_percent ?? 100) : 0,
    approvedAt: current?.approved_at ?? (reachedApproval ? at : null),
    due: current?.payable_from ?? (earns(terms.model, fields.status) ? payableFrom(at, config.validationDays) : null),
    differs: amountHold(loanAmountMinor, click.amount),
  };
}

async function insertHold(tx: SqlRunner, conversionId: string, hold: Hold, at: string): Promise<void> {
  await tx.run(
    `INSERT INTO conversion_holds (id, conversion_id, reason, detail, created_at)
     VALUES (?, ?, ?, ?, ?)`,
    [randomUUID(), conversionId, hold.reason, hold.detail, at],
  );
}

/** A known conversion moves: its figures updated, a new loan-amount hold added once. */
async function moveConversion(
  tx: SqlRunner,
  current: ConversionRow,
  fields: PostbackFields,
  figures: ConversionFigures,
  at: string,
): Promise<void> {
  await tx.run(
    `UPDATE conversions SET status = ?, updated_at = ?,
       reported_payout_minor = COALESCE(?, reported_payout_minor),
       reported_currency = COALESCE(?, reported_currency),
       reported_loan_minor = ?, revenue_minor = ?, partner_payout_minor = ?, approved_at = ?, payable_from = ?
     WHERE id = ?`,
    [
      fields.status,
      at,
      fields.payoutMinor,
      fields.currency,
      figures.loanAmountMinor,
      figures.revenue,
      figures.partnerPayout,
      figures.approvedAt,
      figures.due,
      current.id,
    ],
  );
  const open = current.hold_reason ? current.hold_reason.split(',') : [];
  const { differs } = figures;
  if (differs && !open.includes(differs.reason)) {
    await tx.run('UPDATE conversions SET hold_reason = ? WHERE id = ?', [
      [...open, differs.reason].join(','),
      current.id,
    ]);
    await insertHold(tx, current.id, differs, at);
  }
}

/** A new conversion, with the holds its facts call for (holds.ts); returns its id. */
async function createConversion(
  tx: SqlRunner,
  lender: string,
  click: ClickRow,
  fields: PostbackFields,
  figures: ConversionFigures,
  model: PayoutTerms['model'],
  holds: readonly Hold[],
  at: string,
): Promise<string> {
  const conversionId = randomUUID();
  await tx.run(
    `INSERT INTO conversions (id, lender, click_id, txid, created_at, updated_at, status, lead_id, partner_id, offer_id,
       payout_model, reported_payout_minor, reported_currency, reported_loan_minor, revenue_minor, partner_payout_minor,
       currency, approved_at, payable_from, hold_reason)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'PLN', ?, ?, ?)`,
    [
      conversionId,
      lender,
      fields.clickId,
      fields.txid,
      at,
      at,
      fields.status,
      click.lead_id,
      click.partner_id,
      click.offer_id,
      model,
      fields.payoutMinor,
      fields.currency,
      figures.loanAmountMinor,
      figures.revenue,
      figures.partnerPayout,
      figures.approvedAt,
      figures.due,
      holds.length > 0 ? holds.map((h) => h.reason).join(',') : null,
    ],
  );
  for (const hold of holds) await insertHold(tx, conversionId, hold, at);
  return conversionId;
}

const unknownClick: PostbackAnswer = {
  httpStatus: 404,
  outcome: 'unknown_click',
  body: { ok: false, error: 'unknown click_id' },
  queued: false,
};

/**
 * Applies an authenticated postback: creates or moves the conversion along the state table, records the move,
 * decides holds for a new conversion, queues the partner's postback, and logs the request. All in one transaction,
 * so two copies of the same postback arriving together still make one conversion and one move.
 */
export async function applyPostback(
  sql: SqlRunner,
  config: AffiliateConfig,
  lender: string,
  fields: PostbackFields,
  meta: { method: string; auth: 'token' | 'hmac'; ipHash: string | null; now: Date },
): Promise<PostbackAnswer> {
  const at = meta.now.toISOString();
  return sql.transaction(async (tx) => {
    const log = (outcome: PostbackOutcome, httpStatus: number, detail: string, conversionId: string | null = null) =>
      logPostback(tx, {
        lender,
        method: meta.method,
        auth: meta.auth,
        fields,
        outcome,
        httpStatus,
        conversionId,
        detail,
        ipHash: meta.ipHash,
        receivedAt: at,
      });
    // Locked on PostgreSQL, so the same postback sent twice at once is applied once and answered once as a repeat.
    const click = await tx.get<ClickRow>(`SELECT * FROM clicks WHERE click_id = ?${forUpdate(tx.dialect)}`, [
      fields.clickId,
    ]);
    if (!click || click.lender !== lender) {
      await log('unknown_click', 404, click ? `the click belongs to another lender` : 'no such click');
      return unknownClick;
    }
    const terms = config.lenderPayouts.get(lender);
    if (!terms) throw new Error(`no payout terms for ${lender}`); // config.ts refuses to start without them
    const current = await tx.get<ConversionRow>(
      `SELECT id, status, approved_at, payable_from, reported_payout_minor, reported_currency, reported_loan_minor,
         hold_reason
       FROM conversions WHERE lender = ? AND click_id = ? AND txid = ?`,
      [lender, fields.clickId, fields.txid],
    );
    const decision = decideTransition(current?.status ?? null, fields.status);
    if (decision.kind === 'same') {
      await log('duplicate', 200, 'repeat of the current status', current?.id ?? null);
      return {
        httpStatus: 200,
        outcome: 'duplicate',
        body: { ok: true, status: decision.status, changed: false, conversion_id: current?.id },
        queued: false,
      };
    }
    if (decision.kind === 'refused') {
      await log('refused_transition', 409, decision.reason, current?.id ?? null);
      return {
        httpStatus: 409,
        outcome: 'refused_transition',
        body: { ok: false, error: decision.reason },
        queued: false,
      };
    }
    const settings: Settings = click.partner_id
      ? await tx.get<NonNullable<Settings>>(
          'SELECT share_percent, allow_paid_search, email_hash FROM partner_settings WHERE partner_id = ?',
          [click.partner_id],
        )
      : undefined;
    const figures = conversionFigures(terms, config, fields, click, current, settings, at);
    let conversionId: string;
    if (current) {
      conversionId = current.id;
      await moveConversion(tx, current, fields, figures, at);
    } else {
      const holds = [
        ...decideHolds(await holdFacts(tx, click, settings, config, at), config.holdRules),
        ...(figures.differs ? [figures.differs] : []),
      ];
      conversionId = await createConversion(tx, lender, click, fields, figures, terms.model, holds, at);
    }
    const postbackId = await log('applied', 200, `${decision.from ?? 'new'} → ${decision.to}`, conversionId);
    await tx.run(
      `INSERT INTO conversion_events (id, conversion_id, at, from_status, to_status, source, postback_id)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [randomUUID(), conversionId, at, decision.from, decision.to, 'postback', postbackId],
    );
    const queued = await queuePartnerPostback(tx, click, {
      conversionId,
      status: fields.status,
      txid: fields.txid,
      partnerPayout: figures.partnerPayout,
      at,
    });
    return {
      httpStatus: 200,
      outcome: 'applied',
      body: { ok: true, status: fields.status, changed: true, conversion_id: conversionId },
      queued,
    };
  });
}

async function holdFacts(
  tx: SqlRunner,
  click: ClickRow,
  settings: { allow_paid_search: number; email_hash: string | null } | undefined,
  config: AffiliateConfig,
  _at: string,
) {
  const rules = config.holdRules;
  const since = new Date(Date.parse(click.created_at) - rules.duplicateDays * 86_400_000).toISOString();
  // Only the hashes the click has; built here rather than with "? IS NOT NULL" in SQL, which PostgreSQL cannot type.
  const match: string[] = [];
  const matchParams: string[] = [];
  if (click.email_hash) {
    match.push('email_hash = ?');
    matchParams.push(click.email_hash);
  }
  if (click.phone_hash) {
    match.push('phone_hash = ?');
    matchParams.push(click.phone_hash);
  }
  const others =
    click.partner_id && match.length > 0
      ? await tx.all<{ partner_id: string }>(
          `SELECT DISTINCT partner_id FROM clicks
           WHERE partner_id IS NOT NULL AND partner_id <> ? AND created_at >= ? AND created_at <= ?
             AND (${match.join(' OR ')})`,
          [click.partner_id, since, click.created_at, ...matchParams],
        )
      : [];
  const burstSince = new Date(Date.parse(click.created_at) - rules.burstMinutes * 60_000).toISOString();
  const burst = click.ip_hash
    ? await tx.get<{ n: number }>(
        'SELECT COUNT(*) AS n FROM clicks WHERE ip_hash = ? AND created_at >= ? AND created_at <= ?',
        [click.ip_hash, burstSince, click.created_at],
      )
    : undefined;
  return {
    partnerId: click.partner_id,
    otherPartnersSamePerson: others.map((o) => o.partner_id),
    disposableEmail: click.disposable_email === null ? null : click.disposable_email === 1,
    leadIsPartner: Boolean(settings?.email_hash && click.email_hash && settings.email_hash === click.email_hash),
    clicksFromAddress: Number(burst?.n ?? 0),
    paidSearch: click.paid_search,
    partnerMayBuySearch: settings?.allow_paid_search === 1,
  };
}

/** Queues the partner's postback for this state change, when the partner has an enabled template. */
async function queuePartnerPostback(
  tx: SqlRunner,
  click: ClickRow,
  change: { conversionId: string; status: ConversionStatus; txid: string; partnerPayout: number; at: string },
): Promise<boolean> {
  if (!click.partner_id) return false;
  const template = await tx.get<{ url_template: string }>(
    'SELECT url_template FROM partner_postbacks WHERE partner_id = ? AND enabled = 1',
    [click.partner_id],
  );
  if (!template) return false;
  const url = expandTemplate(template.url_template, {
    click_id: click.click_id,
    sub1: click.sub1,
    sub2: click.sub2,
    sub3: click.sub3,
    sub4: click.sub4,
    sub5: click.sub5,
    status: change.status,
    payout: decimalAmount(change.partnerPayout),
    currency: 'PLN',
    txid: change.txid,
    aff_id: click.aff_id,
    pid: click.pid,
  });
  const { changes } = await tx.run(
    `INSERT INTO postback_deliveries (id, conversion_id, partner_id, status, url, state, attempts, next_attempt_at,
      created_at)
     VALUES (?, ?, ?, ?, ?, 'pending', 0, ?, ?) ON CONFLICT (conversion_id, status) DO NOTHING`,
    [randomUUID(), change.conversionId, click.partner_id, change.status, url, change.at, change.at],
  );
  return changes > 0;
}
