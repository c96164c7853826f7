import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIES } from './consent-cookies';
import { COOKIE_TABLE } from './legal';

describe('CONSENT_COOKIES', () => {
  it('is the cookies policy table, name and category, in its order', () => {
    expect(CONSENT_COOKIES).toEqual(COOKIE_TABLE.map(({ name, category }) => ({ name, category })));
  });
});
