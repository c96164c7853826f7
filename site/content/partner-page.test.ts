// The partner page promises only what the product does: no SMS-verified leads (our forms have no SMS step), no
// banners or partner links (the portal serves neither), no minimum payout with carry-over (no statement computes
// one); what it says about results and statements is what the partner portal shows (server/portal/).
import { describe, expect, it } from 'vitest';
import { PARTNER_PAGE } from './pages';

const text = JSON.stringify(PARTNER_PAGE);

describe('the partner page copy', () => {
  it.each([
    /potwierdzonym numerem/,
    /potwierdził numer telefonu/,
    /baner/i,
    /link partnerski/i,
    /na żywo/,
    /na bieżąco/,
    /minimaln/i,
    /zweryfikowan/i,
    /wybierzesz przy rejestracji/,
  ])('promises nothing matching %s', (pattern) => {
    expect(text).not.toMatch(pattern);
  });

  it('says the results and the monthly statement are in the partner portal', () => {
    expect(PARTNER_PAGE.start.steps.map((s) => s.text).join(' ')).toMatch(/panelu partnera.*sub-id/);
    expect(PARTNER_PAGE.payouts.items.join(' ')).toContain('w panelu partnera znajdziesz zestawienie');
    expect(PARTNER_PAGE.faq.items.map((i) => i.a).join(' ')).toContain(
      'Nie wymagamy potwierdzenia numeru telefonu kodem SMS.',
    );
  });
});
