// The catalogue in force for the server: the latest version of every lender and offer in the database, re-read
// every minute (another server process may have saved one) and at once after this process saves. Listeners hear
// of every change of what the site would publish; the server re-renders its pages then (server/law/site-render.ts),
// and the APIs follow the pages they re-read (server/site-content.ts), so no answer mixes two versions of a card.
import { catalogueKey, type PublishedCatalogue } from '../../contracts/catalogue';
import type { SqlRunner } from '../storage/sql';
import { catalogueAt, publishedOf, type CatalogueState } from './store';

export interface CatalogueService {
  /** Every lender and offer in its latest version, retired ones included, in list order. */
  state(): CatalogueState;
  /** What the site publishes of it. */
  published(): PublishedCatalogue;
  /** Re-reads the database now. */
  refresh(): Promise<void>;
  /** Calls `listener` when what the site would publish changes. */
  onChange(listener: (published: PublishedCatalogue) => void): () => void;
  close(): void;
}

export interface CatalogueServiceOptions {
  /** How often the database is re-read (default one minute). */
  refreshMs?: number;
  warn?: (message: string) => void;
}

export async function createCatalogueService(
  sql: SqlRunner,
  options: CatalogueServiceOptions = {},
): Promise<CatalogueService> {
  const warn = options.warn ?? (() => {});
  let state = await catalogueAt(sql);
  let published = publishedOf(state);
  let key = catalogueKey(published);
  const listeners = new Set<(published: PublishedCatalogue) => void>();

  const refresh = async (): Promise<void> => {
    state = await catalogueAt(sql);
    published = publishedOf(state);
    const next = catalogueKey(published);
    if (next === key) return;
    key = next;
    for (const listener of listeners) {
      try {
        listener(published);
      } catch (error) {
        warn(`catalogue change listener failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };

  const timer = setInterval(() => {
    refresh().catch((error: unknown) =>
      warn(`the catalogue could not be read: ${error instanceof Error ? error.message : String(error)}`),
    );
  }, options.refreshMs ?? 60_000);
  timer.unref?.();

  return {
    state: () => state,
    published: () => published,
    refresh,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => clearInterval(timer),
  };
}
