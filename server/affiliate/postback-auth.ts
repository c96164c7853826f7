// How a lender's postback proves it is the lender's: a shared token, or an HMAC-SHA256 signature of the
// parameters with a shared key and a timestamp (docs/affiliate.md shows both). Comparisons take constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { POSTBACK_PROOF_PARAMS } from '../../contracts/postback';
import type { LenderSecret } from './config';

/** A signature older or newer than this is refused (clock drift plus the lender's queue). */
export const SIGNATURE_MAX_AGE_S = 15 * 60;

export type AuthResult =
  { ok: true; method: 'token' | 'hmac' } | { ok: false; status: 401 | 403; auth: 'missing' | 'bad'; error: string };

/**
 * The text a lender signs: every parameter it sends except `sig` and `token`, sorted by name, each as
 * name=value encoded like encodeURIComponent, joined by `&`. A repeated name keeps its values in the order sent.
 */
export function canonicalParams(params: readonly (readonly [string, string])[]): string {
  return params
    .filter(([name]) => name !== POSTBACK_PROOF_PARAMS.signature && name !== POSTBACK_PROOF_PARAMS.token)
    .map(([name, value], index) => ({ name, value, index }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.index - b.index))
    .map(({ name, value }) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
}

export function signParams(key: string, params: readonly (readonly [string, string])[]): string {
  return createHmac('sha256', key).update(canonicalParams(params)).digest('hex');
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface PostbackProof {
  params: readonly (readonly [string, string])[];
  /** The token from the X-Postback-Token header or the `token` parameter. */
  token: string | null;
  /** The signature from the X-Signature header (`sha256=` prefix optional) or the `sig` parameter. */
  signature: string | null;
  nowS: number;
}

/** Checks a postback against the lender's secret: 401 when it carries no proof, 403 when the proof is wrong. */
export function verifyPostback(secret: LenderSecret, proof: PostbackProof): AuthResult {
  if (proof.signature !== null && secret.hmacKey) {
    const given = proof.signature.replace(/^sha256=/i, '').toLowerCase();
    const ts = proof.params.find(([name]) => name === 'ts')?.[1] ?? '';
    if (!/^\d{9,11}$/.test(ts))
      return { ok: false, status: 401, auth: 'missing', error: 'a signed postback needs ts (Unix seconds)' };
    if (Math.abs(proof.nowS - Number(ts)) > SIGNATURE_MAX_AGE_S)
      return {
        ok: false,
        status: 403,
        auth: 'bad',
        error: `ts is more than ${SIGNATURE_MAX_AGE_S / 60} minutes from our clock`,
      };
    if (!sameText(given, signParams(secret.hmacKey, proof.params)))
      return { ok: false, status: 403, auth: 'bad', error: 'signature does not match' };
    return { ok: true, method: 'hmac' };
  }
  if (proof.token !== null && secret.token) {
    return sameText(proof.token, secret.token)
      ? { ok: true, method: 'token' }
      : { ok: false, status: 403, auth: 'bad', error: 'token does not match' };
  }
  if (proof.signature !== null || proof.token !== null)
    return { ok: false, status: 403, auth: 'bad', error: 'this lender does not use that kind of proof' };
  return { ok: false, status: 401, auth: 'missing', error: `postback needs a token or a signature` };
}
