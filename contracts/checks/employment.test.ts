import { describe, expect, it } from 'vitest';
import { checkEmployment, EMPLOYMENT_ERRORS, EMPLOYMENT_OPTIONS } from './employment';

describe('EMPLOYMENT_OPTIONS', () => {
  it('has unique, stable snake_case ids and Polish labels', () => {
    const ids = EMPLOYMENT_OPTIONS.map((option) => option.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(?:_[a-z]+)*$/);
    // The stored ids, in order: changing this list breaks stored leads and lender mappings.
    expect(ids).toEqual([
      'employment_contract', 'civil_contract', 'self_employed', 'pension', 'farmer',
      'parental_leave', 'abroad', 'student', 'unemployed', 'other',
    ]);
  });
});

describe('checkEmployment', () => {
  it.each(EMPLOYMENT_OPTIONS.map((option) => [option.id]))('accepts %s', (id) => {
    expect(checkEmployment(id)).toEqual({ ok: true, value: id });
  });

  it.each([
    ['missing', undefined, EMPLOYMENT_ERRORS.empty],
    ['null', null, EMPLOYMENT_ERRORS.empty],
    ['empty', '', EMPLOYMENT_ERRORS.empty],
    ['a label instead of the id', 'Umowa o pracę', EMPLOYMENT_ERRORS.unknown],
    ['a different case', 'STUDENT', EMPLOYMENT_ERRORS.unknown],
    ['an unknown id', 'astronaut', EMPLOYMENT_ERRORS.unknown],
    ['a number', 1, EMPLOYMENT_ERRORS.unknown],
    ['an inherited property name', 'toString', EMPLOYMENT_ERRORS.unknown],
  ])('refuses %s', (_name, input, message) => {
    expect(checkEmployment(input)).toEqual({ ok: false, error: message });
  });
});
