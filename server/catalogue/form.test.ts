import { describe, expect, it } from 'vitest';
import { draftOf, LENDERS, OFFERS } from '../../contracts/lenders';
import { lenderFormValues, offerFormValues, polishNumber, readLenderForm, readOfferForm } from './form';
import { warsawInstant } from './console';

describe('the catalogue forms', () => {
  it.each([
    ['1 500', 1500],
    ['1\u00a0500', 1500],
    ['14,5', 14.5],
    ['14.50', 14.5],
    ['0', 0],
    ['', Number.NaN],
    ['1e3', Number.NaN],
    ['-5', Number.NaN],
    ['12,3,4', Number.NaN],
  ])('reads %j as %s', (raw, value) => {
    expect(polishNumber(raw)).toBe(value);
  });

  it('reads back every offer of the seed from its own form unchanged', () => {
    for (const offer of OFFERS) {
      const read = readOfferForm(offerFormValues(offer), offer.offer_id);
      expect(read).toEqual({ ok: true, draft: draftOf(offer) });
    }
  });

  it('reads back every lender from its own form unchanged', () => {
    for (const lender of LENDERS)
      expect(readLenderForm(lenderFormValues(lender), lender.id, 2026)).toEqual({ ok: true, lender });
  });

  it('says in Polish what is wrong with each field, all at once', () => {
    const values = {
      ...offerFormValues(OFFERS[0]!),
      amount_min: '6000',
      term_step: '1,5',
      example_amount: '',
      free_days: '',
      highlights: 'a\nb\nc\nd\ne\nf',
    };
    const read = readOfferForm(values, 101);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problems).toEqual([
      'Kwota od nie może być większa niż kwota do.',
      'Krok okresu (dni): wpisz liczbę całkowitą od 1 do 365.',
      'Darmowa pierwsza pożyczka: wpisz kwotę i liczbę dni albo zostaw oba pola puste.',
      'Przykład reprezentatywny: kwota (zł): pole jest wymagane.',
      'Wyróżniki: najwyżej 5 linii, każda do 120 znaków.',
    ]);
  });

  it('refuses control characters in a card text', () => {
    const read = readOfferForm({ ...offerFormValues(OFFERS[0]!), payout_note: 'Przelew\u0000' }, 101);
    expect(read.ok ? [] : read.problems).toEqual([
      'Informacja o wypłacie: wpisz od 1 do 200 znaków, bez znaków sterujących.',
    ]);
  });

  it.each([
    ['2026-10-14T10:00', '2026-10-14T08:00:00.999Z'],
    ['2026-12-14T10:00:05', '2026-12-14T09:00:05.999Z'],
    ['2026-03-29T02:30', null],
    ['14.10.2026 10:00', null],
  ])('reads the archive moment %s in Warsaw time', (local, iso) => {
    expect(warsawInstant(local)).toBe(iso);
  });
});
