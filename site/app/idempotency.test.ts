import { describe, expect, it } from 'vitest';
import { isUuid } from '../../contracts/uuid';
import { idempotencyKeyFor, newSubmissionKey } from './idempotency';

describe('idempotencyKeyFor', () => {
  const make = () => 'new';
  it.each([
    ['the first submission', null, '{"a":1}', 'new'],
    ['a retry of the same body', { body: '{"a":1}', key: 'old' }, '{"a":1}', 'old'],
    ['a changed body', { body: '{"a":1}', key: 'old' }, '{"a":2}', 'new'],
  ])('%s', (_name, last, body, key) => expect(idempotencyKeyFor(body, last, make)).toEqual({ body, key }));

  it('makes UUIDs', () => {
    const a = newSubmissionKey();
    expect(isUuid(a)).toBe(true);
    expect(newSubmissionKey()).not.toBe(a);
  });
});
