// @vitest-environment jsdom
import { render } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { lawOn } from '../../contracts/law';
import { OfferNotices } from './CreditNotice';

const WARNING = lawOn('2026-11-20').advertising!.warning;
const plain = (text: string | null | undefined) => text?.replace(/\u00a0/g, ' ');

describe('OfferNotices', () => {
  it.each<[string, Parameters<typeof OfferNotices>[0], { warning: boolean; line: RegExp; partner: boolean }]>([
    [
      'our site, the day the rules apply',
      { warning: WARNING, order: 'cheapest', paid: false },
      {
        warning: true,
        line: /^Kolejność: najtańsze dla Twojej kwoty – .* Bez płatnych miejsc\. Zasady kolejności$/,
        partner: false,
      },
    ],
    [
      'the day before: no warning, the line still',
      { warning: lawOn('2026-11-19').advertising?.warning ?? null, order: 'cheapest', paid: false },
      { warning: false, line: /^Kolejność: najtańsze/, partner: false },
    ],
    [
      'a paid placement',
      { warning: WARNING, order: 'cheapest', paid: true },
      {
        warning: true,
        line: /Oferty „Reklama” są płatne; nie zmienia to ich miejsca\. Zasady kolejności$/,
        partner: false,
      },
    ],
    [
      'sorted by RRSO',
      { warning: WARNING, order: 'rrso', paid: false },
      { warning: true, line: /^Kolejność: najniższe RRSO – /, partner: false },
    ],
    [
      'after registering',
      { warning: WARNING, order: 'cheapest', paid: false, lead: true },
      {
        warning: true,
        line: /Po rejestracji firmy, które nie pożyczają osobom w Twoim wieku, są na końcu\./,
        partner: false,
      },
    ],
    [
      'after registering, sorted by amount: the lead’s order is not shown',
      { warning: WARNING, order: 'amount', paid: false, lead: true },
      {
        warning: true,
        line: /^Kolejność: najwyższa kwota – najpierw oferty na Twoją kwotę i okres\. Bez/,
        partner: false,
      },
    ],
    [
      'a partner page',
      { warning: WARNING, order: 'cheapest', paid: false, partner: true },
      { warning: true, line: /^Kolejność: /, partner: true },
    ],
  ])('%s', (_name, props, expected) => {
    const { container } = render(<OfferNotices {...props} />);
    const warning = container.querySelector('.pz-credit-warning');
    expect(warning?.textContent ?? null).toBe(expected.warning ? WARNING : null);
    expect(plain(container.querySelector('.pz-order-line')?.textContent)).toMatch(expected.line);
    expect(container.querySelector('.pz-intermediary') !== null).toBe(expected.partner);
    // The warning comes first.
    if (warning) expect(container.firstElementChild?.firstElementChild).toBe(warning);
  });

  it('links the rule and the terms through the page’s own link maker', () => {
    const { container } = render(
      <OfferNotices
        warning={WARNING}
        order="cheapest"
        paid={false}
        partner
        link={(path) => `https://przelewik.example${path}`}
      />,
    );
    expect([...container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Zasady kolejności', 'https://przelewik.example/terms-and-conditions/#kolejnosc-ofert'],
      ['Regulamin', 'https://przelewik.example/terms-and-conditions/'],
    ]);
    expect(plain(container.querySelector('.pz-intermediary')?.textContent)).toBe(
      'Porównanie przygotowuje Przelewik sp. z o.o. (Przelewik), pośrednik kredytowy. Nie udzielamy pożyczek; prowizję płacą nam pożyczkodawcy za przekazane wnioski i zawarte umowy. Regulamin',
    );
  });
});
