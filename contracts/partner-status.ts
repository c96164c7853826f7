// Whether a partner's page may take applications through our widgets: the origin must be one the operator approved
// (the console, docs/admin.md) or one in PARTNER_ORIGINS. The loader asks once per page load
// (GET {main}/api/partner-status?origin=…) and, for an origin not approved, shows a Polish message in the widgets
// that send data instead of a form that would fail at its last step. The server checks the same rule on every post.

export const PARTNER_STATUS_PATH = '/api/partner-status';

/** The answer of GET /api/partner-status. */
export interface PartnerStatus {
  origin: string;
  approved: boolean;
}

/** What a widget that sends data shows on a page whose origin is not approved yet. */
export const PARTNER_NOT_ACTIVE_TEXT =
  'Formularz na tej stronie nie jest jeszcze aktywny. Wniosek możesz złożyć bezpośrednio na stronie Przelewika.';
export const PARTNER_NOT_ACTIVE_LINK = 'Przejdź do Przelewika';

/** The one console line for the page's owner: which origin, and what to do. */
export const partnerNotApprovedWarning = (origin: string): string =>
  `forms are off on ${origin}: this origin is not approved for our widgets yet. Ask the Przelewik operator to approve origin ${origin} for your partner account (forms that send data show a notice until then).`;

/** The answer's shape, or null. */
export function readPartnerStatus(body: unknown): PartnerStatus | null {
  if (typeof body !== 'object' || body === null) return null;
  const { origin, approved } = body as Record<string, unknown>;
  return typeof origin === 'string' && typeof approved === 'boolean' ? { origin, approved } : null;
}

/** A host that names this very machine: a partner may test on it over plain http. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host === '::1') return true;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

export type OriginCheck = { ok: true; origin: string } | { ok: false; error: string };

/**
 * An origin the operator may approve: scheme, host and optional port, nothing else; https, or http for a host on
 * the partner's own machine (localhost, *.localhost, 127.0.0.0/8, ::1). Errors are Polish, for the console.
 */
export function checkPartnerOrigin(input: string): OriginCheck {
  const text = input.trim().replace(/\/$/, '');
  if (!text) return { ok: false, error: 'Wpisz adres strony, np. https://blog.example.pl.' };
  if (text.length > 300) return { ok: false, error: `Adres jest za długi: ${text.slice(0, 40)}…` };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return {
      ok: false,
      error: `„${text}” nie jest adresem strony: wpisz go ze schematem, np. https://${text.replace(/^[a-z]+:\/*/i, '')}.`,
    };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { ok: false, error: `„${text}”: dozwolone są tylko adresy https://.` };
  if (url.username || url.password)
    return { ok: false, error: `„${text}”: adres nie może zawierać nazwy użytkownika ani hasła.` };
  if (text.includes('*'))
    return { ok: false, error: `„${text}”: symbol „*” nie jest dozwolony – wpisz każdą stronę osobno.` };
  if (url.pathname !== '/' || /[?#]/.test(text))
    return {
      ok: false,
      error: `„${text}”: wpisz sam adres strony (schemat, host i ewentualnie port), bez ścieżki i zapytania. Na przykład ${url.origin}.`,
    };
  if (url.protocol === 'http:' && !isLocalHost(url.hostname))
    return {
      ok: false,
      error: `„${text}”: strona partnera musi działać przez https:// (http:// tylko dla localhost i 127.0.0.1).`,
    };
  if (
    !isLocalHost(url.hostname) &&
    !/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i.test(url.hostname)
  ) {
    return { ok: false, error: `„${text}”: to nie jest nazwa domeny.` };
  }
  return { ok: true, origin: url.origin };
}

/** A list typed one per line (or separated by commas or spaces): the origins, or every problem found. */
export function checkPartnerOrigins(input: string): { ok: true; origins: string[] } | { ok: false; errors: string[] } {
  const origins: string[] = [];
  const errors: string[] = [];
  for (const item of input.split(/[\s,]+/).filter(Boolean)) {
    const checked = checkPartnerOrigin(item);
    if (!checked.ok) errors.push(checked.error);
    else if (!origins.includes(checked.origin)) origins.push(checked.origin);
  }
  if (origins.length > 50) errors.push('Najwyżej 50 adresów na partnera.');
  return errors.length > 0 ? { ok: false, errors } : { ok: true, origins };
}
