// The portal's pages around its login: the login form with the one-time link, the refusal, a link gone, its 404.
import { CsrfField, Frame } from '../../web/frame';
import { LoginForm } from '../../web/login';
import { Flash, MessagePage } from '../../web/parts';
import { renderPage } from '../../web/render';

export const BRAND = 'panel partnera Przelewik';

export const portalLoginPage = (csrf: string, message: string | null, email: string, notice: string | null): string =>
  renderPage(
    <Frame title="Logowanie do panelu partnera" brand={BRAND}>
      {notice && <Flash>{notice}</Flash>}
      <LoginForm action="/partner-panel/login/" csrf={csrf} message={message} email={email} />
      <section aria-labelledby="link-title" class="card login">
        <h2 id="link-title">Bez hasła</h2>
        <form method="post" action="/partner-panel/link/">
          <CsrfField token={csrf} />
          <p>
            <label for="link-email">Adres e-mail konta partnera</label>
            <input id="link-email" name="email" type="email" autocomplete="username" required maxLength={254} />
          </p>
          <p>
            <button type="submit">Wyślij link do logowania</button>
          </p>
        </form>
      </section>
    </Frame>,
  );

const REFUSAL =
  'Żądanie odrzucone: brak ważnego tokenu formularza albo przyszło spoza panelu. ' +
  'Odśwież stronę i spróbuj ponownie.';

export const portalRefusalPage = (): string =>
  renderPage(
    <MessagePage title="Odmowa" brand={BRAND} alert text={REFUSAL} href="/partner-panel/" linkText="Wróć do panelu" />,
  );

export const linkGonePage = (text: string): string =>
  renderPage(
    <MessagePage
      title="Link nieaktualny"
      brand={BRAND}
      alert
      text={text}
      href="/partner-panel/login/"
      linkText="Przejdź do logowania"
    />,
  );

/** An unknown portal address, or another partner's row: the same answer, which says nothing about either. */
export const portalNotFoundPage = (title: string): string =>
  renderPage(
    <MessagePage
      title={title}
      brand={BRAND}
      text="Panel partnera nie ma strony pod tym adresem. Sprawdź adres albo wróć do panelu."
      href="/partner-panel/"
      linkText="Wróć do panelu"
    />,
  );
