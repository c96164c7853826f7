// Reading and writing the catalogue's versions (server/catalogue/schema.ts). Nothing is updated in place: a save
// appends the next version of the record with the moment it takes effect, so `catalogueAt(sql, moment)` answers
// what every card said at that moment, and the versions a click recorded stay readable for as long as we keep
// the click. Saves of one record take turns (lockKey), so two operators saving at once get versions n+1 and n+2.
import type { PublishedCatalogue, CatalogueStatus } from '../../contracts/catalogue';
import type { Lender } from '../../contracts/lenders';
import type { Offer } from '../../contracts/offer';
import { lockKey, type SqlRunner } from '../storage/sql';

interface Versioned {
  version: number;
  position: number;
  status: CatalogueStatus;
  effectiveAt: string;
  author: string;
  note: string | null;
}

export interface LenderVersion extends Versioned {
  lender: Lender;
}

export interface OfferVersion extends Versioned {
  offer: Offer;
}

/** Every lender and offer in the versions in effect at one moment, in list order (retired ones included). */
export interface CatalogueState {
  lenders: LenderVersion[];
  offers: OfferVersion[];
}

interface Row {
  version: number | string;
  position: number | string;
  data: string;
  status: CatalogueStatus;
  effective_at: string;
  author: string;
  note: string | null;
}

const versioned = (row: Row): Versioned => ({
  version: Number(row.version),
  position: Number(row.position),
  status: row.status,
  effectiveAt: row.effective_at,
  author: row.author,
  note: row.note,
});
const lenderOf = (row: Row): LenderVersion => ({ ...versioned(row), lender: JSON.parse(row.data) as Lender });
const offerOf = (row: Row): OfferVersion => ({ ...versioned(row), offer: JSON.parse(row.data) as Offer });
const COLUMNS = 'version, position, data, status, effective_at, author, note';

/** The versions in effect at `at` (an ISO time; now when omitted, the latest of each record). */
export async function catalogueAt(sql: SqlRunner, at?: string): Promise<CatalogueState> {
  const moment = at ?? '9999-12-31T23:59:59.999Z';
  const lenders = await sql.all<Row>(
    `SELECT ${COLUMNS} FROM lender_versions v WHERE v.effective_at <= ?
       AND v.version = (SELECT MAX(w.version) FROM lender_versions w
                        WHERE w.lender_id = v.lender_id AND w.effective_at <= ?)
     ORDER BY v.position, v.lender_id`,
    [moment, moment],
  );
  const offers = await sql.all<Row>(
    `SELECT ${COLUMNS} FROM offer_versions v WHERE v.effective_at <= ?
       AND v.version = (SELECT MAX(w.version) FROM offer_versions w
                        WHERE w.offer_id = v.offer_id AND w.effective_at <= ?)
     ORDER BY v.position, v.offer_id`,
    [moment, moment],
  );
  return { lenders: lenders.map(lenderOf), offers: offers.map(offerOf) };
}

/** What the site shows of a state: active lenders, and the active offers of active lenders, with their versions. */
export function publishedOf(state: CatalogueState): PublishedCatalogue {
  const lenders = state.lenders.filter((l) => l.status === 'active').map((l) => l.lender);
  const active = new Set(lenders.map((l) => l.id));
  const offers = state.offers.filter((o) => o.status === 'active' && active.has(o.offer.lenderId));
  return {
    lenders,
    offers: offers.map((o) => o.offer),
    versions: Object.fromEntries(offers.map((o) => [String(o.offer.offer_id), o.version])),
  };
}

/** Every version of one offer, newest first. */
export async function offerHistory(sql: SqlRunner, offerId: number): Promise<OfferVersion[]> {
  return (
    await sql.all<Row>(`SELECT ${COLUMNS} FROM offer_versions WHERE offer_id = ? ORDER BY version DESC`, [offerId])
  ).map(offerOf);
}

/** Every version of one lender, newest first. */
export async function lenderHistory(sql: SqlRunner, lenderId: string): Promise<LenderVersion[]> {
  return (
    await sql.all<Row>(`SELECT ${COLUMNS} FROM lender_versions WHERE lender_id = ? ORDER BY version DESC`, [lenderId])
  ).map(lenderOf);
}

/** One version of an offer (what a click recorded), or undefined. */
export async function offerVersion(
  sql: SqlRunner,
  offerId: number,
  version: number,
): Promise<OfferVersion | undefined> {
  const row = await sql.get<Row>(`SELECT ${COLUMNS} FROM offer_versions WHERE offer_id = ? AND version = ?`, [
    offerId,
    version,
  ]);
  return row ? offerOf(row) : undefined;
}

export interface SaveMeta {
  status: CatalogueStatus;
  author: string;
  note: string | null;
  /** The moment the version takes effect (the save's). */
  at: Date;
}

/**
 * Appends the next version of `offer` (a new offer when its id is 0: the next free id from 101). Resolves the
 * version written. The caller has checked the offer (checks.ts); this only stores it.
 */
export async function saveOffer(sql: SqlRunner, offer: Offer, meta: SaveMeta): Promise<OfferVersion> {
  return sql.transaction(async (tx) => {
    await lockKey(tx, 'catalogue:offers');
    let id = offer.offer_id;
    if (id === 0) {
      const top = await tx.get<{ id: number | string | null }>('SELECT MAX(offer_id) AS id FROM offer_versions');
      id = Math.max(100, Number(top?.id ?? 100)) + 1;
    }
    const last = await tx.get<{ version: number | string; position: number | string }>(
      'SELECT version, position FROM offer_versions WHERE offer_id = ? ORDER BY version DESC LIMIT 1',
      [id],
    );
    if (!last && offer.offer_id !== 0) throw new Error(`offer ${id} does not exist`);
    const position = last
      ? Number(last.position)
      : Number((await tx.get<{ p: number | string | null }>('SELECT MAX(position) AS p FROM offer_versions'))?.p ?? 0) +
        1;
    const version = last ? Number(last.version) + 1 : 1;
    const stored: Offer = { ...offer, offer_id: id };
    const effectiveAt = meta.at.toISOString();
    await tx.run(
      `INSERT INTO offer_versions (offer_id, version, lender_id, position, data, status, effective_at, author, note)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        id,
        version,
        stored.lenderId,
        position,
        JSON.stringify(stored),
        meta.status,
        effectiveAt,
        meta.author,
        meta.note,
      ],
    );
    return { offer: stored, version, position, status: meta.status, effectiveAt, author: meta.author, note: meta.note };
  });
}

/**
 * Appends the next version of `lender` (a new lender when it has none) and, when it changes what its offers carry
 * (name, logo, address, click parameter), the next version of each of its offers that is not retired, re-made by
 * `reissue`: an offer version is the whole card, so the archive and the click ledger never need the lender's
 * history to say what a card said.
 */
export async function saveLender(
  sql: SqlRunner,
  lender: Lender,
  meta: SaveMeta,
  reissue: (offer: Offer, lender: Lender) => Offer,
): Promise<{ lender: LenderVersion; offers: OfferVersion[] }> {
  return sql.transaction(async (tx) => {
    await lockKey(tx, 'catalogue:offers');
    const last = await tx.get<{ version: number | string; position: number | string }>(
      'SELECT version, position FROM lender_versions WHERE lender_id = ? ORDER BY version DESC LIMIT 1',
      [lender.id],
    );
    const position = last
      ? Number(last.position)
      : Number(
          (await tx.get<{ p: number | string | null }>('SELECT MAX(position) AS p FROM lender_versions'))?.p ?? 0,
        ) + 1;
    const version = last ? Number(last.version) + 1 : 1;
    const effectiveAt = meta.at.toISOString();
    await tx.run(
      `INSERT INTO lender_versions (lender_id, version, position, data, status, effective_at, author, note)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      [lender.id, version, position, JSON.stringify(lender), meta.status, effectiveAt, meta.author, meta.note],
    );
    const offers: OfferVersion[] = [];
    const current = (await catalogueAt(tx)).offers.filter(
      (o) => o.offer.lenderId === lender.id && o.status !== 'retired',
    );
    for (const o of current) {
      const next = reissue(o.offer, lender);
      if (JSON.stringify(next) === JSON.stringify(o.offer)) continue;
      await tx.run(
        `INSERT INTO offer_versions (offer_id, version, lender_id, position, data, status, effective_at, author, note)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          next.offer_id,
          o.version + 1,
          lender.id,
          o.position,
          JSON.stringify(next),
          o.status,
          effectiveAt,
          meta.author,
          `Zmiana danych pożyczkodawcy ${lender.name}`,
        ],
      );
      offers.push({
        offer: next,
        version: o.version + 1,
        position: o.position,
        status: o.status,
        effectiveAt,
        author: meta.author,
        note: null,
      });
    }
    return {
      lender: { lender, version, position, status: meta.status, effectiveAt, author: meta.author, note: meta.note },
      offers,
    };
  });
}
