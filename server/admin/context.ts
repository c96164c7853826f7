// What the console's routes hand every page module: the storage and clock, the page sender, and a signed-in request.
// Its own module so that routes.ts imports the pages and the pages import only this, never routes.ts (no circle).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CallbackHours } from '../../contracts/callback-hours';
import type { SqlRunner } from '../storage/sql';
import type { Storage } from '../storage/types';
import type { Session } from './auth';
import type { FrameProps } from '../web/frame';
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

/**
 * What every console route handler reads: the database, the clock, the page sender, the call-back hours, the
 * session check, and what its own screens need besides (`deps`).
 */
export interface ConsoleEnv<Deps = undefined> {
  sql: SqlRunner;
  now: () => Date;
  send: ConsoleContext['send'];
  callbackHours: CallbackHours;
  authed: Authed;
  deps: Deps;
}

/** The env of a page module; `deps` is left out by one that needs nothing else. */
export const consoleEnv = <Deps = undefined>(
  { storage, now, send, callbackHours }: ConsoleContext,
  authed: Authed,
  deps?: Deps,
): ConsoleEnv<Deps> => ({ sql: storage.sql, now, send, callbackHours, authed, deps: deps as Deps });

/** The frame's operator line: who is signed in, the logout form's token, and the role. */
export type Operator = NonNullable<FrameProps['operator']>;
export const operatorOf = (ctx: AuthedRequest): Operator => ({
  email: ctx.session.operator.email,
  csrfToken: ctx.session.csrfToken,
  role: ctx.session.operator.role,
});
/** Whether to offer the forms that change something (analysts read and export only; routes.ts refuses them anyway). */
export const canChange = (ctx: AuthedRequest): boolean => ctx.session.operator.role === 'admin';
