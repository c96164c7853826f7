// The one small storage interface (DESIGN.md, "Scale"): SQLite by default; a PostgreSQL implementation
// selected by DATABASE_URL must pass the same storage tests.
import type { ValidEvent } from '../../contracts/event';
import type { NormalisedLead } from '../../contracts/lead';
import type { TermUnit } from '../../contracts/offer';
import type { PartnerSignup } from '../../contracts/partner';
import type { PushTokenRecord } from '../../contracts/push-token';
import type { PhoneLead } from '../../contracts/phone-lead';
import type { SqlRunner } from './sql';

// The types idempotency.ts and commit-group.ts implement live here, beside the interface that names them, so
// neither of those files and this one import each other.

/** One group's commit: how long it took from hand-over to settled, its rows, whether it committed. */
export type CommitListener = (seconds: number, rows: number, committed: boolean) => void;

/** Writes `answer` as the key's answer inside `tx`, the transaction that stores what the answer speaks of. */
export type SettleAnswer = (tx: SqlRunner, answer: StoredAnswer) => Promise<void>;

export interface IdempotentResult {
  answer: StoredAnswer;
  replayed: boolean;
  /** Set on a 409 "still being processed": seconds until the claim's lease ends. */
  retryAfterSeconds?: number;
}

/** The event ingest queue as the metrics read it (server/metrics/): read on scrape, never per event. */
export interface IngestStats {
  /** Events waiting or being committed. */
  readonly queued: number;
  observe(listener: CommitListener): () => void;
}

export interface StoredEventInput extends ValidEvent {
  /** The Origin header of the request: which site sent it (ours or a partner's). */
  origin: string | null;
  receivedAt: Date;
}

export interface PartnerSignupInput extends PartnerSignup {
  receivedAt: Date;
}

export interface LeadRecord {
  /** UUID v4. */
  id: string;
  lead: NormalisedLead;
  /** Which consent texts the visitor saw (RODO art. 7(1)). */
  consentsVersion: string;
  origin: string | null;
  receivedAt: Date;
}

export interface PushTokenInput {
  record: PushTokenRecord;
  origin: string | null;
  receivedAt: Date;
}

export interface PhoneLeadRecord extends PhoneLead {
  /** Which consent texts the visitor saw (RODO art. 7(1)). */
  consentsVersion: string;
  origin: string | null;
  receivedAt: Date;
}

/** One abandoned-visit webhook (POST /webhook, SPEC §7), already validated. */
export interface LeadWebhookInput {
  leadId: string;
  stateType: string;
  extra: Record<string, string>;
  /** Extras removed because they looked like personal data: a count for the operator, never the values. */
  removedPersonal: number;
  origin: string | null;
  receivedAt: Date;
}

/** A row of the `leads` table as the operator console and lead delivery read it (personal fields are emptied
 * by erasure: `birth_date` becomes '', `phone`, `email` and `origin` NULL). */
export interface LeadRow {
  id: string;
  created_at: string;
  amount: number;
  term: number;
  term_unit: string;
  birth_date: string;
  phone: string | null;
  email: string | null;
  consents_version: string;
  origin: string | null;
}

/** What the offer feed reads of a lead: what it asked for and its birth date (for lenders' age limits). */
export interface LeadProfile {
  amount: number;
  /** In `termUnit`. */
  term: number;
  termUnit: TermUnit;
  termDays: number;
  /** ISO date. */
  birthDate: string;
}

export interface Storage {
  readonly kind: 'sqlite' | 'postgres';
  /** Portable SQL for features that own their tables (see sql.ts). */
  readonly sql: SqlRunner;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  /** Writes and reads back a heartbeat: null when that worked, else why not (e.g. 'disk is full'). */
  checkWrite(): Promise<string | null>;
  insertEvent(event: StoredEventInput): Promise<number>;
  /** Stores an affiliate sign-up; false (and nothing changed) when the e-mail address already has one. */
  savePartnerSignup(signup: PartnerSignupInput): Promise<boolean>;
  /**
   * Runs `work` once per (route, key) within 24 h: a repeat gets the first successful answer back (`replayed`)
   * and `work` does not run. A refused first attempt keeps nothing, so the key can be retried. `work` writes its
   * answer with `settle` inside the transaction that stores its data; a claim whose request died is taken over
   * after a short lease (idempotency.ts).
   */
  withIdempotency(
    route: string,
    key: string,
    now: Date,
    work: (settle: SettleAnswer) => Promise<StoredAnswer>,
  ): Promise<IdempotentResult>;
  /**
   * Stores a lead; `alongside` (its consent records) runs in the same transaction, so a failure in either stores
   * neither.
   */
  insertLead(lead: LeadRecord, alongside?: (tx: SqlRunner) => Promise<void>): Promise<void>;
  close(): Promise<void>;
  /** Stores a push token: one row per token; a repeat updates it and keeps an existing lead link. */
  upsertPushToken(input: PushTokenInput): Promise<void>;
  /** Stores a webhook once per lead, state type and UTC day: false when that day's row already exists. */
  insertLeadWebhook(webhook: LeadWebhookInput): Promise<boolean>;
  /** The feed's view of a lead, or null for an unknown id. */
  findLeadProfile(leadId: string): Promise<LeadProfile | null>;
  /** A landing page's call-back request (POST /api/phone-leads). */
  insertPhoneLead(lead: PhoneLeadRecord): Promise<void>;
  /** The event group commit's queue, for the metrics. */
  readonly ingest?: IngestStats;
}

/** An HTTP answer as kept for an Idempotency-Key: the status and the JSON body text. */
export interface StoredAnswer {
  status: number;
  body: string;
}
