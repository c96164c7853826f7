import { describe, expect, it } from 'vitest';
import { currentLeadId, HANDOFF_PARAMS, lenderUrl, readClickIds, readLeadId } from './transition';

const LEAD = '3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f';
const store = (values: Record<string, string>) => ({ getItem: (k: string) => values[k] ?? null });

describe('readLeadId', () => {
  it.each([
    [{ leadId: LEAD }, LEAD],
    [{ leadId: LEAD.replace(/-/g, '') }, LEAD],
    [{ lead_id: LEAD }, LEAD],
    [{ leadId: 'garbage', lead_id: LEAD }, LEAD],
    [{ leadId: 'garbage' }, null],
    [{}, null],
  ])('%j → %s', (values, expected) => {
    expect(readLeadId(store(values))).toBe(expected);
  });

  it('survives storage that throws', () => {
    expect(
      readLeadId({
        getItem: () => {
          throw new Error('denied');
        },
      }),
    ).toBeNull();
  });
});

describe('readClickIds', () => {
  it.each([
    ['?gclid=abc123', '', { gclid: 'abc123' }],
    ['', 'sbjs_clid=' + encodeURIComponent('fbclid=IwAR1|||msclkid=m5'), { fbclid: 'IwAR1', msclkid: 'm5' }],
    ['?gclid=fromurl', 'sbjs_clid=' + encodeURIComponent('gclid=fromcookie'), { gclid: 'fromurl' }],
    ['?gclid=<script>', '', {}],
    ['?utm_source=x', 'other=1', {}],
    ['', 'sbjs_clid=%E0%A4%A', {}],
  ])('%s + %s', (search, cookies, expected) => {
    expect(readClickIds(search, cookies)).toEqual(expected);
  });
});

describe('lenderUrl', () => {
  it('adds the lead id, click ids and our source, keeping the lender own parameters', () => {
    expect(
      lenderUrl('https://kasomir.example/wniosek?ref=pz', {
        leadId: LEAD,
        clickIds: { gclid: 'g1' },
        source: 'przelewik',
      }),
    ).toBe(
      `https://kasomir.example/wniosek?ref=pz&lead_id=${LEAD}&gclid=g1&utm_source=przelewik&utm_medium=comparison`,
    );
  });

  const CLICK = '0b8f3a52-6c1d-4e2f-9a7b-5c4d3e2f1a0b';
  it.each<[string, Parameters<typeof lenderUrl>[1], Record<string, string | null>]>([
    [
      'a short loan',
      {
        leadId: LEAD,
        clickIds: {},
        source: 'przelewik',
        loan: { amount: 1500, term: 30, unit: 'days' },
        clickId: CLICK,
      },
      { amount: '1500', term: '30', term_unit: 'days', click_id: CLICK, lead_id: LEAD },
    ],
    [
      'an instalment loan',
      {
        leadId: null,
        clickIds: { gclid: 'g1' },
        source: 'przelewik',
        loan: { amount: 25000, term: 48, unit: 'months' },
        clickId: CLICK,
      },
      { amount: '25000', term: '48', term_unit: 'months', click_id: CLICK, lead_id: null, gclid: 'g1' },
    ],
    [
      'only the amount known',
      { leadId: null, clickIds: {}, source: 'przelewik', loan: { amount: 900 }, clickId: CLICK },
      { amount: '900', term: null, term_unit: null, click_id: CLICK },
    ],
    [
      'a term without its unit is not passed',
      { leadId: null, clickIds: {}, source: 'przelewik', loan: { term: 30 }, clickId: CLICK },
      { amount: null, term: null, term_unit: null },
    ],
    [
      'a click id that is not a UUID v4 is not passed',
      { leadId: null, clickIds: {}, source: 'przelewik', clickId: 'abc' },
      { click_id: null },
    ],
  ])('%s', (_name, ids, expected) => {
    const url = new URL(lenderUrl('https://lender.example/apply?ref=pz', ids));
    for (const [name, value] of Object.entries(expected)) expect(url.searchParams.get(name)).toBe(value);
    expect(url.searchParams.get('ref')).toBe('pz');
    expect(url.searchParams.get('utm_source')).toBe('przelewik');
  });

  it("ours replace the lender's own parameters of the same name", () => {
    const url = new URL(
      lenderUrl('https://lender.example/apply?amount=1&term=2', {
        leadId: null,
        clickIds: {},
        source: 'przelewik',
        loan: { amount: 2000, term: 14, unit: 'days' },
      }),
    );
    expect(url.searchParams.getAll('amount')).toEqual(['2000']);
    expect(url.searchParams.getAll('term')).toEqual(['14']);
  });

  it('never puts anything but the documented parameters, ad click ids and utm on the address', () => {
    const url = new URL(
      lenderUrl('https://lender.example/', {
        leadId: LEAD,
        clickIds: { fbclid: 'f' },
        source: 'przelewik',
        loan: { amount: 1500, term: 30, unit: 'days' },
        clickId: CLICK,
      }),
    );
    const allowed = new Set<string>([...Object.values(HANDOFF_PARAMS), 'fbclid', 'utm_source', 'utm_medium']);
    expect([...url.searchParams.keys()].filter((key) => !allowed.has(key))).toEqual([]);
  });

  it('adds no lead id when there is none', () => {
    expect(lenderUrl('https://a.example/', { leadId: null, clickIds: {}, source: 'przelewik' })).toBe(
      'https://a.example/?utm_source=przelewik&utm_medium=comparison',
    );
  });
});

describe('currentLeadId: the address first (carried from partner pages), else storage', () => {
  const OTHER = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
  it.each<[string, Record<string, string>, string | null]>([
    [`?lead_id=${OTHER}`, { leadId: LEAD }, OTHER],
    [`?offer=101&lead_id=${OTHER.replace(/-/g, '').toUpperCase()}`, {}, OTHER],
    ['?lead_id=garbage', { leadId: LEAD }, LEAD],
    ['', { lead_id: LEAD }, LEAD],
    ['', {}, null],
  ])('%s with %j → %s', (search, stored, expected) => expect(currentLeadId(search, store(stored))).toBe(expected));
  it('copes with storage it cannot read', () => expect(currentLeadId('', null)).toBeNull());
});

describe('our name on the lender address', () => {
  it('is the brand short name the server uses', async () => {
    const { HANDOFF_SOURCE } = await import('../../contracts/handoff');
    const { SHORT_NAME } = await import('../brand');
    expect(HANDOFF_SOURCE).toBe(SHORT_NAME.toLowerCase());
  });
});
