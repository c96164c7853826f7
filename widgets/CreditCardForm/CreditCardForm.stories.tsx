import type { Decorator, Meta, StoryObj } from '@storybook/preact-vite';
import { userEvent, within } from 'storybook/test';
import { CreditCardForm, creditCardFormCss } from './CreditCardForm';

// The widget's CSS until widgets/index.ts exports it (the preview then adds it too; twice does no harm).
const withCss: Decorator = (Story) => (
  <>
    <style>{creditCardFormCss}</style>
    <Story />
  </>
);

const meta: Meta<typeof CreditCardForm> = {
  title: 'Widgets/CreditCardForm',
  component: CreditCardForm,
  decorators: [withCss],
  argTypes: { onTokenized: { action: 'tokenized' } },
};
export default meta;

type Story = StoryObj<typeof CreditCardForm>;

/** Types into the fields as a visitor would (test card numbers only). */
async function fill(canvasElement: HTMLElement, card: { number?: string; expiry?: string; cvc?: string; holder?: string }) {
  const canvas = within(canvasElement);
  if (card.number) await userEvent.type(canvas.getByLabelText('Numer karty'), card.number);
  if (card.expiry) await userEvent.type(canvas.getByLabelText('Data ważności'), card.expiry);
  if (card.cvc) await userEvent.type(canvas.getByLabelText(/Kod (CVC|CID)/), card.cvc);
  if (card.holder) await userEvent.type(canvas.getByLabelText('Imię i nazwisko na karcie'), card.holder);
}
const verify = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Zweryfikuj kartę' }).click();
const brand = (number: string): Story => ({ play: ({ canvasElement }) => fill(canvasElement, { number }) });

export const Empty: Story = {};
export const Visa: Story = brand('4111111111111111');
export const Mastercard: Story = brand('5555555555554444');
export const AmericanExpress: Story = brand('378282246310005');
export const Maestro: Story = brand('6759649826438453');
export const Discover: Story = brand('6011111111111117');
export const Jcb: Story = brand('3530111333300000');
export const DinersClub: Story = brand('30569309025904');
export const UnionPay: Story = brand('6200000000000005');
export const Errors: Story = {
  name: 'Errors (Luhn, expired, short CVC, no name)',
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { number: '4111111111111112', expiry: '0120', cvc: '12' });
    verify(canvasElement);
  },
};
export const EmptyErrors: Story = { play: ({ canvasElement }) => verify(canvasElement) };
export const Tokenized: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { number: '4111111111111111', expiry: '0830', cvc: '123', holder: 'Anna Kowalska' });
    verify(canvasElement);
  },
};
export const TokenizerFails: Story = {
  args: { tokenize: { tokenize: async () => Promise.reject(new Error('Operator płatności nie odpowiada')) } },
  play: Tokenized.play,
};
/** Sent to the payment operator, which has not answered yet (it never does here): "Sprawdzamy kartę…", disabled. */
export const Sending: Story = { args: { tokenize: { tokenize: () => new Promise(() => {}) } }, play: Tokenized.play };
export const CustomPurpose: Story = {
  args: { purpose: 'Podaj kartę, z której chcesz spłacać raty.\n\nMożesz ją zmienić w każdej chwili w panelu klienta.' },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };
export const Phone360Errors: Story = { ...Errors, globals: { viewport: { value: 'phone360', isRotated: false } } };
export const Desktop1280: Story = { globals: { viewport: { value: 'desktop1280', isRotated: false } } };
