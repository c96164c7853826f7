// The one small storage interface (DESIGN.md, "Scale"): SQLite by default; a PostgreSQL implementation
// selected by DATABASE_URL must pass the same storage tests.
import type { ValidEvent } from '../../contracts/event';

export interface StoredEventInput extends ValidEvent {
  /** The Origin header of the request: which site sent it (ours or a partner's). */
  origin: string | null;
  receivedAt: Date;
}

export interface Storage {
  readonly kind: 'sqlite' | 'postgres';
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  insertEvent(event: StoredEventInput): Promise<number>;
  close(): Promise<void>;
}
