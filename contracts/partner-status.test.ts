import { describe, expect, it } from 'vitest';
import { checkPartnerOrigin, checkPartnerOrigins, isLocalHost, readPartnerStatus } from './partner-status';

describe('checkPartnerOrigin: what the operator may approve', () => {
  it.each([
    ['https://blog.example.pl', 'https://blog.example.pl'],
    ['https://blog.example.pl/', 'https://blog.example.pl'],
    ['https://Blog.Example.PL', 'https://blog.example.pl'],
    ['https://blog.example.pl:8443', 'https://blog.example.pl:8443'],
    ['https://zażółć.example.pl', 'https://xn--za-6ja4f8n1l.example.pl'],
    ['http://localhost:8080', 'http://localhost:8080'],
    ['http://test.localhost', 'http://test.localhost'],
    ['http://127.0.0.3:4251', 'http://127.0.0.3:4251'],
    ['http://[::1]:3000', 'http://[::1]:3000'],
  ])('%s is approved as %s', (input, origin) => {
    expect(checkPartnerOrigin(input)).toEqual({ ok: true, origin });
  });

  it.each([
    ['', 'Wpisz adres strony'],
    ['blog.example.pl', 'ze schematem'],
    ['http://blog.example.pl', 'musi działać przez https://'],
    ['http://192.168.1.10', 'musi działać przez https://'],
    ['https://blog.example.pl/sklep', 'bez ścieżki'],
    ['https://blog.example.pl/?a=1', 'bez ścieżki'],
    ['https://*.example.pl', 'wpisz każdą stronę osobno'],
    ['*', 'nie jest adresem strony'],
    ['ftp://blog.example.pl', 'tylko adresy https://'],
    ['https://jan:haslo@blog.example.pl', 'nazwy użytkownika ani hasła'],
    ['https://intranet', 'to nie jest nazwa domeny'],
    ['https://8.8.8.8', 'to nie jest nazwa domeny'],
    ['javascript:alert(1)', 'tylko adresy https://'],
  ])('%s is refused (%s)', (input, message) => {
    const checked = checkPartnerOrigin(input);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.error).toContain(message);
  });

  it('reads a list one per line or separated by commas, without repeats, and names every bad entry', () => {
    expect(checkPartnerOrigins('https://a.example.pl\nhttps://b.example.pl, https://a.example.pl/')).toEqual({
      ok: true,
      origins: ['https://a.example.pl', 'https://b.example.pl'],
    });
    expect(checkPartnerOrigins('')).toEqual({ ok: true, origins: [] });
    const bad = checkPartnerOrigins('https://a.example.pl http://b.example.pl https://c.example.pl/x');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors).toHaveLength(2);
  });

  it('knows the hosts of the partner’s own machine', () => {
    expect(['localhost', 'a.localhost', '127.0.0.1', '127.1.2.3', '[::1]'].every(isLocalHost)).toBe(true);
    expect(['localhost.example.pl', '128.0.0.1', '10.0.0.1', 'example.pl'].some(isLocalHost)).toBe(false);
  });

  it('reads the status answer or gives null', () => {
    expect(readPartnerStatus({ ok: true, origin: 'https://a.example.pl', approved: false })).toEqual({
      origin: 'https://a.example.pl',
      approved: false,
    });
    expect(readPartnerStatus({ ok: false, error: 'x' })).toBeNull();
    expect(readPartnerStatus('approved')).toBeNull();
  });
});
