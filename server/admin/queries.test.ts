import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Storage } from '../storage/types';
import { storageBackends } from '../testing/backends';
import { dailyMoney, earnings, funnel, openHolds, resolveHold } from './queries';
import { eraseLead } from './erasure';
import { readRange } from '../web/warsaw-days';

const LEAD = '0f8fad5b-d9cb-469f-a165-70867728950e';
const day = '2026-11-20';
const range = { from: '2026-11-01', to: '2026-11-30' };

describe.each(storageBackends())('console queries on $name', (backend) => {
  let storage: Storage;
  beforeEach(async () => {
    storage = await backend.open();
    const sql = storage.sql;
    await storage.insertLead({
      id: LEAD,
      consentsVersion: 'v',
      origin: null,
      receivedAt: new Date(`${day}T10:00:00Z`),
      lead: {
        amount: 2000,
        termUnit: 'days',
        term: 30,
        termDays: 30,
        birthDate: '1990-01-01',
        phone: null,
        email: null,
        consents: { terms: true, privacy: true, marketing: false },
      },
    });
    for (const [i, data] of [
      { aff_id: 'p1', sub1: 'kampania-a' },
      { aff_id: 'p1', sub1: 'kampania-a' },
      {},
    ].entries()) {
      await sql.run("INSERT INTO events (received_at, event, utm_source, data) VALUES (?, 'page_view', ?, ?)", [
        `${day}T09:0${i}:00Z`,
        i < 2 ? 'partner' : null,
        JSON.stringify(data),
      ]);
    }
    const click = (id: string, partner: string | null, sub1: string | null, lead: string | null) =>
      sql.run(
        "INSERT INTO clicks (click_id, created_at, lead_id, offer_id, lender, partner_id, sub1, utm_source, placement) VALUES (?, ?, ?, 101, 'kasomir', ?, ?, 'partner', 'transition')",
        [id, `${day}T10:05:00Z`, lead, partner, sub1],
      );
    await click('c1', 'p1', 'kampania-a', LEAD);
    await click('c2', 'p1', 'kampania-a', null);
    await click('c3', null, null, null);
    const conversion = (
      id: string,
      clickId: string,
      status: string,
      approvedAt: string | null,
      revenue: number,
      payout: number,
      hold: string | null,
    ) =>
      sql.run(
        `INSERT INTO conversions (id, lender, click_id, txid, created_at, updated_at, status, lead_id, partner_id, offer_id, payout_model, revenue_minor, partner_payout_minor, approved_at, payable_from, hold_reason)
         VALUES (?, 'kasomir', ?, ?, ?, ?, ?, NULL, (SELECT partner_id FROM clicks WHERE click_id = ?), 101, 'cpl', ?, ?, ?, '2026-11-25', ?)`,
        [
          id,
          clickId,
          `tx-${id}`,
          `${day}T11:00:00Z`,
          `${day}T12:00:00Z`,
          status,
          clickId,
          revenue,
          payout,
          approvedAt,
          hold,
        ],
      );
    await conversion('v1', 'c1', 'paid', `${day}T11:30:00Z`, 5000, 4000, null);
    await conversion('v2', 'c2', 'rejected', null, 0, 0, null);
    await conversion('v3', 'c3', 'approved', `${day}T11:40:00Z`, 3000, 0, 'ip_burst');
    await sql.run(
      "INSERT INTO conversion_events (id, conversion_id, at, from_status, to_status, source) VALUES ('e1', 'v1', ?, 'approved', 'paid', 'postback')",
      [`${day}T12:00:00Z`],
    );
    await sql.run(
      "INSERT INTO conversion_holds (id, conversion_id, reason, detail, created_at) VALUES ('h1', 'v3', 'ip_burst', '6 kliknięć w 10 minut', ?)",
      [`${day}T11:40:00Z`],
    );
  });
  afterEach(() => storage.close());

  describe('funnel', () => {
    it('counts each stage by day: visits, registrations, clicks, accepted, paid', async () => {
      expect(await funnel(storage.sql, 'day', range)).toEqual([
        { key: day, counts: { visits: 3, registrations: 1, clicks: 3, accepted: 2, paid: 1 } },
      ]);
    });
    it('credits partners and sub-ids from the view data and the click ledger', async () => {
      const byPartner = await funnel(storage.sql, 'partner', range);
      expect(byPartner.find((r) => r.key === 'p1')?.counts).toEqual({
        visits: 2,
        registrations: 1,
        clicks: 2,
        accepted: 1,
        paid: 1,
      });
      expect(byPartner.find((r) => r.key === '(brak)')?.counts).toEqual({
        visits: 1,
        registrations: 0,
        clicks: 1,
        accepted: 1,
        paid: 0,
      });
      expect((await funnel(storage.sql, 'subid', range)).find((r) => r.key === 'kampania-a')?.counts.clicks).toBe(2);
    });
    it('leaves out what falls outside the range', async () => {
      expect(await funnel(storage.sql, 'day', { from: '2026-10-01', to: '2026-10-31' })).toEqual([]);
    });
  });

  describe('earnings', () => {
    it('gives clicks, approval rate inputs, revenue, payouts and what is payable now per partner and lender', async () => {
      const partners = await earnings(storage.sql, 'partner', range, new Date('2026-11-26T00:00:00Z'));
      expect(partners.find((r) => r.key === 'p1')).toEqual({
        key: 'p1',
        clicks: 2,
        conversions: 2,
        approved: 1,
        rejected: 1,
        revenue: 5000,
        payouts: 4000,
        payable: 4000,
      });
      expect(partners.find((r) => r.key === '(brak)')).toMatchObject({ revenue: 3000, payable: 0 }); // held
      const early = await earnings(storage.sql, 'partner', range, new Date('2026-11-24T00:00:00Z'));
      expect(early.find((r) => r.key === 'p1')?.payable).toBe(0); // validation window not over
      const lenders = await earnings(storage.sql, 'lender', range, new Date('2026-11-26T00:00:00Z'));
      expect(lenders).toEqual([
        {
          key: 'kasomir',
          clicks: 3,
          conversions: 3,
          approved: 2,
          rejected: 1,
          revenue: 8000,
          payouts: 4000,
          payable: 4000,
        },
      ]);
    });
  });

  describe('holds', () => {
    it.each([
      ['released', null],
      ['confirmed', 'ip_burst'],
    ] as const)('%s: the conversion keeps only the reasons that still stand', async (resolution, reason) => {
      expect(await resolveHold(storage.sql, 'h1', resolution, 'op', new Date())).toBe(true);
      expect(await storage.sql.get('SELECT hold_reason FROM conversions WHERE id = ?', ['v3'])).toEqual({
        hold_reason: reason,
      });
      expect(await openHolds(storage.sql)).toEqual([]);
      expect(await resolveHold(storage.sql, 'h1', resolution, 'op', new Date())).toBe(false);
    });

    // A conversion of its own per round, since a conversion holds each reason once.
    const heldConversion = async (id: string, reasons: string[]) => {
      await storage.sql.run(
        `INSERT INTO conversions (id, lender, click_id, txid, created_at, updated_at, status, offer_id, payout_model, revenue_minor, approved_at, hold_reason)
         SELECT ?, lender, click_id, ?, created_at, updated_at, status, offer_id, payout_model, revenue_minor, approved_at, ? FROM conversions WHERE id = 'v3'`,
        [id, `tx-${id}`, reasons.join(',')],
      );
      for (const reason of reasons)
        await storage.sql.run(
          "INSERT INTO conversion_holds (id, conversion_id, reason, detail, created_at) VALUES (?, ?, ?, 'test', ?)",
          [`${id}-${reason}`, id, reason, `${day}T11:40:00Z`],
        );
    };

    it('resolves a hold once when two operators decide at the same moment', async () => {
      for (let round = 0; round < 5; round++) {
        await heldConversion(`once-${round}`, ['ip_burst']);
        const hold = `once-${round}-ip_burst`;
        const answers = await Promise.all([
          resolveHold(storage.sql, hold, 'released', 'op-a', new Date()),
          resolveHold(storage.sql, hold, 'confirmed', 'op-b', new Date()),
        ]);
        expect(answers.filter(Boolean)).toHaveLength(1);
        expect(
          await storage.sql.get(
            "SELECT COUNT(*) AS n FROM conversion_events WHERE conversion_id = ? AND source = 'operator'",
            [`once-${round}`],
          ),
        ).toEqual({ n: 1 });
      }
    });

    it('drops both reasons when two holds of one conversion are released at the same moment', async () => {
      for (let round = 0; round < 5; round++) {
        const id = `both-${round}`;
        await heldConversion(id, ['ip_burst', 'paid_search']);
        await Promise.all([
          resolveHold(storage.sql, `${id}-ip_burst`, 'released', 'op-a', new Date()),
          resolveHold(storage.sql, `${id}-paid_search`, 'released', 'op-b', new Date()),
        ]);
        expect(await storage.sql.get('SELECT hold_reason FROM conversions WHERE id = ?', [id])).toEqual({
          hold_reason: null,
        });
      }
    });
  });

  describe('erasure and the click ledger', () => {
    it('re-keys clicks to the new id and drops their person and address hashes', async () => {
      await storage.sql.run(
        "UPDATE clicks SET email_hash = 'e', phone_hash = 'p', ip_hash = 'i' WHERE click_id = 'c1'",
      );
      const result = await eraseLead(storage.sql, LEAD, 'op', new Date());
      expect(
        await storage.sql.get("SELECT lead_id, email_hash, phone_hash, ip_hash FROM clicks WHERE click_id = 'c1'"),
      ).toEqual({ lead_id: result!.newId, email_hash: null, phone_hash: null, ip_hash: null });
      expect((await funnel(storage.sql, 'day', range))[0]?.counts.registrations).toBe(1); // still counted
    });

    it('erases a lead once when two operators ask at the same moment', async () => {
      const results = await Promise.all([
        eraseLead(storage.sql, LEAD, 'op-a', new Date()),
        eraseLead(storage.sql, LEAD, 'op-b', new Date()),
      ]);
      expect(results.filter((r) => r !== null)).toHaveLength(1);
      expect(await storage.sql.get('SELECT COUNT(*) AS n FROM lead_erasures')).toEqual({ n: 1 });
    });
  });

  describe('the Warsaw day', () => {
    // Each pair is one second either side of midnight in Warsaw: 23:00 UTC in winter (UTC+1), 22:00 UTC in summer
    // (UTC+2); and the two nights the clocks change (29 March and 25 October 2026, at 01:00 UTC).
    const AROUND_MIDNIGHT: readonly [string, string][] = [
      ['2026-01-14T22:59:59.000Z', '2026-01-14'],
      ['2026-01-14T23:00:00.000Z', '2026-01-15'],
      ['2026-07-14T21:59:59.000Z', '2026-07-14'],
      ['2026-07-14T22:00:00.000Z', '2026-07-15'],
      ['2026-03-28T22:59:59.000Z', '2026-03-28'],
      ['2026-03-28T23:00:00.000Z', '2026-03-29'],
      ['2026-03-29T21:59:59.000Z', '2026-03-29'],
      ['2026-03-29T22:00:00.000Z', '2026-03-30'],
      ['2026-10-24T21:59:59.000Z', '2026-10-24'],
      ['2026-10-24T22:00:00.000Z', '2026-10-25'],
      ['2026-10-25T22:59:59.000Z', '2026-10-25'],
      ['2026-10-25T23:00:00.000Z', '2026-10-26'],
    ];

    beforeEach(async () => {
      const sql = storage.sql;
      for (const [i, [at]] of AROUND_MIDNIGHT.entries()) {
        await sql.run("INSERT INTO events (received_at, event, data) VALUES (?, 'page_view', '{}')", [at]);
        await sql.run(
          "INSERT INTO clicks (click_id, created_at, offer_id, lender, partner_id, placement) VALUES (?, ?, 101, 'kasomir', 'p9', 'transition')",
          [`w${i}`, at],
        );
        await sql.run(
          `INSERT INTO conversions (id, lender, click_id, txid, created_at, updated_at, status, partner_id, offer_id, payout_model, revenue_minor, partner_payout_minor, approved_at)
           VALUES (?, 'kasomir', ?, ?, ?, ?, 'paid', 'p9', 101, 'cpl', 1000, 700, ?)`,
          [`wv${i}`, `w${i}`, `tx-w${i}`, at, at, at],
        );
        await sql.run(
          "INSERT INTO conversion_events (id, conversion_id, at, from_status, to_status, source) VALUES (?, ?, ?, 'approved', 'paid', 'postback')",
          [`we${i}`, `wv${i}`, at],
        );
      }
    });

    const expectedDays = (from: string, to: string) => {
      const counts = new Map<string, number>();
      for (const [, d] of AROUND_MIDNIGHT) if (d >= from && d <= to) counts.set(d, (counts.get(d) ?? 0) + 1);
      return counts;
    };

    it.each([
      ['winter', '2026-01-14', '2026-01-15'],
      ['summer', '2026-07-14', '2026-07-15'],
      ['the spring clock change', '2026-03-28', '2026-03-30'],
      ['the autumn clock change', '2026-10-24', '2026-10-26'],
    ])('groups every stage of the funnel by the Warsaw day in %s', async (_season, from, to) => {
      const rows = await funnel(storage.sql, 'day', { from, to });
      const want = [...expectedDays(from, to)]
        .sort()
        .map(([key, n]) => ({ key, counts: { visits: n, registrations: 0, clicks: n, accepted: n, paid: n } }));
      expect(rows).toEqual(want);
    });

    it('takes a one-day period from Warsaw midnight to Warsaw midnight, for the funnel, the money chart and the earnings', async () => {
      expect(await funnel(storage.sql, 'day', { from: '2026-07-15', to: '2026-07-15' })).toEqual([
        { key: '2026-07-15', counts: { visits: 1, registrations: 0, clicks: 1, accepted: 1, paid: 1 } },
      ]);
      expect(await funnel(storage.sql, 'partner', { from: '2026-01-15', to: '2026-01-15' })).toEqual(
        [
          { key: 'p9', counts: { visits: 0, registrations: 0, clicks: 1, accepted: 1, paid: 1 } },
          { key: '(brak)', counts: { visits: 1, registrations: 0, clicks: 0, accepted: 0, paid: 0 } },
        ].sort((a, b) => b.counts.visits - a.counts.visits),
      );
      expect([...(await dailyMoney(storage.sql, { from: '2026-10-24', to: '2026-10-26' }))]).toEqual([
        ['2026-10-24', { revenue: 1000, payouts: 700 }],
        ['2026-10-25', { revenue: 2000, payouts: 1400 }],
        ['2026-10-26', { revenue: 1000, payouts: 700 }],
      ]);
      const earned = await earnings(
        storage.sql,
        'partner',
        { from: '2026-03-29', to: '2026-03-29' },
        new Date('2026-04-01T00:00:00Z'),
      );
      expect(earned).toEqual([
        { key: 'p9', clicks: 2, conversions: 2, approved: 2, rejected: 0, revenue: 2000, payouts: 1400, payable: 0 },
      ]);
    });
  });

  describe('readRange', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    it('ends today by the Warsaw clock, not the UTC one', () => {
      expect(readRange({}, new Date('2026-11-25T23:30:00Z')).to).toBe('2026-11-26');
      expect(readRange({}, new Date('2026-07-25T22:30:00Z')).to).toBe('2026-07-26');
      expect(readRange({ to: '2026-02-31' }, now).to).toBe('2026-11-25');
    });
    it.each([
      [{}, { from: '2026-10-27', to: '2026-11-25' }],
      [
        { from: '2026-11-01', to: '2026-11-10' },
        { from: '2026-11-01', to: '2026-11-10' },
      ],
      [
        { from: '2026-11-10', to: '2026-11-01' },
        { from: '2026-11-01', to: '2026-11-01' },
      ],
      [
        { from: 'nonsense', to: '2026-11-10' },
        { from: '2026-10-12', to: '2026-11-10' },
      ],
      [
        { from: '2020-01-01', to: '2026-11-10' },
        { from: '2025-11-10', to: '2026-11-10' },
      ],
    ])('%j', (query, expected) => expect(readRange(query, now)).toEqual(expected));
  });
});
