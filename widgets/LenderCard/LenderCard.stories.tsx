import { FIXTURE_PRICING_LAW } from '../../contracts/law-fixture';
import type { Decorator, Meta, StoryObj } from '@storybook/preact-vite';
import type { Offer } from '../../contracts/offer';
import { OFFERS } from '../../contracts/lenders';
import { LenderCard, lenderCardCss } from './LenderCard';

const offer = (id: number): Offer => OFFERS.find((o) => o.offer_id === id) ?? OFFERS[0]!;
const href = (o: Offer, amount: number, term: number) =>
  `/transition/?offer=${o.offer_id}&amount=${amount}&term=${term}`;

/** A lender with a long name and long copy, to see wrapping on a 360 px phone. */
const LONG: Offer = {
  ...offer(105),
  name: 'Wielkopolskie Towarzystwo Pożyczkowo-Finansowe „Przezorność”',
  logo: { initials: 'WTP', background: '#1d3557', color: '#ffffff' },
  decisionMinutes: 22,
  highlights: [
    'Rozpatrujemy wnioski także od osób z zaległościami w Krajowym Rejestrze Długów i Biurze Informacji Gospodarczej',
    'Wystarczy dowód osobisty i rachunek bankowy prowadzony w złotych polskich',
    'Spłata nawet po sześćdziesięciu jeden dniach, bez dodatkowych opłat przygotowawczych',
  ],
};

const meta: Meta<typeof LenderCard> = {
  title: 'Widgets/LenderCard',
  component: LenderCard,
  // Until widgets/index.ts exports lenderCardCss (Storybook's preview collects every `…Css` from there).
  decorators: [
    (Story) => (
      <>
        <style>{lenderCardCss}</style>
        <Story />
      </>
    ),
  ],
  // Stories price under the law of one fixed day, so what a designer reviews does not move with the calendar.
  args: {
    offer: offer(105),
    law: FIXTURE_PRICING_LAW,
    amount: 2000,
    term: 30,
    href: href(offer(105), 2000, 30),
    headingLevel: 2,
  },
  argTypes: {
    amount: { control: { type: 'range', min: 100, max: 25000, step: 100 } },
    term: { control: { type: 'range', min: 1, max: 90, step: 1 } },
    termUnit: { control: 'inline-radio', options: [undefined, 'days', 'months'] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
  },
};
export default meta;

type Story = StoryObj<typeof LenderCard>;

export const ShortTermPaid: Story = {};
export const FirstLoanFree: Story = {
  args: { offer: offer(101), amount: 1500, term: 30, href: href(offer(101), 1500, 30) },
};
export const RepeatCustomer: Story = {
  args: { offer: offer(101), amount: 1500, term: 30, firstLoan: false, href: href(offer(101), 1500, 30) },
};
export const Instalment: Story = {
  args: { offer: offer(109), amount: 10000, term: 24, href: href(offer(109), 10000, 24) },
};
/** 100 zł for 5 days is below what the lender lends: the card prices 300 zł for 10 days and says so. */
export const AmountOutsideRange: Story = {
  args: { offer: offer(105), amount: 100, term: 5, href: href(offer(105), 100, 5) },
};
/**
 * 25 000 zł for 90 days: a short-term lender lends at most 5 000 zł for 61 days; the card states it and prices that
 * loan.
 */
export const DoesNotFit: Story = {
  args: { offer: offer(105), amount: 25000, term: 90, href: href(offer(105), 25000, 90) },
};
/** 90 days asked of an instalment lender: priced for 3 whole months, and the card says so. */
export const TermInOfferUnit: Story = {
  args: { offer: offer(110), amount: 2000, term: 90, termUnit: 'days', href: href(offer(110), 2000, 90) },
};
/** The cheapest of the list's fitting offers carries the labels the list gives it. */
export const WithBestLabels: Story = {
  args: { ...ShortTermPaid.args, rank: 1, labels: ['Najniższe RRSO', 'Najniższy koszt'] },
};
export const WithRank: Story = {
  args: { offer: offer(111), amount: 6000, term: 36, rank: 1, href: href(offer(111), 6000, 36) },
};
export const LongPolishText: Story = {
  args: { offer: LONG, amount: 4500, term: 61, rank: 12, href: href(LONG, 4500, 61) },
};
export const Phone360: Story = {
  args: FirstLoanFree.args,
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
export const Desktop1280: Story = {
  args: Instalment.args,
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
};

/**
 * A 280 px column: a partner's sidebar, or a 320 px phone less the page's margins. The card stacks and its button
 * wraps; nothing may reach past the card's border (tests/e2e/storybook.spec.ts measures every story named Column280…).
 */
const column280: Decorator = (Story) => (
  <div style={{ width: '280px' }}>
    <Story />
  </div>
);
export const Column280: Story = { args: FirstLoanFree.args, decorators: [column280] };
export const Column280Instalment: Story = {
  args: { ...Instalment.args, rank: 10, labels: ['Najniższe RRSO', 'Najniższy koszt'] },
  decorators: [column280],
};
export const Column280LongText: Story = { args: LongPolishText.args, decorators: [column280] };
