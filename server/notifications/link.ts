// The status page's link: `{notification id}.{expiry, Unix seconds}.{HMAC-SHA256 of both}`. It names the
// notification (a random id), never the lead, and stops working at its expiry; the key is kept in the database so
// every server process agrees.
import { createHmac } from 'node:crypto';
import { storedSecret } from '../storage/secrets';
import type { SqlRunner } from '../storage/sql';
import { sameToken } from '../web/guard';

export const STATUS_PATH = '/powiadomienia/status/';
const SECRET_NAME = 'push-status-links';

export const statusLinkSecret = (sql: SqlRunner): Promise<string> => storedSecret(sql, SECRET_NAME);

const mac = (secret: string, id: string, expires: number) =>
  createHmac('sha256', secret).update(`push-status:${id}:${expires}`).digest('base64url');

export function statusToken(secret: string, notificationId: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${notificationId}.${expires}.${mac(secret, notificationId, expires)}`;
}

export type StatusTokenReading = { ok: true; id: string } | { ok: false; reason: 'invalid' | 'expired' };

/** The notification a link names; invalid when malformed or wrongly signed, expired after its time. */
export function readStatusToken(secret: string, token: unknown, now: Date): StatusTokenReading {
  if (typeof token !== 'string' || token.length > 200) return { ok: false, reason: 'invalid' };
  const [id, expiresText, signature, ...rest] = token.split('.');
  if (
    !id ||
    !expiresText ||
    !signature ||
    rest.length > 0 ||
    !/^[0-9a-f-]{36}$/.test(id) ||
    !/^\d{1,12}$/.test(expiresText)
  )
    return { ok: false, reason: 'invalid' };
  const expires = Number(expiresText);
  if (!sameToken(signature, mac(secret, id, expires))) return { ok: false, reason: 'invalid' };
  if (now.getTime() >= expires * 1000) return { ok: false, reason: 'expired' };
  return { ok: true, id };
}

export const statusUrl = (origin: string, token: string): string =>
  `${origin}${STATUS_PATH}?t=${encodeURIComponent(token)}`;
