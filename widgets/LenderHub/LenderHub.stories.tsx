import { FIXTURE_LAW, FIXTURE_PRICING_LAW } from '../../contracts/law-fixture';
import type { Meta, StoryObj } from '@storybook/preact-vite';
import type { Offer } from '../../contracts/offer';
import { lendersWithOffers } from '../../contracts/lenders';

const HUB_LENDERS = lendersWithOffers();
import { LenderHub } from './LenderHub';

/** The story is an edge: it asks the law of the day it is shown, as the site's build and our server do. */
// The warning of the same fixed day the stories price under.
const warning = FIXTURE_LAW.advertising?.warning ?? null;

const hrefFor = (offer: Offer) => `/transition/?offer=${offer.offer_id}&amount=1500&term=30`;

const meta: Meta<typeof LenderHub> = {
  title: 'Widgets/LenderHub',
  component: LenderHub,
  // Controlled (`selected`), so stories do not depend on the Storybook frame's address.
  args: {
    lenders: HUB_LENDERS,
    law: FIXTURE_PRICING_LAW,
    hrefFor,
    example: { amount: 1500, termDays: 30 },
    selected: null,
    warning,
  },
  argTypes: { onRetry: { action: 'retry' } },
};
export default meta;

type Story = StoryObj<typeof LenderHub>;

export const Directory: Story = {};
export const LenderDetail: Story = { args: { selected: 'kasomir' } };
/** As on a partner's page: our intermediary notice under the warning and the order line. */
export const OnPartnerPage: Story = { args: { partner: true } };
/**
 * The hub's loan (1 500 zł, 30 days) is shorter than an instalment lender lends: its card says so and prices 6 months.
 */
export const InstalmentLenderDetail: Story = {
  args: { selected: HUB_LENDERS.find((l) => l.offers.some((o) => o.kind === 'instalment'))?.id ?? null },
};
/** A lender with a free first loan: the card shows 0 zł and RRSO 0,00% for the hub's loan, next to the paid example. */
export const FreeFirstLoanDetail: Story = { args: { selected: 'groszownia' } };
export const Loading: Story = { args: { state: 'loading' } };
export const LoadError: Story = { args: { state: 'error', onRetry: () => undefined } };
export const Empty: Story = { args: { lenders: [] } };
export const LenderWithoutOffers: Story = {
  args: { lenders: [{ ...HUB_LENDERS[0]!, offers: [] }], selected: HUB_LENDERS[0]!.id },
};
export const LongPolishText: Story = {
  args: {
    lenders: [
      {
        ...HUB_LENDERS[0]!,
        name: 'Przedsiębiorstwo Pożyczkowe Świętokrzyskie Wschód',
        legalName:
          'Przedsiębiorstwo Pożyczkowe Świętokrzyskie Wschód spółka z ograniczoną odpowiedzialnością spółka komandytowa',
        description:
          'Pożyczki gotówkowe i ratalne dla osób zatrudnionych na umowę o pracę, zlecenie lub o dzieło, emerytów i rencistów, także dla osób prowadzących jednoosobową działalność gospodarczą, z wypłatą środków w ciągu kilkunastu minut od pozytywnej decyzji.',
      },
      ...HUB_LENDERS.slice(1),
    ],
  },
};
export const LongPolishTextDetail: Story = { args: { ...LongPolishText.args, selected: HUB_LENDERS[0]!.id } };
export const Phone360: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };
export const Phone360Detail: Story = {
  args: { selected: 'kasomir' },
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
export const Desktop1280: Story = { globals: { viewport: { value: 'desktop1280', isRotated: false } } };
