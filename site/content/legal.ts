// Polish legal documents as typed data: the privacy policy and the terms (each in dated versions, newest
// first; /privacy-policy/{id}/ and /terms-and-conditions/{id}/ show an older one), and the cookies policy with
// the table of every cookie and browser-storage key the product uses (SPEC §3 and §9).
import { OPERATOR, OPERATOR_LINE, OPERATOR_REGISTRY, OPERATOR_ROLE } from '../brand';
import { typo, typoBlocks, type Block } from './blog';
import { LEAD_MAX_AGE_DAYS } from '../../contracts/lead-retention';
import { DAYS_GENITIVE, MONTHS as MONTH_FORMS, pluralPl } from '../../contracts/format';
import {
  COOKIE_CATEGORY_LABELS,
  COOKIE_TABLE,
  STORAGE_KIND_LABELS,
  type CookieCategory,
  type CookieEntry,
  type StorageKind,
} from './consent-cookies';
import {
  dataFlow,
  deliveredPersonalFields,
  deliveryLenderNames,
  PUSH_TOKEN_RETENTION_DAYS,
} from '../../contracts/data-flows';
import { lawOn, warsawDay, type Law } from '../../contracts/law';
import { costLimitsBody, outsideEeaNames, ownFlowItems, recipientItems } from './data-flows-copy';
import { DEFAULT_ORDER_NAME, ORDER_RULE_ID, PAID_LABEL } from '../../contracts/offer-order-text';

export type { Block };
// The cookie table lives in consent-cookies.ts (the banner's settings read it too); re-exported for the pages.
export {
  COOKIE_CATEGORY_LABELS,
  COOKIE_TABLE,
  STORAGE_KIND_LABELS,
  type CookieCategory,
  type CookieEntry,
  type StorageKind,
};

export interface LegalSection {
  id: string;
  heading: string;
  body: Block[];
}

export interface LegalDocument {
  /** Version id: the date the version takes effect, 'YYYY-MM-DD'. */
  id: string;
  /** ISO date the version takes effect. */
  effective: string;
  title: string;
  sections: LegalSection[];
}

export interface CookiesPolicy extends LegalDocument {
  cookies: CookieEntry[];
}

/** The operator's data comes from site/brand.ts (one file the operator edits; README lists the placeholders). */
export const COMPANY = {
  name: OPERATOR.name,
  address: `${OPERATOR.street}, ${OPERATOR.postcode} ${OPERATOR.city}`,
  email: OPERATOR.email,
  dpoEmail: OPERATOR.dpoEmail,
  complaintsEmail: OPERATOR.complaintsEmail,
} as const;

const COMPANY_LINE = OPERATOR_LINE;

// Block makers.
const p = (text: string): Block => ({ type: 'p', text });
const ul = (...items: string[]): Block => ({ type: 'ul', items });
const section = (id: string, heading: string, ...body: Block[]): LegalSection => ({ id, heading, body });

function doc(d: LegalDocument): LegalDocument {
  return {
    ...d,
    title: typo(d.title),
    sections: d.sections.map((s) => ({ ...s, heading: typo(s.heading), body: typoBlocks(s.body) })),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Cookies and browser storage (SPEC §3, §9).

// ---------------------------------------------------------------------------------------------------------
// Privacy policy.

interface PrivacyOptions {
  id: string;
  /** Push notifications exist from the 2026 version on. */
  push: boolean;
  leadRetentionMonths: number;
  /**
   * From the November 2026 version: the form asks only the loan, the date of birth and, with the marketing consent,
   * a contact; nothing from it goes to lenders, who receive only the loan chosen and our click reference.
   */
  minimalForm?: boolean;
  /**
   * From the 28 November 2026 version: who receives what, when and on what basis is written from
   * contracts/data-flows.ts (the hand-off of an application to a lender that takes them, Google, Meta and every
   * other recipient by name), fingerprinting is under the marketing consent, and showing offers for the form rests
   * on the consent the form asks for.
   */
  flows?: boolean;
  /**
   * From the 28 November 2026 version: offers are ordered by the rule of the terms' § 2a (cost, then RRSO), not by what
   * we earn.
   */
  orderRule?: boolean;
}

/** The privacy policy's line on how long application data is kept: "przez 1 miesiąc", "24 miesiące", "12 miesięcy". */
export const leadRetentionLine = (months: number): string =>
  `Dane z wniosku – przez ${pluralPl(months, MONTH_FORMS)} od ostatniego kontaktu z Tobą, na przykład od złożenia ostatniego wniosku lub ostatniej wiadomości od Ciebie, chyba że są dłużej potrzebne do ustalenia, dochodzenia lub obrony roszczeń; wtedy do upływu terminu ich przedawnienia.`;

function privacyPolicy(o: PrivacyOptions): LegalDocument {
  const m = o.minimalForm === true;
  const f = o.flows === true;
  const pushData = o.push
    ? [
        p(
          'Powiadomienia push. Jeśli zgodzisz się na powiadomienia, przetwarzamy token powiadomień Twojej przeglądarki oraz powiązane z nim dane: identyfikator klienta w statystykach, adres strony, na której wyrażono zgodę, identyfikator Twojego wniosku (jeśli został złożony), kraj, identyfikator partnera, z którego strony zaczęła się wizyta, i parametry kampanii (utm_source, utm_medium, utm_campaign, utm_content, utm_term). Gdy pożyczkodawca poinformuje nas, że zaakceptował Twój wniosek albo wypłacił pożyczkę, wysyłamy na ten token przez usługę Firebase Cloud Messaging jedno powiadomienie o każdym z tych zdarzeń, nigdy między 21:00 a 8:00. Powiadomienie nie zawiera Twoich danych ani nazwy pożyczkodawcy, a zawarty w nim link do strony ze statusem wniosku działa przez ograniczony czas.',
        ),
      ]
    : [];

  return doc({
    id: o.id,
    effective: o.id,
    title: 'Polityka prywatności',
    sections: [
      section(
        'administrator',
        'Kto jest administratorem Twoich danych',
        p(
          `Administratorem Twoich danych osobowych jest ${COMPANY_LINE}, ${OPERATOR_REGISTRY} (dalej: Przelewik lub my). Prowadzimy serwis Przelewik, czyli porównywarkę pożyczek, oraz udostępniamy partnerom skrypt i widżety, które wyświetlają nasze porównanie na ich stronach internetowych.`,
        ),
        p(
          `Wyznaczyliśmy inspektora ochrony danych. We wszystkich sprawach dotyczących Twoich danych możesz napisać na adres ${COMPANY.dpoEmail} albo listownie na adres naszej siedziby z dopiskiem „Ochrona danych”.`,
        ),
        f
          ? p(
              `Przelewik nie jest pożyczkodawcą ani nie składa wniosków w Twoim imieniu. Pokazujemy oferty pożyczkodawców, a wniosek o pożyczkę składasz na stronie wybranego pożyczkodawcy. Gdy do niego przechodzisz, przekazujemy mu wybraną pożyczkę i nasze identyfikatory przejścia. Dane z formularza dopasowania ofert przekazujemy tylko pożyczkodawcy, który przyjmuje od nas wnioski (${deliveryLenderNames()}), i tylko wtedy, gdy zgodzisz się na to osobno, dla tego jednego pożyczkodawcy. Pożyczkodawca, który otrzyma Twoje dane, przetwarza je jako odrębny administrator według własnej polityki prywatności.`,
            )
          : m
            ? p(
                'Przelewik nie jest pożyczkodawcą ani nie składa wniosków w Twoim imieniu. Pokazujemy oferty pożyczkodawców, a wniosek o pożyczkę składasz na stronie wybranego pożyczkodawcy. Gdy do niego przechodzisz, przekazujemy mu tylko wybraną kwotę i okres spłaty oraz nasze identyfikatory przejścia – bez danych z naszego formularza. Dane, które podasz na stronie pożyczkodawcy, przetwarza on jako odrębny administrator według własnej polityki prywatności.',
              )
            : p(
                'Przelewik nie jest pożyczkodawcą. Pokazujemy oferty pożyczkodawców i na Twoje życzenie przekazujemy im Twój wniosek. Pożyczkodawca, który otrzyma Twoje dane, staje się ich odrębnym administratorem i przetwarza je według własnej polityki prywatności.',
              ),
      ),
      section(
        'jakie-dane',
        'Jakie dane przetwarzamy',
        p('Zakres danych zależy od tego, z których funkcji serwisu korzystasz.'),
        p(
          'Przeglądanie serwisu i stron partnerów. Przetwarzamy adres IP, informacje o urządzeniu i przeglądarce (typ, system, język, rozdzielczość ekranu), adresy odwiedzanych stron, adres strony, z której zaczęła się wizyta, datę i godzinę wizyty, źródło wizyty (parametry kampanii i identyfikatory kliknięć w reklamy), liczbę wizyt i odsłon, identyfikatory sesji i przeglądarki oraz Twoje wybory dotyczące plików cookies. Szczegóły opisuje polityka cookies.',
        ),
        ...(m
          ? [
              p('Formularz dopasowania ofert. Gdy go wypełniasz, przetwarzamy:'),
              ul(
                'wnioskowaną kwotę i okres spłaty,',
                'datę urodzenia,',
                'numer telefonu i adres e-mail – tylko jeśli je podasz i zgodzisz się na kontakt marketingowy; bez tej zgody ich nie zapisujemy,',
                'treść udzielonych zgód wraz z datą i godziną.',
              ),
              f
                ? p(
                    'Nie pytamy o numer PESEL, dowód osobisty, numer konta, adres, zatrudnienie ani dochody: nie są potrzebne do uporządkowania ofert.',
                  )
                : p(
                    'Nie pytamy o numer PESEL, dowód osobisty, numer konta, adres, zatrudnienie ani dochody: nie są nam potrzebne, bo nie przekazujemy wniosków pożyczkodawcom.',
                  ),
            ]
          : [p('Wniosek. Gdy wypełniasz formularz wniosku, przetwarzamy dane, które w nim podajesz:')]),
        ...(m
          ? []
          : [
              ul(
                'imię i nazwisko, numer PESEL, serię i numer dowodu osobistego,',
                'numer telefonu i adres e-mail,',
                'adres zamieszkania,',
                'informacje o zatrudnieniu i źródle dochodu, wysokość dochodu,',
                'numer rachunku bankowego,',
                'wnioskowaną kwotę i okres spłaty,',
                'treść udzielonych zgód i oświadczeń wraz z datą i godziną.',
              ),
            ]),
        f
          ? p(
              'Każdemu wnioskowi nadajemy losowy identyfikator, który zapisujemy w Twojej przeglądarce, żeby pokazać Ci oferty dopasowane do wniosku. Jeśli po wysłaniu formularza wracasz do serwisu lub na stronę partnera i zgodzisz się na pliki cookies marketingowe, odnotowujemy tę wizytę jako przerwaną, najwyżej raz dziennie.',
            )
          : p(
              'Każdemu wnioskowi nadajemy losowy identyfikator, który zapisujemy w Twojej przeglądarce, żeby pokazać Ci oferty dopasowane do wniosku. Jeśli przerwiesz wypełnianie formularza po podaniu danych kontaktowych, odnotowujemy, że wizyta została przerwana.',
            ),
        ...(f
          ? [
              p(
                'Informacje od pożyczkodawców. Pożyczkodawcy informują nas o statusie wniosku złożonego po przejściu od nas, na przykład o tym, czy zawarto umowę i na jaką kwotę, podając nasz numer referencyjny przejścia. Potrzebujemy tego do rozliczeń z nimi i z partnerami.',
              ),
            ]
          : []),
        ...(m
          ? []
          : [
              p(
                'Informacje od pożyczkodawców. Pożyczkodawcy, którym przekazaliśmy wniosek, informują nas o jego statusie, na przykład o tym, czy zawarto umowę i na jaką kwotę. Potrzebujemy tego do rozliczeń z nimi.',
              ),
            ]),
        p(
          `Identyfikator urządzenia. Jeśli zgodzisz się na pliki cookies ${f ? 'marketingowe' : 'analityczne'}, dostawca usługi identyfikacji urządzeń oblicza na podstawie ustawień i cech Twojej przeglądarki i urządzenia identyfikator urządzenia. Zapisujemy go w przeglądarce i możemy powiązać z Twoim wnioskiem.`,
        ),
        ...pushData,
        p(
          'Analityka produktowa. Jeśli zgodzisz się na pliki cookies analityczne, zapisujemy zdarzenia w serwisie (na przykład wyświetlenie strony, kliknięcie oferty, przejście do kolejnego kroku formularza) z identyfikatorem urządzenia i sesji, a po złożeniu wniosku także z pseudonimowym identyfikatorem utworzonym z identyfikatora wniosku. Do analityki nie przekazujemy treści formularza: imienia, nazwiska, numeru PESEL, numeru dowodu, danych kontaktowych ani numeru rachunku.',
        ),
        p('Kontakt i reklamacje. Jeśli do nas piszesz, przetwarzamy Twoje dane kontaktowe i treść korespondencji.'),
        ...(f ? [p('Dokładnie, pole po polu, zbieramy sami:'), ul(...ownFlowItems())] : []),
      ),
      section(
        'cele-i-podstawy',
        'W jakich celach i na jakiej podstawie',
        ul(
          ...(f
            ? [
                'Pokazanie ofert i kalkulatora bez formularza – wykonanie umowy o świadczenie usługi, o którą prosisz, zgodnie z regulaminem (art. 6 ust. 1 lit. b RODO).',
                `Uporządkowanie ofert według danych z formularza dopasowania ofert – ${dataFlow('offer-matching').basis}.`,
                `Przekazanie wniosku pożyczkodawcy, który przyjmuje od nas wnioski – ${dataFlow('lead-delivery').basis}.`,
                `Przekazanie pożyczkodawcy wybranej pożyczki i naszych identyfikatorów przejścia – ${dataFlow('lender-click').basis}.`,
              ]
            : [
                'Pokazanie ofert dopasowanych do kwoty, okresu i danych z wniosku oraz obsługa wniosku w serwisie – wykonanie umowy o świadczenie usługi, o którą prosisz, zgodnie z regulaminem (art. 6 ust. 1 lit. b RODO).',
              ]),
          ...(m
            ? []
            : [
                'Przekazanie wniosku pożyczkodawcom, których oferty wybierzesz – Twoja zgoda (art. 6 ust. 1 lit. a RODO). Wyrażasz ją osobno i bez niej nie przekażemy wniosku nikomu.',
              ]),
          'Kontakt marketingowy telefonicznie, SMS-em i e-mailem, w tym przypomnienie o niedokończonym wniosku – Twoja zgoda (art. 6 ust. 1 lit. a RODO), wyrażona zgodnie z przepisami Prawa komunikacji elektronicznej.',
          ...(o.push
            ? [
                'Powiadomienia push o statusie przelewu i o ofertach – Twoja zgoda (art. 6 ust. 1 lit. a RODO), wyrażona w okienku serwisu i potwierdzona w przeglądarce.',
              ]
            : []),
          ...(f
            ? [
                'Statystyki i analityka produktowa – Twoja zgoda na pliki cookies analityczne (art. 6 ust. 1 lit. a RODO).',
                'Identyfikator urządzenia, tagi reklamowe Google i Meta oraz zapamiętanie źródła wizyty – Twoja zgoda na pliki cookies marketingowe (art. 6 ust. 1 lit. a RODO).',
              ]
            : [
                'Statystyki i analityka, w tym identyfikator urządzenia – Twoja zgoda na pliki cookies analityczne (art. 6 ust. 1 lit. a RODO).',
              ]),
          'Ustalenie, skąd przyszła wizyta, oraz rozliczenia z partnerami i pożyczkodawcami – nasz prawnie uzasadniony interes (art. 6 ust. 1 lit. f RODO). Pliki cookies marketingowe zapisujemy tylko po Twojej zgodzie.',
          'Bezpieczeństwo serwisu i wykrywanie nadużyć, na przykład wniosków składanych na cudze dane – nasz prawnie uzasadniony interes (art. 6 ust. 1 lit. f RODO).',
          'Rozpatrywanie reklamacji i żądań dotyczących danych, wykazanie udzielonych zgód, obowiązki księgowe i podatkowe oraz odpowiedzi na żądania uprawnionych organów – obowiązki prawne (art. 6 ust. 1 lit. c RODO).',
          'Ustalenie, dochodzenie i obrona roszczeń – nasz prawnie uzasadniony interes (art. 6 ust. 1 lit. f RODO).',
        ),
      ),
      section(
        'odbiorcy',
        'Komu przekazujemy dane',
        ...(f
          ? [
              p('Każdy odbiorca, a przy nim dokładnie to, co otrzymuje, kiedy i na jakiej podstawie:'),
              ul(...recipientItems()),
            ]
          : []),
        ul(
          ...(f
            ? []
            : [
                m
                  ? 'Pożyczkodawcy, do którego przechodzisz z naszego serwisu – tylko wybraną kwotę, okres spłaty i nasze identyfikatory przejścia, bez danych z formularza.'
                  : 'Pożyczkodawcom, których oferty wybierzesz, i tylko za Twoją zgodą. Każdy z nich przetwarza dane jako odrębny administrator.',
              ]),
          f
            ? 'Poza nimi: dostawcom usług informatycznych – hostingu, serwerów, poczty elektronicznej, wysyłki SMS i obsługi zgłoszeń.'
            : 'Dostawcom usług informatycznych: hostingu, serwerów, poczty elektronicznej, wysyłki SMS i obsługi zgłoszeń.',
          ...(f
            ? []
            : [
                'Dostawcy narzędzia analityki produktowej.',
                'Dostawcy usługi identyfikacji urządzeń.',
                ...(o.push ? ['Dostawcy usługi powiadomień push.'] : []),
              ]),
          'Doradcom prawnym, podatkowym i audytorom, którzy są zobowiązani do zachowania tajemnicy.',
          'Sądom, organom ścigania i innym organom publicznym, jeśli wymaga tego prawo.',
        ),
        f
          ? p(
              'Dostawcy usług przetwarzają dane w naszym imieniu, na podstawie umowy powierzenia przetwarzania danych i tylko zgodnie z naszymi poleceniami. Partnerom, na których stronach działa nasze porównanie, nie przekazujemy danych z Twojego formularza: otrzymują tylko to, co wymieniamy powyżej, oraz zbiorcze informacje o skuteczności kampanii.',
            )
          : p(
              'Dostawcy usług przetwarzają dane w naszym imieniu, na podstawie umowy powierzenia przetwarzania danych i tylko zgodnie z naszymi poleceniami. Partnerom, na których stronach działa nasze porównanie, nie przekazujemy danych z Twojego wniosku. Otrzymują tylko zbiorcze informacje o skuteczności kampanii.',
            ),
      ),
      section(
        'poza-eog',
        'Przekazywanie danych poza Europejski Obszar Gospodarczy',
        p(
          (f
            ? `Niektórzy odbiorcy – ${outsideEeaNames()} –`
            : 'Niektórzy dostawcy, w szczególności narzędzia analityki produktowej, usługi identyfikacji urządzeń' +
              (o.push ? ' i usługi powiadomień push' : '') +
              ',') +
            ' mogą przetwarzać dane poza Europejskim Obszarem Gospodarczym, na przykład w Stanach Zjednoczonych. Przekazujemy je wtedy na podstawie decyzji Komisji Europejskiej stwierdzającej odpowiedni stopień ochrony, jeśli odbiorca jest nią objęty, albo na podstawie standardowych klauzul umownych zatwierdzonych przez Komisję Europejską, uzupełnionych o dodatkowe zabezpieczenia, takie jak szyfrowanie i pseudonimizacja.',
        ),
        p(`Kopię stosowanych zabezpieczeń możesz otrzymać, pisząc na adres ${COMPANY.dpoEmail}.`),
      ),
      section(
        'okres-przechowywania',
        'Jak długo przechowujemy dane',
        ul(
          leadRetentionLine(o.leadRetentionMonths),
          'Treść udzielonych zgód – przez czas ich obowiązywania, a po wycofaniu zgody do upływu terminu przedawnienia roszczeń, żebyśmy mogli wykazać, że działaliśmy zgodnie z prawem.',
          'Dane o statusie wniosków potrzebne do rozliczeń z pożyczkodawcami – przez czas wymagany przepisami podatkowymi i rachunkowymi, zwykle 5 lat od końca roku, w którym upłynął termin płatności podatku.',
          'Zdarzenia analityczne i dane o wizytach – 25 miesięcy od ich zebrania.',
          'Identyfikator urządzenia – 12 miesięcy od ostatniej wizyty, a jeśli jest powiązany z wnioskiem, tak długo jak dane z wniosku.',
          ...(o.push
            ? [
                `Token powiadomień push – do wycofania zgody (odnośnikiem „Wyłącz powiadomienia” na stronie statusu albo blokadą powiadomień w przeglądarce) albo do chwili, gdy token przestanie być ważny. Nieaktualny token usuwamy najpóźniej w ciągu ${pluralPl(PUSH_TOKEN_RETENTION_DAYS, DAYS_GENITIVE)}.`,
              ]
            : []),
          'Logi serwera – 90 dni.',
          'Reklamacje i korespondencja – przez czas rozpatrywania sprawy, a potem do upływu terminu przedawnienia roszczeń.',
        ),
        p('Czas przechowywania plików cookies i danych w pamięci przeglądarki opisuje polityka cookies.'),
      ),
      section(
        'twoje-prawa',
        'Twoje prawa',
        p('W związku z przetwarzaniem Twoich danych masz prawo do:'),
        ul(
          'dostępu do danych i otrzymania ich kopii,',
          'sprostowania danych, które są nieprawidłowe lub niekompletne,',
          'usunięcia danych,',
          'ograniczenia przetwarzania,',
          'przenoszenia danych, które przetwarzamy na podstawie zgody lub umowy,',
          'sprzeciwu wobec przetwarzania na podstawie naszego prawnie uzasadnionego interesu, a wobec marketingu bezpośredniego zawsze i bez podawania przyczyny,',
          'wycofania zgody w dowolnym momencie, co nie wpływa na zgodność z prawem przetwarzania przed jej wycofaniem,',
          'wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych (ul. Stawki 2, 00-193 Warszawa).',
        ),
        p(
          `Aby skorzystać z tych praw, napisz na adres ${COMPANY.dpoEmail} albo listownie na adres naszej siedziby. Odpowiemy w ciągu miesiąca. W sprawach skomplikowanych możemy przedłużyć ten termin o kolejne dwa miesiące, ale poinformujemy Cię o tym w ciągu pierwszego miesiąca. Żeby nie ujawnić danych niewłaściwej osobie, możemy poprosić Cię o potwierdzenie tożsamości, na przykład o wiadomość z adresu e-mail lub numeru telefonu podanego we wniosku.`,
        ),
        p(
          'Zgodę na pliki cookies zmienisz w każdej chwili przez odnośnik „Ustawienia cookies” w stopce strony.' +
            (o.push
              ? ' Zgodę na powiadomienia push wycofasz odnośnikiem „Wyłącz powiadomienia” na stronie, do której prowadzi każde powiadomienie (usuwamy wtedy token z naszej bazy), albo w ustawieniach przeglądarki.'
              : '') +
            (m
              ? ' Danymi, które podasz na stronie pożyczkodawcy, zarządza on sam, więc w tej sprawie skontaktuj się bezpośrednio z nim.'
              : ' Jeśli wycofasz zgodę na przekazywanie danych pożyczkodawcom, nie przekażemy im kolejnych wniosków. Danymi, które już otrzymali, zarządzają oni sami, więc w tej sprawie skontaktuj się bezpośrednio z nimi. Na Twoją prośbę poinformujemy ich o sprostowaniu lub usunięciu danych.'),
        ),
      ),
      section(
        'profilowanie',
        'Zautomatyzowane decyzje i profilowanie',
        o.orderRule
          ? p(
              `Kolejność ofert ustala automatycznie nasz system, według zasady z § 2a regulaminu: najpierw oferty na wybraną kwotę i okres, od najniższego całkowitego kosztu, potem od najniższej RRSO. Jeśli podasz datę urodzenia, oferty firm, które nie pożyczają osobom w Twoim wieku, przesuwamy na koniec listy. Wynagrodzenie, które otrzymujemy od pożyczkodawców, nie wpływa na kolejność. To profilowanie, ale nie jest to decyzja, która wywołuje wobec Ciebie skutki prawne lub w podobny sposób istotnie na Ciebie wpływa. Widzisz wszystkie oferty, a to, na stronie którego pożyczkodawcy złożysz wniosek, wybierasz Ty.`,
            )
          : p(
              `Kolejność ofert, które Ci pokazujemy, ustala automatycznie nasz system. Bierze pod uwagę przede wszystkim dopasowanie oferty do wybranej kwoty i okresu, kryteria pożyczkodawców (na przykład wiek${m ? '' : ' i źródło dochodu'}), szansę na akceptację wniosku oraz wynagrodzenie, które otrzymujemy od pożyczkodawcy. To profilowanie, ale nie jest to decyzja, która wywołuje wobec Ciebie skutki prawne lub w podobny sposób istotnie na Ciebie wpływa. ${m ? 'Widzisz wszystkie oferty, a to, na stronie którego pożyczkodawcy złożysz wniosek, wybierasz Ty.' : 'Widzisz wszystkie dopasowane oferty, a o tym, którym pożyczkodawcom przekazać wniosek, decydujesz Ty.'}`,
            ),
        p(
          'Decyzję o udzieleniu pożyczki podejmuje wyłącznie pożyczkodawca. Może ocenić Twoją zdolność kredytową w sposób zautomatyzowany. Zasady tej oceny i Twoje prawa z nią związane, w tym prawo do wyjaśnienia podstaw decyzji, opisuje polityka prywatności pożyczkodawcy.',
        ),
      ),
      section(
        'dobrowolnosc',
        'Czy musisz podać dane',
        m
          ? p(
              'Podanie danych jest dobrowolne. Bez kwoty, okresu i daty urodzenia nie możemy jednak ustawić ofert w kolejności dopasowanej do Ciebie; numer telefonu i adres e-mail są potrzebne tylko do kontaktu marketingowego, na który się zgodzisz. Numer PESEL i dane dowodu osobistego podajesz dopiero pożyczkodawcy, na jego stronie. Z serwisu możesz korzystać bez zgody na pliki cookies analityczne i marketingowe.',
            )
          : p(
              'Podanie danych jest dobrowolne. Bez danych z wniosku nie możemy jednak dopasować do Ciebie ofert, a bez zgody na przekazanie danych nie przekażemy wniosku pożyczkodawcom. Pożyczkodawcy potrzebują numeru PESEL i danych dowodu osobistego, żeby potwierdzić Twoją tożsamość i ocenić zdolność kredytową. Z serwisu możesz korzystać bez zgody na pliki cookies analityczne i marketingowe.',
            ),
      ),
      section(
        'bezpieczenstwo',
        'Jak chronimy dane',
        p(
          'Połączenie z serwisem jest szyfrowane. Dostęp do danych z wniosków mają tylko upoważnione osoby, które potrzebują go do wykonywania swoich obowiązków. Danych z formularza nie umieszczamy w adresach stron, w logach ani w narzędziach analitycznych. Regularnie sprawdzamy zabezpieczenia i dostawców, z których usług korzystamy.',
        ),
      ),
      section(
        'zmiany',
        'Zmiany polityki prywatności',
        p(
          'Politykę prywatności zmieniamy, gdy zmieniają się nasze usługi lub przepisy. Każda wersja ma datę, od której obowiązuje, a poprzednie wersje pozostają dostępne w serwisie. O istotnych zmianach poinformujemy Cię na stronie, a jeśli zmiana wymaga Twojej zgody, poprosimy o nią.',
        ),
      ),
    ],
  });
}

/** Every version of the privacy policy, newest first; the first is the one in force. */
export const PRIVACY_POLICY_VERSIONS: LegalDocument[] = [
  // In force at once: it corrects what the policy said about the hand-off, recipients and bases, and says how the
  // offers are now ordered (no longer weighing what lenders pay us); no new processing.
  privacyPolicy({
    id: '2026-11-28',
    push: true,
    leadRetentionMonths: 12,
    minimalForm: true,
    flows: true,
    orderRule: true,
  }),
  privacyPolicy({ id: '2026-11-25', push: true, leadRetentionMonths: 12, minimalForm: true }),
  privacyPolicy({ id: '2026-09-01', push: true, leadRetentionMonths: 12 }),
  privacyPolicy({ id: '2025-05-15', push: false, leadRetentionMonths: 24 }),
];

// ---------------------------------------------------------------------------------------------------------
// Terms of service (regulamin świadczenia usług drogą elektroniczną).

interface TermsOptions {
  id: string;
  push: boolean;
  /**
   * From the November 2026 version: the form only orders the offers (the loan and the age); the application is
   * made on the lender's own site, and we pass the lender only the chosen loan and our references.
   */
  minimalForm?: boolean;
  /**
   * From the 28 November 2026 version: the hand-off of an application to a lender that takes them (with the
   * visitor's consent for that lender) is a service, and "Limity kosztów" names the law in force on `law.day`.
   */
  law?: Law;
  /** From the 28 November 2026 version: § 2a states the order of the offers and how a paid placement is marked. */
  orderRule?: boolean;
}

/** Numbers the terms' "§ N." headings in order, after a section was put in between. */
function numberParagraphs(sections: LegalSection[]): LegalSection[] {
  let n = 0;
  return sections.map((section) => {
    const match = /^§(\s)\d+\./.exec(section.heading);
    return match ? { ...section, heading: `§${match[1]}${++n}.${section.heading.slice(match[0].length)}` } : section;
  });
}

function costLimitsSection(law: Law): LegalSection {
  const limits = costLimitsBody(law);
  return section(
    'limity-kosztow',
    '§ 0. Limity kosztów pożyczek',
    ...limits.paragraphs.map(p),
    ul(...limits.items),
    p(limits.closing),
  );
}

/** § 2a of the terms: the full rule every list's order line links to (ORDER_RULE_PATH). */
function orderRuleSection(): LegalSection {
  return section(
    ORDER_RULE_ID,
    '§ 2a. Kolejność ofert i oznaczanie reklam',
    p(
      `Każda lista ofert w serwisie i w naszych widżetach na stronach partnerów jest domyślnie uporządkowana w interesie użytkownika, według jednej zasady („${DEFAULT_ORDER_NAME}”):`,
    ),
    ul(
      'najpierw oferty, które udzielają pożyczki na wybraną kwotę i okres; pozostałe są niżej, każda wyceniona dla najbliższej pożyczki, jakiej udziela,',
      'w każdej z tych grup – od najniższego całkowitego kosztu tej pożyczki, policzonego dla każdej oferty tym samym sposobem,',
      'przy równym koszcie – od najniższej rzeczywistej rocznej stopy oprocentowania (RRSO) tej pożyczki,',
      'przy równym koszcie i RRSO – według stałego numeru oferty, żeby kolejność nie zmieniała się bez powodu.',
    ),
    p(
      'Kolejność nie zależy od wynagrodzenia, które płaci nam pożyczkodawca, ani od tego, czy sprawdza on bazy dłużników.',
    ),
    p(
      'Jeśli w formularzu dopasowania podasz datę urodzenia, oferty firm, które nie pożyczają osobom w Twoim wieku, przesuwamy na koniec listy dla kwoty i okresu, które podasz. Poza tym rejestracja niczego w kolejności nie zmienia.',
    ),
    p(
      'Listę możesz też posortować według najniższej RRSO albo najwyższej kwoty. Nad każdą listą jedno zdanie mówi, według czego jest uporządkowana i czy któreś miejsce jest płatne.',
    ),
    p(
      `Miejsce na liście nie jest płatne. Jeśli pożyczkodawca zapłaci za wyświetlenie swojej oferty, oznaczymy ją na karcie słowem „${PAID_LABEL}”, a zdanie nad listą powie, że lista zawiera płatne wyróżnienia. Płatne wyróżnienie nie zmienia miejsca oferty na liście.`,
    ),
    p(
      'Nie pokazujemy wszystkich ofert dostępnych na rynku, a jedynie oferty pożyczkodawców, z którymi współpracujemy.',
    ),
  );
}

function terms(o: TermsOptions): LegalDocument {
  const m = o.minimalForm === true;
  const law = o.law;
  const f = law !== undefined;
  const document = doc({
    id: o.id,
    effective: o.id,
    title: 'Regulamin świadczenia usług drogą elektroniczną',
    sections: [
      section(
        'postanowienia-ogolne',
        '§ 1. Postanowienia ogólne',
        p(
          'Regulamin określa zasady korzystania z serwisu internetowego Przelewik i usług świadczonych w nim drogą elektroniczną. Jest regulaminem, o którym mowa w ustawie z 18 lipca 2002 r. o świadczeniu usług drogą elektroniczną.',
        ),
        p(
          `Usługodawcą jest ${COMPANY_LINE}, ${OPERATOR_REGISTRY}. Kontakt: ${COMPANY.email}, tel. ${OPERATOR.phone} (${OPERATOR.phoneHours}).`,
        ),
        p('Pojęcia użyte w regulaminie:'),
        ul(
          'Serwis – strona internetowa Przelewik wraz z widżetami porównywarki wyświetlanymi na stronach partnerów.',
          'Użytkownik – pełnoletnia osoba fizyczna, która korzysta z serwisu.',
          'Pożyczkodawca – bank, instytucja pożyczkowa lub inny podmiot udzielający pożyczek, którego oferty pokazujemy w serwisie.',
          m
            ? 'Formularz dopasowania – dane, które użytkownik podaje, żeby zobaczyć oferty uporządkowane dla wybranej pożyczki i swojego wieku.'
            : 'Wniosek – dane, które użytkownik podaje w formularzu, żeby zobaczyć dopasowane oferty i przekazać je wybranym pożyczkodawcom.',
          'Partner – właściciel strony internetowej, na której wyświetla się nasze porównanie.',
          ...(o.push
            ? [
                'Powiadomienia push – krótkie wiadomości wyświetlane przez przeglądarkę użytkownika, także wtedy, gdy serwis nie jest otwarty.',
              ]
            : []),
        ),
      ),
      section(
        'uslugi',
        '§ 2. Rodzaje i zakres usług',
        p('W serwisie świadczymy następujące usługi:'),
        ul(
          'porównywarka ofert: przeglądanie ofert pożyczek oraz kalkulator, który dla wybranej kwoty i okresu pokazuje RRSO i całkowity koszt,',
          f
            ? 'formularz dopasowania: uporządkowanie ofert według wybranej kwoty, okresu spłaty i wieku użytkownika; wniosek o pożyczkę użytkownik składa na stronie wybranego pożyczkodawcy, któremu przy przejściu przekazujemy wybraną kwotę, okres spłaty i nasze numery referencyjne,'
            : m
              ? 'formularz dopasowania: uporządkowanie ofert według wybranej kwoty, okresu spłaty i wieku użytkownika; wniosek o pożyczkę użytkownik składa na stronie wybranego pożyczkodawcy, któremu przekazujemy tylko wybraną kwotę, okres spłaty i nasze numery referencyjne,'
              : 'formularz wniosku: dopasowanie ofert do danych użytkownika i, za jego zgodą, przekazanie wniosku pożyczkodawcom, których oferty wybierze,',
          ...(f
            ? [
                `przekazanie wniosku: na życzenie użytkownika i za jego zgodą, wyrażoną osobno dla jednego pożyczkodawcy, przekazujemy pożyczkodawcy, który przyjmuje od nas wnioski (${deliveryLenderNames()}), dane z formularza dopasowania: ${deliveredPersonalFields()}; zakres przekazywanych danych opisuje polityka prywatności,`,
              ]
            : []),
          ...(o.push
            ? [
                'powiadomienia push: informacje o statusie przelewu pożyczki i o ofertach, wysyłane po wyrażeniu zgody w serwisie i w przeglądarce,',
              ]
            : []),
          'treści informacyjne: poradniki na blogu, które nie są doradztwem finansowym ani prawnym.',
        ),
        o.orderRule
          ? p('Kolejność ofert ustala automatycznie nasz system, według zasady opisanej w § 2a.')
          : p(
              'Kolejność ofert ustala automatycznie nasz system. Główne parametry to dopasowanie oferty do wybranej kwoty i okresu, kryteria pożyczkodawcy, szansa na akceptację wniosku oraz wynagrodzenie, które otrzymujemy od pożyczkodawcy. Oferty wyróżnione za opłatą oznaczamy jako reklamę. Nie pokazujemy wszystkich ofert dostępnych na rynku, a jedynie oferty pożyczkodawców, z którymi współpracujemy.',
            ),
      ),
      ...(o.orderRule ? [orderRuleSection()] : []),
      section(
        'nie-jestesmy-pozyczkodawca',
        '§ 3. Przelewik nie jest pożyczkodawcą',
        p(OPERATOR_ROLE),
        p(
          'Przelewik nie podejmuje decyzji kredytowych i nie przyjmuje żadnych płatności od użytkowników. Nie jesteśmy upoważnieni do zawierania umów w imieniu pożyczkodawców.',
        ),
        p(
          'Umowę pożyczki zawiera użytkownik bezpośrednio z pożyczkodawcą, na warunkach pożyczkodawcy. Decyzja o udzieleniu pożyczki, jej kwota i koszt zależą wyłącznie od pożyczkodawcy. Informacje o ofertach przygotowujemy na podstawie danych od pożyczkodawców i mogą one różnić się od ostatecznej propozycji. Wiążące są formularz informacyjny dotyczący kredytu konsumenckiego i umowa, które przekazuje pożyczkodawca.',
        ),
        p(
          f
            ? 'Za przejście użytkownika na stronę pożyczkodawcy, przekazanie wniosku, złożenie go u pożyczkodawcy lub zawarcie umowy otrzymujemy wynagrodzenie (prowizję) od pożyczkodawców. Użytkownik nic nam nie płaci.'
            : m
              ? 'Za przejście użytkownika na stronę pożyczkodawcy, złożenie tam wniosku lub zawarcie umowy otrzymujemy wynagrodzenie (prowizję) od pożyczkodawców. Użytkownik nic nam nie płaci.'
              : 'Za przekazanie wniosku lub zawarcie umowy otrzymujemy wynagrodzenie (prowizję) od pożyczkodawców. Użytkownik nic nam nie płaci.',
        ),
      ),
      section(
        'odplatnosc',
        '§ 4. Odpłatność',
        p(
          `Wszystkie usługi serwisu są dla użytkowników bezpłatne. Nigdy nie prosimy o żadne opłaty, w tym o opłaty za ${m ? 'pokazanie ofert' : 'przekazanie wniosku'} lub za przyznanie pożyczki. Koszty połączenia z internetem ponosi użytkownik według taryfy swojego operatora.`,
        ),
      ),
      section(
        'wymagania-techniczne',
        '§ 5. Wymagania techniczne i zagrożenia',
        p('Do korzystania z serwisu potrzebne są:'),
        ul(
          'urządzenie z dostępem do internetu,',
          'aktualna wersja popularnej przeglądarki internetowej z włączoną obsługą JavaScriptu,',
          ...(m
            ? ['włączona obsługa pamięci przeglądarki, jeśli chcesz zobaczyć oferty uporządkowane dla siebie,']
            : [
                'włączona obsługa plików cookies i pamięci przeglądarki, jeśli chcesz złożyć wniosek i zobaczyć dopasowane oferty,',
                'aktywny adres e-mail i numer telefonu, jeśli składasz wniosek,',
              ]),
          ...(o.push
            ? [
                'w przypadku powiadomień push: przeglądarka, która je obsługuje, i zgoda na powiadomienia w jej ustawieniach.',
              ]
            : []),
        ),
        p(
          'Korzystanie z internetu wiąże się z zagrożeniami, takimi jak złośliwe oprogramowanie, fałszywe strony podszywające się pod znane firmy czy próby wyłudzenia danych. Dbaj o aktualność systemu i przeglądarki, sprawdzaj adres strony i nigdy nie podawaj nikomu haseł do bankowości ani kodów z SMS-ów.',
        ),
      ),
      section(
        'zawarcie-i-rozwiazanie',
        '§ 6. Zawarcie i rozwiązanie umowy',
        ul(
          'Umowa o przeglądanie serwisu zostaje zawarta z chwilą otwarcia strony i rozwiązuje się, gdy ją opuścisz.',
          m
            ? 'Umowa o dopasowanie ofert zostaje zawarta z chwilą wysłania formularza i rozwiązuje się po pokazaniu ofert albo wcześniej, na Twoje żądanie.'
            : 'Umowa o obsługę wniosku zostaje zawarta z chwilą wysłania formularza i rozwiązuje się po pokazaniu ofert i przekazaniu wniosku wybranym pożyczkodawcom albo wcześniej, na Twoje żądanie.',
          ...(f
            ? [
                'Umowa o przekazanie wniosku zostaje zawarta z chwilą wyrażenia zgody na przekazanie na stronie przejścia i wykonana z chwilą przekazania. Zgodę możesz wycofać linkiem, który wtedy pokazujemy; od tej chwili nie przekazujemy pożyczkodawcy już nic.',
              ]
            : []),
          ...(o.push
            ? [
                'Umowa o powiadomienia push zostaje zawarta z chwilą wyrażenia zgody i rozwiązuje się, gdy zablokujesz powiadomienia w przeglądarce.',
              ]
            : []),
        ),
        p(
          `Każdą umowę możesz rozwiązać w dowolnym momencie, bez kosztów i bez podawania przyczyny, na przykład pisząc na adres ${COMPANY.email}.`,
        ),
      ),
      section(
        'zasady-korzystania',
        '§ 7. Zasady korzystania z serwisu',
        ul(
          `Podawaj ${m ? 'w formularzu' : 'we wniosku'} wyłącznie własne, prawdziwe i aktualne dane.`,
          'Nie przesyłaj treści o charakterze bezprawnym.',
          `Nie zakłócaj działania serwisu, w szczególności nie wysyłaj ${m ? 'formularzy' : 'wniosków'} automatycznie i nie pobieraj masowo jego treści.`,
        ),
        p(
          m
            ? 'Możemy usunąć dane z formularza, który jest oczywiście nieprawdziwy albo wypełniony na dane innej osoby.'
            : 'Możemy odmówić przekazania wniosku, który jest oczywiście nieprawdziwy, niekompletny albo złożony na dane innej osoby.',
        ),
      ),
      section(
        'reklamacje',
        '§ 8. Reklamacje',
        p(
          `Reklamację dotyczącą działania serwisu możesz złożyć e-mailem na adres ${COMPANY.complaintsEmail} albo listownie na adres naszej siedziby. Napisz, jak możemy się z Tobą skontaktować, na czym polega problem i czego oczekujesz.`,
        ),
        p(
          'Odpowiemy w ciągu 14 dni od otrzymania reklamacji, e-mailem lub listownie, tą samą drogą, którą przyszła reklamacja, chyba że wskażesz inną.',
        ),
        p(
          'Reklamacje dotyczące pożyczki, na przykład jej kosztów lub spłaty, rozpatruje pożyczkodawca, z którym zawarto umowę. Ma na odpowiedź 30 dni, a w szczególnie skomplikowanych sprawach do 60 dni.',
        ),
        p(
          'Możesz też skorzystać z pozasądowych sposobów rozwiązywania sporów. Pomoc oferują miejscy i powiatowi rzecznicy konsumentów, wojewódzcy inspektorzy Inspekcji Handlowej, a w sprawach dotyczących usług finansowych także Rzecznik Finansowy.',
        ),
      ),
      section(
        'dane-osobowe',
        '§ 9. Dane osobowe i pliki cookies',
        p(
          'Zasady przetwarzania danych osobowych opisuje polityka prywatności, a zasady używania plików cookies i pamięci przeglądarki – polityka cookies.',
        ),
      ),
      section(
        'zmiany-regulaminu',
        '§ 10. Zmiany regulaminu',
        p(
          'Możemy zmienić regulamin z ważnych przyczyn, takich jak zmiana przepisów, wprowadzenie nowych usług, zmiana sposobu świadczenia usług lub względy bezpieczeństwa.',
        ),
        p(
          'Nową wersję publikujemy w serwisie co najmniej 14 dni przed dniem jej wejścia w życie. Jeśli korzystasz z usługi, która trwa dłużej' +
            (o.push ? ', na przykład z powiadomień push,' : '') +
            ' i mamy Twój adres e-mail, poinformujemy Cię o zmianie także e-mailem. Jeśli nie akceptujesz zmian, możesz rozwiązać umowę przed ich wejściem w życie. Poprzednie wersje regulaminu pozostają dostępne w serwisie.',
        ),
      ),
      section(
        'postanowienia-koncowe',
        '§ 11. Postanowienia końcowe',
        p(
          'Regulamin podlega prawu polskiemu. Jeśli jesteś konsumentem, wybór prawa polskiego nie pozbawia Cię ochrony, którą dają Ci bezwzględnie obowiązujące przepisy państwa, w którym masz miejsce zwykłego pobytu. Spory rozstrzygają sądy powszechne właściwe według ogólnych przepisów.',
        ),
        p(`Regulamin obowiązuje od ${formatDate(o.id)}`),
      ),
    ],
  });
  if (!law) return document;
  // The limits come right after "Przelewik nie jest pożyczkodawcą", with their figures typed by nothing but law.ts.
  const at = document.sections.findIndex((s) => s.id === 'nie-jestesmy-pozyczkodawca') + 1;
  const limits = doc({ ...document, sections: [costLimitsSection(law)] }).sections;
  return {
    ...document,
    sections: numberParagraphs([...document.sections.slice(0, at), ...limits, ...document.sections.slice(at)]),
  };
}

/** The law in force on the day the site is built: the terms' cost limits name it (contracts/law.ts). */
export const BUILD_LAW: Law = lawOn(warsawDay(new Date()));

const MONTHS = [
  'stycznia',
  'lutego',
  'marca',
  'kwietnia',
  'maja',
  'czerwca',
  'lipca',
  'sierpnia',
  'września',
  'października',
  'listopada',
  'grudnia',
];

/** '2026-09-01' → '1 września 2026 r.' */
export function formatDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${MONTHS[(m ?? 1) - 1]} ${y} r.`;
}

/** Every version of the terms, newest first; the first is the one in force. */
export const TERMS_VERSIONS: LegalDocument[] = [
  // In force at once: it describes the hand-off the product already offers (only with the visitor's consent for one
  // lender), the legal cost limits, and § 2a, how the offers are ordered and a paid placement marked; it asks nothing
  // new of the user.
  terms({ id: '2026-11-28', push: true, minimalForm: true, law: BUILD_LAW, orderRule: true }),
  // In force at once: it only drops a service (passing applications on) and asks for less data, in the user's favour.
  terms({ id: '2026-11-25', push: true, minimalForm: true }),
  terms({ id: '2026-09-01', push: true }),
  terms({ id: '2025-05-15', push: false }),
];

// ---------------------------------------------------------------------------------------------------------
// Cookies policy.

export const COOKIES_POLICY: CookiesPolicy = {
  ...doc({
    id: '2026-09-01',
    effective: '2026-09-01',
    title: 'Polityka cookies',
    sections: [
      section(
        'w-skrocie',
        'W skrócie',
        p(
          `Pliki cookies i dane w pamięci przeglądarki zapisuje ${COMPANY_LINE}, administrator serwisu. Bez zgody zapisujemy tylko to, bez czego serwis nie działa. Pliki analityczne i marketingowe zapisujemy wyłącznie po zgodzie, a wycofanie zgody usuwa je od razu. Pełna lista z celem i czasem przechowywania każdego pliku jest w tabeli poniżej.`,
        ),
      ),
      section(
        'kategorie',
        'Kategorie i zgoda',
        ul(
          'Niezbędne – zapamiętują wybór dotyczący cookies, wersję językową oraz szkic i identyfikator wniosku. Nie wymagają zgody.',
          'Analityczne – liczą wizyty i pokazują, jak korzysta się z serwisu. Tylko po zgodzie.',
          'Marketingowe – zapamiętują, skąd przychodzi wizyta (kampania, wyszukiwarka, strona partnera), rozpoznają urządzenie, obsługują powiadomienia push i przerwane wizyty. Służą rozliczeniom z partnerami, ocenie reklam i wykrywaniu nadużyć. Tylko po zgodzie.',
        ),
        p(
          'Przy pierwszej wizycie pytamy o zgodę: można zaakceptować wszystkie, odrzucić wszystkie albo wybrać kategorie w ustawieniach. Odmowa nie ogranicza porównania ofert. Wybór zmienia się w każdej chwili przez „Ustawienia cookies” w stopce każdej strony. Pamiętamy go 12 miesięcy; potem, a także po zmianie tej listy, pytamy ponownie.',
        ),
      ),
      section(
        'przechowywanie',
        'Jak długo je przechowujemy',
        ul(
          `Identyfikator wniosku (leadId) – ${LEAD_MAX_AGE_DAYS} dni od zapisania. Potem serwis usuwa go sam, razem z datą zapisania.`,
          `Źródło wizyty (pliki sbjs_*) – ${6 * 30} dni od zapisania. Źródło zapamiętane przy wcześniejszej wizycie liczy się najwyżej ${6 * 30} dni od jego zapisania, także gdy wizyty się powtarzają; licznik wizyt trwa ${6 * 30} dni od ostatniej wizyty.`,
          'Pozostałe pliki – tak długo, jak podaje tabela. Wycofanie zgody usuwa pliki jej kategorii od razu.',
        ),
      ),
      section(
        'lista',
        'Lista plików cookies i danych w przeglądarce',
        p(
          'Pliki cookies to małe pliki tekstowe zapisywane przez stronę w przeglądarce. Pamięć lokalna (localStorage) przechowuje dane do ich usunięcia, pamięć sesji (sessionStorage) do zamknięcia karty, a baza IndexedDB większe dane, na przykład do powiadomień push.',
        ),
      ),
      section(
        'usuwanie',
        'Usuwanie w przeglądarce i strony partnerów',
        p(
          'Pliki cookies i dane strony można w każdej chwili usunąć w ustawieniach prywatności przeglądarki (opcja o nazwie podobnej do „Wyczyść dane przeglądania”), a powiadomienia push wyłączyć w ustawieniach witryny. Bez pamięci przeglądarki serwis nie zapamięta wniosku ani wyboru.',
        ),
        p(
          'Na stronach partnerów nasz skrypt zapisuje te same pliki, na tych samych zasadach, w domenie partnera. O plikach samego partnera informuje jego polityka prywatności.',
        ),
      ),
      section(
        'kontakt',
        'Kontakt',
        p(
          `Pytania o pliki cookies i dane osobowe prosimy kierować na adres ${COMPANY.dpoEmail}. Więcej o danych osobowych piszemy w polityce prywatności.`,
        ),
      ),
    ],
  }),
  cookies: COOKIE_TABLE,
};

// ---------------------------------------------------------------------------------------------------------

/**
 * A version from a newest-first list: no id gives the newest (the one in force); an unknown id gives undefined.
 */
export function findVersion<T extends LegalDocument>(list: readonly T[], id?: string): T | undefined {
  if (id === undefined || id === '') return list[0];
  return list.find((d) => d.id === id);
}
