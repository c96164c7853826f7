// The transfer-status page as components (its route: status-page.ts): what the lender reported, what happens next,
// how to turn notifications off; or one message when the link cannot be read.
import { Frame } from '../web/frame';
import { renderPage } from '../web/render';
import type { NotifiedStatus } from './texts';

export const STATUS_TEXTS = {
  title: 'Status Twojej pożyczki',
  invalid: 'Ten link jest nieprawidłowy lub niepełny. Otwórz powiadomienie jeszcze raz albo skopiuj cały adres.',
  expired:
    'Ten link wygasł. Aktualny status pożyczki sprawdzisz u pożyczkodawcy, w wiadomości, którą od niego dostałeś, ' +
    'albo na jego stronie.',
  gone: 'Nie mamy już informacji, do której prowadzi ten link.',
} as const;

/** What the page says: the lender's report with the withdrawal link (null: notifications already off), or a message. */
export type StatusView =
  | { status: NotifiedStatus; reported: string; withdrawHref: string | null }
  | { message: 'invalid' | 'expired' | 'gone' };

/** What happens next after each reported state. */
function Next({ status }: { status: NotifiedStatus }) {
  if (status === 'paid')
    return (
      <>
        <p>
          {'Przelew między bankami zwykle dociera w ciągu jednego dnia roboczego, a przelew natychmiastowy – w kilka ' +
            'minut. Umowę i harmonogram spłaty pożyczkodawca przesyła w osobnej wiadomości.'}
        </p>
        <p>
          {'Jeśli pieniędzy nie ma na koncie po dwóch dniach roboczych, skontaktuj się bezpośrednio z pożyczkodawcą: ' +
            'to on prowadzi Twoją pożyczkę i widzi przelew.'}
        </p>
      </>
    );
  if (status === 'approved')
    return (
      <>
        <p>
          {'Pożyczkodawca przygotuje umowę i poprosi Cię o jej potwierdzenie. Pieniądze wyśle, gdy umowa zostanie ' +
            'zawarta. Gdy przelew wyjdzie, damy Ci znać kolejnym powiadomieniem.'}
        </p>
        <p>
          {'Przed potwierdzeniem sprawdź w umowie kwotę do spłaty, termin spłaty i RRSO. Umowa podaje też, do kiedy ' +
            'możesz od niej odstąpić bez podawania przyczyny.'}
        </p>
      </>
    );
  return (
    <p>
      {'Każdy pożyczkodawca ocenia wniosek po swojemu, więc odmowa jednego nie przesądza o decyzji innych. Możesz '}
      <a href="/offers/">porównać pozostałe oferty</a>.
    </p>
  );
}

function TurnOff({ href }: { href: string | null }) {
  if (href === null) return <p>Powiadomienia są już wyłączone: nie wyślemy Ci kolejnych.</p>;
  return (
    <p>
      {'Kliknij '}
      <a href={href}>Wyłącz powiadomienia</a>
      {' i potwierdź: usuniemy z naszej bazy adres, pod który wysyłamy powiadomienia do Twojej przeglądarki, ' +
        'i nie wyślemy już żadnego.'}
    </p>
  );
}

function Body({ view }: { view: StatusView }) {
  if ('message' in view) return <p role="alert">{STATUS_TEXTS[view.message]}</p>;
  return (
    <>
      <p class="notice" role="status">
        {view.reported}
      </p>
      <h2>Co dalej</h2>
      <Next status={view.status} />
      <p>
        {'Te informacje przekazał nam pożyczkodawca. Nie widzimy Twojego konta bankowego ani umowy, więc w sprawie ' +
          'samej pożyczki pisz do pożyczkodawcy.'}
      </p>
      <h2>Jak wyłączyć powiadomienia</h2>
      <TurnOff href={view.withdrawHref} />
      <p>
        {'Możesz też zablokować powiadomienia w przeglądarce: kliknij ikonę obok adresu strony i przy ' +
          '„Powiadomienia” wybierz „Blokuj”.'}
      </p>
    </>
  );
}

export const statusPage = (view: StatusView): string =>
  renderPage(
    <Frame title={STATUS_TEXTS.title} brand="Przelewik">
      <Body view={view} />
    </Frame>,
  );
