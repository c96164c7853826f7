// How "Dziennik wysyłek" says what a lender or a partner's server answered, and how a lender's postback proved
// itself. Pure. The raw error text stays visible in parentheses after a Polish label, so nothing is lost for
// debugging, and an error we do not know yet still shows, labelled as such.

/** How a postback from a lender was authenticated (server/affiliate/postback-auth.ts). */
export const AUTH_LABELS: Record<string, string> = {
  token: 'token',
  hmac: 'podpis HMAC',
  missing: 'brak (ani tokenu, ani podpisu)',
  bad: 'odrzucone (zły token lub podpis)',
};

export const authText = (auth: string): string => AUTH_LABELS[auth] ?? `nieznane (${auth})`;

/** Errors our senders record (server/consents/delivery.ts, server/affiliate/deliveries.ts), in the operator's words. */
const ERROR_LABELS: readonly [RegExp, string][] = [
  [/^fetch failed$/, 'błąd sieci'],
  [/^request failed$/, 'błąd sieci'],
  [/^no answer in time$/, 'brak odpowiedzi w wyznaczonym czasie'],
  [/^no answer within \d+ ms$/, 'brak odpowiedzi w wyznaczonym czasie'],
  [/ECONNREFUSED/, 'serwer odrzucił połączenie'],
  [/ENOTFOUND|EAI_AGAIN/, 'nie znaleziono serwera o tej nazwie'],
  [/ETIMEDOUT|ECONNRESET|socket hang up/, 'połączenie przerwane'],
  [/^not a valid address$/, 'nieprawidłowy adres'],
  [/^only http and https$/, 'adres bez http ani https'],
  [/is not a public address$/, 'adres niepubliczny'],
];

/** A sender's note that only repeats the HTTP status ("the lender answered 503", "HTTP 503"). */
const STATUS_ONLY = /^(?:the lender answered|HTTP) \d+$/;

/** „HTTP 503”, „błąd sieci (fetch failed)”, „inny błąd (…)” or „–” when nothing was tried yet. */
export function answerText(httpStatus: number | null, error: string | null): string {
  const status = httpStatus === null ? null : `HTTP ${httpStatus}`;
  if (!error) return status ?? '–';
  if (STATUS_ONLY.test(error)) return status ?? error.replace(/^the lender answered/, 'HTTP');
  const label = ERROR_LABELS.find(([pattern]) => pattern.test(error))?.[1] ?? 'inny błąd';
  const described = `${label} (${error})`;
  return status ? `${status}, ${described}` : described;
}
