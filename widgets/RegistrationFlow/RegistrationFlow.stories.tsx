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

/** Valid test data (PESEL, ID card and account number are the documented test values). */
const FILLED: FormValues = {
  amount: '1500', termDays: '30', phone: '+48 601 234 567', firstName: 'Anna', lastName: 'Kowalska-Nowak', pesel: '44051401359',
  idCard: 'ABA 300000', email: 'anna.kowalska@poczta.pl', postalCode: '00-950', city: 'Warszawa', street: 'ul. Marszałkowska',
  houseNumber: '12/3', employment: 'employment_contract', monthlyIncome: '4500', bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
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
    termLimits: LOAN_LIMITS.termDays,
    submit: async () => ({ ok: true, leadId: '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e' }),
    // No session storage in stories, so one story's typing does not turn up in the next.
    storage: null,
  },
  argTypes: { onDone: { action: 'done' }, variant: { control: 'inline-radio', options: ['reg', 'reg3'] } },
};
export default meta;

type Story = StoryObj<typeof RegistrationFlow>;

/** Presses the form's main button once the form is ready (after its draft has been read). */
async function press(canvasElement: HTMLElement, name: RegExp = /Dalej|Wyślij wniosek/) {
  const button = within(canvasElement).getByRole('button', { name }) as HTMLButtonElement;
  await waitFor(() => {
    if (button.disabled) throw new Error('form not ready yet');
  });
  button.click();
}
const pressNext = { play: ({ canvasElement }: { canvasElement: HTMLElement }) => press(canvasElement) };

export const LoanStep: Story = {};
export const LoanStepErrors: Story = { args: { initialValues: { amount: '50', termDays: '120' } }, ...pressNext };
export const LoanFromAddress: Story = { name: 'Loan step, amount from ?amount=', args: { initial: { amount: 4200, termDays: 21 } } };
export const PhoneStep: Story = { args: { initialStep: 'phone' } };
export const PhoneStepErrors: Story = { args: { initialStep: 'phone', initialValues: { phone: '22 123 45 67' } }, ...pressNext };
export const PersonalStep: Story = { args: { initialStep: 'personal', initialValues: { firstName: 'Anna', lastName: 'Kowalska-Nowak' } } };
export const PersonalStepErrors: Story = {
  args: { initialStep: 'personal', initialValues: { firstName: 'Anna', pesel: '44051401358', idCard: 'AB 30000', email: 'anna.kowalska@' } },
  ...pressNext,
};
export const AddressStep: Story = { args: { initialStep: 'address', initialValues: { postalCode: '00-950', city: 'Warszawa' } } };
export const AddressStepErrors: Story = { args: { initialStep: 'address', initialValues: { postalCode: '0095', monthlyIncome: '4500,50' } }, ...pressNext };
export const BankStep: Story = { args: { initialStep: 'bank' } };
export const BankStepErrors: Story = { args: { initialStep: 'bank', initialValues: { bankAccount: '61 1090 1014 0000 0712 1981 2875' } }, ...pressNext };
export const ConsentsStep: Story = { args: { initialStep: 'consents', initialValues: FILLED } };
export const ConsentsStepErrors: Story = { args: { initialStep: 'consents', initialValues: FILLED }, ...pressNext };

const never: LeadSubmit = () => new Promise(() => {});
export const SubmitPending: Story = { args: { initialStep: 'consents', initialValues: CONSENTED, submit: never }, ...pressNext };
export const ServerError: Story = {
  args: {
    initialStep: 'consents',
    initialValues: CONSENTED,
    submit: async () => ({ ok: false, message: 'Nie udało się wysłać wniosku. Sprawdź połączenie z internetem i spróbuj ponownie.' }),
  },
  ...pressNext,
};
export const ServerFieldErrors: Story = {
  name: 'Server field errors (back to the step)',
  args: {
    initialStep: 'consents',
    initialValues: CONSENTED,
    submit: async () => ({ ok: false, errors: { email: 'Ten adres e-mail jest już użyty w innym wniosku. Podaj swój adres.' } }),
  },
  ...pressNext,
};
export const Reg3Variant: Story = { name: "Variant 'reg3' (phone first, amount last)", args: { variant: 'reg3' } };
export const Reg3LoanStep: Story = { name: "Variant 'reg3', amount step", args: { variant: 'reg3', initialStep: 'loan', initialValues: FILLED } };

/** A draft kept in session storage from before a reload: PESEL, ID card and account number come back empty. */
const draftStorage = () => {
  const items = new Map<string, string>([
    [DRAFT_KEY, JSON.stringify({ v: 1, step: 'address', origin: { amount: 1500, termDays: 30 }, values: { amount: '2500', termDays: '45', phone: '+48 601 234 567', firstName: 'Anna', lastName: 'Kowalska-Nowak', email: 'anna.kowalska@poczta.pl', city: 'Warszawa' } })],
  ]);
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k) };
};
export const RestoredDraft: Story = { render: (args) => <RegistrationFlow {...args} storage={draftStorage()} /> };

export const Phone360: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };
export const Phone360PersonalErrors: Story = { ...PersonalStepErrors, globals: { viewport: { value: 'phone360', isRotated: false } } };
export const Desktop1280: Story = { globals: { viewport: { value: 'desktop1280', isRotated: false } } };
export const Desktop1280Address: Story = { args: { initialStep: 'address', initialValues: FILLED }, globals: { viewport: { value: 'desktop1280', isRotated: false } } };
