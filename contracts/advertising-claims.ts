// The claims credit advertising may not make, as rules over Polish copy: the one place they are written. The
// check over every text the product shows (site/claims.test.ts) and its own tests read them from here.
// Each rule is a pattern over normalised text (lower case, no diacritics, one kind of space and dash), so case,
// missing diacritics and inflected forms ("pożyczki", "pożyczkę", "pozyczek") match alike.

/** What kind of claim a rule catches. */
export type ClaimKind =
  'registers' | 'finances' | 'resources' | 'no-refusal' | 'for-everyone' | 'regardless-of-debts' | 'certain-decision';

const DIRECTIVE =
  'Dyrektywa (UE) 2023/2225, art. 8 (zakazy w reklamie kredytu, stosowane od 20 listopada 2026 r.); projekt ustawy o kredycie konsumenckim UOKiK z lipca 2025 r.';
const UNFAIR =
  'Ustawa z 23 sierpnia 2007 r. o przeciwdziałaniu nieuczciwym praktykom rynkowym, art. 4–5 (praktyka wprowadzająca w błąd)';
const ASSESSMENT = 'ustawa z 12 maja 2011 r. o kredycie konsumenckim, art. 9 (obowiązek oceny zdolności kredytowej)';

export interface ClaimKindInfo {
  /** What the kind is, in Polish, as the failure message says it. */
  explanation: string;
  basis: string;
  /**
   * The kind as `ADVERTISING_RULES.banned` in contracts/law.ts words it, for the directive's kinds (the test keeps
   * the two lists equal); absent for the unfair-practice kinds, which predate the directive.
   */
  banned?: string;
}

export const CLAIM_KINDS: Readonly<Record<ClaimKind, ClaimKindInfo>> = {
  registers: {
    explanation:
      'Reklama nie może sugerować, że wpisy w BIK, KRD, BIG czy ERIF nie mają wpływu albo mają niewielki wpływ na ocenę wniosku.',
    basis: DIRECTIVE,
    banned: 'sugerowanie, że wpisy w rejestrach dłużników nie mają wpływu lub mają niewielki wpływ na ocenę wniosku',
  },
  finances: {
    explanation: 'Reklama nie może sugerować, że pożyczka poprawi sytuację finansową konsumenta.',
    basis: DIRECTIVE,
    banned: 'sugerowanie, że kredyt poprawi sytuację finansową konsumenta',
  },
  resources: {
    explanation:
      'Reklama nie może twierdzić, że pożyczka zwiększa zasoby, zastępuje oszczędności albo podnosi standard życia.',
    basis: DIRECTIVE,
    banned: 'twierdzenie, że kredyt zwiększa zasoby konsumenta, zastępuje oszczędności lub podnosi standard życia',
  },
  'no-refusal': {
    explanation:
      'Nie wolno obiecywać pożyczki bez odmowy ani gwarantować jej przyznania: o pożyczce decyduje pożyczkodawca po ocenie zdolności kredytowej.',
    basis: `${UNFAIR}; ${ASSESSMENT}`,
  },
  'for-everyone': {
    explanation: 'Nie wolno obiecywać pożyczki każdemu: każdy wniosek podlega ocenie zdolności kredytowej.',
    basis: `${UNFAIR}; ${ASSESSMENT}`,
  },
  'regardless-of-debts': {
    explanation:
      'Nie wolno obiecywać pożyczki bez względu na długi i wpisy w rejestrach ani nazywać oferty „pożyczką z wpisami” czy „dla zadłużonych”.',
    basis: `${UNFAIR}; ${ASSESSMENT}; ${DIRECTIVE}`,
  },
  'certain-decision': {
    explanation:
      'Czasu decyzji nie podaje się jako pewnego: to deklaracja pożyczkodawcy („zwykle”, „nawet w”), a decyzję podejmuje on sam.',
    basis: UNFAIR,
  },
};

export interface ClaimRule {
  id: string;
  kind: ClaimKind;
  /** Over `normaliseCopy` text. */
  pattern: RegExp;
  /** Why this wording is banned, in Polish. */
  explanation: string;
  /** A banned claim the rule must catch (its test plants it). */
  example: string;
}

// Pieces of patterns, over normalised text.
const CREDIT = String.raw`(?:pozycz\w*|kredyt\w*|chwilowk\w*|gotowk\w*|pieniadze|pieniedzy|oferty?|ofert)`;
const REGISTER = String.raw`(?:bik|krd|big(?:\s+infomonitor)?|erif|baz(?:y|ach|ie)?(?:\s+(?:dluznikow|danych))?|rejestr(?:u|ow|ach|y|ze)?)`;
const DEBT = String.raw`(?:wpis\w*|zaleglosc\w*|dlug\w*|komornik\w*|zadluzeni\w*|opoznien\w*|(?:negatywn|zl|sl)\w*\s+histori\w*)`;
const GAP = (words: number) => String.raw`(?:[\w,]+\s+){0,${words}}?`;
const HEDGE = String.raw`(?:nawet|zwykle|zazwyczaj|czesto|najczesciej|srednio|przewaznie|reguly|zwyczajowo|moze|mozliwa|mozliwe)`;

const rule = (id: string, kind: ClaimKind, source: string, explanation: string, example: string): ClaimRule => ({
  id,
  kind,
  pattern: new RegExp(source),
  explanation,
  example,
});

export const CLAIM_RULES: readonly ClaimRule[] = [
  // --- Registers of debts (BIK, KRD, BIG, ERIF) ---
  rule(
    'nie-sprawdza-rejestrow',
    'registers',
    String.raw`\bnie\s+(?:sprawdza\w*|weryfikuj\w*|zaglada\w*|pyta\w*)\s+(?:(?:w|ani|i|oraz|do)\s+)?${REGISTER}\b`,
    '„Nie sprawdza BIK” jako zaleta sugeruje, że wpisy nie mają znaczenia. Rejestry sprawdzane przez pożyczkodawcę podaje się jako dane („Sprawdza BIK: nie”).',
    'Nie sprawdza BIK ani KRD',
  ),
  rule(
    'bez-rejestrow',
    'registers',
    String.raw`\bbez\s+(?:(?:sprawdzania|sprawdzenia|weryfikacji|zagladania)\s+(?:w\s+)?)?${REGISTER}\b`,
    '„Bez BIK”, „bez sprawdzania baz” sugeruje, że wpisy nie wpływają na ocenę wniosku.',
    'Chwilówka bez BIK i bez baz dłużników',
  ),
  rule(
    'wpisy-bez-znaczenia',
    'registers',
    String.raw`\b(?:${DEBT}|${REGISTER})[^.!?]{0,50}\bnie\s+(?:ma|maja|stanowi|stanowia|sa)\s+(?:zadnego\s+|wiekszego\s+)?(?:znaczenia|wplywu|przeszkod\w*|problemem|problemu)`,
    'Twierdzenie, że wpisy lub długi nie mają znaczenia dla decyzji, jest zakazane.',
    'Wpisy w BIK nie mają znaczenia',
  ),
  rule(
    'nie-ma-znaczenia-czy',
    'registers',
    String.raw`\bnie\s+(?:ma|maja)\s+znaczenia,?\s+(?:czy|ze|jesli)\s+[^.!?]{0,40}\b(?:${DEBT}|${REGISTER})`,
    'Twierdzenie, że wpisy lub długi nie mają znaczenia dla decyzji, jest zakazane.',
    'Nie ma znaczenia, czy masz wpis w KRD.',
  ),
  rule(
    'niewielki-wplyw',
    'registers',
    String.raw`\b(?:${DEBT}|${REGISTER})[^.!?]{0,50}\b(?:niewielki|maly|znikomy|minimalny|zaden|zadnego)\w*\s+wplyw`,
    'Reklama nie może sugerować, że wpisy mają niewielki wpływ na ocenę wniosku.',
    'Zaległości w KRD mają niewielki wpływ na decyzję',
  ),
  rule(
    'mimo-wpisow',
    'registers',
    String.raw`\b(?:mimo|pomimo|nawet\s+(?:z|przy)|(?:takze|rowniez|tez)\s+(?:z|przy|dla\s+osob\s+z))\s+${GAP(2)}${DEBT}`,
    '„Mimo wpisów”, „także przy zaległościach” sugeruje, że długi nie przeszkadzają w dostaniu pożyczki.',
    'Rozpatruje wnioski mimo zaległości w spłatach',
  ),
  rule(
    'akceptuje-wpisy',
    'registers',
    String.raw`\b(?:akceptuj\w*|zaakceptuj\w*|toleruj\w*|przymyka\w*\s+oko\s+na)\s+${GAP(4)}${DEBT}`,
    '„Akceptuje wpisy” sugeruje, że wpisy nie wpływają na ocenę wniosku.',
    'Akceptujemy wpisy w BIK/KRD',
  ),

  // --- The consumer's finances, resources, savings, standard of living ---
  rule(
    'poprawi-finanse',
    'finances',
    String.raw`\b${CREDIT}\b[^.!?]{0,50}?\b(?:popraw\w*|polepsz\w*|podreperuj\w*|uratuj\w*|ratuj\w*|rozwiaz\w*|uzdrow\w*|ustabilizuj\w*)\s+${GAP(2)}(?:sytuacj\w*|finans\w*|budzet\w*|problem\w*|klopot\w*|kondycj\w*)`,
    'Pożyczka nie poprawia sytuacji finansowej: to dług, który trzeba oddać z kosztami.',
    'Pożyczka poprawi Twoją sytuację finansową',
  ),
  rule(
    'wyjscie-z-dlugow',
    'finances',
    String.raw`\b(?:wyjd\w*|wyjsc\w*|uwolnij\w*|uwolnic|pozbadz\w*|pozbedziesz|wyrwij\w*)\s+(?:sie\s+)?(?:z\s+|od\s+)?${GAP(1)}(?:dlug\w*|zadluzeni\w*|spirali\w*|tarapat\w*|klopot\w*)`,
    'Reklama pożyczki nie może sugerować, że pozwoli wyjść z długów.',
    'Weź chwilówkę i wyjdź z długów',
  ),
  rule(
    'sposob-na-dlugi',
    'finances',
    String.raw`\b(?:sposob\w*|recept\w*|lekarstw\w*|ratunek|ratunkiem)\s+na\s+${GAP(1)}(?:dlug\w*|zadluzeni\w*|klopot\w*|problem\w*\s+finansow\w*|brak\s+pieniedzy)`,
    'Pożyczka przedstawiona jako sposób na długi sugeruje poprawę sytuacji finansowej.',
    'Pożyczka to najlepszy sposób na długi',
  ),
  rule(
    'zwieksza-zasoby',
    'resources',
    String.raw`\b(?:zwieksz\w*|powieksz\w*|podwoj\w*|poszerz\w*)\s+${GAP(2)}(?:budzet\w*|zasob\w*|mozliwosc\w*\s+finansow\w*|sile\s+nabywcz\w*|dochod\w*|portfel\w*|srodk\w*|oszczednosc\w*)`,
    'Pożyczka nie zwiększa zasobów konsumenta: pieniądze trzeba oddać z kosztami.',
    'Pożyczka zwiększy Twój budżet',
  ),
  rule(
    'dodatkowa-gotowka',
    'resources',
    String.raw`\b(?:dodatkow\w*\s+(?:gotowk\w*|pieniadz\w*|pieniedz\w*|fundusz\w*|kas[aeyi]\b|zastrzyk\w*)|zastrzyk\w*\s+(?:gotowk\w*|pieniedzy|finansow\w*))`,
    '„Dodatkowa gotówka”, „zastrzyk pieniędzy” przedstawia dług jak przychód, czyli jak wzrost zasobów.',
    'Dodatkowa gotówka na wszystko',
  ),
  rule(
    'zamiast-oszczedzania',
    'resources',
    String.raw`\b(?:(?:zamiast|bez)\s+(?:dlugiego\s+)?(?:oszczedza\w*|odkladani\w*|zbierani\w*)|nie\s+musisz\s+(?:juz\s+)?(?:oszczedzac|odkladac|zbierac)|(?:forma|sposob|rodzaj|alternatyw\w*\s+dla|zamiennik\w*)\s+${GAP(1)}oszczedz\w*|(?:zastepuj\w*|zastapi\w*)\s+${GAP(1)}oszczednos\w*)`,
    'Pożyczka nie jest formą oszczędzania i nie zastępuje oszczędności.',
    'Pożyczka zamiast oszczędzania',
  ),
  rule(
    'standard-zycia',
    'resources',
    String.raw`\b(?:(?:podni\w*|popraw\w*|podwyzsz\w*|zwieksz\w*)\s+${GAP(2)}(?:standard\w*|poziom\w*|jakosc\w*|komfort\w*)\s+${GAP(1)}zycia|(?:zyj|zyc|zyjesz)\s+${GAP(1)}(?:lepiej|wygodniej|na\s+wyzszym\s+poziomie)|spelni\w*\s+${GAP(1)}marzen\w*|stac\s+cie\s+na\s+wiecej|pozwol\w*\s+sobie\s+na\s+wiecej)`,
    'Reklama nie może twierdzić, że pożyczka podnosi standard życia.',
    'Podnieś swój standard życia z naszą pożyczką',
  ),

  // --- Promises of credit without refusal, to anyone, regardless of debts ---
  rule(
    'bez-odmowy',
    'no-refusal',
    String.raw`\bbez\s+odmow\w*`,
    '„Bez odmowy” obiecuje pożyczkę, której nikt nie może obiecać.',
    'Pożyczka bez odmowy',
  ),
  rule(
    'gwarancja-pozyczki',
    'no-refusal',
    String.raw`\b(?:gwaran\w*|pewn[aey]|pewnosc\w*|100\s*%|stuprocentow\w*)\s+${GAP(2)}(?:przyzna\w*|akceptac\w*|pozytywn\w*|pozycz\w*|kredyt\w*|wyplat\w*|finansowani\w*)`,
    'Gwarancja przyznania pożyczki jest obietnicą bez pokrycia: decyduje pożyczkodawca po ocenie zdolności kredytowej.',
    'Gwarantowana pożyczka, 100% przyznawalności',
  ),
  rule(
    'zawsze-przyznajemy',
    'no-refusal',
    String.raw`\b(?:zawsze|kazdemu|kazdy\s+wniosek)\s+${GAP(2)}(?:przyzna\w*|(?:za)?akcept\w*|pozyczaj\w*|pozyczymy|udziel\w*|zatwierdz\w*|pozytywn\w*)|\bnie\s+odmawia\w*`,
    'Obietnica, że każdy wniosek zostanie przyjęty, jest zakazana.',
    'Każdy wniosek zostanie zaakceptowany, nie odmawiamy nikomu',
  ),
  rule(
    'dla-kazdego',
    'for-everyone',
    String.raw`\b${CREDIT}\s+${GAP(4)}(?<!nie\s(?:jest|sa)\s)dla\s+(?:kazdego|wszystkich|kazdej\s+osoby)\b`,
    '„Pożyczka dla każdego” obiecuje pożyczkę niezależnie od oceny zdolności kredytowej.',
    'Pożyczki dla każdego',
  ),
  rule(
    'kazdy-dostanie',
    'for-everyone',
    String.raw`\bkazdy\s+(?:dostanie|otrzyma|moze\s+(?:dostac|otrzymac|wziac))\b`,
    'Obietnica, że każdy dostanie pożyczkę, jest zakazana.',
    'Każdy dostanie pieniądze',
  ),
  rule(
    'niezaleznie-od-dlugow',
    'regardless-of-debts',
    String.raw`\b(?:niezaleznie|bez\s+wzgledu)\s+(?:od|na)\s+${GAP(2)}(?:${DEBT}|${REGISTER}|histori\w*|zdolnos\w*|sytuacj\w*)`,
    'Obietnica pożyczki bez względu na długi lub historię jest zakazana.',
    'Pożyczka niezależnie od historii w BIK',
  ),
  rule(
    'pozyczka-z-wpisami',
    'regardless-of-debts',
    String.raw`\b${CREDIT}\s+${GAP(2)}(?:(?:dla\s+(?:osob\s+)?)?(?:z|ze)\s+(?:wpisami|wpisem|dlugami|komornikiem|zadluzeniem|zaleglosciami|(?:negatywn|zl|sl)\w+\s+histori\w+)|dla\s+(?:zadluzonych|dluznikow|osob\s+zadluzonych))\b`,
    '„Pożyczka z wpisami”, „dla zadłużonych” obiecuje pożyczkę bez względu na długi.',
    'Pożyczki z wpisami w KRD i dla zadłużonych',
  ),

  // --- Decision times stated as certain ---
  rule(
    'pewny-czas-decyzji',
    'certain-decision',
    String.raw`(?<!\b${HEDGE}\s(?:\w+\s){0,2})\bdecyzj\w*\s+(?:(?!${HEDGE}\b)\w+\s+){0,2}?(?:w|po|do|w\s+ciagu|juz\s+w|od)\s+(?:\d+|kilk\w*|kilkanasc\w*|jedn\w*|pare|reki|chwil\w*|moment\w*)\b`,
    'Czas decyzji podany jako pewny: decyzję podejmuje pożyczkodawca, a czas to jego deklaracja („zwykle w 15 minut”, „nawet w 15 minut”).',
    'Decyzja w 15 minut',
  ),
  rule(
    'natychmiastowa-decyzja',
    'certain-decision',
    String.raw`(?<!\b${HEDGE}\s(?:\w+\s){0,2})\b(?:natychmiastow\w*|blyskawiczn\w*|ekspresow\w*)\s+decyzj\w*`,
    'Natychmiastowa decyzja podana jako pewna: czas decyzji zależy od pożyczkodawcy.',
    'Natychmiastowa decyzja online',
  ),
];

/**
 * Lower case, no diacritics (ł too), a line break as the end of a sentence, every space a plain space, every dash a
 * hyphen.
 */
export function normaliseCopy(text: string): string {
  return (
    text
      .replace(/[łŁ]/g, 'l')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[\u00ad\u200b\u2060]/g, '')
      // A line break ends a block (a heading, a table cell): no claim is read across it.
      .replace(/[^\S\n]*\n\s*/g, '. ')
      .replace(/[\s\u00a0\u2007\u2009\u200a\u202f]+/g, ' ')
      .replace(/[\u2010-\u2015\u2212]/g, '-')
      .trim()
  );
}

/** Text in quotation marks, „…” as Polish writes it (or "…", «…»): a phrase mentioned, not claimed. */
const QUOTED = /„[^„”“"]*[”“"]|«[^«»]*»|"[^"]*"|“[^“”]*”/g;

export interface ClaimFinding {
  rule: ClaimRule;
  /** The matched words, normalised. */
  match: string;
  /** Some words around the match, normalised, for the failure message. */
  excerpt: string;
}

export interface ClaimOptions {
  /**
   * Prose may quote a banned phrase to warn against it („pożyczka bez BIK i KRD dla każdego” is a warning sign):
   * quoted text is then left out. Names, headings, titles, meta descriptions, link texts and highlights stand
   * alone, so there a quotation is still a claim (the default).
   */
  prose?: boolean;
}

/** Every banned claim `text` makes, by rule order; empty when it makes none. */
export function findClaims(text: string, options: ClaimOptions = {}): ClaimFinding[] {
  const quotesLeft = options.prose ? text.replace(QUOTED, ' (cytat) ') : text;
  const normal = normaliseCopy(quotesLeft);
  const findings: ClaimFinding[] = [];
  for (const r of CLAIM_RULES) {
    const found = r.pattern.exec(normal);
    if (!found) continue;
    const from = Math.max(0, found.index - 40);
    const to = Math.min(normal.length, found.index + found[0].length + 40);
    findings.push({
      rule: r,
      match: found[0],
      excerpt: `${from > 0 ? '…' : ''}${normal.slice(from, to)}${to < normal.length ? '…' : ''}`,
    });
  }
  return findings;
}

/** One line per finding, for a test's failure message: where, the rule, the words and why. */
export function describeFindings(where: string, findings: readonly ClaimFinding[]): string[] {
  return findings.map(
    (f) =>
      `${where}: [${f.rule.kind}/${f.rule.id}] „${f.match}” in „${f.excerpt}” – ${f.rule.explanation} (${CLAIM_KINDS[f.rule.kind].basis})`,
  );
}

// --- Copy that misstates the law ---------------------------------------------------------------------------------

/** A statement of the law that is wrong, as a pattern over normalised text; checked over the same copy. */
export interface MisstatementRule {
  id: string;
  pattern: RegExp;
  /** What the law says instead, in Polish. */
  explanation: string;
  basis: string;
  example: string;
}

const EARLY_REPAYMENT =
  'Ustawa z 12 maja 2011 r. o kredycie konsumenckim, art. 49; wyrok TSUE z 11 września 2019 r., C-383/18 (Lexitor)';

export const MISSTATEMENT_RULES: readonly MisstatementRule[] = [
  {
    id: 'splata-tylko-koszty-zalezne-od-czasu',
    pattern: /\bkoszt\w*\s+(?:[\w,]+\s+){0,3}?zalezn\w*\s+od\s+(?:czasu|okresu|dlugosci)/,
    explanation:
      'Przy wcześniejszej spłacie maleją proporcjonalnie wszystkie koszty pożyczki, także prowizja pobrana z góry, a nie tylko koszty zależne od czasu.',
    basis: EARLY_REPAYMENT,
    example: 'Odsetki i inne koszty zależne od czasu trwania umowy zostaną wtedy proporcjonalnie obniżone.',
  },
  {
    id: 'splata-tylko-odsetki',
    pattern:
      /\b(?:obniz\w*|zwrac\w*|zwroc\w*|zwrot\w*|oddaj\w*|odda\b|maleja?)\s+(?:[\w,]+\s+){0,3}?(?:tylko|jedynie|wylacznie)\s+odsetk\w*/,
    explanation: 'Przy wcześniejszej spłacie pożyczkodawca obniża wszystkie koszty, nie tylko odsetki.',
    basis: EARLY_REPAYMENT,
    example: 'Przy wcześniejszej spłacie pożyczkodawca zwróci tylko odsetki.',
  },
  {
    id: 'prowizja-bezzwrotna',
    pattern:
      /\bprowizj\w*\s+(?:[\w,]+\s+){0,3}?(?:nie\s+(?:podlega\s+zwrotowi|jest\s+zwracan\w*|zostanie\s+zwrocon\w*|wraca)|(?:jest\s+)?bezzwrotn\w*)/,
    explanation: 'Prowizja maleje przy wcześniejszej spłacie proporcjonalnie do skrócenia umowy.',
    basis: EARLY_REPAYMENT,
    example: 'Prowizja nie podlega zwrotowi przy wcześniejszej spłacie.',
  },
];

/** Every statement of `text` that misstates the law. */
export function findMisstatements(text: string): { rule: MisstatementRule; match: string }[] {
  const normal = normaliseCopy(text);
  return MISSTATEMENT_RULES.flatMap((rule) => {
    const found = rule.pattern.exec(normal);
    return found ? [{ rule, match: found[0] }] : [];
  });
}
