// The messages an applicant gets when the operator decides on its sign-up: plain text, Polish, with what to do next.
import type { OutgoingMail } from '../mail/outbox';
import type { SignupRow } from './store';

const SIGN_OFF = 'Pozdrawiamy\nZespół Przelewika';

/** `inviteLink`: where the partner sets the password of its portal account (valid 7 days, once). */
export function approvalMail(
  signup: SignupRow,
  partner: { id: string; origins: readonly string[] },
  siteOrigin: string,
  inviteLink?: string,
): OutgoingMail {
  const pages =
    partner.origins.length > 0
      ? `Nasze formularze działają na tych stronach:\n${partner.origins.map((origin) => `- ${origin}`).join('\n')}\n\nNa innej stronie formularz pokaże informację, że nie jest jeszcze aktywny: odpisz na tę wiadomość, podając jej adres, a dodamy go.`
      : 'Nie dodaliśmy jeszcze żadnej strony, na której mogą działać nasze formularze: odpisz na tę wiadomość, podając jej adres (np. https://twojblog.pl), a dodamy go.';
  return {
    kind: 'signup-approved',
    to: signup.email,
    subject: 'Witamy w programie partnerskim Przelewika',
    body: [
      `Dzień dobry ${signup.name},`,
      'Twoje zgłoszenie do programu partnerskiego Przelewika zostało przyjęte.',
      `Twój identyfikator partnera: ${partner.id}`,
      ...(inviteLink
        ? [
            `W panelu partnera zobaczysz swoje kliknięcia, rejestracje, konwersje i zarobki, ustawisz postback i przygotujesz kod widżetów. Ustaw hasło do panelu (link działa 7 dni i tylko raz):\n${inviteLink}\n\nPóźniej logujesz się na ${siteOrigin}/partner-panel/ tym adresem e-mail.`,
          ]
        : []),
      pages,
      `Aby pokazać nasze widżety, wklej na stronie przed </body>:\n\n<script>window.pageConfig = { providerId: "${partner.id}" };</script>\n<script async src="${siteOrigin}/loader.js"></script>\n<div data-widget="offer-list"></div>`,
      `Instrukcja i lista widżetów: ${siteOrigin}/partner/`,
      SIGN_OFF,
    ].join('\n\n'),
  };
}

export function rejectionMail(signup: SignupRow, reason: string): OutgoingMail {
  return {
    kind: 'signup-rejected',
    to: signup.email,
    subject: 'Odpowiedź na zgłoszenie do programu partnerskiego Przelewika',
    body: [
      `Dzień dobry ${signup.name},`,
      `dziękujemy za zgłoszenie strony ${signup.website} do programu partnerskiego Przelewika. Tym razem nie możemy go przyjąć.`,
      `Powód: ${reason}`,
      'Jeśli coś się zmieni, odpisz na tę wiadomość – chętnie rozpatrzymy zgłoszenie ponownie.',
      SIGN_OFF,
    ].join('\n\n'),
  };
}
