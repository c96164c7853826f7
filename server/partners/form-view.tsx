// The answer page of the partner sign-up form sent without JavaScript, as components (its route: form-route.ts):
// thanks, or the errors with a way back to the form. A bare document of its own, as the site's pages are, with
// neither script nor style.
import type { ComponentChildren } from 'preact';
import { PARTNER_FORM_PATH, type PartnerErrors } from '../../contracts/partner';
import { renderPage } from '../web/render';

function Document({ title, children }: { title: string; children: ComponentChildren }) {
  return (
    <html lang="pl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <title>{title}</title>
      </head>
      <body>
        <main>
          <h1>{title}</h1>
          {children}
        </main>
      </body>
    </html>
  );
}

/** Thanks (no errors), or each error in a list with the way back to the form. */
function PartnerFormAnswer({ errors }: { errors: PartnerErrors | null }) {
  if (!errors)
    return (
      <Document title="Dziękujemy za zgłoszenie!">
        <p>Sprawdzimy je w ciągu 2 dni roboczych i odpowiemy na podany adres e-mail.</p>
        <p>
          <a href="/">Wróć na stronę główną</a>
        </p>
      </Document>
    );
  const texts = Object.values(errors).filter((text): text is string => typeof text === 'string');
  return (
    <Document title="Popraw zgłoszenie">
      <ul>
        {texts.map((text) => (
          <li>{text}</li>
        ))}
      </ul>
      <p>
        <a href={`${PARTNER_FORM_PATH}#dolacz`}>Wróć do formularza</a>
      </p>
    </Document>
  );
}

export const partnerFormPage = (errors: PartnerErrors | null): string =>
  renderPage(<PartnerFormAnswer errors={errors} />);
