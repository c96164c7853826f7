// The consent withdrawal page as components (its routes: withdraw-page.ts): what the consent was with the button
// that takes it back, or one message.
import { Frame } from '../web/frame';
import { renderPage } from '../web/render';

export const WITHDRAW_TEXTS = {
  title: 'Wycofanie zgody',
  done:
    'Zgoda została wycofana. Od tej chwili nie korzystamy z niej; to, co zrobiliśmy wcześniej na jej podstawie, ' +
    'pozostaje zgodne z prawem.',
  already: 'Ta zgoda została już wcześniej wycofana.',
  invalid: 'Ten link jest nieprawidłowy lub niepełny. Skopiuj cały adres z wiadomości albo napisz do nas.',
} as const;

/** What the page says: a consent still standing, with the form that withdraws it, or one of the messages. */
export type WithdrawView =
  { consent: string; givenOn: string; action: string; token: string } | { message: 'done' | 'already' | 'invalid' };

function Body({ view }: { view: WithdrawView }) {
  if ('message' in view)
    return <p role={view.message === 'invalid' ? 'alert' : 'status'}>{WITHDRAW_TEXTS[view.message]}</p>;
  return (
    <>
      <p>
        {'Zgoda: '}
        <strong>{view.consent}</strong>
        {`, udzielona ${view.givenOn}.`}
      </p>
      <form method="post" action={view.action}>
        <input type="hidden" name="t" value={view.token} />
        <p>
          <button type="submit">Wycofuję tę zgodę</button>
        </p>
      </form>
    </>
  );
}

export const withdrawPage = (view: WithdrawView): string =>
  renderPage(
    <Frame title={WITHDRAW_TEXTS.title} brand="Przelewik">
      <Body view={view} />
    </Frame>,
  );
