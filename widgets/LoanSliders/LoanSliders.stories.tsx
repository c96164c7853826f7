import type { Meta, StoryObj } from '@storybook/preact-vite';
import { useState } from 'react';
import { LoanSliders, type LoanSlidersProps } from './LoanSliders';
import type { LoanLimits } from './useLoanSliders';

const DAYS_LIMITS: LoanLimits = {
  amount: { min: 100, max: 5000, step: 50 },
  term: { min: 5, max: 65, step: 1 },
  termUnit: 'days',
};
const MONTH_LIMITS: LoanLimits = {
  amount: { min: 500, max: 25000, step: 500 },
  term: { min: 3, max: 48, step: 1 },
  termUnit: 'months',
};

/** Stories keep the choice in state, as the offers page does, so the sliders and fields move together. */
function Live(props: Omit<LoanSlidersProps, 'onChange' | 'onUnitChange'> & { unitSwitch?: boolean }) {
  const { unitSwitch, ...rest } = props;
  const [value, setValue] = useState(props.value);
  const [limits, setLimits] = useState(props.limits);
  const onUnitChange = (unit: 'days' | 'months') => {
    setLimits(unit === 'months' ? MONTH_LIMITS : DAYS_LIMITS);
    setValue({ amount: value.amount, term: unit === 'months' ? 12 : 30 });
  };
  return (
    <LoanSliders
      {...rest}
      limits={limits}
      value={value}
      onChange={setValue}
      onUnitChange={unitSwitch ? onUnitChange : undefined}
    />
  );
}

const meta: Meta<typeof Live> = {
  title: 'Widgets/LoanSliders',
  // The widget itself, for its docs page's props; each story renders it through Live.
  component: LoanSliders as unknown as typeof Live,
  render: (args) => <Live {...args} />,
  args: { value: { amount: 1500, term: 30 }, limits: DAYS_LIMITS, registrationBase: '/reg/' },
};
export default meta;

type Story = StoryObj<typeof Live>;

export const Days: Story = {};
/** The days / months switch, as on /offers/ and the category pages. */
export const WithUnitSwitch: Story = { args: { unitSwitch: true } };
export const WithUnitSwitchInMonths: Story = {
  args: { unitSwitch: true, value: { amount: 25000, term: 48 }, limits: MONTH_LIMITS },
};
export const WithUnitSwitchPhone360: Story = {
  args: { unitSwitch: true },
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
export const Months: Story = { args: { value: { amount: 5000, term: 12 }, limits: MONTH_LIMITS } };
export const OneDayAndOneMonth: Story = {
  args: { value: { amount: 100, term: 1 }, limits: { ...DAYS_LIMITS, term: { min: 1, max: 30, step: 1 } } },
};
export const AtMaximum: Story = { args: { value: { amount: 5000, term: 65 } } };
export const WithoutRegistrationLink: Story = { args: { registrationBase: undefined } };
export const Disabled: Story = { args: { disabled: true } };
export const LongPolishLabels: Story = {
  args: {
    amountLabel: 'Ile pieniędzy potrzebujesz do najbliższej wypłaty?',
    termLabel: 'Za ile dni najpóźniej chcesz oddać całą kwotę?',
    registrationLabel: 'Przejdź do krótkiego wniosku i sprawdź decyzję',
  },
};
/**
 * A typed amount over the limit: the field is set to the maximum (25 000 zł), the slider and the link agree, and
 * the note explains it. Focus, typing and leaving happen in one go, as with a fast visitor or autofill.
 */
export const TypedAboveLimit: Story = {
  args: { value: { amount: 1500, term: 12 }, limits: MONTH_LIMITS },
  play: async ({ canvasElement }) => {
    const field = canvasElement.querySelector<HTMLInputElement>('input[aria-label="Kwota pożyczki w złotych"]')!;
    field.focus();
    field.value = '90000';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.blur();
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };
export const Desktop1280: Story = { globals: { viewport: { value: 'desktop1280', isRotated: false } } };
/**
 * A wide amount range (100 zł to 25 000 zł in 100 zł steps) on a 360 px phone: the amount moves in stops a thumb can
 * hit (100 zł apart up to 2 000 zł, then 200, 500, 1 000 zł), the same slider as the hero's AmountSlider and the
 * registration form's (`LoanRange`); the arrow keys go stop by stop, a screen reader hears the amount, and the number
 * field takes any amount on the step. The term keeps every day.
 */
export const WideAmountRangePhone360: Story = {
  args: { value: { amount: 2000, term: 30 }, limits: { ...DAYS_LIMITS, amount: { min: 100, max: 25000, step: 100 } } },
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
