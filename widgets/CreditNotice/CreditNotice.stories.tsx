import type { Meta, StoryObj } from '@storybook/preact-vite';
import { lawOn, warsawDay } from '../../contracts/law';
import { OfferNotices } from './CreditNotice';

/** The story is an edge: it asks the law of the day it is shown, as the site's build and our server do. */
const warning = lawOn(warsawDay(new Date())).advertising?.warning ?? null;

const meta: Meta<typeof OfferNotices> = {
  title: 'Widgets/CreditNotice',
  component: OfferNotices,
  args: { warning, order: 'cheapest', paid: false },
  argTypes: {
    order: { control: 'inline-radio', options: ['cheapest', 'rrso', 'amount'] },
  },
};
export default meta;

type Story = StoryObj<typeof OfferNotices>;

/** Above every list of our site: the warning of the day and how the list is ordered, with the link to the rule. */
export const OnOurSite: Story = {};
/** A list the visitor sorted by RRSO: the line says so. */
export const SortedByRrso: Story = { args: { order: 'rrso' } };
/** A list with a paid placement: the line says that cards marked „Reklama” are shown for a fee. */
export const WithPaidPlacement: Story = { args: { paid: true } };
/** A registered visitor's list, in the feed's order for their loan. */
export const AfterRegistering: Story = { args: { lead: true } };
/** On a partner's page: who compares, that we are a credit intermediary paid by lenders, and our terms. */
export const OnPartnerPage: Story = { args: { partner: true } };
/** Before 20 November 2026 the law asks for no warning: only the order line. */
export const BeforeTheRulesApply: Story = { args: { warning: lawOn('2026-11-19').advertising?.warning ?? null } };
export const Phone360: Story = {
  args: { partner: true },
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
