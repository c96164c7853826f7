// Polish editorial content of the blog (/blog/ and /blog/{id}/), as typed data. Plain text only: no HTML, no
// markdown. Figures in the examples are illustrative and computed exactly; legal limits are explained as rules
// (they move with the NBP reference rate) and their figures come from contracts/law.ts for the day of the build.

/** One block of an article or a legal document. Inline text is plain text. */
export type Block =
  | { type: 'p'; text: string }
  | { type: 'h2'; text: string; id: string }
  | { type: 'ul' | 'ol'; items: string[] }
  | { type: 'note'; text: string };

export interface BlogArticle {
  /** URL slug: lower-case ASCII words joined by hyphens. */
  id: string;
  title: string;
  /** Meta description, 120–160 characters. */
  description: string;
  /** One or two sentences for the article list. */
  excerpt: string;
  /** ISO date 'YYYY-MM-DD'. */
  published: string;
  updated?: string;
  readingMinutes: number;
  author: string;
  body: Block[];
}

// Polish typography (no-break spaces, widgets/text/typography.ts), applied once to every text below.
import { typo } from '../../widgets/text/typography';
import { buildLaw, capsText, formulaText, lateInterestExample, shortLoanExample } from './law-text';

export { typo };

function typoBlock(block: Block): Block {
  switch (block.type) {
    case 'p':
    case 'note':
      return { ...block, text: typo(block.text) };
    case 'h2':
      return { ...block, text: typo(block.text) };
    case 'ul':
    case 'ol':
      return { ...block, items: block.items.map(typo) };
  }
}

/** Applies `typo` to every text of a list of blocks. */
export function typoBlocks(blocks: Block[]): Block[] {
  return blocks.map(typoBlock);
}

// Block makers, to keep the articles readable.
const p = (text: string): Block => ({ type: 'p', text });
const h2 = (id: string, text: string): Block => ({ type: 'h2', id, text });
const ul = (...items: string[]): Block => ({ type: 'ul', items });
const ol = (...items: string[]): Block => ({ type: 'ol', items });
const note = (text: string): Block => ({ type: 'note', text });

/** Every word of an article's body, for the reading time. */
export function blockText(blocks: readonly Block[]): string {
  return blocks.map((b) => ('items' in b ? b.items.join(' ') : b.text)).join(' ');
}

export function wordCount(blocks: readonly Block[]): number {
  return blockText(blocks)
    .split(/[\s\u00a0]+/)
    .filter((w) => /[\p{L}\d]/u.test(w)).length;
}

/** About 200 words a minute, at least one minute. */
function readingMinutes(blocks: readonly Block[]): number {
  return Math.max(1, Math.round(wordCount(blocks) / 200));
}

type Draft = Omit<BlogArticle, 'readingMinutes'>;

function article(draft: Draft): BlogArticle {
  const body = typoBlocks(draft.body);
  return {
    ...draft,
    title: typo(draft.title),
    description: typo(draft.description),
    excerpt: typo(draft.excerpt),
    body,
    readingMinutes: readingMinutes(body),
  };
}

const EDITORS = 'Zespół Przelewik';

// Legal figures in the articles are the law of the day the site is built (site/content/law-text.ts).
const LAW = buildLaw();

// ---------------------------------------------------------------------------------------------------------
// The articles, newest first.

const processArticle: Draft = {
  id: 'jak-wyglada-pozyczka-online-krok-po-kroku',
  title: 'Pożyczka online krok po kroku: od wniosku do przelewu',
  description:
    'Jak wygląda pożyczka przez internet: wniosek, weryfikacja przelewem za 1 zł lub 0,01 zł, dostęp do informacji o rachunku, umowa i wypłata pieniędzy.',
  excerpt:
    'Od wyboru oferty do pieniędzy na koncie: wyjaśniamy, po co pożyczkodawca prosi o przelew weryfikacyjny i dostęp do historii rachunku oraz jak przejść przez cały proces bezpiecznie.',
  published: '2026-10-14',
  author: EDITORS,
  body: [
    p(
      'Pożyczkę w firmie pożyczkowej albo w banku można dziś wziąć bez wychodzenia z domu. Cały proces trwa czasem kilkanaście minut, ale składa się z kilku etapów, które warto rozumieć. Dzięki temu wiesz, które prośby pożyczkodawcy są normalne, a które powinny Cię zaniepokoić.',
    ),

    h2('wybor-oferty-i-wniosek', 'Wybór oferty i wniosek'),
    p(
      'Zaczynasz od ustalenia kwoty i okresu spłaty. W porównywarce, takiej jak Przelewik, ustawiasz je suwakami i od razu widzisz RRSO oraz całkowity koszt w poszczególnych ofertach. Następnie wypełniasz wniosek. Pożyczkodawca zwykle prosi o:',
    ),
    ul(
      'imię, nazwisko, numer PESEL oraz serię i numer dowodu osobistego,',
      'numer telefonu i adres e-mail,',
      'adres zamieszkania,',
      'informacje o zatrudnieniu, dochodach i stałych wydatkach,',
      'numer rachunku bankowego, na który ma trafić przelew.',
    ),
    p(
      'Te dane są potrzebne, bo każdy pożyczkodawca musi przed udzieleniem pożyczki ocenić Twoją zdolność kredytową i sprawdzić, czy jesteś osobą, za którą się podajesz. Wypełnij wniosek zgodnie z prawdą. Zawyżony dochód nie zwiększy Twoich szans, a może skończyć się pożyczką, której nie uda Ci się spłacić.',
    ),
    p(
      'Przelewik nie udziela pożyczek i nie składa wniosków w Twoim imieniu. Gdy wybierzesz ofertę, przechodzisz na stronę pożyczkodawcy i tam wypełniasz wniosek; przekazujemy mu tylko wybraną kwotę i okres spłaty. Decyzję podejmuje pożyczkodawca i to z nim zawierasz umowę.',
    ),

    h2('weryfikacja-przelewem', 'Weryfikacja tożsamości przelewem za 1 zł lub 0,01 zł'),
    p(
      'Najpopularniejszy sposób potwierdzenia tożsamości w pożyczkach online to przelew weryfikacyjny. Przelewasz symboliczną kwotę, zwykle 1 zł albo 0,01 zł, z własnego rachunku na rachunek pożyczkodawcy. Firma porównuje imię, nazwisko i numer konta nadawcy z danymi z wniosku. Dzięki temu wie, że rachunek należy do Ciebie i że pieniądze trafią we właściwe miejsce.',
    ),
    p('Kilka zasad, które warto znać:'),
    ul(
      'przelew musi wyjść z rachunku, którego jesteś właścicielem lub współwłaścicielem, a nie z konta członka rodziny,',
      'zwykle robisz go przez bramkę płatności otwieraną na stronie pożyczkodawcy; sprawdź, czy adres strony się zgadza,',
      'niektóre firmy zwracają tę kwotę, inne nie; to koszt weryfikacji, a nie opłata za pożyczkę,',
      'przelew weryfikacyjny to kilka groszy lub złotówka; prośba o wyższą „opłatę weryfikacyjną” przed wypłatą to sygnał ostrzegawczy.',
    ),

    h2('dostep-do-informacji-o-rachunku', 'Dostęp do informacji o rachunku'),
    p(
      'Coraz więcej pożyczkodawców proponuje inną metodę: usługę dostępu do informacji o rachunku. Świadczy ją wyspecjalizowana firma, która ma na to zezwolenie lub wpis w rejestrze prowadzonym przez Komisję Nadzoru Finansowego. Logujesz się do swojego banku na jego stronie lub w aplikacji, a bank po Twojej zgodzie udostępnia tej firmie odczyt historii rachunku.',
    ),
    p(
      'Pożyczkodawca dostaje wtedy potwierdzenie, że rachunek jest Twój, i obraz Twoich wpływów oraz wydatków. To często przyspiesza decyzję, bo nie musisz dosyłać zaświadczeń o dochodach. Taka usługa pozwala wyłącznie odczytać dane. Nie daje nikomu możliwości zlecania przelewów z Twojego konta.',
    ),
    note(
      'Loguj się do banku tylko na stronie banku lub w jego aplikacji, do których prowadzi bramka. Nigdy nie podawaj loginu, hasła ani kodów z SMS-ów w rozmowie telefonicznej, w czacie czy w zwykłym formularzu na stronie pożyczkodawcy.',
    ),
    p(
      'Jeśli nie chcesz udostępniać historii rachunku, zwykle możesz wybrać inną metodę, na przykład przelew weryfikacyjny i dokumenty potwierdzające dochód. Może to jednak wydłużyć rozpatrywanie wniosku.',
    ),

    h2('decyzja-umowa-wyplata', 'Decyzja, umowa i wypłata'),
    p(
      'Po weryfikacji pożyczkodawca sprawdza Twoją historię w bazach, takich jak BIK czy rejestry dłużników, i ocenia zdolność kredytową. Wiele firm robi to automatycznie, więc decyzja często przychodzi już po kilku minutach. Jeśli odmowa wynika z informacji z bazy danych, pożyczkodawca musi Ci bezpłatnie powiedzieć, z której bazy skorzystał i co w niej znalazł.',
    ),
    p(
      'Przed podpisaniem umowy dostajesz formularz informacyjny dotyczący kredytu konsumenckiego. To dokument o jednolitym wzorze, w którym są RRSO, całkowity koszt, kwota do zapłaty, termin spłaty i koszty opóźnienia. Przeczytaj go, zanim klikniesz „akceptuję”. Umowę zawierasz zwykle elektronicznie, a jej treść dostajesz na trwałym nośniku, najczęściej jako plik PDF w e-mailu.',
    ),
    p(
      'Pieniądze pożyczkodawca wysyła przelewem. Jeśli ma konto w tym samym banku co Ty albo korzysta z przelewów natychmiastowych, środki mogą dotrzeć w kilka minut. Zwykły przelew między bankami dociera w kolejnej sesji rozliczeniowej, a w weekend lub święto dopiero w najbliższym dniu roboczym.',
    ),

    h2('bezpieczenstwo', 'Zastrzeżony PESEL i bezpieczeństwo'),
    p(
      'Jeśli Twój numer PESEL jest zastrzeżony, co jest dobrym zabezpieczeniem przed wyłudzeniami, przed złożeniem wniosku musisz cofnąć zastrzeżenie. Zrobisz to w aplikacji mObywatel, w serwisie gov.pl albo w urzędzie gminy. Zastrzeżenie możesz cofnąć na określony czas, po którym wróci ono automatycznie. Banki i firmy pożyczkowe mają obowiązek sprawdzić, czy PESEL nie jest zastrzeżony, i przy zastrzeżonym numerze muszą odmówić.',
    ),
    p('Na koniec kilka zasad bezpieczeństwa:'),
    ol(
      'Składaj wniosek tylko na stronach, które mają pełne dane firmy i regulamin.',
      'Nie płać niczego przed wypłatą pożyczki poza przelewem weryfikacyjnym.',
      'Nie instaluj na prośbę „doradcy” aplikacji do zdalnego dostępu do telefonu lub komputera.',
      'Zachowaj formularz informacyjny, umowę i potwierdzenia przelewów.',
      'Zapisz termin spłaty i ustaw przypomnienie kilka dni wcześniej.',
    ),
    p(
      'Jeśli masz wątpliwości co do oferty, zatrzymaj się i sprawdź firmę. Uczciwy pożyczkodawca nie będzie Cię poganiał. Więcej o sygnałach ostrzegawczych piszemy w poradniku o rozpoznawaniu nieuczciwych ofert.',
    ),
  ],
};

const rightsArticle: Draft = {
  id: 'prawa-pozyczkobiorcy',
  title: 'Twoje prawa jako pożyczkobiorcy: co daje ustawa o kredycie konsumenckim',
  description:
    'Formularz informacyjny, odstąpienie od umowy w 14 dni, wcześniejsza spłata ze zwrotem kosztów, limity kosztów i reklamacje: prawa każdego pożyczkobiorcy.',
  excerpt:
    'Ustawa o kredycie konsumenckim chroni także osoby, które biorą małe pożyczki przez internet. Sprawdź, co możesz zrobić przed podpisaniem umowy, po nim i w razie sporu.',
  published: '2026-08-27',
  updated: '2026-10-02',
  author: EDITORS,
  body: [
    p(
      'Pożyczka w firmie pożyczkowej to kredyt konsumencki w rozumieniu ustawy z 12 maja 2011 r. o kredycie konsumenckim. Obejmuje większość pożyczek i kredytów udzielanych konsumentom, w tym małe pożyczki krótkoterminowe brane przez internet. Ustawa daje Ci konkretne prawa, z których możesz skorzystać bez prawnika. Oto najważniejsze z nich.',
    ),

    h2('informacja-przed-umowa', 'Prawo do pełnej informacji przed podpisaniem umowy'),
    p(
      'Zanim zawrzesz umowę, pożyczkodawca musi przekazać Ci formularz informacyjny dotyczący kredytu konsumenckiego. Dostajesz go na papierze lub na innym trwałym nośniku, na przykład jako plik PDF. Formularz zawiera między innymi:',
    ),
    ul(
      'całkowitą kwotę pożyczki i całkowitą kwotę do zapłaty,',
      'całkowity koszt, w tym odsetki, prowizje i inne opłaty,',
      'RRSO obliczone według ustawowego wzoru,',
      'termin i sposób spłaty, a przy ratach harmonogram,',
      'wysokość odsetek za opóźnienie i koszty, które poniesiesz, gdy nie spłacisz w terminie,',
      'informację o prawie do odstąpienia od umowy i do wcześniejszej spłaty.',
    ),
    p(
      'Pożyczkodawca ma też obowiązek ocenić Twoją zdolność kredytową. To nie jest formalność, tylko zabezpieczenie przed pożyczką, której nie dasz rady spłacić. Jeśli odmowa wynika z informacji z bazy danych, na przykład z BIK, pożyczkodawca musi bezpłatnie poinformować Cię, z której bazy skorzystał i jaki był wynik sprawdzenia.',
    ),

    h2('odstapienie-od-umowy', 'Odstąpienie od umowy w ciągu 14 dni'),
    p(
      'Możesz odstąpić od umowy pożyczki w ciągu 14 dni od jej zawarcia bez podawania przyczyny. Jeśli umowa nie zawierała wszystkich informacji wymaganych przez ustawę, 14 dni liczy się od dnia, w którym pożyczkodawca Ci je dostarczył. Wystarczy, że przed upływem 14 dni wyślesz oświadczenie o odstąpieniu, na przykład listem poleconym lub e-mailem na adres wskazany w umowie. Wzór oświadczenia powinien być dołączony do umowy.',
    ),
    p(
      'Po odstąpieniu masz 30 dni na zwrot pożyczonej kwoty razem z odsetkami za dni, w których była w Twoich rękach. Pożyczkodawca musi oddać Ci prowizję i inne poniesione koszty, z wyjątkiem bezzwrotnych opłat, które zapłacił urzędom lub notariuszowi. Odstąpienie obejmuje także usługi dodatkowe związane z pożyczką, na przykład ubezpieczenie, jeśli świadczy je pożyczkodawca lub firma, z którą ma umowę.',
    ),
    note(
      'Odstąpienie jest dobrym wyjściem, jeśli po podpisaniu umowy znajdziesz tańszą ofertę albo okaże się, że pieniądze nie są Ci potrzebne. Zapłacisz wtedy tylko odsetki za faktyczny czas korzystania z pożyczki.',
    ),

    h2('wczesniejsza-splata', 'Wcześniejsza spłata i zwrot kosztów'),
    p(
      'Pożyczkę możesz spłacić w każdej chwili, w całości lub w części. Ustawa nakazuje wtedy obniżyć całkowity koszt o te koszty, które dotyczą okresu, o który umowa się skróciła. Dotyczy to także prowizji i opłat zapłaconych na początku, a nie tylko odsetek.',
    ),
    p(
      'Przykład poglądowy: bierzesz 3 000 zł na 12 miesięcy z prowizją 600 zł i spłacasz całość po 6 miesiącach. Skoro umowa trwała połowę zakładanego czasu, pożyczkodawca powinien oddać Ci w przybliżeniu połowę prowizji, czyli około 300 zł, a odsetki policzyć tylko za 6 miesięcy. Jeśli pożyczkodawca sam tego nie zrobi, złóż reklamację.',
    ),
    p(
      'Przy części kredytów ze stałym oprocentowaniem umowa może przewidywać niewielką rekompensatę dla kredytodawcy za wcześniejszą spłatę, ale jej wysokość ogranicza ustawa. W typowych pożyczkach krótkoterminowych takiej opłaty nie ma.',
    ),

    h2('limity-kosztow', 'Limity kosztów i sankcja kredytu darmowego'),
    p(
      `Prawo ogranicza koszty pożyczek. Odsetki nie mogą przekroczyć odsetek maksymalnych z Kodeksu cywilnego, czyli ${formulaText(LAW.maxInterestRule, 'genitive')} w skali roku. Odsetki za opóźnienie mają osobny limit: ${formulaText(LAW.maxLateInterestRule, 'nominative')}. Gdy zmienia się stopa referencyjna, zmieniają się też oba limity. ${capsText(LAW)} Prowizje i inne koszty pozaodsetkowe ogranicza ustawa o kredycie konsumenckim wzorem zależnym od kwoty i okresu spłaty, z górnym pułapem liczonym od kwoty pożyczki. Ustawa ogranicza także koszty związane z opóźnieniem w spłacie.`,
    ),
    p(
      'Jeśli pożyczkodawca naruszy niektóre obowiązki, na przykład nie poda w umowie wymaganych informacji o kosztach albo przekroczy ustawowe limity kosztów, możesz skorzystać z sankcji kredytu darmowego. Po złożeniu pisemnego oświadczenia oddajesz wtedy tylko pożyczoną kwotę, bez odsetek i innych kosztów. Masz na to rok od wykonania umowy. Przed skorzystaniem z sankcji warto poradzić się rzecznika konsumentów lub prawnika.',
    ),

    h2('reklamacje', 'Reklamacje i pomoc w sporze'),
    p(
      'Jeśli coś jest nie tak, na przykład pożyczkodawca nie oddał części kosztów po wcześniejszej spłacie, zacznij od reklamacji. Firma ma na odpowiedź 30 dni, a w szczególnie skomplikowanych sprawach do 60 dni, pod warunkiem że przed upływem 30 dni wyjaśni Ci przyczynę opóźnienia. Jeśli nie odpowie w terminie, reklamację uważa się za rozpatrzoną zgodnie z Twoją wolą.',
    ),
    p('Gdy reklamacja zostanie odrzucona, możesz zwrócić się o pomoc do:'),
    ul(
      'Rzecznika Finansowego, który pomaga w sporach z instytucjami finansowymi, w tym z firmami pożyczkowymi, i prowadzi postępowania pozasądowe,',
      'miejskiego lub powiatowego rzecznika konsumentów, który udziela bezpłatnych porad i może wystąpić w Twoim imieniu,',
      'Prezesa UOKiK, jeśli praktyka firmy dotyczy wielu klientów.',
    ),
    p(
      'Reklamacje dotyczące samego porównania ofert lub działania naszej strony kieruj do Przelewika. Opisujemy to w regulaminie serwisu.',
    ),
  ],
};

const unfairOfferArticle: Draft = {
  id: 'jak-rozpoznac-nieuczciwa-oferte-pozyczki',
  title: 'Jak rozpoznać nieuczciwą ofertę pożyczki',
  description:
    'Opłata przed wypłatą, presja czasu, obietnice bez pokrycia i ukryte koszty przedłużenia. Zobacz, jak rozpoznać oszustwo i sprawdzić firmę w KNF i UOKiK.',
  excerpt:
    'Oszuści i nieuczciwe firmy działają według podobnych schematów. Pokazujemy sygnały ostrzegawcze i miejsca, w których sprawdzisz pożyczkodawcę, zanim podasz mu swoje dane.',
  published: '2026-05-19',
  author: EDITORS,
  body: [
    p(
      'Większość firm pożyczkowych działa legalnie, ale w internecie nie brakuje ofert, które mają tylko wyłudzić pieniądze albo dane osobowe. Zdarzają się też firmy, które formalnie udzielają pożyczek, ale prawdziwe koszty ukrywają w drobnym druku. Poniżej zebraliśmy sygnały ostrzegawcze i sposoby sprawdzenia pożyczkodawcy.',
    ),

    h2('oplata-przed-wyplata', 'Opłata przed wypłatą pożyczki'),
    p(
      'Najważniejsza zasada brzmi: legalny pożyczkodawca nie każe Ci płacić przed wypłatą pieniędzy. Prowizję odlicza od kwoty pożyczki albo dolicza ją do kwoty spłaty. Jedynym wyjątkiem jest symboliczny przelew weryfikacyjny, zwykle 1 zł albo 0,01 zł, który służy potwierdzeniu, że konto należy do Ciebie.',
    ),
    p('Powinny Cię zaniepokoić prośby o:'),
    ul(
      '„opłatę przygotowawczą”, „kaucję” lub „ubezpieczenie” płatne z góry,',
      'przelew na prywatne konto osoby fizycznej,',
      'podanie kodu BLIK, przekazanie pieniędzy kurierowi albo wpłatę w kryptowalucie,',
      'wyższą „opłatę weryfikacyjną”, na przykład kilkadziesiąt złotych.',
    ),
    p('W takim schemacie po pierwszej wpłacie pojawia się zwykle kolejna „niezbędna opłata”, a pożyczki i tak nie ma.'),

    h2('presja-i-obietnice', 'Presja czasu i obietnice bez sprawdzania'),
    p('Oszuści chcą wymusić szybką decyzję, bez chwili do namysłu. Typowe sygnały to:'),
    ul(
      'oferta „ważna tylko przez 15 minut” albo „ostatnie wolne miejsce w promocji”,',
      'telefon od „doradcy”, który sam proponuje pożyczkę, o którą nikt nie prosił,',
      'prośba o zainstalowanie aplikacji do zdalnego dostępu do telefonu lub komputera,',
      'prośba o login i hasło do bankowości, kody z SMS-ów lub zdjęcie karty płatniczej,',
      'obietnica „100% przyznawalności”, „bez BIK, bez KRD, bez żadnej weryfikacji”.',
    ),
    p(
      'Ostatni punkt wymaga wyjaśnienia. Każdy legalny pożyczkodawca musi ocenić Twoją zdolność kredytową, więc w jakiejś formie zawsze sprawdza Twoją sytuację. Może mieć łagodniejsze kryteria niż bank, ale nie może pożyczać bez żadnego sprawdzenia. Obietnica pożyczki „dla każdego, bez żadnych pytań” to albo chwyt reklamowy, albo oszustwo.',
    ),
    note(
      'Szczególnie uważaj na oferty prywatnych pożyczkodawców, którzy żądają zabezpieczenia mieszkaniem, podpisania weksla in blanco albo umowy u notariusza w pośpiechu. Przy takich umowach możesz stracić dużo więcej, niż pożyczasz.',
    ),

    h2('ukryte-koszty', 'Ukryte koszty i drogie przedłużenia'),
    p(
      'Nieuczciwa oferta nie zawsze jest oszustwem. Czasem to prawdziwa pożyczka, której koszt wygląda na niski tylko na pierwszy rzut oka. Zwróć uwagę na:',
    ),
    ul(
      'brak RRSO i całkowitego kosztu w reklamie lub ich ukrycie drobnym drukiem,',
      'dodatkowe płatne usługi zaznaczone z góry we wniosku, na przykład „szybsza decyzja” czy pakiet ubezpieczenia,',
      'wysokie opłaty za przedłużenie terminu spłaty, które przy kilku przedłużeniach przewyższają koszt samej pożyczki,',
      'opłaty za upomnienia i windykację opisane tylko w regulaminie, a nie w formularzu informacyjnym,',
      'różnicę między kwotą z reklamy a kwotą, którą dostajesz na konto.',
    ),
    p(
      'Przed podpisaniem umowy pożyczkodawca musi dać Ci formularz informacyjny. Jeśli go nie dostajesz albo firma zbywa Twoje pytania o koszty, zrezygnuj.',
    ),

    h2('jak-sprawdzic-firme', 'Jak sprawdzić pożyczkodawcę'),
    p('Sprawdzenie firmy zajmuje kilka minut:'),
    ol(
      'Znajdź na stronie pełną nazwę firmy, adres, numer KRS i NIP. Sprawdź je w wyszukiwarce Krajowego Rejestru Sądowego lub w CEIDG.',
      'Firmy pożyczkowe, które nie są bankami ani SKOK-ami, muszą być wpisane do rejestru instytucji pożyczkowych prowadzonego przez Komisję Nadzoru Finansowego. Banki znajdziesz w wykazie na stronie KNF.',
      'Sprawdź listę ostrzeżeń publicznych KNF. Trafiają na nią podmioty, wobec których KNF złożyła zawiadomienie do prokuratury, na przykład w związku z prowadzeniem działalności bez wymaganego zezwolenia.',
      'Zajrzyj na stronę UOKiK. Znajdziesz tam decyzje wobec firm, które naruszały zbiorowe interesy konsumentów, oraz decyzje dotyczące niedozwolonych postanowień umownych.',
      'Sprawdź adres strony. Oszuści często podszywają się pod znane firmy i używają adresu różniącego się jedną literą.',
    ),

    h2('co-zrobic-po-oszustwie', 'Co zrobić po oszustwie'),
    p('Działaj od razu. Każda godzina ma znaczenie:'),
    ul(
      'zadzwoń do swojego banku, zablokuj kartę i dostęp do bankowości, zapytaj o możliwość zatrzymania przelewu,',
      'zastrzeż numer PESEL w aplikacji mObywatel lub w urzędzie gminy,',
      'jeśli dane Twojego dowodu osobistego trafiły do obcych, zastrzeż dokument w banku, a w razie potrzeby unieważnij go w urzędzie gminy,',
      'zgłoś sprawę na policję lub do prokuratury i zachowaj całą korespondencję,',
      'podejrzane SMS-y przekaż bezpłatnie na numer 8080, a fałszywe strony zgłoś do CERT Polska.',
    ),
    p(
      'Jeśli ktoś zaciągnął pożyczkę na Twoje dane, zgłoś to pożyczkodawcy na piśmie, dołącz kopię zawiadomienia o przestępstwie i poproś o wstrzymanie windykacji do czasu wyjaśnienia sprawy.',
    ),
    p(
      'Możesz też włączyć alerty w biurach informacji kredytowej i gospodarczej. Dostaniesz wtedy powiadomienie, gdy ktoś spróbuje zaciągnąć zobowiązanie na Twoje dane.',
    ),
  ],
};

const debtsArticle: Draft = {
  id: 'pozyczka-dla-zadluzonych',
  title: 'Pożyczka, gdy masz już długi: ryzyko i lepsze wyjścia',
  description:
    'Kolejna pożyczka na spłatę długów często pogłębia problem. Wyjaśniamy, jak działa spirala zadłużenia, czym są ugoda i konsolidacja oraz gdzie szukać pomocy.',
  excerpt:
    'Gdy raty zaczynają przerastać budżet, kolejna pożyczka kusi najbardziej i szkodzi najczęściej. Podpowiadamy, jak ocenić sytuację i jakie masz inne możliwości.',
  published: '2026-02-10',
  author: EDITORS,
  body: [
    p(
      'Przelewik porównuje oferty pożyczek, a jako porównywarka zarabiamy na prowizjach od pożyczkodawców. Tym bardziej chcemy powiedzieć wprost: jeśli już masz problem ze spłatą, kolejna pożyczka rzadko go rozwiązuje. Zanim złożysz wniosek, przeczytaj ten poradnik.',
    ),

    h2('kiedy-pozyczka-szkodzi', 'Kiedy kolejna pożyczka pogarsza sytuację'),
    p(
      'Pożyczka może pomóc, gdy brakuje Ci pieniędzy jednorazowo, na przykład na naprawę samochodu, a wiesz, z czego oddasz je w terminie. Zupełnie inaczej jest, gdy pożyczasz, bo co miesiąc brakuje na stałe wydatki albo na raty innych zobowiązań. Wtedy nowa pożyczka nie usuwa przyczyny, tylko ją odsuwa i podnosi koszt.',
    ),
    p('Zadaj sobie kilka pytań:'),
    ul(
      'Czy będę w stanie oddać całą kwotę z kosztami w terminie, nie zaciągając kolejnego długu?',
      'Czy po zapłaceniu wszystkich rat i rachunków zostaje mi na jedzenie, leki i dojazdy?',
      'Czy spłacam jedną pożyczkę drugą?',
      'Czy unikam otwierania listów i odbierania telefonów od wierzycieli?',
    ),
    p('Jeśli na którekolwiek z dwóch ostatnich pytań odpowiadasz „tak”, najpewniej jesteś już w spirali zadłużenia.'),

    h2('spirala-zadluzenia', 'Jak działa spirala zadłużenia'),
    p(
      'Mechanizm jest prosty. Pożyczasz na przykład 2 000 zł na 30 dni, żeby zapłacić zaległe rachunki. Po miesiącu musisz oddać 2 000 zł i koszt pożyczki, ale pensja znów nie wystarcza. Bierzesz więc nową pożyczkę, tym razem wyższą, żeby spłacić poprzednią, albo płacisz za przedłużenie terminu. Z każdym miesiącem rośnie kwota długu i suma opłat, a dochód pozostaje taki sam.',
    ),
    p(
      'Kolejny etap to opóźnienia. Pojawiają się odsetki za opóźnienie, koszty upomnień, wpis w rejestrze dłużników, a po pewnym czasie sprzedaż długu firmie windykacyjnej lub sprawa w sądzie. Negatywna historia w BIK i rejestrach utrudnia potem dostęp do tańszych kredytów bankowych, więc zostają tylko najdroższe oferty.',
    ),
    note(
      'Im wcześniej zareagujesz, tym więcej masz możliwości. Rozmowa z wierzycielem przed pierwszą zaległą ratą jest zwykle dużo łatwiejsza niż po trzech miesiącach milczenia.',
    ),

    h2('ugoda-i-restrukturyzacja', 'Ugoda i restrukturyzacja długu'),
    p(
      'Wierzyciele częściej, niż się wydaje, wolą dostać pieniądze później niż wcale. Skontaktuj się z pożyczkodawcą lub z firmą windykacyjną i zaproponuj realny plan: rozłożenie zaległości na raty, odroczenie spłaty albo umorzenie części odsetek. Napisz, ile możesz płacić miesięcznie, i nie obiecuj więcej. Każde ustalenie potwierdź na piśmie lub e-mailem.',
    ),
    p(
      'Jeśli dostaniesz nakaz zapłaty z sądu, nie ignoruj go. Masz zwykle 14 dni na sprzeciw lub zarzuty, a termin jest wskazany w pouczeniu. W sprzeciwie możesz kwestionować wysokość długu, a także podnieść, że roszczenie się przedawniło. Wobec konsumenta sąd bierze przedawnienie pod uwagę z urzędu, ale warto samemu o nim napisać.',
    ),

    h2('konsolidacja', 'Konsolidacja zobowiązań'),
    p(
      'Kredyt konsolidacyjny zastępuje kilka zobowiązań jednym, zwykle z dłuższym okresem spłaty i niższą ratą. Może przynieść ulgę w domowym budżecie, ale ma swoje ograniczenia:',
    ),
    ul(
      'niższa rata przy dłuższym okresie często oznacza wyższy koszt całkowity,',
      'banki udzielają konsolidacji tylko osobom ze zdolnością kredytową, a przy aktualnych zaległościach zwykle odmawiają,',
      'konsolidacja pomaga tylko wtedy, gdy po niej przestajesz zaciągać nowe pożyczki.',
    ),
    p(
      'Porównaj całkowity koszt obecnych zobowiązań z całkowitym kosztem kredytu konsolidacyjnego, a nie tylko wysokość raty. Uważaj na ogłoszenia „oddłużania”, w których ktoś za wysoką opłatę z góry obiecuje załatwienie wszystkiego za Ciebie.',
    ),

    h2('bezplatna-pomoc', 'Gdzie szukać bezpłatnej pomocy'),
    p('Nie trzeba radzić sobie w pojedynkę ani płacić za poradę. Bezpłatnie pomogą Ci:'),
    ul(
      'punkty nieodpłatnej pomocy prawnej i nieodpłatnego poradnictwa obywatelskiego, które działają w każdym powiecie; na wizytę zapiszesz się telefonicznie lub przez internet,',
      'miejski lub powiatowy rzecznik konsumentów, jeśli masz spór z pożyczkodawcą, na przykład o koszty,',
      'Rzecznik Finansowy, który udziela porad i pomaga w sporach z instytucjami finansowymi,',
      'organizacje pozarządowe prowadzące poradnictwo dla osób zadłużonych, które pomogą ułożyć budżet i plan spłaty.',
    ),
    p(
      'Przed wizytą przygotuj listę wszystkich zobowiązań: komu, ile i do kiedy musisz zapłacić, a obok swoje miesięczne dochody i stałe wydatki. Taka lista to pierwszy krok do planu spłaty i często sama pokazuje, od którego długu trzeba zacząć.',
    ),
    p(
      'Gdy długów nie da się spłacić w rozsądnym czasie, ostatecznym rozwiązaniem może być upadłość konsumencka. Sąd może w niej ustalić plan spłaty dostosowany do Twoich możliwości, a po jego wykonaniu umorzyć pozostałą część zobowiązań. To poważna decyzja, więc najpierw porozmawiaj z doradcą.',
    ),
  ],
};

const freeLoanArticle: Draft = {
  id: 'pierwsza-pozyczka-za-darmo',
  title: 'Pierwsza pożyczka za darmo: na czym polega i kiedy przestaje być darmowa',
  description:
    'Pierwsza pożyczka za darmo kosztuje 0 zł tylko przy spłacie w terminie. Sprawdź warunki promocji i skutki opóźnienia, zanim złożysz wniosek.',
  excerpt:
    'Darmowa pożyczka naprawdę może kosztować 0 zł, ale tylko przy spełnieniu kilku warunków. Wyjaśniamy, jakich, i co się dzieje, gdy spóźnisz się ze spłatą choćby o kilka dni.',
  published: '2025-11-04',
  updated: '2026-06-15',
  author: EDITORS,
  body: [
    p(
      'Hasło „pierwsza pożyczka za darmo” brzmi jak chwyt marketingowy, ale to realna oferta. Wiele firm pożyczkowych w ten sposób zdobywa nowych klientów. Warto jednak wiedzieć, skąd się bierze ta darmowość, jakie warunki trzeba spełnić i co się stanie, jeśli coś pójdzie nie tak.',
    ),

    h2('na-czym-polega', 'Na czym polega darmowa pożyczka'),
    p(
      'Darmowa pożyczka to pożyczka, w której nie płacisz odsetek, prowizji ani innych opłat, jeśli oddasz ją w terminie. Pożyczasz na przykład 1 000 zł na 30 dni i po 30 dniach oddajesz dokładnie 1 000 zł. RRSO takiej pożyczki wynosi 0%, a całkowity koszt 0 zł.',
    ),
    p(
      'Firma pożyczkowa traktuje to jak wydatek na reklamę. Liczy, że przy następnej potrzebie weźmiesz u niej kolejną pożyczkę, już na zwykłych, płatnych warunkach. Zarabia też na klientach, którzy nie spłacą w terminie.',
    ),

    h2('warunki', 'Warunki, które trzeba spełnić'),
    p('Każda firma ma własny regulamin promocji, ale najczęściej powtarzają się te same warunki:'),
    ul(
      'promocja dotyczy tylko nowych klientów, którzy nie mieli wcześniej pożyczki w tej firmie,',
      'kwota i okres są ograniczone; maksymalna kwota darmowej pożyczki bywa niższa niż w zwykłej ofercie, a okres spłaty krótki,',
      'musisz mieć ukończone 18 lat, dowód osobisty, numer PESEL i rachunek w polskim banku,',
      'pożyczkodawca sprawdza Twoją zdolność kredytową i historię w bazach, więc darmowa pożyczka nie jest dla każdego,',
      'tożsamość potwierdzasz zwykle przelewem weryfikacyjnym za 1 zł lub 0,01 zł albo przez usługę dostępu do informacji o rachunku,',
      'spłacasz całą kwotę w terminie, na rachunek i z tytułem przelewu wskazanymi w umowie.',
    ),
    p(
      'Sprawdź też, czy promocja obejmuje całą kwotę. Zdarza się, że bezpłatna jest tylko pożyczka do określonego progu, a za wyższą kwotę płacisz już prowizję. Uważaj na dodatkowe usługi, na przykład płatną „szybką ścieżkę” rozpatrzenia wniosku. Jeśli są dobrowolne, nie są wliczone w RRSO, a mimo to podnoszą koszt.',
    ),
    note(
      'Przed podpisaniem umowy sprawdź w formularzu informacyjnym, czy RRSO wynosi 0%, a całkowity koszt 0 zł. Jeśli widzisz tam jakiekolwiek opłaty, to nie jest w pełni darmowa pożyczka.',
    ),

    h2('spoznienie', 'Co się dzieje, gdy spóźnisz się ze spłatą'),
    p(
      `Darmowa pożyczka przestaje być darmowa z chwilą, gdy mija termin spłaty. Od niezapłaconej kwoty zaczynają biec odsetki za opóźnienie. Ich maksymalną wysokość wyznacza Kodeks cywilny: to ${formulaText(LAW.maxLateInterestRule, 'nominative')} w skali roku, więc zmienia się razem ze stopami procentowymi.`,
    ),
    p(lateInterestExample(LAW)),
    ul(
      'regulamin promocji może przewidywać, że po opóźnieniu tracisz bezpłatność i płacisz zwykłą prowizję,',
      'pożyczkodawca może naliczać koszty upomnień i działań windykacyjnych; ustawa o kredycie konsumenckim je ogranicza, ale nie znosi,',
      'przy zaległości co najmniej 200 zł, trwającej co najmniej 30 dni, po wysłaniu wezwania do zapłaty możesz trafić do rejestru dłużników,',
      'informacja o opóźnieniu może zostać w Twojej historii kredytowej i utrudnić późniejsze pożyczki w bankach,',
      'dług może zostać sprzedany firmie windykacyjnej albo skierowany do sądu.',
    ),

    h2('przedluzenie', 'Przedłużenie spłaty, czyli prolongata'),
    p(
      'Jeśli wiesz, że nie zdążysz ze spłatą, wiele firm zaproponuje Ci przedłużenie terminu za opłatą. To wygodne, ale pamiętaj, że opłata za przedłużenie nie jest objęta promocją. Przy kilku przedłużeniach z rzędu możesz zapłacić więcej niż za zwykłą, płatną pożyczkę. Przepisy ograniczają koszty takich przedłużeń i kolejnych pożyczek branych jedna po drugiej, ale nawet w granicach limitów mogą one być wysokie.',
    ),
    p(
      'Zamiast czekać do ostatniego dnia, skontaktuj się z pożyczkodawcą, zanim minie termin. Zapytaj o rozłożenie spłaty na raty lub o inne rozwiązanie i poproś o potwierdzenie ustaleń na piśmie.',
    ),

    h2('jak-korzystac', 'Jak korzystać z darmowej pożyczki z głową'),
    ol(
      'Pożycz tylko tyle, ile na pewno oddasz z najbliższej wypłaty.',
      'Zapisz termin spłaty i ustaw przypomnienie kilka dni wcześniej.',
      'Zrób przelew dzień lub dwa przed terminem. Przelew między bankami może dotrzeć dopiero następnego dnia roboczego.',
      'Sprawdź numer rachunku i tytuł przelewu w umowie. Zachowaj potwierdzenie.',
      'Nie bierz kilku darmowych pożyczek naraz w różnych firmach, żeby spłacać jedną drugą.',
    ),
    p(
      'W Przelewiku oferty bez kosztów dla nowych klientów znajdziesz w kategorii pożyczek za darmo. Przy każdej z nich podajemy warunki, ale wiążące są zawsze dokumenty pożyczkodawcy.',
    ),
  ],
};

const databasesArticle: Draft = {
  id: 'bik-krd-erif-big-infomonitor',
  title: 'BIK, KRD, ERIF i BIG InfoMonitor: jak wpisy wpływają na pożyczkę',
  description:
    'Czym różni się BIK od rejestrów dłużników KRD, ERIF i BIG InfoMonitor, kiedy wierzyciel może Cię wpisać, jak bezpłatnie sprawdzić swoje dane i usunąć wpis.',
  excerpt:
    'Historia kredytowa i rejestry dłużników to dwa różne światy. Wyjaśniamy, co o Tobie widzi pożyczkodawca, jak to sprawdzić i jak pozbyć się negatywnego wpisu.',
  published: '2025-07-22',
  author: EDITORS,
  body: [
    p(
      'Zanim pożyczkodawca zdecyduje, czy pożyczy Ci pieniądze, prawie zawsze sprawdza Twoją historię w bazach danych. Nazwy BIK, KRD, ERIF i BIG InfoMonitor często pojawiają się razem, ale te bazy działają na różnych zasadach. Wyjaśniamy, kto i kiedy może Cię do nich wpisać, jak sprawdzić swoje dane i co zrobić, żeby negatywny wpis zniknął.',
    ),

    h2('bik', 'BIK, czyli historia kredytowa'),
    p(
      'Biuro Informacji Kredytowej gromadzi dane o kredytach i pożyczkach udzielanych przez banki, SKOK-i i wiele firm pożyczkowych. Widać w nim nie tylko opóźnienia, ale też zobowiązania spłacane terminowo. Dlatego sam wpis w BIK nie jest niczym złym. Historia regularnie spłacanych rat zwykle pomaga dostać kolejny kredyt, a jej brak bywa dla banku trudniejszy do oceny niż dobra historia.',
    ),
    p(
      'Dane o kredycie spłaconym bez problemów mogą pozostać w BIK tylko za Twoją zgodą. Inaczej jest z zaległościami. Bank lub SKOK może przetwarzać dane o zobowiązaniu bez Twojej zgody przez 5 lat od jego wygaśnięcia, jeśli opóźnienie przekroczyło 60 dni, a od chwili, gdy Cię o tym uprzedził, minęło co najmniej 30 dni.',
    ),
    p(
      'Pożyczkodawcy patrzą w BIK przede wszystkim na ocenę punktową, czyli scoring, oraz na liczbę i wysokość bieżących zobowiązań. Na ocenę może też wpłynąć wiele zapytań kredytowych w krótkim czasie, bo sugerują, że pilnie szukasz pieniędzy w wielu miejscach.',
    ),

    h2('rejestry-dluznikow', 'KRD, ERIF i BIG InfoMonitor, czyli rejestry dłużników'),
    p(
      'Krajowy Rejestr Długów, ERIF i BIG InfoMonitor to biura informacji gospodarczej. Działają na podstawie ustawy o udostępnianiu informacji gospodarczych i wymianie danych gospodarczych. W przeciwieństwie do BIK zbierają głównie informacje o niezapłaconych długach, i to nie tylko kredytowych. Mogą tam trafić także zaległe rachunki za telefon, prąd czy czynsz.',
    ),
    p('Wierzyciel może wpisać konsumenta do rejestru dłużników tylko wtedy, gdy spełni wszystkie warunki naraz:'),
    ul(
      'dług wynosi co najmniej 200 zł,',
      'od terminu zapłaty minęło co najmniej 30 dni,',
      'minął co najmniej miesiąc od wysłania Ci wezwania do zapłaty z ostrzeżeniem o zamiarze wpisu, w którym podano nazwę i adres biura; wezwanie musi być wysłane w sposób wskazany w ustawie, na przykład listem poleconym.',
    ),
    p(
      'BIG InfoMonitor współpracuje też z BIK i Związkiem Banków Polskich, dlatego w raporcie z tego biura możesz zobaczyć również dane pochodzące z sektora bankowego.',
    ),

    h2('pozyczka-z-wpisem', 'Jak wpis wpływa na decyzję o pożyczce'),
    p(
      'Banki zwykle odmawiają, gdy widzą aktualne zaległości. Firmy pożyczkowe oceniają wnioski według własnych zasad, ale każda bierze pod uwagę dane z rejestrów: wpis o niespłaconym długu zwykle oznacza odmowę, mniejszą kwotę albo wyższy koszt. Każdy pożyczkodawca musi ocenić Twoją zdolność kredytową, więc nikt uczciwy nie obieca pożyczki bez sprawdzenia Twojej sytuacji.',
    ),
    p(
      'Zanim weźmiesz pożyczkę, żeby spłacić zaległość, policz, czy nie pogorszy to Twojej sytuacji. Wpis w rejestrze to sygnał, że budżet już się nie domyka. Więcej piszemy o tym w poradniku o długach i kolejnych pożyczkach.',
    ),
    note(
      'Uważaj na ogłoszenia w rodzaju „pożyczka bez BIK i KRD dla każdego”. Legalny pożyczkodawca musi ocenić Twoją zdolność kredytową, a obietnica pieniędzy bez żadnej weryfikacji to częsty znak oszustwa.',
    ),

    h2('jak-sprawdzic', 'Jak sprawdzić swoje dane'),
    p(
      'Masz prawo wiedzieć, co bazy o Tobie przechowują. Na podstawie RODO każde z biur musi na Twój wniosek bezpłatnie udostępnić Ci kopię Twoich danych, a przepisy o biurach informacji gospodarczej dodatkowo gwarantują Ci dostęp do informacji, które biuro przechowuje na Twój temat. Biura oferują też płatne raporty z oceną punktową i alerty, które powiadomią Cię, gdy ktoś spróbuje wziąć kredyt na Twoje dane.',
    ),
    ol(
      'Złóż wniosek przez stronę internetową biura albo tradycyjnie, listownie. Biuro poprosi o potwierdzenie tożsamości, na przykład przelewem weryfikacyjnym lub przez bankowość elektroniczną.',
      'Sprawdź, czy wszystkie zobowiązania są Twoje i czy kwoty oraz daty się zgadzają.',
      'Zwróć uwagę na zapytania kredytowe, o których nic nie wiesz. Mogą oznaczać, że ktoś próbuje wyłudzić pożyczkę na Twoje dane.',
    ),

    h2('jak-usunac-wpis', 'Jak usunąć negatywny wpis'),
    p(
      'Najskuteczniejszym sposobem jest spłata długu. Po otrzymaniu zapłaty wierzyciel ma 14 dni na zaktualizowanie lub usunięcie informacji z rejestru dłużników. Zachowaj potwierdzenie przelewu i po kilku tygodniach sprawdź, czy wpis zniknął. W BIK informacja o dawnym opóźnieniu może jednak pozostać przez 5 lat, jeśli bank spełnił opisane wyżej warunki.',
    ),
    p(
      'Jeśli wpis jest błędny, bo dotyczy długu, którego nie masz, kwota się nie zgadza albo nie było wezwania do zapłaty, napisz do wierzyciela i jednocześnie do biura z żądaniem sprostowania lub usunięcia danych. Dołącz dowody, na przykład potwierdzenie zapłaty. Gdy to nie pomoże, możesz złożyć skargę do Prezesa Urzędu Ochrony Danych Osobowych lub skierować sprawę do sądu.',
    ),
    note(
      'Nie płać firmom, które obiecują „wyczyszczenie BIK”. Prawidłowego wpisu nie da się legalnie usunąć przed czasem, a błędny możesz zakwestionować samodzielnie i bezpłatnie.',
    ),
  ],
};

const rrsoArticle: Draft = {
  id: 'co-to-jest-rrso',
  title: 'Co to jest RRSO i jak porównywać pożyczki',
  description:
    'RRSO wyjaśnione prostym językiem: co obejmuje, dlaczego przy krótkich pożyczkach bywa wysokie i jak porównać oferty po całkowitym koszcie w złotych.',
  excerpt:
    'RRSO to jedna liczba, która ma pokazać pełny koszt pożyczki. Wyjaśniamy, jak ją czytać i kiedy lepiej patrzeć na całkowity koszt w złotych.',
  published: '2025-03-11',
  updated: '2026-01-20',
  author: EDITORS,
  body: [
    p(
      'Gdy porównujesz pożyczki, widzisz zwykle kilka liczb naraz: oprocentowanie, prowizję, RRSO, całkowity koszt i kwotę do zapłaty. Każda z nich mówi coś innego, a reklamy chętnie eksponują tę, która wygląda najkorzystniej. W tym poradniku wyjaśniamy, co oznacza RRSO, skąd się bierze i jak z niego korzystać, żeby wybrać naprawdę tańszą ofertę.',
    ),

    h2('czym-jest-rrso', 'Czym jest RRSO'),
    p(
      'RRSO to rzeczywista roczna stopa oprocentowania. Definiuje ją ustawa z 12 maja 2011 r. o kredycie konsumenckim: jest to całkowity koszt kredytu ponoszony przez konsumenta, wyrażony jako procent całkowitej kwoty kredytu w skali roku. Sposób liczenia RRSO określa wzór z załącznika do ustawy, więc każdy pożyczkodawca musi liczyć je tak samo.',
    ),
    p(
      'Najważniejsza różnica między RRSO a oprocentowaniem nominalnym polega na tym, co każda z tych liczb obejmuje. Oprocentowanie mówi tylko o odsetkach. RRSO uwzględnia wszystkie koszty, które musisz ponieść, żeby dostać pieniądze:',
    ),
    ul(
      'odsetki,',
      'prowizję i opłatę przygotowawczą,',
      'opłaty za prowadzenie lub obsługę pożyczki,',
      'ubezpieczenie lub inną usługę dodatkową, jeśli bez niej nie dostaniesz pożyczki na tych warunkach,',
      'wynagrodzenie pośrednika, jeśli płacisz je Ty.',
    ),
    p(
      'RRSO nie obejmuje kosztów, które pojawiają się dopiero wtedy, gdy nie spłacasz w terminie, na przykład odsetek za opóźnienie czy opłat za przedłużenie spłaty. O nich trzeba przeczytać osobno w umowie i w formularzu informacyjnym.',
    ),

    h2('wysokie-rrso-krotkich-pozyczek', 'Dlaczego RRSO krótkiej pożyczki bywa tak wysokie'),
    p(
      'RRSO zawsze pokazuje koszt w skali roku i zakłada, że pożyczasz na tych samych warunkach raz za razem, a koszty doliczają się do długu. Jeśli pożyczasz na 30 dni, nawet niewielka opłata zostaje przeliczona na cały rok, a procent składany jeszcze ją powiększa. Stąd biorą się RRSO liczone w setkach procent przy krótkich pożyczkach.',
    ),
    p(shortLoanExample(LAW).text),
    p(
      'Dla porównania pożyczka ratalna na 1 500 zł spłacana przez 12 miesięcy w ratach po 150 zł kosztuje łącznie 300 zł, a jej RRSO wynosi około 41%. Ma więc ponad trzy razy niższe RRSO, a kosztuje w złotych prawie trzy razy więcej. Niższe RRSO nie oznacza automatycznie, że zapłacisz mniej.',
    ),
    note(
      'RRSO dobrze porównuje oferty na tę samą kwotę i ten sam okres. Jeśli okresy spłaty się różnią, patrz przede wszystkim na całkowity koszt w złotych i na to, czy udźwigniesz ratę.',
    ),

    h2('calkowity-koszt', 'Całkowity koszt i całkowita kwota do zapłaty'),
    p(
      'Obok RRSO w każdej ofercie powinny być jeszcze dwie liczby. Całkowity koszt kredytu to suma odsetek i wszystkich opłat w złotych. Całkowita kwota do zapłaty to pożyczona kwota powiększona o całkowity koszt. Właśnie one odpowiadają na pytanie, które naprawdę Cię interesuje: ile oddam i ile mnie to kosztuje.',
    ),
    p(
      'Przed podpisaniem umowy pożyczkodawca musi dać Ci formularz informacyjny dotyczący kredytu konsumenckiego. Znajdziesz w nim RRSO, całkowity koszt, kwotę do zapłaty, harmonogram spłat i koszty, jakie poniesiesz, gdy spóźnisz się ze spłatą. Formularz ma jednolity wzór, więc łatwo zestawić dwie oferty obok siebie.',
    ),
    p(
      'Zwróć też uwagę na przykład reprezentatywny. Jeśli reklama pożyczki podaje oprocentowanie lub jakiekolwiek liczby dotyczące kosztu, musi zawierać RRSO, całkowity koszt i kwotę do zapłaty dla przykładowej kwoty i okresu. Sprawdź, czy przykład dotyczy podobnej kwoty i podobnego okresu jak ten, którego szukasz. Koszt Twojej pożyczki może być inny.',
    ),

    h2('jak-porownac-oferty', 'Jak porównać oferty krok po kroku'),
    ol(
      'Ustal, ile naprawdę potrzebujesz i na jak długo. Każda dodatkowa złotówka i każdy dodatkowy dzień kosztują.',
      'Porównuj oferty na tę samą kwotę i ten sam okres. Dopiero wtedy RRSO jest uczciwą miarą.',
      'Sprawdź całkowity koszt w złotych i całkowitą kwotę do zapłaty.',
      'Zobacz, czy cena nie zależy od usług dodatkowych, takich jak ubezpieczenie. Jeśli są obowiązkowe, muszą być wliczone w RRSO.',
      'Przeczytaj, ile kosztuje opóźnienie i przedłużenie spłaty. Tego RRSO nie pokazuje.',
      'Sprawdź, czy rata lub jednorazowa spłata zmieści się w budżecie razem z rachunkami i innymi ratami.',
    ),
    p(
      'W Przelewiku przy każdej ofercie pokazujemy RRSO i całkowity koszt dla kwoty i okresu, które ustawisz suwakami. Ostateczne warunki podaje jednak zawsze pożyczkodawca w formularzu informacyjnym i w umowie. To na nich warto się oprzeć przed podpisaniem.',
    ),

    h2('limity-kosztow', 'Ile najwięcej może kosztować pożyczka'),
    p(
      `Polskie prawo ogranicza koszty pożyczek. Kodeks cywilny wyznacza odsetki maksymalne: w skali roku nie mogą przekroczyć ${formulaText(LAW.maxInterestRule, 'genitive')}. Gdy Rada Polityki Pieniężnej zmienia stopy procentowe, zmienia się też ten limit. ${capsText(LAW)} Osobno ustawa o kredycie konsumenckim ogranicza koszty pozaodsetkowe, takie jak prowizje i opłaty. Ich maksymalną wysokość wyznacza wzór zależny od kwoty i okresu spłaty, a całość ma też górny pułap liczony od kwoty pożyczki.`,
    ),
    p(
      'Limity to jednak górna granica, a nie cena rynkowa. Wiele ofert jest wyraźnie tańszych, dlatego zawsze warto porównać kilka z nich, zanim złożysz wniosek.',
    ),
  ],
};

/** Every article, newest first. */
export const BLOG_ARTICLES: BlogArticle[] = [
  processArticle,
  rightsArticle,
  unfairOfferArticle,
  debtsArticle,
  freeLoanArticle,
  databasesArticle,
  rrsoArticle,
]
  .map(article)
  .sort((a, b) => b.published.localeCompare(a.published));

export function findArticle(id: string): BlogArticle | undefined {
  return BLOG_ARTICLES.find((a) => a.id === id);
}
