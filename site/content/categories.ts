// Polish copy of the nine loan category pages (SPEC §2, meta ids 3–11), which share one template. Which offers a
// page lists comes from each offer's `categories`; `eligible` says which offers may be listed there at all.
import { loanFigures, termInDays, type Offer } from '../../contracts/offer';
import { formatPln } from '../../contracts/format';
import { SHORT_NAME } from '../brand';
import { ROUTES } from '../routes';
import { formatGrosze, formatPct } from '../../contracts/format';
import { SHOWN_OFFERS as OFFERS, SITE_PRICING_LAW } from '../build-law';

export interface FaqItem {
  q: string;
  a: string;
}

export interface CategoryPage {
  metaId: number;
  path: string;
  h1: string;
  /**
   * The page's short name: its <title> before the site's name, and its label where categories are offered (the partner
   * snippet builder).
   */
  name: string;
  /** For <title>, ending with the short name. */
  title: string;
  /** Meta description, 120–160 characters. */
  description: string;
  intro: readonly [string, string];
  faq: readonly FaqItem[];
  /**
   * The loan the page is about, where it is about one (in days): its sliders, offer count and cards start there,
   * moved inside what the page's offers lend (`categoryLoan`). Left out, the site's default loan.
   */
  loan?: { amount?: number; termDays?: number };
  filter: {
    /** Shown above the list: which offers the page lists. */
    text: string;
    /** What an offer must offer to be listed here; checked against every offer's `categories` in tests. */
    eligible: (offer: Offer) => boolean;
  };
}

function pathOf(metaId: number): string {
  const route = ROUTES.find((r) => r.metaId === metaId);
  if (!route) throw new Error(`no route for category meta id ${metaId}`);
  return route.path;
}

/** A page's short name and the <title> made of it, so the two never differ. */
const named = (name: string): { name: string; title: string } => ({ name, title: `${name} – ${SHORT_NAME}` });

/** Category 8 is about one repayment after 30 days. */
const THIRTY_DAYS = 30;
/** Category 11 is about borrowing 1 000 zł. */
const THOUSAND = 1000;

const lendsFor30Days = (o: Offer) =>
  o.kind === 'short' &&
  termInDays(o.term.min, o.term.unit) <= THIRTY_DAYS &&
  termInDays(o.term.max, o.term.unit) >= THIRTY_DAYS;

// Worked examples in the copy are priced by the cost model, so they cannot drift from the offers.
// The samples are offers the site shows under the law of the day: the usual ones, else the first shown offer that
// lends the loan the sentence names, so a rate change that retires one never leaves the copy citing it.
const lendsLoan = (o: Offer, kind: Offer['kind'], term: number) =>
  o.kind === kind && o.amount.min <= THOUSAND && o.amount.max >= THOUSAND && o.term.min <= term && o.term.max >= term;
const sample = (id: number, kind: Offer['kind'], term: number): Offer => {
  const offer = OFFERS.find((o) => o.offer_id === id) ?? OFFERS.find((o) => lendsLoan(o, kind, term));
  if (!offer)
    throw new Error(
      `no offer shown under the law of ${SITE_PRICING_LAW.day} lends ${THOUSAND} zł for ${term} (${kind})`,
    );
  return offer;
};
const SAMPLE_SHORT = sample(105, 'short', THIRTY_DAYS);
const SAMPLE_INSTALMENT = sample(112, 'instalment', 12);
// Each figure is for the loan the sentence names (amount, term, lender), as loanFigures prices it.
const cost30 = loanFigures(SAMPLE_SHORT, THOUSAND, THIRTY_DAYS, SITE_PRICING_LAW);
const SAMPLE_MONTHS = 12;
const cost12m = loanFigures(SAMPLE_INSTALMENT, THOUSAND, SAMPLE_MONTHS, SITE_PRICING_LAW);
const FREE = formatPln(0);
const MIN_AMOUNT = Math.min(...OFFERS.map((o) => o.amount.min));
const MAX_AMOUNT = Math.max(...OFFERS.map((o) => o.amount.max));
const biggestFree = Math.max(...OFFERS.map((o) => o.firstLoanFree?.maxAmount ?? 0));

export const CATEGORIES: readonly CategoryPage[] = [
  {
    metaId: 3,
    path: pathOf(3),
    h1: 'Pożyczki online – porównaj oferty',
    ...named('Pożyczki online'),
    description: `Porównaj pożyczki online: chwilówki i pożyczki na raty od ${formatPln(MIN_AMOUNT)} do ${formatPln(MAX_AMOUNT)}. Sprawdź RRSO, całkowity koszt i warunki przed wnioskiem.`,
    intro: [
      'Zebraliśmy w jednym miejscu oferty pożyczek krótkoterminowych i ratalnych. Przy każdej pokazujemy RRSO, całkowity koszt dla wybranej kwoty i okresu oraz warunki, jakie trzeba spełnić.',
      'Porównanie jest bezpłatne i do niczego nie zobowiązuje. Wniosek składasz dopiero wtedy, gdy znajdziesz ofertę, która Ci odpowiada, a umowę podpisujesz bezpośrednio z pożyczkodawcą.',
    ],
    faq: [
      {
        q: 'Czym różni się chwilówka od pożyczki ratalnej?',
        a: 'Chwilówkę spłacasz jednorazowo, zwykle po 30–60 dniach. Pożyczkę ratalną oddajesz w miesięcznych ratach, nawet przez kilka lat. Przy większych kwotach raty są zwykle tańsze i łatwiejsze do udźwignięcia.',
      },
      {
        q: 'Na co zwrócić uwagę, porównując pożyczki?',
        a: 'Przede wszystkim na całkowity koszt i całkowitą kwotę do zapłaty, bo to konkretne złotówki, które oddasz. RRSO pomaga porównać oferty na ten sam okres. Sprawdź też, ile kosztuje przedłużenie spłaty i jakie są opłaty za opóźnienie.',
      },
      {
        q: 'Kto może wziąć pożyczkę online?',
        a: 'Osoba pełnoletnia z dowodem osobistym, numerem PESEL, kontem w polskim banku i polskim numerem telefonu. Każda firma ma też własne limity wieku, zwykle od 18 lub 20 do 70–75 lat.',
      },
      {
        q: 'Zastrzegłem PESEL. Czy dostanę pożyczkę?',
        a: 'Nie, dopóki zastrzeżenie obowiązuje, bo pożyczkodawca musi je sprawdzić przed zawarciem umowy. Możesz je cofnąć na czas składania wniosku w aplikacji mObywatel, a potem zastrzec numer ponownie.',
      },
      {
        q: 'Czy mogę spłacić pożyczkę przed terminem?',
        a: 'Tak, w każdej chwili, w całości lub w części. Całkowity koszt pożyczki maleje wtedy proporcjonalnie do okresu, o który skróciła się umowa: wszystkie koszty, także prowizja pobrana na początku, a nie tylko odsetki (art. 49 ustawy o kredycie konsumenckim, wyrok TSUE w sprawie Lexitor, C-383/18).',
      },
    ],
    filter: { text: 'Pokazujemy wszystkie oferty pożyczek, które porównujemy.', eligible: () => true },
  },
  {
    metaId: 4,
    path: pathOf(4),
    h1: 'Wpisy w BIK, KRD, BIG i ERIF a pożyczka',
    ...named('Wpisy w BIK, KRD, BIG i ERIF a pożyczka'),
    description:
      'Co oznacza wpis w BIK, KRD, BIG lub ERIF, jak pożyczkodawca ocenia wniosek osoby z zaległościami i jak bezpłatnie sprawdzić oraz poprawić swoje dane.',
    intro: [
      'Wpis w rejestrze dłużników albo opóźnienia widoczne w BIK to informacja, którą pożyczkodawca bierze pod uwagę, oceniając Twoją zdolność do spłaty. Zwykle obniża szansę na pożyczkę albo kwotę, jaką firma zechce pożyczyć, a w banku często zamyka drogę do kredytu.',
      'Nikt uczciwy nie obieca, że wpis nie będzie miał znaczenia. Poniżej wyjaśniamy, czym różnią się rejestry, jak sprawdzić, co o Tobie zawierają, i jak usunąć błędny lub nieaktualny wpis. Zanim złożysz wniosek, policz, czy dasz radę spłacić pożyczkę w terminie.',
    ],
    faq: [
      {
        q: 'Czy wpis w BIK lub KRD wpływa na decyzję?',
        a: 'Tak. Pożyczkodawca sprawdza rejestry i ocenia Twoją zdolność do spłaty, a wpis o niespłaconym długu zwykle oznacza odmowę, mniejszą kwotę albo wyższy koszt. Najwięcej zależy od tego, czy masz stały dochód i jak wysokie są Twoje inne raty. Które rejestry sprawdza dana firma, podajemy przy każdej ofercie.',
      },
      {
        q: 'Czym różnią się BIK, KRD, BIG InfoMonitor i ERIF?',
        a: 'BIK gromadzi historię kredytów i pożyczek, także tych spłacanych terminowo. KRD, BIG InfoMonitor i ERIF to biura informacji gospodarczej, do których wierzyciele zgłaszają niezapłacone długi, np. rachunki za telefon czy prąd.',
      },
      {
        q: 'Jak sprawdzić, czy mam wpis?',
        a: 'Możesz pobrać raport o sobie z BIK oraz z każdego z biur informacji gospodarczej. Raz na sześć miesięcy taki raport jest bezpłatny. Warto to zrobić przed wnioskiem, bo czasem okazuje się, że dług został już spłacony, a wpis nie zniknął.',
      },
      {
        q: 'Jak usunąć nieaktualny lub błędny wpis?',
        a: 'Po spłacie długu wierzyciel ma 14 dni na usunięcie lub aktualizację wpisu w biurze informacji gospodarczej. Jeśli wpis jest błędny, napisz do wierzyciela i do biura z żądaniem sprostowania i dołącz dowody, np. potwierdzenie zapłaty. Zrobisz to sam i bezpłatnie.',
      },
      {
        q: 'Czy warto spłacić stary dług nową pożyczką?',
        a: 'Zwykle nie. Nowa chwilówka na spłatę starej tylko odsuwa problem i zwiększa zadłużenie. Lepiej zapytać wierzyciela o rozłożenie długu na raty. Bezpłatnie pomogą Ci też punkty nieodpłatnej pomocy prawnej i poradnictwa obywatelskiego, które działają w każdym powiecie.',
      },
    ],
    filter: {
      text: 'Pokazujemy oferty firm, które w swoich warunkach nie wykluczają z góry osób z wpisami w rejestrach. Każda z nich sprawdza rejestry i sama ocenia wniosek, a wpis może oznaczać odmowę.',
      eligible: (o) => o.acceptsNegativeHistory,
    },
  },
  {
    metaId: 5,
    path: pathOf(5),
    h1: `Pożyczki za darmo – pierwsza pożyczka za ${FREE}`,
    ...named('Pożyczki za darmo'),
    description: `Pierwsza pożyczka za ${FREE}, nawet do ${formatPln(biggestFree)}. Sprawdź, które firmy pożyczają za darmo i jakie warunki trzeba spełnić, żeby nic nie dopłacić.`,
    intro: [
      'Kilka firm pożyczkowych udziela pierwszej pożyczki bez odsetek i prowizji. Oddajesz dokładnie tyle, ile pożyczasz, a RRSO takiej pożyczki wynosi 0%.',
      'Promocja ma jednak limit kwoty i okresu spłaty oraz dotyczy tylko pierwszej pożyczki w danej firmie. Przy każdej ofercie piszemy, do jakiej kwoty i na ile dni pożyczka jest darmowa. Kolejne pożyczki są już płatne.',
    ],
    faq: [
      {
        q: 'Czy darmowa pożyczka naprawdę nic nie kosztuje?',
        a: 'Tak, jeśli zmieścisz się w limicie kwoty i okresu i spłacisz ją w terminie. Nie płacisz wtedy odsetek ani prowizji. Niektóre firmy proszą o przelew weryfikacyjny na 1 grosz lub 1 zł z Twojego konta. To nie jest koszt pożyczki, ale nie każda firma go zwraca.',
      },
      {
        q: 'Jakie warunki trzeba spełnić?',
        a: 'Musi to być Twoja pierwsza pożyczka w tej firmie, kwota i okres muszą mieścić się w limicie promocji, a spłata musi wpłynąć najpóźniej w dniu terminu. Obowiązują też zwykłe wymagania: wiek, dowód osobisty, konto w polskim banku.',
      },
      {
        q: 'Co się stanie, jeśli spóźnię się ze spłatą?',
        a: 'Pożyczkodawca naliczy odsetki za opóźnienie, a po kilku tygodniach może zgłosić dług do BIK lub do biura informacji gospodarczej. Jeśli wiesz, że nie zdążysz, skontaktuj się z firmą przed terminem i zapytaj o możliwości.',
      },
      {
        q: 'Czy przedłużenie darmowej pożyczki też jest darmowe?',
        a: 'Zwykle nie. Przedłużenie terminu spłaty jest płatne nawet przy pierwszej pożyczce. Sprawdź jego cenę w umowie, zanim z niego skorzystasz.',
      },
      {
        q: 'Dlaczego firmy pożyczają za darmo?',
        a: 'To sposób na pozyskanie nowych klientów. Firma liczy, że jeśli wszystko pójdzie dobrze, przy kolejnej potrzebie weźmiesz u niej płatną pożyczkę.',
      },
    ],
    filter: {
      text: `Pokazujemy firmy, w których pierwsza pożyczka w ramach promocji kosztuje ${FREE}.`,
      eligible: (o) => o.firstLoanFree !== null,
    },
  },
  {
    metaId: 6,
    path: pathOf(6),
    h1: 'Kto może dostać pożyczkę – wymagania pożyczkodawców',
    ...named('Kto może dostać pożyczkę'),
    description:
      'Jakie warunki trzeba spełnić, żeby dostać pożyczkę: wiek, dowód osobisty, dochód. Jak pożyczkodawca ocenia wniosek i co zrobić, gdy firma odmówi.',
    intro: [
      'Pożyczka „bez odmowy” nie istnieje. Każdy pożyczkodawca musi z mocy prawa sprawdzić, czy będziesz w stanie ją spłacić, i uczciwa firma nigdy nie obieca decyzji z góry.',
      'Wymagania różnią się jednak między firmami: niektóre pożyczają już od 18 lat albo nie wymagają zaświadczeń o dochodach. Na tej stronie zebraliśmy takie oferty i wyjaśniamy, jak firmy oceniają wnioski.',
    ],
    faq: [
      {
        q: 'Czy pożyczkodawca może odmówić?',
        a: 'Tak, i nikt nie może tego z góry wykluczyć. Ustawa o kredycie konsumenckim nakazuje każdemu pożyczkodawcy ocenić zdolność kredytową przed udzieleniem pożyczki. Obietnica pożyczki „dla każdego” albo „bez odmowy” to sygnał ostrzegawczy.',
      },
      {
        q: 'Jak pożyczkodawca ocenia wniosek?',
        a: 'Sprawdza Twoją tożsamość, dochody i stałe wydatki, a także dane w rejestrach, takich jak BIK czy KRD. Na tej podstawie ocenia, czy dasz radę oddać pożyczkę w terminie. Które rejestry sprawdza dana firma, podajemy przy każdej ofercie.',
      },
      {
        q: 'Od ilu lat można wziąć pożyczkę?',
        a: 'Firmy z tej listy pożyczają już osobom, które ukończyły 18 lat. Górny limit wieku to zwykle 70–75 lat.',
      },
      {
        q: 'Czy potrzebuję zaświadczenia o zarobkach?',
        a: 'Przy większości ofert z tej listy nie. Wystarczy dowód osobisty, a dochód podajesz we wniosku. Firma może jednak poprosić o wyciąg z konta albo o zalogowanie się do bankowości, żeby go potwierdzić.',
      },
      {
        q: 'Co zrobić po odmowie?',
        a: 'Nie składaj wielu wniosków naraz, bo każde zapytanie widać w BIK i może obniżyć Twoją ocenę. Jeśli odmowa wynika z danych z rejestru, pożyczkodawca musi bezpłatnie powiedzieć, z której bazy skorzystał. Sprawdź swoje dane i zastanów się, czy pożyczka jest Ci naprawdę potrzebna.',
      },
    ],
    filter: {
      text: 'Pokazujemy oferty firm, które pożyczają osobom od 18 lat i mają łagodniejsze wymagania formalne, na przykład nie wymagają zaświadczeń o dochodach.',
      eligible: (o) => o.age.min <= 18 && (o.acceptsNegativeHistory || o.idOnly),
    },
  },
  {
    metaId: 7,
    path: pathOf(7),
    h1: 'Pożyczki dla Ukraińców i obcokrajowców',
    ...named('Pożyczki dla Ukraińców i obcokrajowców'),
    description:
      'Pożyczki dla Ukraińców i innych cudzoziemców mieszkających w Polsce. Sprawdź, jakie dokumenty są potrzebne: PESEL, karta pobytu, polskie konto.',
    intro: [
      'Mieszkasz i pracujesz w Polsce, ale nie masz polskiego obywatelstwa? Część firm pożyczkowych udziela pożyczek także obywatelom Ukrainy i innym cudzoziemcom, o ile mają numer PESEL i prawo do pobytu w Polsce.',
      'Na tej stronie zebraliśmy oferty firm, które przyjmują wnioski od obcokrajowców. Wniosek wypełnia się po polsku, ale niektóre z nich obsługują klientów również po ukraińsku.',
    ],
    faq: [
      {
        q: 'Jakich dokumentów potrzebuje cudzoziemiec?',
        a: 'Numeru PESEL, ważnego dokumentu pobytowego (karty pobytu, wizy z paszportem albo innego dokumentu potwierdzającego prawo do pobytu), konta w polskim banku i polskiego numeru telefonu. Często potrzebny jest też adres zamieszkania w Polsce.',
      },
      {
        q: 'Czy obywatel Ukrainy z numerem PESEL nadanym na podstawie specustawy może wziąć pożyczkę?',
        a: 'Tak, firmy z tej listy przyjmują wnioski od osób z takim numerem PESEL. Sprawdź tylko, czy Twój status pobytu jest aktualny, bo pożyczkodawca może poprosić o jego potwierdzenie.',
      },
      {
        q: 'Czy muszę mieć dochód w Polsce?',
        a: 'Zwykle tak. Pożyczkodawca ocenia, czy dasz radę spłacić pożyczkę, dlatego liczy się stały dochód wpływający na polskie konto, np. z umowy o pracę lub umowy zlecenia.',
      },
      {
        q: 'Czy mogę złożyć wniosek z zagranicznym numerem telefonu?',
        a: 'Nie. Firmy wysyłają kody potwierdzające SMS-em i wymagają polskiego numeru telefonu. Numer na kartę zarejestrowany na Ciebie zwykle wystarczy.',
      },
      {
        q: 'Czy pieniądze mogą trafić na konto za granicą?',
        a: 'Nie. Pożyczka jest wypłacana wyłącznie na konto w polskim banku, którego jesteś właścicielem, i z tego samego konta najlepiej ją spłacać.',
      },
    ],
    filter: {
      text: 'Pokazujemy firmy, które udzielają pożyczek cudzoziemcom z numerem PESEL i dokumentem pobytowym.',
      eligible: (o) => o.foreignersAccepted,
    },
  },
  {
    metaId: 8,
    path: pathOf(8),
    h1: 'Pożyczki na 30 dni',
    ...named('Pożyczki na 30 dni'),
    description: `Pożyczki na 30 dni ze spłatą jednorazową, także za ${FREE} przy pierwszej pożyczce. Porównaj koszt, RRSO i warunki przedłużenia spłaty.`,
    intro: [
      'Pożyczka na 30 dni to najpopularniejsza chwilówka: dostajesz pieniądze od razu, a całość oddajesz jednym przelewem po miesiącu. Sprawdza się, gdy brakuje Ci do wypłaty i wiesz, że za miesiąc będziesz mieć z czego spłacić.',
      'Wiele firm oferuje pierwszą pożyczkę na 30 dni za darmo. Przy kolejnych płacisz prowizję i odsetki, dlatego przy każdej ofercie pokazujemy całkowity koszt dla wybranej kwoty.',
    ],
    faq: [
      {
        q: 'Ile kosztuje pożyczka na 30 dni?',
        a: `To zależy od firmy i kwoty. Przykładowo ${formatPln(THOUSAND)} na 30 dni w ofercie firmy ${SAMPLE_SHORT.name} kosztuje ${formatGrosze(cost30.totalCost)}, czyli oddajesz ${formatGrosze(cost30.totalToRepay)}; RRSO tej pożyczki wynosi ${formatPct(cost30.rrsoPct)}. Pierwsza pożyczka w firmach z promocją może kosztować ${FREE}.`,
      },
      {
        q: 'Co jeśli nie zdążę oddać pieniędzy w 30 dni?',
        a: 'Większość firm pozwala przedłużyć termin spłaty za dodatkową opłatą. Zrób to przed terminem, bo po nim naliczane są odsetki za opóźnienie, a dług może trafić do BIK lub rejestru dłużników.',
      },
      {
        q: 'Czy mogę spłacić pożyczkę wcześniej niż po 30 dniach?',
        a: 'Tak, w każdej chwili. Pożyczkodawca musi wtedy proporcjonalnie obniżyć wszystkie koszty pożyczki: odsetki, prowizję i inne opłaty, także te pobrane na początku (art. 49 ustawy o kredycie konsumenckim).',
      },
      {
        q: 'Czy pożyczka na 30 dni to dobry pomysł?',
        a: 'Tak, gdy potrzebujesz niewielkiej kwoty na krótko i masz pewny wpływ pieniędzy w ciągu miesiąca. Jeśli spłata jednym przelewem byłaby trudna, lepiej wybierz pożyczkę ratalną.',
      },
    ],
    loan: { termDays: THIRTY_DAYS },
    filter: {
      // After „po” the days take the locative: „po 30 dniach” (docs/writing.md).
      text: `Pokazujemy chwilówki, które można spłacić jednorazowo po ${THIRTY_DAYS} dniach.`,
      eligible: lendsFor30Days,
    },
  },
  {
    metaId: 9,
    path: pathOf(9),
    h1: 'Długi a kolejna pożyczka – zanim pożyczysz, przeczytaj',
    ...named('Długi a kolejna pożyczka'),
    description:
      'Masz już długi? Sprawdź, kiedy kolejna pożyczka pogłębia problem, jak rozmawiać z wierzycielem i gdzie szukać bezpłatnej pomocy prawnej i poradnictwa.',
    intro: [
      'Jeśli masz już kilka pożyczek albo zaległości, kolejna pożyczka rzadko jest rozwiązaniem. Nowa chwilówka na spłatę starej to prosta droga do spirali zadłużenia, z której coraz trudniej się wydostać.',
      'Każdy pożyczkodawca sprawdza Twoje zadłużenie i ocenia, czy dasz radę spłacić kolejną ratę, a długi i wpisy w rejestrach zwykle oznaczają odmowę albo droższą ofertę. Zanim złożysz wniosek, przeczytaj poniższe pytania i sprawdź, czy lepszym wyjściem nie będzie bezpłatna porada.',
    ],
    faq: [
      {
        q: 'Czy warto spłacać długi kolejną pożyczką?',
        a: 'Zazwyczaj nie. Pożyczka zamienia jeden dług na inny, zwykle droższy. Ma sens tylko wtedy, gdy jednorazowo brakuje Ci pieniędzy, a Twoje dochody wystarczą na spłatę wszystkich rat.',
      },
      {
        q: 'Jakie mam inne możliwości?',
        a: 'Zapytaj wierzyciela o rozłożenie długu na raty lub odroczenie spłaty – wielu wierzycieli się na to zgadza. Przy kilku kredytach w bankach porozmawiaj o kredycie konsolidacyjnym, który zastępuje wiele rat jedną; dłuższa spłata oznacza jednak zwykle wyższy koszt całkowity.',
      },
      {
        q: 'Gdzie znajdę bezpłatną pomoc?',
        a: 'W punktach nieodpłatnej pomocy prawnej i poradnictwa obywatelskiego, które działają w każdym powiecie, u miejskiego lub powiatowego rzecznika konsumentów oraz u Rzecznika Finansowego. Pomogą przygotować plan spłaty i pismo do wierzyciela.',
      },
      {
        q: 'Jak rozpoznać nieuczciwą ofertę?',
        a: 'Uważaj na firmy, które żądają opłaty przed wypłatą pożyczki, obiecują decyzję bez sprawdzania zdolności kredytowej albo proponują zabezpieczenie mieszkaniem. Uczciwy pożyczkodawca nie pobiera pieniędzy z góry.',
      },
      {
        q: 'Co, jeśli długów nie da się już spłacić?',
        a: 'Gdy długi przerastają Twoje możliwości na stałe, ostatecznym rozwiązaniem może być upadłość konsumencka. Sąd ustala wtedy plan spłaty, a po jego wykonaniu pozostałe długi są umarzane.',
      },
    ],
    filter: {
      text: 'Pokazujemy oferty firm, które w swoich warunkach nie wykluczają z góry osób z zaległościami. Każda z nich sama ocenia, czy dasz radę spłacić kolejną pożyczkę, a długi zwykle oznaczają odmowę albo wyższy koszt.',
      eligible: (o) => o.acceptsNegativeHistory,
    },
  },
  {
    metaId: 10,
    path: pathOf(10),
    h1: 'Pożyczki na dowód osobisty',
    ...named('Pożyczki na dowód'),
    description:
      'Pożyczki na dowód osobisty bez zaświadczeń o dochodach. Sprawdź, jak wygląda weryfikacja, ile trwa decyzja i jakich dokumentów naprawdę potrzebujesz.',
    intro: [
      'Pożyczka na dowód to pożyczka, do której nie musisz przynosić zaświadczenia o zarobkach ani wyciągów z konta. Wystarczy dowód osobisty, a dochody podajesz we wniosku.',
      'Formalności jest niewiele, ale pożyczkodawca i tak sprawdza Twoją tożsamość i zdolność do spłaty – zwykle przelewem weryfikacyjnym albo przez zalogowanie do bankowości internetowej. Decyzję dostajesz często w kilkanaście minut.',
    ],
    faq: [
      {
        q: 'Czy naprawdę wystarczy sam dowód osobisty?',
        a: 'Z dokumentów tak. Potrzebujesz jeszcze konta w polskim banku na swoje nazwisko i polskiego numeru telefonu. Firma może też sprawdzić Twoje dane w BIK lub w biurach informacji gospodarczej.',
      },
      {
        q: 'Jak wygląda weryfikacja tożsamości?',
        a: 'Najczęściej robisz przelew weryfikacyjny na 1 grosz lub 1 zł z własnego konta albo logujesz się do bankowości przez bezpieczną usługę pożyczkodawcy. Dzięki temu firma potwierdza, że konto należy do Ciebie.',
      },
      {
        q: 'Czy firma sprawdzi moje dochody?',
        a: 'Tak, choć bez zaświadczenia. Pożyczkodawca musi ocenić zdolność kredytową, więc porównuje dochód podany we wniosku z wpływami na konto lub z danymi z rejestrów.',
      },
      {
        q: 'Mój dowód stracił ważność. Czy mogę złożyć wniosek?',
        a: 'Nie. Potrzebny jest ważny dowód osobisty. Po zgubieniu dowodu od razu go unieważnij i zastrzeż PESEL w aplikacji mObywatel, żeby nikt nie wziął pożyczki na Twoje dane.',
      },
    ],
    filter: {
      text: 'Pokazujemy oferty, przy których wystarczy dowód osobisty, bez zaświadczeń o dochodach.',
      eligible: (o) => o.idOnly,
    },
  },
  {
    metaId: 11,
    path: pathOf(11),
    h1: `Pożyczka ${formatPln(THOUSAND)}`,
    ...named(`Pożyczka ${formatPln(THOUSAND)}`),
    description: `Pożyczka ${formatPln(THOUSAND)} na 30 dni albo na raty. Porównaj, ile kosztuje w różnych firmach, i sprawdź, gdzie pierwsza taka pożyczka jest za darmo.`,
    intro: [
      `${formatPln(THOUSAND)} to jedna z najczęściej wybieranych kwot. Możesz ją pożyczyć jako chwilówkę na kilka tygodni albo rozłożyć na miesięczne raty.`,
      'Przy wielu ofertach pierwsza pożyczka na tę kwotę nic nie kosztuje. Porównaj całkowity koszt i wybierz sposób spłaty, który pasuje do Twojego budżetu.',
    ],
    faq: [
      {
        q: `Ile kosztuje pożyczka ${formatPln(THOUSAND)}?`,
        a: `Na 30 dni w ofercie firmy ${SAMPLE_SHORT.name} zapłacisz ${formatGrosze(cost30.totalCost)} kosztów. Na ${SAMPLE_MONTHS} miesięcy w ofercie firmy ${SAMPLE_INSTALMENT.name} koszt wyniesie ${formatGrosze(cost12m.totalCost)}, a miesięczna rata około ${formatGrosze(cost12m.instalments?.regular ?? 0)} (RRSO ${formatPct(cost12m.rrsoPct)}). W firmach z promocją pierwsza pożyczka może kosztować ${FREE}.`,
      },
      {
        q: `Gdzie dostanę ${formatPln(THOUSAND)} za darmo?`,
        a: 'W firmach, które oferują darmową pierwszą pożyczkę. Wystarczy, że to Twoja pierwsza pożyczka w danej firmie, zmieścisz się w limicie dni i spłacisz ją w terminie. Takie oferty mają na liście oznaczenie darmowej pierwszej pożyczki.',
      },
      {
        q: 'Jak szybko dostanę pieniądze?',
        a: 'Decyzja zapada zwykle w 5–30 minut. Przelew dociera w kilka minut, jeśli Twój bank obsługuje przelewy natychmiastowe, albo najpóźniej następnego dnia roboczego.',
      },
      {
        q: `Lepiej wziąć ${formatPln(THOUSAND)} na 30 dni czy na raty?`,
        a: 'Jeśli za miesiąc bez problemu oddasz całą kwotę, chwilówka bywa tańsza, a pierwsza nawet darmowa. Jeśli spłata jednym przelewem mocno obciąży Twój budżet, bezpieczniej rozłożyć ją na raty.',
      },
    ],
    loan: { amount: THOUSAND },
    filter: {
      text: `Pokazujemy oferty, w których można pożyczyć ${formatPln(THOUSAND)}.`,
      eligible: (o) => o.amount.min <= THOUSAND && o.amount.max >= THOUSAND,
    },
  },
];

export function findCategory(metaId: number): CategoryPage | undefined {
  return CATEGORIES.find((category) => category.metaId === metaId);
}

/** The offers a category page lists, in the default order. */
export function offersForCategory(metaId: number, offers: readonly Offer[] = OFFERS): Offer[] {
  return offers.filter((o) => o.categories.includes(metaId)).sort((a, b) => a.recommendedRank - b.recommendedRank);
}
