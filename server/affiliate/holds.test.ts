import { describe, expect, it } from 'vitest';
import { DISPOSABLE_DOMAINS } from './disposable-domains';
import { decideHolds, holdDetailText, isDisposableEmail, type HoldFacts } from './holds';

const clean: HoldFacts = {
  partnerId: 'p1',
  otherPartnersSamePerson: [],
  disposableEmail: false,
  leadIsPartner: false,
  clicksFromAddress: 1,
  paidSearch: null,
  partnerMayBuySearch: false,
};

describe('decideHolds', () => {
  it.each<[string, Partial<HoldFacts>, string[]]>([
    ['a clean click', {}, []],
    ['the same person from another partner', { otherPartnersSamePerson: ['p2'] }, ['duplicate_person']],
    ['the same person from the same partner again', { otherPartnersSamePerson: ['p1'] }, []],
    ['the same person on our own traffic', { partnerId: null, otherPartnersSamePerson: ['p2'] }, []],
    ['a disposable e-mail', { disposableEmail: true }, ['disposable_email']],
    ['an unknown e-mail', { disposableEmail: null }, []],
    ["the partner's own e-mail", { leadIsPartner: true }, ['partner_own_email']],
    ['four clicks from one address', { clicksFromAddress: 4 }, []],
    ['five clicks from one address', { clicksFromAddress: 5 }, ['ip_burst']],
    ['a gclid on a partner without search ads', { paidSearch: 'gclid' }, ['paid_search']],
    ['a gclid on a partner allowed search ads', { paidSearch: 'gclid', partnerMayBuySearch: true }, []],
    ['a msclkid on our own traffic', { partnerId: null, paidSearch: 'msclkid' }, []],
    [
      'everything at once',
      {
        otherPartnersSamePerson: ['p3', 'p2'],
        disposableEmail: true,
        leadIsPartner: true,
        clicksFromAddress: 9,
        paidSearch: 'msclkid',
      },
      ['duplicate_person', 'disposable_email', 'partner_own_email', 'ip_burst', 'paid_search'],
    ],
  ])('%s', (_, change, reasons) => {
    expect(decideHolds({ ...clean, ...change }).map((h) => h.reason)).toEqual(reasons);
  });

  it('names the other partners and the rule in the detail, nothing about the person', () => {
    const [hold] = decideHolds({ ...clean, otherPartnersSamePerson: ['p3', 'p2', 'p3'] });
    expect(hold?.detail).toBe(
      'ta sama osoba przyszła też od 2\u00a0innych partnerów (sprawdzany okres: 30\u00a0dni): p2, p3',
    );
  });

  it.each<[string, Partial<HoldFacts>, string]>([
    [
      'one other partner',
      { otherPartnersSamePerson: ['p2'] },
      'ta sama osoba przyszła też od innego partnera (sprawdzany okres: 30\u00a0dni): p2',
    ],
    [
      'five other partners',
      { otherPartnersSamePerson: ['p2', 'p3', 'p4', 'p5', 'p6'] },
      'ta sama osoba przyszła też od 5\u00a0innych partnerów (sprawdzany okres: 30\u00a0dni): p2, p3, p4, p5, p6',
    ],
    ['a disposable e-mail', { disposableEmail: true }, 'lead podał adres e-mail w domenie adresów jednorazowych'],
    ["the partner's own e-mail", { leadIsPartner: true }, 'e-mail leada to adres samego partnera'],
    ['five clicks', { clicksFromAddress: 5 }, '5\u00a0kliknięć z jednego adresu w ciągu 10\u00a0min'],
    ['twenty-two clicks', { clicksFromAddress: 22 }, '22\u00a0kliknięcia z jednego adresu w ciągu 10\u00a0min'],
    [
      'a gclid',
      { paidSearch: 'gclid' },
      'kliknięcie z reklamy w wyszukiwarce (gclid) od partnera, który nie może kupować takich reklam',
    ],
  ])('explains %s to the operator in Polish', (_, change, detail) => {
    expect(decideHolds({ ...clean, ...change }).map((h) => h.detail)).toEqual([detail]);
  });

  it('says a burst of one click in the singular', () => {
    expect(
      decideHolds({ ...clean, clicksFromAddress: 1 }, { duplicateDays: 1, burstClicks: 1, burstMinutes: 1 })[0]?.detail,
    ).toBe('1\u00a0kliknięcie z jednego adresu w ciągu 1\u00a0min');
  });

  it('follows the configured burst size', () => {
    expect(
      decideHolds({ ...clean, clicksFromAddress: 3 }, { duplicateDays: 30, burstClicks: 3, burstMinutes: 5 }).map(
        (h) => h.reason,
      ),
    ).toEqual(['ip_burst']);
  });
});

describe('holdDetailText', () => {
  it.each([
    [
      'the same person came through another partner within 30 days: p2',
      'ta sama osoba przyszła też od innego partnera (sprawdzany okres: 30\u00a0dni): p2',
    ],
    [
      'the same person came through 3 other partners within 30 days: p2, p3, p4',
      'ta sama osoba przyszła też od 3\u00a0innych partnerów (sprawdzany okres: 30\u00a0dni): p2, p3, p4',
    ],
    ['the lead used a disposable e-mail domain', 'lead podał adres e-mail w domenie adresów jednorazowych'],
    ["the lead's e-mail is the partner's own", 'e-mail leada to adres samego partnera'],
    ['5 clicks from one address within 10 minutes', '5\u00a0kliknięć z jednego adresu w ciągu 10\u00a0min'],
    [
      'a gclid click from a partner not allowed to buy search ads',
      'kliknięcie z reklamy w wyszukiwarce (gclid) od partnera, który nie może kupować takich reklam',
    ],
    [
      'an msclkid click from a partner not allowed to buy search ads',
      'kliknięcie z reklamy w wyszukiwarce (msclkid) od partnera, który nie może kupować takich reklam',
    ],
    ['6 kliknięć w 10 minut', '6 kliknięć w 10 minut'],
  ])('shows a hold stored as %j in Polish', (stored, text) => expect(holdDetailText(stored)).toBe(text));

  it('leaves a Polish explanation as it is', () => {
    for (const hold of decideHolds({
      ...clean,
      otherPartnersSamePerson: ['p2'],
      disposableEmail: true,
      leadIsPartner: true,
      clicksFromAddress: 7,
      paidSearch: 'gclid',
    }))
      expect(holdDetailText(hold.detail)).toBe(hold.detail);
  });
});

describe('disposable e-mail domains', () => {
  const list = DISPOSABLE_DOMAINS;
  it.each([
    ['jan@mailinator.com', true],
    ['jan@MAILINATOR.com', true],
    ['jan@eu.mailinator.com', true],
    ['jan@mailinator.com.', true],
    ['jan@mailinator.com.przelewik.pl', false],
    ['jan@gmail.com', false],
    ['no-at-sign', false],
  ])('%s → %s', (email, expected) => expect(isDisposableEmail(email, list)).toBe(expected));

  // A wrong entry holds an honest lead's payout: the big Polish and world mailbox providers are never on the list.
  it.each([
    'gmail.com',
    'wp.pl',
    'o2.pl',
    'onet.pl',
    'op.pl',
    'interia.pl',
    'interia.eu',
    'tlen.pl',
    'poczta.fm',
    'gazeta.pl',
    'vp.pl',
    'int.pl',
    'outlook.com',
    'hotmail.com',
    'yahoo.com',
    'icloud.com',
    'proton.me',
  ])('%s is a real mailbox provider, never held', (domain) =>
    expect(isDisposableEmail(`jan@${domain}`, list)).toBe(false),
  );

  it('comes from the maintained package, not a short hand-kept list', () => expect(list.size).toBeGreaterThan(10_000));

  it('holds only well-formed lower-case domains', () => {
    expect(list.has('yopmail.com')).toBe(true);
    // International names come both ways (ü and its punycode): lower case, no spaces, at least two labels.
    expect([...list].filter((d) => d !== d.toLowerCase() || !/^[^\s@.]+(\.[^\s@.]+)+$/.test(d))).toEqual([]);
  });
});
