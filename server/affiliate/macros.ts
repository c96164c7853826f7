// A partner's postback URL template: `https://tracker.example/pb?cid={click_id}&s1={sub1}&st={status}`. Macros are
// replaced by URL-encoded values, so no value can add a parameter, a path or a host. Pure; the network guard
// (ssrf.ts) checks the expanded address's host before anything is sent.

import { PARTNER_ID_PARAMS, SUB_ID_PARAMS } from '../../contracts/affiliate';
import { POSTBACK_PARAMS } from '../../contracts/postback';

/**
 * Our click id, the partner's own values as its link carried them (contracts/affiliate.ts), and the lender's report
 * under its names (contracts/postback.ts).
 */
const { clickId, status, payout, currency, txid } = POSTBACK_PARAMS;
export const MACROS = [clickId, ...SUB_ID_PARAMS, status, payout, currency, txid, ...PARTNER_ID_PARAMS] as const;
export type Macro = (typeof MACROS)[number];
export type MacroValues = Partial<Record<Macro, string | null>>;

export const MAX_TEMPLATE_LENGTH = 2000;

export type TemplateCheck = { ok: true; template: string } | { ok: false; error: string };

/**
 * A template is accepted when it is an absolute http(s) URL with a host name or address, no user name or
 * password, macros only in the path, query or fragment (never in the scheme or host, where a value could pick
 * the destination), and only macros from MACROS.
 */
export function validateTemplate(input: unknown): TemplateCheck {
  if (typeof input !== 'string') return { ok: false, error: 'the template must be a string' };
  const template = input.trim();
  if (template.length === 0 || template.length > MAX_TEMPLATE_LENGTH)
    return { ok: false, error: `the template must be 1–${MAX_TEMPLATE_LENGTH} characters` };
  if (/[\s\u0000-\u001f\u007f\\]/.test(template))
    return { ok: false, error: 'the template may not contain spaces, control characters or backslashes' };
  for (const match of template.matchAll(/\{([^{}]*)\}/g)) {
    if (!(MACROS as readonly string[]).includes(match[1] ?? ''))
      return {
        ok: false,
        error: `unknown macro {${(match[1] ?? '').slice(0, 30)}}; known: ${MACROS.map((m) => `{${m}}`).join(' ')}`,
      };
  }
  if (/[{}]/.test(template.replace(/\{[a-z0-9_]+\}/g, '')))
    return { ok: false, error: 'unbalanced { or } in the template' };
  const authority = /^(https?):\/\/([^/?#]*)/i.exec(template);
  if (!authority) return { ok: false, error: 'the template must start with http:// or https://' };
  if (/[{}]/.test(authority[2] ?? '')) return { ok: false, error: 'macros may not be used in the host' };
  let url: URL;
  try {
    url = new URL(template.replace(/\{[a-z0-9_]+\}/g, 'x'));
  } catch {
    return { ok: false, error: 'the template is not a valid address' };
  }
  if (url.username || url.password) return { ok: false, error: 'the template may not carry a user name or password' };
  if (!url.hostname) return { ok: false, error: 'the template has no host' };
  return { ok: true, template };
}

/**
 * The template with every macro replaced by its value, percent-encoded as a URL component (encodeURIComponent:
 * `&`, `=`, `/`, `?`, `#`, `%` and non-ASCII are all encoded). Unknown values become the empty string.
 */
export function expandTemplate(template: string, values: MacroValues): string {
  return template.replace(/\{([a-z0-9_]+)\}/g, (whole, name: string) => {
    if (!(MACROS as readonly string[]).includes(name)) return whole;
    return encodeURIComponent(values[name as Macro] ?? '');
  });
}

/** Minor units to the decimal text partners expect in {payout}: 4000 → "40.00". */
export function decimalAmount(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
