// The audit trail: every operator action with who, when, what, and the state before and after it (JSON). Personal
// data never enters it whole: phone numbers, e-mails and other personal fields are masked before they are stored,
// so the trail can be kept, read by analysts and exported without becoming a copy of the leads.
import { randomUUID } from 'node:crypto';
import type { SqlRunner, SqlValue } from '../storage/sql';

/**
 * Actions as stored, in the operator's words (an action another part of the console adds shows its code until named
 * here).
 */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  login: 'logowanie',
  'login-failed': 'nieudane logowanie',
  logout: 'wylogowanie',
  'hold-released': 'zwolnienie blokady',
  'hold-confirmed': 'potwierdzenie blokady',
  'erase-lead': 'usunięcie danych leada',
  'erase-phone-lead': 'usunięcie prośby o telefon',
  'erase-partner-signup': 'usunięcie zgłoszenia partnera',
  'callback-state': 'zmiana stanu prośby o telefon',
  export: 'eksport',
  'offer-change': 'zmiana oferty',
  'lender-change': 'zmiana pożyczkodawcy',
  'partner-change': 'zmiana partnera',
  'settings-change': 'zmiana ustawień',
  'operator-created': 'utworzenie konta operatora',
  'role-change': 'zmiana roli operatora',
  'analyst-refused': 'odmowa (konto analityka)',
  'partner-postback': 'zmiana postbacku przez partnera',
  'origin-request-approved': 'zatwierdzenie strony partnera',
  'origin-request-rejected': 'odrzucenie strony partnera',
  'statement-paid': 'wypłata rozliczenia partnera',
  'portal-invite': 'zaproszenie do panelu partnera',
};

/** Field names whose values are personal data: masked wherever they appear in a before/after. */
const PERSONAL_KEY =
  /phone|telefon|e-?mail|pesel|birth|urodz|id_?card|dowod|bank|account|iban|card|karta|(^|_)ip($|_)|user_?agent|first_?name|last_?name|surname|nazwisk|street|ulica|address|adres|postal|city|miasto/i;
/** Values that identify a person by themselves (a PESEL, a date of birth, an ID card): nothing of them is kept. */
const WHOLLY_PERSONAL_KEY = /pesel|birth|urodz|id_?card|dowod/i;
const EMAIL_IN_TEXT = /[^\s@"<>]+@[^\s@"<>]+\.[^\s@"<>]+/g;
/** A phone or account number inside free text: 9 or more digits, alone (not part of an id or a date). */
const DIGIT_RUN = /(?<![\w-])\+?\d(?:[\s-]?\d){8,30}(?![\w-])/g;

/** "a***@example.pl": the first letter and the domain, enough to tell two addresses apart in a trail. */
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email[0]}***${email.slice(at)}` : '***';
};
/** "***567": the last three digits of a number (a phone, an account), so the operator can match a call. */
export const maskDigits = (text: string): string => {
  const digits = text.replace(/\D/g, '');
  return digits.length > 3 ? `***${digits.slice(-3)}` : '***';
};

function maskValue(key: string | null, value: unknown): unknown {
  if (value === null || value === undefined || typeof value === 'boolean') return value;
  if (key !== null && WHOLLY_PERSONAL_KEY.test(key)) return '***';
  if (typeof value === 'number') return key !== null && PERSONAL_KEY.test(key) ? maskDigits(String(value)) : value;
  if (Array.isArray(value)) return value.map((item) => maskValue(key, item));
  if (typeof value === 'object')
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, maskValue(k, v)]));
  const text = String(value);
  if (key !== null && PERSONAL_KEY.test(key))
    return /@/.test(text) ? maskEmail(text) : /\d{3}/.test(text) ? maskDigits(text) : '***';
  // A free-text value can still carry an address or a number: those are masked inside it.
  return text.replace(EMAIL_IN_TEXT, maskEmail).replace(DIGIT_RUN, maskDigits);
}

/** A before/after as stored: JSON with personal data masked; null when there is nothing to say. */
export function auditJson(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return JSON.stringify(maskValue(null, value));
}

/**
 * Records one operator action. `before` and `after` are what the action changed (any JSON value; personal fields
 * are masked here, so callers can pass rows as they are).
 */
export async function audit(
  sql: SqlRunner,
  operator: { id: string },
  action: string,
  subject: string,
  now: Date = new Date(),
  before?: unknown,
  after?: unknown,
): Promise<void> {
  await sql.run(
    'INSERT INTO admin_audit (id, at, operator_id, action, subject, before, after) VALUES (?, ?, ?, ?, ?, ?, ?)',
    [randomUUID(), now.toISOString(), operator.id, action, subject, auditJson(before), auditJson(after)],
  );
}

export interface AuditRow {
  id: string;
  at: string;
  operator_id: string;
  email: string | null;
  action: string;
  subject: string;
  before: string | null;
  after: string | null;
}

export interface AuditFilter {
  operatorId: string | null;
  action: string | null;
  /** ISO instants: from inclusive, to exclusive. */
  from: string;
  to: string;
}

const where = (f: AuditFilter): [string, SqlValue[]] => {
  const parts = ['a.at >= ?', 'a.at < ?'];
  const params: SqlValue[] = [f.from, f.to];
  if (f.operatorId !== null) {
    parts.push('a.operator_id = ?');
    params.push(f.operatorId);
  }
  if (f.action !== null) {
    parts.push('a.action = ?');
    params.push(f.action);
  }
  return [parts.join(' AND '), params];
};

export async function auditPage(
  sql: SqlRunner,
  filter: AuditFilter,
  limit: number,
  offset: number,
): Promise<{ rows: AuditRow[]; total: number }> {
  const [clause, params] = where(filter);
  const total = await sql.get<{ n: number | string }>(
    `SELECT COUNT(*) AS n FROM admin_audit a WHERE ${clause}`,
    params,
  );
  const rows = await sql.all<AuditRow>(
    `SELECT a.id, a.at, a.operator_id, o.email, a.action, a.subject, a.before, a.after
      FROM admin_audit a
      LEFT JOIN admin_operators o ON o.id = a.operator_id
     WHERE ${clause} ORDER BY a.at DESC, a.id LIMIT ? OFFSET ?`,
    [...params, limit, offset],
  );
  return { rows, total: Number(total?.n ?? 0) };
}

/** The operators and actions the filters offer: every operator, and every action known or already in the trail. */
export async function auditChoices(
  sql: SqlRunner,
): Promise<{ operators: { id: string; email: string }[]; actions: string[] }> {
  const operators = await sql.all<{ id: string; email: string }>(
    'SELECT id, email FROM admin_operators ORDER BY email',
  );
  const stored = await sql.all<{ action: string }>('SELECT DISTINCT action FROM admin_audit');
  const actions = [...new Set([...Object.keys(AUDIT_ACTION_LABELS), ...stored.map((r) => r.action)])].sort((a, b) =>
    auditActionLabel(a).localeCompare(auditActionLabel(b), 'pl'),
  );
  return { operators, actions };
}

export const auditActionLabel = (action: string): string => AUDIT_ACTION_LABELS[action] ?? action;
