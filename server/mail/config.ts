// Outgoing mail settings from the environment (docs/operations.md, "Mail"): the SMTP server, the sender and the
// retry pace. Without SMTP_URL nothing is sent: messages wait in the outbox the console shows. Parsing is pure; a
// bad value is one clear ConfigError at start.
import { ConfigError } from '../config';
import { OPERATOR } from '../../site/brand';

export interface MailConfig {
  /** smtp:// or smtps:// with optional user:password@ (nodemailer's connection URL); null: mail waits in the outbox. */
  smtpUrl: string | null;
  /** The From header, e.g. "Przelewik <partnerzy@przelewik.pl>". */
  from: string;
  /** Sends of one message before it is marked failed, and the first delay before a retry (doubled each time). */
  attempts: number;
  retryMs: number;
}

type Env = Record<string, string | undefined>;

export const DEFAULT_MAIL_FROM = `Przelewik <${OPERATOR.email}>`;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max)
    throw new ConfigError(`${name}=${JSON.stringify(raw)} is not valid: expected a whole number from ${min} to ${max}`);
  return Number(raw);
}

export function parseMailConfig(env: Env): MailConfig {
  const raw = env.SMTP_URL?.trim() || null;
  if (raw !== null) {
    let url: URL | null;
    try {
      url = new URL(raw);
    } catch {
      url = null;
    }
    // The value may hold a password: the message names the variable, never its value.
    if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname)
      throw new ConfigError('SMTP_URL is not valid: expected smtp://[user:password@]host[:port] or smtps://…');
  }
  const from = env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM;
  if (!/^(?:[^<>@\r\n]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/.test(from)) {
    throw new ConfigError(
      `MAIL_FROM=${JSON.stringify(from.slice(0, 80))} is not valid: ` +
        `expected an address like partnerzy@przelewik.pl or "Przelewik <partnerzy@przelewik.pl>"`,
    );
  }
  return {
    smtpUrl: raw,
    from,
    attempts: integer(env, 'MAIL_ATTEMPTS', 8, 1, 20),
    retryMs: integer(env, 'MAIL_RETRY_MS', 60_000, 100, 3_600_000),
  };
}

/** For main.ts: the settings, or one line on stderr and exit 1. */
export function loadMailConfigOrExit(env: Env): MailConfig {
  try {
    return parseMailConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`przelewik: ${error.message}\n`);
    process.exit(1);
  }
}
