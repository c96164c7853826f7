// The console's short answers inside the signed-in frame: what a change did or why it did not, and the 404 of an id
// the console does not have, each with the link back to the list it came from.
import { MessagePage, type Message } from '../../web/parts';
import { renderPage } from '../../web/render';
import { operatorOf, type AuthedRequest, type ConsoleEnv } from '../context';

type Sender = Pick<ConsoleEnv<unknown>, 'send'>;

/** A message page for the signed-in operator; `current` marks the list it belongs to in the navigation. */
export const sendMessage = (
  env: Sender,
  ctx: AuthedRequest,
  status: number,
  message: Message & { current?: string; times?: boolean },
) => env.send(ctx.reply, status, renderPage(<MessagePage operator={operatorOf(ctx)} {...message} />));

/** „Nie ma takiego …”: a 404 that says what is missing and links back to its list (marked in the navigation). */
export const notFound = (
  env: Sender,
  ctx: AuthedRequest,
  title: string,
  text: string,
  back: { href: string; linkText: string },
) => sendMessage(env, ctx, 404, { title, text, current: back.href, ...back });
