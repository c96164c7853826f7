import { describe, expect, it } from 'vitest';
import { dataFlow, fieldLabels, LEAD_DELIVERY_LENDERS, type DataFlow } from '../../contracts/data-flows';
import { countdownText, loanText, TRANSITION_PAGE } from './transition';

const NB = '\u00a0';

describe('transition copy', () => {
  it.each([
    [{ amount: 1500, term: 30, unit: 'days' as const }, `1${NB}500${NB}zł na 30${NB}dni`],
    [{ amount: 25000, term: 48, unit: 'months' as const }, `25${NB}000${NB}zł na 48${NB}miesięcy`],
    [{ amount: 3000, term: 1, unit: 'days' as const }, `3${NB}000${NB}zł na 1${NB}dzień`],
    [{ amount: 5000, term: 3, unit: 'months' as const }, `5${NB}000${NB}zł na 3${NB}miesiące`],
    [{ amount: 700 }, `700${NB}zł`],
    [{ term: 22, unit: 'months' as const }, `okres 22${NB}miesiące`],
    [{}, null],
  ])('loanText(%j) → %s', (loan, text) => expect(loanText(loan)).toBe(text));

  it('says what is passed on, what the visitor still does, and that we are not the lender', () => {
    expect(TRANSITION_PAGE.passedOn('Kasomir', { amount: 1500, term: 30, unit: 'days' })).toMatch(
      new RegExp(
        `^Przy przejściu firma Kasomir dostaje od nas: wybrana pożyczka \\(1${NB}500${NB}zł na 30${NB}dni\\); nasz numer referencyjny przejścia; `,
      ),
    );
    expect(TRANSITION_PAGE.passedOn('Kasomir', {})).toMatch(
      /^Przy przejściu firma Kasomir dostaje od nas: nasz numer referencyjny przejścia;/,
    );
    expect(TRANSITION_PAGE.yourPart('Kasomir')).toMatch(/Wniosek wypełniasz na stronie firmy Kasomir.*decyduje/);
    expect(TRANSITION_PAGE.ourRole).toMatch(/porównywarką.*nie pożyczkodawcą/);
  });

  it("names every field the click hands the lender, and who gets the form's personal data and when", () => {
    const text = TRANSITION_PAGE.passedOn('X', { amount: 1500, term: 30, unit: 'days' });
    const click = dataFlow('lender-click');
    const missing = (flow: DataFlow) =>
      fieldLabels({
        ...flow,
        fields: flow.fields.filter((f) => !f.wire.includes('amount') && !f.wire.includes('term')),
      }).filter((label) => !text.includes(label));
    expect(missing(click)).toEqual([]);
    // A field the click would start sending is missing from the copy written before it.
    expect(missing({ ...click, fields: [...click.fields, { label: 'numer PESEL', wire: ['pesel'] }] })).toEqual([
      'numer PESEL',
    ]);
    const form = TRANSITION_PAGE.formData();
    for (const lender of LEAD_DELIVERY_LENDERS) expect(form).toContain(lender.name);
    expect(form).toMatch(/tylko za Twoją osobną zgodą/);
  });

  it('never claims on its own that an application was sent to the lender', () => {
    const texts = [
      ...Object.values(TRANSITION_PAGE as Record<string, unknown>).filter((v): v is string => typeof v === 'string'),
      TRANSITION_PAGE.lenderLine('X'),
      TRANSITION_PAGE.passedOn('X', { amount: 1500, term: 30, unit: 'days' }),
      TRANSITION_PAGE.yourPart('X'),
      TRANSITION_PAGE.formData(),
    ];
    for (const text of texts)
      expect(text).not.toMatch(
        /przekaż(emy|ujemy) (Twój |twój )?wniosek|wniosek trafi|wyślemy (Twój )?wniosek|dokończysz wniosek/i,
      );
  });

  it.each([
    [3, `Za 3${NB}sekundy`],
    [1, `Za 1${NB}sekundę`],
    [5, `Za 5${NB}sekund`],
    [0, 'Już teraz'],
  ])('countdownText(%i) → %s', (seconds, text) => expect(countdownText(seconds)).toBe(text));
});
