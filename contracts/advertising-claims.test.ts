// The banned-claims rules on their own: each catches its claim in every spelling and inflection a writer may use,
// neutral data and hedged statements pass, and the directive's kinds are the ones contracts/law.ts lists.
import { describe, expect, it } from 'vitest';
import {
  CLAIM_KINDS,
  CLAIM_RULES,
  findClaims,
  findMisstatements,
  MISSTATEMENT_RULES,
  normaliseCopy,
  type ClaimKind,
} from './advertising-claims';
import { ADVERTISING_RULES } from './law';

const kindsOf = (text: string, prose = false) => [...new Set(findClaims(text, { prose }).map((f) => f.rule.kind))];

describe('normaliseCopy', () => {
  it('folds case, diacritics (ł too), spaces and dashes', () => {
    expect(normaliseCopy('Pożyczka  BEZ\u00a0odmowy – ŁATWO')).toBe('pozyczka bez odmowy - latwo');
    expect(normaliseCopy('Zażółć gęślą jaźń')).toBe('zazolc gesla jazn');
    // Blocks on separate lines (a table's cells) are separate sentences: "Sprawdza BIK" / "nie" / "Sprawdza BIK: nie".
    expect(normaliseCopy('Sprawdza BIK\n nie\n\nSprawdza BIK: nie')).toBe('sprawdza bik. nie. sprawdza bik: nie');
    expect(findClaims('Sprawdza BIK\nnie\nSprawdza BIK: nie')).toEqual([]);
  });
});

describe('every rule catches its own example', () => {
  it.each(CLAIM_RULES.map((r) => [r.id, r] as const))('%s', (_id, r) => {
    expect(findClaims(r.example).map((f) => f.rule.id)).toContain(r.id);
    // Shouted, or typed without Polish letters: the same claim.
    expect(findClaims(r.example.toUpperCase()).map((f) => f.rule.id)).toContain(r.id);
    expect(findClaims(normaliseCopy(r.example)).map((f) => f.rule.id)).toContain(r.id);
  });

  it('every rule explains itself in Polish and every kind names its legal basis', () => {
    for (const r of CLAIM_RULES) expect(r.explanation, r.id).toMatch(/[ąćęłńóśźż]/);
    for (const [kind, info] of Object.entries(CLAIM_KINDS)) {
      expect(info.basis, kind).toMatch(/ustaw|dyrektyw/i);
      expect(
        CLAIM_RULES.some((r) => r.kind === kind),
        `a rule for ${kind}`,
      ).toBe(true);
    }
  });
});

describe('planted banned claims fail, one table per kind', () => {
  const planted: Record<ClaimKind, string[]> = {
    registers: [
      'Nie sprawdza BIK',
      'Nie sprawdzamy BIK ani KRD!',
      'nie sprawdzaja baz dluznikow',
      'Chwilówki bez BIK',
      'Pożyczka bez sprawdzania w KRD i BIG',
      'Rozpatruje wnioski mimo zaległości w spłatach',
      'Pożyczki na dowód, również przy wpisach w BIK i KRD',
      'Rozpatrujemy wnioski także przy wpisach w BIK',
      'Pożyczka nawet z komornikiem',
      'Rozpatruje wnioski mimo negatywnej historii w BIK',
      'Akceptuje wpisy w BIK/KRD',
      'Akceptujemy nawet spore zaległości',
      'Wpisy w rejestrach nie mają znaczenia.',
      'Twoja historia w BIK nie stanowi przeszkody',
      'Nie ma znaczenia, czy masz długi.',
      'Zaległości mają tu niewielki wpływ na decyzję',
    ],
    finances: [
      'Pożyczka poprawi Twoją sytuację finansową',
      'Chwilówka uratuje domowy budżet',
      'Kredyt, który rozwiąże Twoje problemy finansowe',
      'Wyjdź z długów dzięki pożyczce',
      'Pożyczka to sposób na długi',
    ],
    resources: [
      'Pożyczka zwiększy Twój budżet',
      'Dodatkowa gotówka na wszystko',
      'Zastrzyk gotówki od ręki',
      'Pożyczka zamiast oszczędzania',
      'Nie musisz już oszczędzać: weź kredyt',
      'Kredyt to nowoczesna forma oszczędzania',
      'Podnieś swój standard życia',
      'Spełnij swoje marzenia z pożyczką',
      'Stać cię na więcej',
    ],
    'no-refusal': [
      'Pożyczka bez odmowy',
      'POZYCZKI BEZ ODMOWY',
      'Gwarantowana pożyczka',
      'Gwarancja przyznania kredytu',
      '100% przyznawalności',
      'Każdy wniosek zostanie zaakceptowany',
      'Nie odmawiamy nikomu',
      'Zawsze przyznajemy pożyczkę',
    ],
    'for-everyone': [
      'Pożyczki dla każdego',
      'Chwilówka online dla każdego',
      'Gotówka dla wszystkich',
      'Każdy dostanie pieniądze',
    ],
    'regardless-of-debts': [
      'Pożyczka niezależnie od historii w BIK',
      'Kredyt bez względu na zadłużenie',
      'Pożyczki z wpisami w KRD, ERIF, BIK i BIG',
      'Pożyczki dla zadłużonych',
      'Pożyczka z komornikiem',
      'Oferty dla osób z wpisami',
    ],
    'certain-decision': [
      'Decyzja w 15 minut',
      'Decyzja w kilka minut',
      'Decyzję dostaniesz w 5 minut',
      'Decyzja od ręki',
      'Decyzja w ciągu 2 godzin',
      'Natychmiastowa decyzja',
    ],
  };

  for (const [kind, texts] of Object.entries(planted) as [ClaimKind, string[]][]) {
    it.each(texts)(`${kind}: %s`, (text) => {
      expect(kindsOf(text)).toContain(kind);
      // Prose does not excuse a claim that is not a quotation.
      expect(kindsOf(`Zanim złożysz wniosek, przeczytaj: ${text}. Koszt podajemy niżej.`, true)).toContain(kind);
    });
  }
});

describe('neutral data, hedged statements and warnings pass', () => {
  it.each([
    'Sprawdza BIK: nie',
    'Sprawdza BIK: tak, KRD: tak, BIG: nie, ERIF: nie',
    'Pożyczkodawca sprawdza BIK i KRD przed decyzją.',
    'Wpis w rejestrze dłużników wpływa na ocenę wniosku w każdej firmie.',
    'Decyzja zwykle w kilkanaście minut',
    'Decyzja nawet w 15 minut',
    'Decyzja zapada zwykle w 5–30 minut.',
    'Decyzję często dostajesz po kilku minutach.',
    'Decyzję o udzieleniu pożyczki podejmuje pożyczkodawca po ocenie Twojej zdolności kredytowej.',
    'Przelew nawet w 15 minut',
    'Darmowa pożyczka nie jest dla każdego.',
    'Bez zaświadczeń o dochodach',
    'Wszystko w jednym miejscu i bez rejestracji.',
    'Sprawdź, czy nie masz wpisów w rejestrach.',
    'Bezpłatne poradnictwo dla osób zadłużonych działa w każdym powiecie.',
    'Spłata po 30–65 dniach',
    'Nowa chwilówka na spłatę starej tylko odsuwa problem i zwiększa zadłużenie.',
    'Raty na dowód osobisty do 10 000 zł',
  ])('%s', (text) => {
    expect(findClaims(text).map((f) => f.rule.id)).toEqual([]);
  });

  it('prose may quote a banned phrase to warn against it; a name, heading or highlight may not', () => {
    const warning = 'Uważaj na ogłoszenia w rodzaju „pożyczka bez BIK i KRD dla każdego”: to częsty znak oszustwa.';
    expect(findClaims(warning, { prose: true })).toEqual([]);
    expect(kindsOf(warning)).toEqual(expect.arrayContaining(['registers', 'for-everyone']));
    expect(kindsOf('„Pożyczka bez odmowy”', false)).toEqual(['no-refusal']);
  });
});

describe('the directive’s kinds are the ones contracts/law.ts lists', () => {
  it('ADVERTISING_RULES.banned and CLAIM_KINDS name the same banned claims, word for word', () => {
    const ours = Object.values(CLAIM_KINDS).flatMap((k) => (k.banned ? [k.banned] : []));
    for (const version of ADVERTISING_RULES) expect([...version.banned].sort()).toEqual([...ours].sort());
  });
});

describe('copy that misstates the law', () => {
  it.each(MISSTATEMENT_RULES.map((r) => [r.id, r] as const))('%s catches its example', (_id, r) => {
    expect(findMisstatements(r.example).map((f) => f.rule.id)).toContain(r.id);
    expect(r.basis).toMatch(/art\. 49/);
  });

  it.each([
    'Odsetki i inne koszty zależne od czasu trwania umowy zostaną wtedy proporcjonalnie obniżone.',
    'Pożyczkodawca obniży jedynie odsetki.',
    'Prowizja jest bezzwrotna.',
  ])('early repayment that lowers only some costs: %s', (text) => {
    expect(findMisstatements(text).length).toBeGreaterThan(0);
  });

  it.each([
    'Pożyczkodawca musi wtedy proporcjonalnie obniżyć wszystkie koszty pożyczki: odsetki, prowizję i inne opłaty.',
    'Całkowity koszt pożyczki maleje proporcjonalnie do okresu, o który skróciła się umowa.',
    'Odsetki za opóźnienie mają osobny limit.',
  ])('the law as it is: %s', (text) => {
    expect(findMisstatements(text)).toEqual([]);
  });
});
