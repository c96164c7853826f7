import { describe, expect, it } from 'vitest';
import { currentLeadId, lenderUrl, readClickIds, readLeadId } from './transition';

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
    expect(readLeadId({ getItem: () => { throw new Error('denied'); } })).toBeNull();
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
    expect(lenderUrl('https://kasomir.example/wniosek?ref=pz', { leadId: LEAD, clickIds: { gclid: 'g1' }, source: 'przelewik' })).toBe(
      `https://kasomir.example/wniosek?ref=pz&lead_id=${LEAD}&gclid=g1&utm_source=przelewik&utm_medium=comparison`,
    );
  });

  it('adds no lead id when there is none', () => {
    expect(lenderUrl('https://a.example/', { leadId: null, clickIds: {}, source: 'przelewik' })).toBe('https://a.example/?utm_source=przelewik&utm_medium=comparison');
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
