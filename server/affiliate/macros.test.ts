import { describe, expect, it } from 'vitest';
import { decimalAmount, expandTemplate, validateTemplate } from './macros';

describe('validateTemplate', () => {
  it.each([
    'https://tracker.example/pb?cid={click_id}&s1={sub1}&st={status}&p={payout}&tx={txid}',
    'http://tracker.example:8080/{sub2}/{status}?x={sub3}{sub4}{sub5}',
    'https://203.0.113.5/pb#{click_id}',
  ])('accepts %s', (template) => expect(validateTemplate(template)).toEqual({ ok: true, template }));

  it.each([
    [42, 'must be a string'],
    ['', '1–2000 characters'],
    ['https://t.example/' + 'a'.repeat(2000), '1–2000 characters'],
    ['ftp://t.example/{click_id}', 'http:// or https://'],
    ['javascript:alert(1)//{click_id}', 'http:// or https://'],
    ['//t.example/{click_id}', 'http:// or https://'],
    ['https://{sub1}/pb', 'not be used in the host'],
    ['https://t.example{sub1}/pb', 'not be used in the host'],
    ['https://t.{sub1}.example/pb', 'not be used in the host'],
    ['https://user:pw@t.example/pb', 'user name or password'],
    ['https://t.example/pb?x={email}', 'unknown macro {email}'],
    ['https://t.example/pb?x={Sub1}', 'unknown macro {Sub1}'],
    ['https://t.example/pb?x={sub1', 'unbalanced'],
    ['https://t.example/pb?x=sub1}', 'unbalanced'],
    ['https://t.example/p b', 'spaces'],
    ['https://t.example/\\evil', 'backslashes'],
  ])('refuses %j', (template, error) => {
    expect(validateTemplate(template)).toEqual({ ok: false, error: expect.stringContaining(error) });
  });

  it('trims surrounding white space', () => {
    expect(validateTemplate(' https://t.example/pb?c={click_id}\n')).toEqual({
      ok: true,
      template: 'https://t.example/pb?c={click_id}',
    });
  });
});

describe('expandTemplate', () => {
  const template = 'https://tracker.example/pb?cid={click_id}&s1={sub1}&st={status}&p={payout}&tx={txid}';
  it('puts each value in its place', () => {
    expect(
      expandTemplate(template, { click_id: 'c-1', sub1: 'abc', status: 'approved', payout: '40.00', txid: 'T9' }),
    ).toBe('https://tracker.example/pb?cid=c-1&s1=abc&st=approved&p=40.00&tx=T9');
  });

  it.each([
    ['a&admin=1', 'a%26admin%3D1'],
    ['x#frag', 'x%23frag'],
    ['../../etc', '..%2F..%2Fetc'],
    ['100%', '100%25'],
    ['zażółć', 'za%C5%BC%C3%B3%C5%82%C4%87'],
    ['{sub2}', '%7Bsub2%7D'],
    ['a\r\nHost: evil', 'a%0D%0AHost%3A%20evil'],
    ['@evil.example', '%40evil.example'],
  ])('encodes the hostile value %j', (value, encoded) => {
    const url = expandTemplate(template, { sub1: value });
    expect(url).toContain(`s1=${encoded}&`);
    expect(new URL(url).host).toBe('tracker.example');
    expect(new URL(url).searchParams.get('s1')).toBe(value);
  });

  it('leaves a missing value empty and does not expand a value that looks like a macro', () => {
    expect(expandTemplate('https://t.example/?a={sub1}&b={sub2}', { sub1: '{sub2}' })).toBe(
      'https://t.example/?a=%7Bsub2%7D&b=',
    );
  });
});

describe('decimalAmount', () => {
  it.each([
    [4000, '40.00'],
    [5, '0.05'],
    [0, '0.00'],
    [-1250, '-12.50'],
  ])('%i → %s', (minor, text) => expect(decimalAmount(minor)).toBe(text));
});
