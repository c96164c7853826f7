import type { Decorator, Meta, StoryObj } from '@storybook/preact-vite';
import { waitFor, within } from 'storybook/test';
import { LOAN_LIMITS } from '../../contracts/loan-limits';
import { RegistrationFlow, registrationFlowCss, type LeadSubmit } from './RegistrationFlow';
import { DRAFT_KEY, type FormValues } from './useRegistrationFlow';

// The widget's CSS until widgets/index.ts exports it (the preview then adds it too; twice does no harm).
const withCss: Decorator = (Story) => (
  <>
    <style>{registrationFlowCss}</style>
    <Story />
  </>
);

/** Valid test data. */
const FILLED: FormValues = {
  amount: '1500',
  termUnit: 'days',
  term: '30',
  birthDate: '14.05.1990',
  phone: '+48 601 234 567',
  email: 'anna.kowalska@poczta.pl',
  consents: { terms: false, privacy: false, marketing: false },
};
const CONSENTED = { ...FILLED, consents: { terms: true, privacy: true, marketing: false } };

const meta: Meta<typeof RegistrationFlow> = {
  title: 'Widgets/RegistrationFlow',
  component: RegistrationFlow,
  decorators: [withCss],
  args: {
    variant: 'reg',
    amountLimits: LOAN_LIMITS.amount,
    termLimits: { days: LOAN_LIMITS.termDays, months: LOAN_LIMITS.termMonths },
    submit: async () => ({ ok: true, leadId: '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e' }),
    // No session storage in stories, so one story's typing does not turn up in the next.
    storage: null,
  },
  argTypes: { onDone: { action: 'done' }, variant: { control: 'inline-radio', options: ['reg', 'reg3'] } },
};
export default meta;

type Story = StoryObj<typeof RegistrationFlow>;

/** Presses the form's main button once the form is ready (after its draft has been read). */
async function press(canvasElement: HTMLElement, name: RegExp = /Dalej|Pokaż dopasowane oferty/) {
  const button = within(canvasElement).getByRole('button', { name }) as HTMLButtonElement;
  await waitFor(() => {
    if (button.disabled) throw new Error('form not ready yet');
  });
  button.click();
}
const pressNext = { play: ({ canvasElement }: { canvasElement: HTMLElement }) => press(canvasElement) };

export const LoanStep: Story = {};
export const LoanStepErrors: Story = { args: { initialValues: { amount: '50', term: '120' } }, ...pressNext };
export const LoanFromAddress: Story = {
  name: 'Loan step, from ?amount=&term=',
  args: { initial: { amount: 4200, term: 21 } },
};
export const LoanInMonths: Story = {
  name: 'Loan step, 25 000 zł for 48 months',
  args: { initial: { amount: 25000, term: 48, termUnit: 'months' } },
};
export const LoanInMonthsErrors: Story = {
  args: { initialValues: { amount: '25000', termUnit: 'months', term: '60' } },
  ...pressNext,
};
export const AgeStep: Story = { args: { initialStep: 'age' } };
export const AgeStepErrors: Story = {
  args: { initialStep: 'age', initialValues: { birthDate: '31.02.1990' } },
  ...pressNext,
};
/** Typed as digits only (a phone's numeric keypad may have no dot): read day first; „Dalej” takes it. */
export const AgeStepDigitsOnly: Story = { args: { initialStep: 'age', initialValues: { birthDate: '14051990' } } };
export const ContactStep: Story = { args: { initialStep: 'contact' } };
export const ContactStepErrors: Story = {
  args: { initialStep: 'contact', initialValues: { phone: '22 123 45 67', email: 'anna.kowalska@' } },
  ...pressNext,
};
export const ConsentsStep: Story = { args: { initialStep: 'consents', initialValues: FILLED } };
export const ConsentsStepErrors: Story = { args: { initialStep: 'consents', initialValues: FILLED }, ...pressNext };
export const MarketingWithoutContact: Story = {
  name: 'Marketing consent without a phone or e-mail',
  args: {
    initialStep: 'consents',
    initialValues: { ...FILLED, phone: '', email: '', consents: { terms: true, privacy: true, marketing: true } },
  },
  ...pressNext,
};

const never: LeadSubmit = () => new Promise(() => {});
export const SubmitPending: Story = {
  args: { initialStep: 'consents', initialValues: CONSENTED, submit: never },
  ...pressNext,
};
export const ServerError: Story = {
  args: {
    initialStep: 'consents',
    initialValues: CONSENTED,
    submit: async () => ({
      ok: false,
      message: 'Nie udało się wysłać formularza. Sprawdź połączenie z internetem i spróbuj ponownie.',
    }),
  },
  ...pressNext,
};
export const ServerFieldErrors: Story = {
  name: 'Server field errors (back to the step)',
  args: {
    initialStep: 'consents',
    initialValues: CONSENTED,
    submit: async () => ({ ok: false, errors: { email: 'Sprawdź adres e-mail – serwer go nie przyjął.' } }),
  },
  ...pressNext,
};
export const Reg3Variant: Story = { name: "Variant 'reg3' (contact first, amount last)", args: { variant: 'reg3' } };
export const Reg3LoanStep: Story = {
  name: "Variant 'reg3', amount step",
  args: { variant: 'reg3', initialStep: 'loan', initialValues: FILLED },
};

/** A draft kept in session storage from before a reload. */
const draftStorage = () => {
  const items = new Map<string, string>([
    [
      DRAFT_KEY,
      JSON.stringify({
        v: 2,
        step: 'contact',
        origin: { amount: 1500, term: 30, termUnit: 'days' },
        values: {
          amount: '2500',
          termUnit: 'days',
          term: '45',
          birthDate: '14.05.1990',
          email: 'anna.kowalska@poczta.pl',
        },
      }),
    ],
  ]);
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
};
export const RestoredDraft: Story = { render: (args) => <RegistrationFlow {...args} storage={draftStorage()} /> };

export const Phone360: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };
export const Phone360Months: Story = {
  args: { initial: { amount: 25000, term: 48, termUnit: 'months' } },
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
export const Phone360AgeErrors: Story = {
  ...AgeStepErrors,
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
export const Desktop1280: Story = { globals: { viewport: { value: 'desktop1280', isRotated: false } } };
export const Desktop1280Contact: Story = {
  args: { initialStep: 'contact', initialValues: FILLED },
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
};
