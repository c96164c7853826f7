// Polish copy of the home page sections, the partner programme, the partners list and the transition page, plus
// the footer disclaimer. Figures that depend on the offers are computed from OFFERS so they never drift.
import { loanFigures, quoteLoan, termInDays, type Offer } from '../../contracts/offer';
import { LOAN_LIMITS } from '../../contracts/loan-limits';
import { DAYS, formatPln, MONTHS, pluralPl } from '../../contracts/format';
import { SHORT_NAME } from '../brand';
import type { Stage } from '../../widgets/HowItWorks/HowItWorks';
import type { FaqItem } from './categories';
import { formatPct } from '../../contracts/format';
import { SHOWN_OFFERS as OFFERS, SITE_PRICING_LAW } from '../build-law';

const FREE = formatPln(0);
const MIN_AMOUNT = Math.min(...OFFERS.map((o) => o.amount.min));
const MAX_AMOUNT = Math.max(...OFFERS.map((o) => o.amount.max));
const FASTEST_DECISION = Math.min(...OFFERS.map((o) => o.decisionMinutes));

// --- Home -----------------------------------------------------------------------------------------------------

export const HOME_PAGE = {
  howItWorks: {
    title: 'Jak to działa',
    intro: 'Od wyboru kwoty do przelewu na konto. Przy każdym kroku piszemy, kto go wykonuje.',
    steps: [
      {
        title: 'Wybierz kwotę i okres',
        who: 'Ty',
        icon: 'sliders',
        text: `Ustaw na suwakach, ile chcesz pożyczyć – od ${formatPln(MIN_AMOUNT)} do ${formatPln(MAX_AMOUNT)} – i na jak długo.`,
      },
      {
        title: 'Odpowiedz na kilka pytań',
        who: 'Ty',
        icon: 'form',
        text: 'Kwota, okres i data urodzenia wystarczą: najpierw pokażemy najtańsze oferty na Twoją kwotę i okres, a firmy, które nie pożyczają osobom w Twoim wieku, na końcu. Nie pytamy o PESEL ani numer konta.',
      },
      {
        title: 'Porównaj i wybierz ofertę',
        who: `${SHORT_NAME} i Ty`,
        icon: 'compare',
        text: 'Przy każdej ofercie widzisz RRSO, całkowity koszt i kwotę do zapłaty. Wybierasz tę, która Ci odpowiada.',
      },
      {
        title: 'Odbierz przelew',
        who: 'Pożyczkodawca',
        icon: 'transfer',
        text: 'Składasz wniosek na stronie pożyczkodawcy; jeśli go przyjmie, podpisujesz umowę, a pieniądze trafiają na Twoje konto.',
      },
    ] satisfies Stage[],
    note: `Za porównanie nie płacisz. ${SHORT_NAME} nie udziela pożyczek: umowę zawierasz bezpośrednio z wybranym pożyczkodawcą.`,
  },
  faq: {
    title: 'Najczęściej zadawane pytania',
    items: [
      {
        q: `Czy korzystanie z serwisu ${SHORT_NAME} jest płatne?`,
        a: 'Nie. Porównanie ofert i złożenie wniosku nic Cię nie kosztuje. Za przekierowanie klienta płacą nam pożyczkodawcy, a koszt pożyczki jest dla Ciebie taki sam jak przy wniosku złożonym bezpośrednio u nich.',
      },
      {
        q: `Czy ${SHORT_NAME} udziela pożyczek?`,
        a: 'Nie. Jesteśmy porównywarką: zbieramy oferty w jednym miejscu i pomagamy wybrać najlepszą. Umowę zawierasz bezpośrednio z wybranym pożyczkodawcą i to on decyduje o przyznaniu pożyczki.',
      },
      {
        q: 'Co to jest RRSO i dlaczego jest takie wysokie przy chwilówkach?',
        a: 'RRSO, czyli rzeczywista roczna stopa oprocentowania, pokazuje wszystkie koszty pożyczki w przeliczeniu na cały rok. Przy pożyczce na 30 dni nawet niewielki koszt daje wysokie RRSO, dlatego krótkie pożyczki najlepiej porównywać całkowitym kosztem w złotówkach.',
      },
      {
        q: 'Kto może wziąć pożyczkę?',
        a: 'Pełnoletnia osoba z dowodem osobistym, numerem PESEL, kontem w polskim banku i polskim numerem telefonu. Wiele firm pożycza także obcokrajowcom, którzy mieszkają w Polsce i mają PESEL.',
      },
      {
        q: 'Jak szybko dostanę pieniądze?',
        a: `Decyzja zapada zwykle w ${FASTEST_DECISION}–30 minut. Po podpisaniu umowy przelew dociera nawet w kilka minut, jeśli Twój bank obsługuje przelewy natychmiastowe, a najpóźniej następnego dnia roboczego.`,
      },
      {
        q: 'Czy wniosek wpłynie na moją historię w BIK?',
        a: 'Porównanie ofert w naszym serwisie nie zostawia śladu w BIK. Gdy złożysz wniosek u pożyczkodawcy, który sprawdza BIK, pojawi się tam zapytanie kredytowe. Dlatego lepiej wybrać jedną lub dwie dobrze dopasowane oferty niż składać wnioski wszędzie.',
      },
    ] satisfies FaqItem[],
  },
  partners: {
    title: 'Porównujemy oferty sprawdzonych pożyczkodawców',
    text: 'Współpracujemy wyłącznie z firmami wpisanymi do rejestru instytucji pożyczkowych prowadzonego przez KNF.',
  },
};

// --- Partner programme (/partner/) ----------------------------------------------------------------------------

/** What we pay affiliates (invented, in złoty). */
export const AFFILIATE_RATES = {
  /** Per lead a lender accepted (its postback approves the conversion); there is no SMS step. */
  cplZl: 12,
  /** Per first short-term loan granted to a lead. */
  cpsShortZl: 90,
  /** Per instalment loan granted to a lead. */
  cpsInstalmentZl: 150,
  /** How long a visitor stays attributed to the partner after the click. */
  cookieDays: 30,
  /** Lenders confirm granted loans within this many days; we pay after that. */
  validationDays: 30,
} as const;

export const PARTNER_PAGE = {
  title: `Program partnerski – ${SHORT_NAME}`,
  description: `Zarabiaj na polecaniu pożyczek: ${formatPln(AFFILIATE_RATES.cplZl)} za wniosek przyjęty przez pożyczkodawcę i do ${formatPln(AFFILIATE_RATES.cpsInstalmentZl)} za udzieloną pożyczkę. Gotowe widżety, panel partnera z wynikami, rozliczenie co miesiąc.`,
  h1: `Program partnerski ${SHORT_NAME}`,
  lead: 'Masz stronę, blog albo kanał o finansach? Polecaj porównywarkę pożyczek i zarabiaj na każdym wniosku, który do nas trafi.',
  about: [
    `Program partnerski to współpraca dla właścicieli stron i twórców, którzy piszą o finansach osobistych. Umieszczasz u siebie link albo nasz widżet z listą ofert, a my płacimy za każdego użytkownika, który złoży wniosek lub dostanie pożyczkę.`,
    'Widżet pokazuje aktualne oferty z RRSO i całkowitym kosztem, więc Twoi czytelnicy dostają rzetelne porównanie, a Ty nie musisz niczego aktualizować ręcznie.',
  ],
  rates: {
    title: 'Ile zarabiasz',
    items: [
      {
        model: 'CPL',
        amount: formatPln(AFFILIATE_RATES.cplZl),
        text: 'za każdy wniosek, który pożyczkodawca przyjął i potwierdził nam w swoim systemie.',
      },
      {
        model: 'CPS',
        amount: formatPln(AFFILIATE_RATES.cpsShortZl),
        text: 'za pierwszą udzieloną pożyczkę krótkoterminową.',
      },
      {
        model: 'CPS',
        amount: formatPln(AFFILIATE_RATES.cpsInstalmentZl),
        text: 'za udzieloną pożyczkę ratalną.',
      },
    ],
    note: `Model rozliczenia (CPL albo CPS) zależy od pożyczkodawcy, do którego trafia wniosek. Konwersję wstrzymujemy do wyjaśnienia, gdy nasze automatyczne kontrole wykryją np. tę samą osobę z kilku źródeł; powód widzisz w panelu partnera. Użytkownik jest przypisany do Ciebie przez ${pluralPl(AFFILIATE_RATES.cookieDays, DAYS)} od kliknięcia.`,
  },
  payouts: {
    title: 'Jak i kiedy wypłacamy',
    items: [
      `Rozliczamy się raz w miesiącu. Wynagrodzenie za dany miesiąc wypłacamy do 15. dnia kolejnego miesiąca.`,
      `Pożyczkodawcy potwierdzają udzielone pożyczki w ciągu ${pluralPl(AFFILIATE_RATES.validationDays, DAYS)}, dlatego prowizje CPS trafiają do wypłaty po tym czasie.`,
      'Po zakończeniu miesiąca w panelu partnera znajdziesz zestawienie konwersji zaakceptowanych w tym miesiącu i kwotę do wypłaty; po przelewie zestawienie ma stan „wypłacone”.',
      'Firmy wystawiają fakturę, a osoby bez działalności gospodarczej podpisują z nami umowę i otrzymują rachunek. Przelew wysyłamy na konto w polskim banku.',
    ],
  },
  traffic: {
    allowedTitle: 'Dozwolone źródła ruchu',
    allowed: [
      'Własne strony internetowe, blogi i porównania (SEO, artykuły, poradniki)',
      'Profile i kanały w mediach społecznościowych, zgodnie z ich regulaminami',
      'Newslettery wysyłane do osób, które wyraziły na to zgodę',
      'Kampanie Google Ads i Meta Ads, bez licytowania nazw pożyczkodawców ani naszej marki',
      'Powiadomienia push wysyłane osobom, które je zaakceptowały',
    ],
    forbiddenTitle: 'Zakazane źródła i praktyki',
    forbidden: [
      'Spam: e-maile, SMS-y i telefony do osób, które nie wyraziły zgody',
      'Wprowadzające w błąd hasła, np. „gwarantowana pożyczka bez BIK”, „100% przyznawalności” czy „pożyczka bez weryfikacji”',
      'Podszywanie się pod pożyczkodawców, banki lub nasz serwis',
      'Ruch motywowany, czyli płacenie użytkownikom za kliknięcia lub wnioski',
      'Automatyczny ruch, boty, wymuszanie plików cookie i ukryte ramki',
      'Strony z treściami dla dorosłych, hazardem lub nielegalnym oprogramowaniem oraz reklama kierowana do osób niepełnoletnich',
      'Fałszywe opinie i rankingi',
    ],
    note: 'Wnioski z zakazanych źródeł nie są rozliczane, a konto partnera może zostać zablokowane bez wypłaty.',
  },
  start: {
    title: 'Jak zacząć',
    steps: [
      {
        title: 'Zarejestruj się',
        text: 'Wypełnij formularz i podaj adresy stron lub kanałów, na których chcesz nas polecać.',
      },
      { title: 'Poczekaj na akceptację', text: 'Sprawdzamy każde zgłoszenie w ciągu 2 dni roboczych.' },
      {
        title: 'Wstaw widżet',
        text: 'W panelu partnera przygotujesz kod widżetu z Twoim identyfikatorem i sub-id, a także ustawisz postback do swojego trackera.',
      },
      {
        title: 'Śledź wyniki',
        text: 'Kliknięcia, rejestracje, konwersje i zarobek widzisz w panelu partnera dzień po dniu i według sub-id; co miesiąc dostajesz tam zestawienie do wypłaty.',
      },
    ],
    cta: 'Dołącz do programu',
  },
  faq: {
    title: 'Pytania partnerów',
    items: [
      {
        q: 'Kto może zostać partnerem?',
        a: 'Firmy oraz pełnoletnie osoby prywatne, które mają własną stronę, blog, kanał lub listę mailingową z zebranymi zgodami.',
      },
      {
        q: 'Kiedy wniosek jest rozliczany?',
        a: 'Gdy pożyczkodawca przyjmie go i potwierdzi nam w swoim systemie, a nasze automatyczne kontrole go nie wstrzymają. Nie wymagamy potwierdzenia numeru telefonu kodem SMS.',
      },
      {
        q: 'Czy muszę mieć dużą stronę?',
        a: 'Nie. Liczy się jakość ruchu, a nie jego wielkość. Mniejsze serwisy tematyczne często mają lepszą konwersję niż duże portale.',
      },
      {
        q: 'Czy mogę reklamować się w Google Ads?',
        a: 'Tak, pod warunkiem że nie licytujesz nazw pożyczkodawców ani naszej marki, a reklamy spełniają zasady Google dotyczące usług finansowych, w tym zawierają przykład reprezentatywny.',
      },
      {
        q: 'Jak wstawić widżet na stronę?',
        a: 'Wklejasz w kod strony krótki skrypt z panelu partnera oraz znacznik w miejscu, w którym ma się pojawić widżet. Panel mówi przy każdym widżecie, dokąd prowadzi czytelnika. Widżet sam się aktualizuje i nie zmienia wyglądu reszty strony.',
      },
    ] satisfies FaqItem[],
  },
};

// --- Partners list (/partners-list/) --------------------------------------------------------------------------

export const PARTNERS_LIST_PAGE = {
  title: `Nasi partnerzy – ${SHORT_NAME}`,
  description:
    'Lista firm pożyczkowych, których oferty porównujemy: dane spółek, rok założenia i adresy stron. Sprawdź, z kim podpiszesz umowę, zanim złożysz wniosek.',
  h1: 'Nasi partnerzy',
  intro: [
    `Poniżej znajdziesz wszystkie firmy, których oferty pokazujemy w serwisie ${SHORT_NAME}. Przy każdej podajemy pełną nazwę spółki, rok założenia i adres strony, na której złożysz wniosek.`,
    'Współpracujemy tylko z instytucjami pożyczkowymi wpisanymi do rejestru Komisji Nadzoru Finansowego. Zanim podpiszesz umowę, przeczytaj formularz informacyjny i sprawdź, czy dane firmy zgadzają się z tymi na liście.',
  ],
} as const;

// --- Transition (/transition/): in its own light module, since the page's client chunk needs it ----------------

export { countdownText, TRANSITION_PAGE, TRANSITION_SECONDS } from './transition';

// --- Footer ---------------------------------------------------------------------------------------------------

const termText = (term: number, unit: Offer['term']['unit']): string => pluralPl(term, unit === 'days' ? DAYS : MONTHS);

/** The amounts the sliders offer (every step of LOAN_LIMITS), moved into what the offer lends, as a card moves them. */
export function cardAmounts(offer: Pick<Offer, 'amount' | 'term'>): number[] {
  const { min, max, step } = LOAN_LIMITS.amount;
  const amounts = new Set<number>();
  for (let amount = min; amount <= max; amount += step) amounts.add(quoteLoan(offer, amount, offer.term.min).amount);
  return [...amounts];
}

/** A loan a card can show and its RRSO, priced for a paying customer (a free first loan is 0%). */
export interface CardLoan {
  offer: Offer;
  amount: number;
  term: number;
  rrsoPct: number;
}

/**
 * The highest RRSO a lender card can show: every offer at every amount the sliders reach, for the shortest term it
 * lends (a fixed commission over fewer days weighs more a year), priced for a paying customer. The footer says this
 * figure; site/content/footer-rrso.test.ts prices every term a card can show and finds none higher.
 */
export function highestCardRrso(offers: readonly Offer[]): CardLoan {
  let best: CardLoan | null = null;
  for (const offer of offers) {
    for (const amount of cardAmounts(offer)) {
      const { rrsoPct } = loanFigures(offer, amount, offer.term.min, SITE_PRICING_LAW, { firstLoan: false });
      if (!best || rrsoPct > best.rrsoPct) best = { offer, amount, term: offer.term.min, rrsoPct };
    }
  }
  if (!best) throw new Error('the footer needs at least one offer');
  return best;
}

/**
 * The disclaimer every page ends with; its figures come from OFFERS and the cost model: the terms, the highest RRSO
 * a card can show (with the loan it is for) and that offer's representative example in full.
 */
export function footerDisclaimer(offers: readonly Offer[]): string {
  const shortest = offers.reduce((a, b) =>
    termInDays(b.term.min, b.term.unit) < termInDays(a.term.min, a.term.unit) ? b : a,
  );
  const longest = offers.reduce((a, b) =>
    termInDays(b.term.max, b.term.unit) > termInDays(a.term.max, a.term.unit) ? b : a,
  );
  const highest = highestCardRrso(offers);
  return (
    `${SHORT_NAME} jest porównywarką ofert pożyczek. Nie udzielamy pożyczek i nie pobieramy od Ciebie żadnych opłat. ` +
    'Decyzję o udzieleniu pożyczki podejmuje pożyczkodawca po ocenie Twojej zdolności kredytowej. ' +
    'Za przekierowanie klientów otrzymujemy wynagrodzenie od pożyczkodawców; nie wpływa ono na koszt Twojej pożyczki. ' +
    `Okres spłaty pożyczek w serwisie: od ${termText(shortest.term.min, shortest.term.unit)} ` +
    `do ${termText(longest.term.max, longest.term.unit)}. RRSO zależy od kwoty i okresu: najwyższe, jakie może pokazać karta oferty, wynosi ${formatPct(highest.rrsoPct)} ` +
    `(${highest.offer.name}, ${formatPln(highest.amount)} na ${termText(highest.term, highest.offer.term.unit)}, kolejna pożyczka). ` +
    `${highest.offer.representativeExample} ` +
    `Pierwsza pożyczka za ${FREE} dotyczy wyłącznie nowych klientów wybranych firm, w granicach podanej kwoty i okresu.`
  );
}

export const FOOTER_DISCLAIMER = footerDisclaimer(OFFERS);
