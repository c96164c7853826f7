import { describe, expect, it } from 'vitest';
import { answerText, authText } from './answers';

describe('answerText', () => {
  it.each<[number | null, string | null, string]>([
    [null, null, '–'],
    [200, null, 'HTTP 200'],
    [503, 'the lender answered 503', 'HTTP 503'],
    [500, 'HTTP 500', 'HTTP 500'],
    [null, 'HTTP 502', 'HTTP 502'],
    [null, 'fetch failed', 'błąd sieci (fetch failed)'],
    [null, 'no answer in time', 'brak odpowiedzi w wyznaczonym czasie (no answer in time)'],
    [null, 'no answer within 5000 ms', 'brak odpowiedzi w wyznaczonym czasie (no answer within 5000 ms)'],
    [null, 'connect ECONNREFUSED 127.0.0.1:9', 'serwer odrzucił połączenie (connect ECONNREFUSED 127.0.0.1:9)'],
    [null, 'getaddrinfo ENOTFOUND t.example', 'nie znaleziono serwera o tej nazwie (getaddrinfo ENOTFOUND t.example)'],
    [null, '10.0.0.1 is not a public address', 'adres niepubliczny (10.0.0.1 is not a public address)'],
    [null, 'something new', 'inny błąd (something new)'],
  ])('%s, %s → %s', (status, error, text) => expect(answerText(status, error)).toBe(text));
});

describe('authText', () => {
  it.each([
    ['token', 'token'],
    ['hmac', 'podpis HMAC'],
    ['missing', 'brak (ani tokenu, ani podpisu)'],
    ['bad', 'odrzucone (zły token lub podpis)'],
    ['other', 'nieznane (other)'],
  ])('%s → %s', (auth, text) => expect(authText(auth)).toBe(text));
});
