// The portal's own message: a one-time sign-in link, plain Polish text. The invitation itself is part of the
// approval message (server/partners/mail-texts.ts), so an approved partner gets one e-mail, not two.
import type { OutgoingMail } from '../mail/outbox';
import { LOGIN_LINK_MINUTES } from './auth';

export function loginLinkMail(to: string, link: string): OutgoingMail {
  return {
    kind: 'portal-login-link',
    to,
    subject: 'Link do logowania w panelu partnera Przelewika',
    body: [
      'Dzień dobry,',
      `ktoś (zapewne Ty) poprosił o link do logowania w panelu partnera Przelewika. Link działa ${LOGIN_LINK_MINUTES} minut i tylko raz:`,
      link,
      'Jeśli to nie Ty, zignoruj tę wiadomość: bez kliknięcia linku nikt nie zaloguje się na Twoje konto.',
      'Pozdrawiamy\nZespół Przelewika',
    ].join('\n\n'),
  };
}
