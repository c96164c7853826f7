import { FIXTURE_LAW, FIXTURE_PRICING_LAW } from '../../contracts/law-fixture';
import type { Meta, StoryObj } from '@storybook/preact-vite';
import type { Offer } from '../../contracts/offer';
import { OFFERS } from '../../contracts/lenders';
import { lenderCardCss } from '../LenderCard/LenderCard';
import { OfferList, offerListCss } from './OfferList';

/** The story is an edge: it asks the law of the day it is shown, as the site's build and our server do. */
// The warning of the same fixed day the stories price under.
const warning = FIXTURE_LAW.advertising?.warning ?? null;

const hrefFor = (offer: Offer) => `/transition/?offer=${offer.offer_id}&amount=1500&term=30`;

const meta: Meta<typeof OfferList> = {
  title: 'Widgets/OfferList',
  component: OfferList,
  // Until widgets/index.ts exports both CSS strings (Storybook's preview collects every `…Css` from there).
  decorators: [
    (Story) => (
      <>
        <style>{`${lenderCardCss}\n${offerListCss}`}</style>
        <Story />
      </>
    ),
  ],
  args: {
    offers: OFFERS,
    law: FIXTURE_PRICING_LAW,
    amount: 1500,
    term: 30,
    termUnit: 'days',
    hrefFor,
    heading: 'Oferty dla Ciebie',
    warning,
  },
  argTypes: {
    amount: { control: { type: 'range', min: 100, max: 25000, step: 100 } },
    term: { control: { type: 'range', min: 1, max: 90, step: 1 } },
    termUnit: { control: 'inline-radio', options: ['days', 'months'] },
    state: { control: 'inline-radio', options: ['ready', 'loading', 'error', 'empty'] },
    sort: { control: 'inline-radio', options: [undefined, 'cheapest', 'rrso', 'amount'] },
    onRetry: { action: 'retry' },
    onSortChange: { action: 'sort changed' },
    onFiltersChange: { action: 'filters changed' },
  },
};
export default meta;

type Story = StoryObj<typeof OfferList>;

export const Ready: Story = {};
export const SortedByRrso: Story = { args: { defaultSort: 'rrso' } };
export const WithControls: Story = { args: { showControls: true } };
/** A free first loan and instalments never meet: the list offers to clear the filters. */
export const FilteredToNone: Story = {
  args: { showControls: true, defaultFilters: { onlyFree: true, kind: 'instalment' } },
};
export const Loading: Story = { args: { state: 'loading', showControls: true } };
export const LoadingFailed: Story = { name: 'Error', args: { state: 'error', offers: [] } };
export const TermInMonths: Story = { args: { amount: 8000, term: 12, termUnit: 'months', defaultSort: 'rrso' } };
/**
 * 1 500 zł for 90 days: two instalment lenders lend it (3 months, said on the cards); the rest go below, each stating
 * its limits.
 */
export const SomeDoNotFit: Story = { args: { amount: 1500, term: 90, showControls: true } };
/** 25 000 zł for 48 months: one lender lends it; the others below by the total cost of each card's own loan. */
export const LargeLoanCheapest: Story = { args: { amount: 25000, term: 48, termUnit: 'months' } };
/**
 * A place a lender paid for: "Reklama" on its card, and the order line says placements are paid. It keeps its place.
 */
export const PaidPlacement: Story = {
  args: { offers: OFFERS.map((o) => (o.offer_id === 104 ? { ...o, paidPlacement: true } : o)) },
};
/** As on a partner's page: who compares, that we are a credit intermediary paid by lenders, and our terms. */
export const OnPartnerPage: Story = {
  args: { heading: 'Najtańsze pożyczki dla Twojej kwoty', partner: true, offers: OFFERS.slice(0, 5) },
};
/** A repeat customer: no free first loans, so the labels fall to the offers whose own loans cost least. */
export const RepeatCustomer: Story = { args: { firstLoan: false, defaultSort: 'rrso' } };
export const Phone360: Story = {
  args: { showControls: true },
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
export const Desktop1280: Story = {
  args: { showControls: true },
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
};
