// The console's pages around its login: the login form, the refusals and its 404.
import { Frame } from '../../web/frame';
import { LoginForm } from '../../web/login';
import { MessagePage } from '../../web/parts';
import { renderPage } from '../../web/render';

export const loginPage = (csrf: string, message: string | null, email: string): string =>
  renderPage(
    <Frame title="Logowanie">
      <LoginForm action="/admin/login/" csrf={csrf} message={message} email={email} />
    </Frame>,
  );

const REFUSAL =
  'Żądanie odrzucone: brak ważnego tokenu formularza albo przyszło spoza konsoli. ' +
  'Odśwież stronę i spróbuj ponownie.';

export const refusalPage = (): string =>
  renderPage(<MessagePage title="Odmowa" alert text={REFUSAL} href="/admin/" linkText="Wróć do konsoli" />);

export const analystRefusalPage = (text: string): string =>
  renderPage(<MessagePage title="Brak uprawnień" alert text={text} href="/admin/" linkText="Wróć do konsoli" />);

/**
 * An address under /admin/ the console does not have. It is the same for everyone: the session is not read, so the
 * page says nothing about being logged in, and the link leads to the console, which asks for a login when there is
 * no session.
 */
export const notFoundPage = (title: string): string =>
  renderPage(
    <MessagePage
      title={title}
      text="Konsola nie ma strony pod tym adresem. Sprawdź adres albo wróć do konsoli."
      href="/admin/"
      linkText="Wróć do konsoli"
    />,
  );
