// Call-back requests (phone_leads, from the landing page's phone form) worked as a queue: new → called or no
// answer (which can be tried again) → done, each change stored with who and when. A waiting request is past its
// promise when CALLBACK_HOURS' deadline for it (contracts/callback-hours.ts) has gone by. The phone number is shown
// on the console's pages only: it is never logged and never put in an address.
import { callbackDeadline, type CallbackHours } from '../../contracts/callback-hours';
import { pluralPl, type PluralForms } from '../../contracts/format';
import { forUpdate, type SqlRunner, type SqlValue } from '../storage/sql';

export const CALLBACK_STATES = ['new', 'no_answer', 'called', 'done'] as const;
export type CallbackState = (typeof CALLBACK_STATES)[number];

export const CALLBACK_STATE_LABELS: Readonly<Record<CallbackState, string>> = {
  new: 'nowa',
  no_answer: 'nie odebrano',
  called: 'po rozmowie',
  done: 'załatwiona',
};
/** What each button does, by the state it moves to. */
export const CALLBACK_ACTION_LABELS: Readonly<Record<CallbackState, string>> = {
  new: '',
  no_answer: 'Nie odebrano',
  called: 'Rozmowa odbyta',
  done: 'Załatwione',
};

/** Which states a request may move to: a call that was not answered is tried again (or given up on as done). */
export function nextCallbackStates(state: CallbackState): readonly CallbackState[] {
  switch (state) {
    case 'new':
      return ['called', 'no_answer'];
    case 'no_answer':
      return ['called', 'no_answer', 'done'];
    case 'called':
      return ['done'];
    case 'done':
      return [];
  }
}

export const isCallbackState = (value: unknown): value is CallbackState =>
  (CALLBACK_STATES as readonly unknown[]).includes(value);
/** Still waiting for a conversation: the promise applies. */
export const isWaiting = (state: CallbackState): boolean => state === 'new' || state === 'no_answer';

/** The queue's filters: the waiting ones by default, each state, or all. */
export const CALLBACK_FILTERS = ['waiting', ...CALLBACK_STATES, 'all'] as const;
export type CallbackFilter = (typeof CALLBACK_FILTERS)[number];
export const CALLBACK_FILTER_LABELS: Readonly<Record<CallbackFilter, string>> = {
  waiting: 'czekające na rozmowę (nowe i nieodebrane)',
  new: 'nowe',
  no_answer: 'nie odebrano',
  called: 'po rozmowie',
  done: 'załatwione',
  all: 'wszystkie',
};

const MINUTES: PluralForms = { one: 'minuta', few: 'minuty', many: 'minut' };
const HOURS: PluralForms = { one: 'godzina', few: 'godziny', many: 'godzin' };
const DAYS: PluralForms = { one: 'dzień', few: 'dni', many: 'dni' };

/** How long a request has waited, in the largest whole unit: "5 minut", "3 godziny", "2 dni". */
export function waitedText(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 60) return pluralPl(minutes, MINUTES);
  if (minutes < 24 * 60) return pluralPl(Math.floor(minutes / 60), HOURS);
  return pluralPl(Math.floor(minutes / (24 * 60)), DAYS);
}

/** Past the promise: still waiting when its deadline has gone by. */
export function isOverdue(createdAt: string, state: CallbackState, now: Date, hours: CallbackHours): boolean {
  return isWaiting(state) && now.getTime() > callbackDeadline(new Date(createdAt), hours).getTime();
}

export interface CallbackRow {
  id: number;
  created_at: string;
  phone: string;
  consent_marketing: number;
  state: CallbackState;
  state_at: string | null;
  state_by_email: string | null;
}

export interface CallbackChange {
  phone_lead_id: number;
  at: string;
  email: string | null;
  from_state: CallbackState;
  to_state: CallbackState;
}

const filterClause = (filter: CallbackFilter): [string, SqlValue[]] =>
  filter === 'all'
    ? ['', []]
    : filter === 'waiting'
      ? ['WHERE p.state IN (?, ?)', ['new', 'no_answer']]
      : ['WHERE p.state = ?', [filter]];

/** One page of the queue, oldest waiting first (the order they are called in); finished ones newest first. */
export async function callbackQueue(
  sql: SqlRunner,
  filter: CallbackFilter,
  limit: number,
  offset: number,
): Promise<{ rows: CallbackRow[]; total: number; changes: Map<number, CallbackChange[]> }> {
  const [clause, params] = filterClause(filter);
  const order =
    filter === 'waiting' || filter === 'new' || filter === 'no_answer'
      ? 'p.created_at ASC, p.id ASC'
      : 'p.created_at DESC, p.id DESC';
  const total = await sql.get<{ n: number | string }>(`SELECT COUNT(*) AS n FROM phone_leads p ${clause}`, params);
  const rows = (
    await sql.all<CallbackRow>(
      `SELECT p.id, p.created_at, p.phone, p.consent_marketing, p.state, p.state_at, o.email AS state_by_email
       FROM phone_leads p LEFT JOIN admin_operators o ON o.id = p.state_by ${clause}
       ORDER BY ${order} LIMIT ? OFFSET ?`,
      [...params, limit, offset],
    )
  ).map((row) => ({ ...row, id: Number(row.id) }));
  const changes = new Map<number, CallbackChange[]>();
  if (rows.length > 0) {
    const list = await sql.all<CallbackChange>(
      `SELECT c.phone_lead_id, c.at, o.email, c.from_state, c.to_state
       FROM phone_lead_changes c LEFT JOIN admin_operators o ON o.id = c.operator_id
       WHERE c.phone_lead_id IN (${rows.map(() => '?').join(', ')})
       ORDER BY c.at, c.id`,
      rows.map((r) => r.id),
    );
    for (const change of list) {
      const id = Number(change.phone_lead_id);
      changes.set(id, [...(changes.get(id) ?? []), { ...change, phone_lead_id: id }]);
    }
  }
  return { rows, total: Number(total?.n ?? 0), changes };
}

export type MoveResult =
  | { ok: true; from: CallbackState; to: CallbackState }
  | { ok: false; reason: 'missing' | 'refused'; from?: CallbackState };

/** Moves a request to `to` when its state allows it; the change and who made it are stored in the same transaction. */
export async function moveCallback(
  sql: SqlRunner,
  id: number,
  to: CallbackState,
  operatorId: string,
  now: Date,
): Promise<MoveResult> {
  return sql.transaction(async (tx) => {
    // Locked on PostgreSQL: two operators pressing at once do not both move it from the same state.
    const row = await tx.get<{ state: CallbackState }>(
      `SELECT state FROM phone_leads WHERE id = ?${forUpdate(tx.dialect)}`,
      [id],
    );
    if (!row) return { ok: false, reason: 'missing' } as const;
    if (!nextCallbackStates(row.state).includes(to)) return { ok: false, reason: 'refused', from: row.state } as const;
    const at = now.toISOString();
    const moved = await tx.run(
      'UPDATE phone_leads SET state = ?, state_at = ?, state_by = ? WHERE id = ? AND state = ?',
      [to, at, operatorId, id, row.state],
    );
    if (moved.changes === 0) return { ok: false, reason: 'refused', from: row.state } as const;
    await tx.run(
      'INSERT INTO phone_lead_changes (phone_lead_id, at, operator_id, from_state, to_state) VALUES (?, ?, ?, ?, ?)',
      [id, at, operatorId, row.state, to],
    );
    return { ok: true, from: row.state, to } as const;
  });
}

// --- Lead search, erasure: call-back requests and partner sign-ups are found by phone or e-mail, and erased. ----

export interface FoundPhoneLead {
  id: number;
  created_at: string;
  phone: string;
  state: CallbackState;
}

export interface FoundPartnerSignup {
  id: number;
  created_at: string;
  name: string;
  email: string;
  website: string;
}

/** "601 234 567", "+48 601-234-567" → "+48601234567", as phone_leads stores numbers. */
export function phoneSearchForm(term: string): string {
  const compact = term.replace(/[\s-]/g, '');
  return /^\d{9}$/.test(compact) ? `+48${compact}` : /^0048\d{9}$/.test(compact) ? `+${compact.slice(2)}` : compact;
}

export async function findContactRequests(
  sql: SqlRunner,
  term: string,
): Promise<{ phoneLeads: FoundPhoneLead[]; partnerSignups: FoundPartnerSignup[] }> {
  const q = term.trim();
  if (!q) return { phoneLeads: [], partnerSignups: [] };
  const phoneLeads = (
    await sql.all<FoundPhoneLead>(
      'SELECT id, created_at, phone, state FROM phone_leads WHERE phone = ? ORDER BY created_at DESC LIMIT 50',
      [phoneSearchForm(q)],
    )
  ).map((row) => ({ ...row, id: Number(row.id) }));
  const partnerSignups = (
    await sql.all<FoundPartnerSignup>(
      `SELECT id, created_at, name, email, website FROM partner_signups
       WHERE lower(email) = lower(?)
       ORDER BY created_at DESC LIMIT 50`,
      [q],
    )
  ).map((row) => ({ ...row, id: Number(row.id) }));
  return { phoneLeads, partnerSignups };
}

/**
 * Erasure on request: the call-back request and its change history go (the history holds no number, but names the
 * request).
 */
export async function erasePhoneLead(
  sql: SqlRunner,
  id: number,
): Promise<{ state: CallbackState; created_at: string } | null> {
  return sql.transaction(async (tx) => {
    const row = await tx.get<{ state: CallbackState; created_at: string }>(
      `SELECT state, created_at FROM phone_leads WHERE id = ?${forUpdate(tx.dialect)}`,
      [id],
    );
    if (!row) return null;
    await tx.run('DELETE FROM phone_lead_changes WHERE phone_lead_id = ?', [id]);
    await tx.run('DELETE FROM phone_leads WHERE id = ?', [id]);
    return row;
  });
}

/** Erasure on request: the partner sign-up row (name, e-mail, website) goes. */
export async function erasePartnerSignup(sql: SqlRunner, id: number): Promise<{ created_at: string } | null> {
  return sql.transaction(async (tx) => {
    const row = await tx.get<{ created_at: string }>(
      `SELECT created_at FROM partner_signups WHERE id = ?${forUpdate(tx.dialect)}`,
      [id],
    );
    if (!row) return null;
    await tx.run('DELETE FROM partner_signups WHERE id = ?', [id]);
    return row;
  });
}
