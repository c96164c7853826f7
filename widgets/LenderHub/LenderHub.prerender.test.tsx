// The prerendered HTML (no JavaScript yet): the directory and every lender's detail, linked by #anchors.
import { FIXTURE_PRICING_LAW as LAW } from '../../contracts/law-fixture';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { lendersWithOffers } from '../../contracts/lenders';

const HUB_LENDERS = lendersWithOffers();
import { LenderHub } from './LenderHub';

describe('LenderHub before hydration', () => {
  it('holds the directory and a detail section with an id for every lender', () => {
    const html = renderToString(
      <LenderHub
        law={LAW}
        lenders={HUB_LENDERS}
        hrefFor={() => '/transition/'}
        example={{ amount: 1500, termDays: 30 }}
      />,
    );
    expect(html).toContain('id="pozyczkodawcy"');
    for (const lender of HUB_LENDERS) {
      expect(html).toContain(`href="#${lender.id}"`);
      expect(html).toContain(`id="${lender.id}"`);
    }
  });
});
