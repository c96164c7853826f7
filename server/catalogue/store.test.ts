import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogueKey } from '../../contracts/catalogue';
import { lawOn } from '../../contracts/law';
import { completeOffer, draftOf, LENDERS, OFFERS } from '../../contracts/lenders';
import type { Offer } from '../../contracts/offer';
import { storageBackends } from '../testing/backends';
import type { Storage } from '../storage/types';
import { createCatalogueService } from './service';
import { catalogueAt, offerHistory, offerVersion, publishedOf, saveLender, saveOffer } from './store';

const at = (iso: string) => ({ status: 'active' as const, author: 'ops@example.pl', note: null, at: new Date(iso) });
const raised = (offer: Offer, commissionPct: number): Offer =>
  completeOffer(
    LENDERS.find((l) => l.id === offer.lenderId)!,
    { ...draftOf(offer), pricing: { ...offer.pricing, commissionPct } },
    lawOn('2026-11-28'),
  );

describe.each(storageBackends())('the catalogue on $label', (backend) => {
  let storage: Storage;
  beforeEach(async () => {
    storage = await backend.open();
  });
  afterEach(async () => {
    await storage.close();
  });

  it('is seeded with every lender and offer of contracts/lenders.ts at version 1, published exactly as the build renders it', async () => {
    const state = await catalogueAt(storage.sql);
    expect(state.lenders.map((l) => [l.lender.id, l.version, l.status])).toEqual(
      LENDERS.map((l) => [l.id, 1, 'active']),
    );
    expect(state.offers.map((o) => o.offer)).toEqual(OFFERS);
    const published = publishedOf(state);
    // The build's own catalogue (site/build-law.ts without PRERENDER_CATALOGUE): a fresh install re-renders nothing.
    expect(catalogueKey(published)).toBe(
      catalogueKey({
        lenders: [...LENDERS],
        offers: [...OFFERS],
        versions: Object.fromEntries(OFFERS.map((o) => [String(o.offer_id), 1])),
      }),
    );
  });

  it('keeps every version: a change is version 2 from its moment, and the moment before still reads version 1', async () => {
    const first = OFFERS[0]!;
    const saved = await saveOffer(storage.sql, raised(first, 9), at('2026-12-01T09:00:00.000Z'));
    expect(saved.version).toBe(2);
    const before = await catalogueAt(storage.sql, '2026-12-01T08:59:59.999Z');
    const after = await catalogueAt(storage.sql, '2026-12-01T09:00:00.000Z');
    expect(before.offers.find((o) => o.offer.offer_id === first.offer_id)?.offer).toEqual(first);
    expect(after.offers.find((o) => o.offer.offer_id === first.offer_id)).toMatchObject({
      version: 2,
      offer: { pricing: { commissionPct: 9 } },
    });
    expect((await offerHistory(storage.sql, first.offer_id)).map((v) => v.version)).toEqual([2, 1]);
    expect((await offerVersion(storage.sql, first.offer_id, 1))?.offer).toEqual(first);
    expect(publishedOf(after).versions[String(first.offer_id)]).toBe(2);
  });

  it('takes a paused offer and the offers of a paused lender off what the site publishes', async () => {
    const [a, b] = OFFERS;
    await saveOffer(storage.sql, a!, { ...at('2026-12-01T09:00:00.000Z'), status: 'paused' });
    let published = publishedOf(await catalogueAt(storage.sql));
    expect(published.offers.map((o) => o.offer_id)).not.toContain(a!.offer_id);
    const lender = LENDERS.find((l) => l.id === b!.lenderId)!;
    await saveLender(storage.sql, lender, { ...at('2026-12-01T10:00:00.000Z'), status: 'paused' }, (o) => o);
    published = publishedOf(await catalogueAt(storage.sql));
    expect(published.lenders.map((l) => l.id)).not.toContain(lender.id);
    expect(published.offers.some((o) => o.lenderId === lender.id)).toBe(false);
  });

  it("writes a new version of each of a lender's offers when the lender's name changes, so each version is the whole card", async () => {
    const lender = LENDERS[0]!;
    const renamed = { ...lender, name: 'Kasomir Nowy' };
    const result = await saveLender(storage.sql, renamed, at('2026-12-02T09:00:00.000Z'), (o, l) => ({
      ...o,
      name: l.name,
    }));
    const own = OFFERS.filter((o) => o.lenderId === lender.id);
    expect(result.offers.map((o) => [o.offer.offer_id, o.version, o.offer.name])).toEqual(
      own.map((o) => [o.offer_id, 2, 'Kasomir Nowy']),
    );
    expect(
      (await catalogueAt(storage.sql, '2026-12-02T08:00:00.000Z')).offers.find(
        (o) => o.offer.offer_id === own[0]!.offer_id,
      )?.offer.name,
    ).toBe(lender.name);
  });

  it('gives a new offer the next free id and two saves at once consecutive versions', async () => {
    const base = OFFERS[1]!;
    const created = await saveOffer(storage.sql, { ...base, offer_id: 0 }, at('2026-12-03T09:00:00.000Z'));
    expect(created.offer.offer_id).toBe(Math.max(...OFFERS.map((o) => o.offer_id)) + 1);
    expect(created.version).toBe(1);
    const both = await Promise.all([
      saveOffer(storage.sql, raised(base, 8), at('2026-12-03T10:00:00.000Z')),
      saveOffer(storage.sql, raised(base, 7), at('2026-12-03T10:00:00.000Z')),
    ]);
    expect(both.map((v) => v.version).sort()).toEqual([2, 3]);
  });

  it('tells its listeners when what the site publishes changes, and not otherwise', async () => {
    const service = await createCatalogueService(storage.sql, { refreshMs: 3_600_000 });
    try {
      const heard: number[] = [];
      service.onChange((published) => heard.push(published.offers.length));
      await service.refresh();
      expect(heard).toEqual([]);
      await saveOffer(storage.sql, OFFERS[2]!, { ...at('2026-12-04T09:00:00.000Z'), status: 'paused' });
      await service.refresh();
      expect(heard).toEqual([OFFERS.length - 1]);
    } finally {
      service.close();
    }
  });
});
