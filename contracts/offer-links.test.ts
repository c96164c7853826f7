import { describe, expect, it } from 'vitest';
import { loanFromQuery } from './affiliate';
import { TRANSITION_PATH, transitionHref, transitionOfferId, transitionPath } from './offer-links';

describe('the transition link: built by transitionPath / transitionHref, read by transitionOfferId and loanFromQuery', () => {
  it.each<[number, Parameters<typeof transitionPath>[1], string]>([
    [101, { amount: 1500, term: 30, unit: 'days' }, '/transition/?offer=101&amount=1500&term=30'],
    [109, { amount: 25000, term: 48, unit: 'months' }, '/transition/?offer=109&amount=25000&term=48&unit=months'],
  ])('offer %d with %j → %s, and back', (offerId, loan, path) => {
    expect(transitionPath(offerId, loan)).toBe(path);
    const search = path.slice(TRANSITION_PATH.length);
    expect(transitionOfferId(search)).toBe(String(offerId));
    expect(loanFromQuery(search)).toEqual(loan);
  });

  it("puts the main site's origin in front for a link from elsewhere", () => {
    expect(transitionHref({ offer_id: 7 }, 900, 14, 'https://przelewik.example')).toBe(
      'https://przelewik.example/transition/?offer=7&amount=900&term=14',
    );
    expect(transitionHref({ offer_id: 7 }, 900, 14)).toBe('/transition/?offer=7&amount=900&term=14');
  });

  it.each(['', '?amount=1500', '?offer='])('reads no offer from %j', (search) =>
    expect(transitionOfferId(search) || null).toBeNull(),
  );
});
