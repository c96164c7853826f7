// What the console's routes hand every page module: the storage and clock, the page sender, and a signed-in request.
// Its own module so that routes.ts imports the pages and the pages import only this, never routes.ts (no circle).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CallbackHours } from '../../contracts/callback-hours';
import type { Storage } from '../storage/types';
import type { Session } from './auth';
import type { SignedIn } from '../web/login';

export type { FormBody } from '../web/login';

export interface ConsoleContext {
  storage: Storage;
  now: () => Date;
  /** CALLBACK_HOURS (server/config.ts). */
  callbackHours: CallbackHours;
  /** Sends an HTML page with the console's headers. */
  send(reply: FastifyReply, status: number, text: string): FastifyReply;
}

export type AuthedRequest = SignedIn<Session>;

/** Reads the session; without one, it has already answered (the login page or a refusal) and gives null. */
export type Authed = (request: FastifyRequest, reply: FastifyReply) => Promise<AuthedRequest | null>;

/** The frame's operator line: who is signed in, the logout form's token, and the role. */
export const operatorOf = (ctx: AuthedRequest) => ({
  email: ctx.session.operator.email,
  csrfToken: ctx.session.csrfToken,
  role: ctx.session.operator.role,
});
/** Whether to offer the forms that change something (analysts read and export only; routes.ts refuses them anyway). */
export const canChange = (ctx: AuthedRequest): boolean => ctx.session.operator.role === 'admin';
