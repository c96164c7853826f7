import type { Decorator, Meta, StoryObj } from '@storybook/preact-vite';
import { userEvent, within } from 'storybook/test';
import { CreditCardForm, creditCardFormCss } from './CreditCardForm';
import { demoOperator } from './tokenize';

// The widget's CSS until widgets/index.ts exports it (the preview then adds it too; twice does no harm).
const withCss: Decorator = (Story) => (
  <>
    <style>{creditCardFormCss}</style>
    <Story />
  </>
);

// Every story is a demonstration: the fields are plain inputs of the stand-in operator (tokenize.ts), not a
// payment operator's hosted fields, and the form says so on screen. A partner's page gets PayU's fields.
const meta: Meta<typeof CreditCardForm> = {
  title: 'Widgets/CreditCardForm (demonstracja)',
  component: CreditCardForm,
  decorators: [withCss],
  args: { operator: demoOperator() },
  argTypes: { onTokenized: { action: 'tokenized' } },
};
export default meta;

type Story = StoryObj<typeof CreditCardForm>;

/** Types into the fields as a visitor would (test card numbers only). */
async function fill(canvasElement: HTMLElement, card: { number?: string; expiry?: string; cvc?: string }) {
  const canvas = within(canvasElement);
  if (card.number) await userEvent.type(await canvas.findByLabelText('Numer karty'), card.number);
  if (card.expiry) await userEvent.type(canvas.getByLabelText('Data ważności (MM/RR)'), card.expiry);
  if (card.cvc) await userEvent.type(canvas.getByLabelText('Kod CVC'), card.cvc);
}
const verify = async (canvasElement: HTMLElement) =>
  (await within(canvasElement).findByRole('button', { name: 'Zweryfikuj kartę' })).click();

export const Empty: Story = {};
export const Errors: Story = {
  name: 'Errors (Luhn, expired, short CVC)',
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { number: '4111111111111112', expiry: '0120', cvc: '12' });
    await verify(canvasElement);
  },
};
export const EmptyErrors: Story = { play: ({ canvasElement }) => verify(canvasElement) };
export const Tokenized: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { number: '4111111111111111', expiry: '0830', cvc: '123' });
    await verify(canvasElement);
  },
};
export const OperatorFails: Story = {
  args: { operator: demoOperator({ answer: 'unavailable' }) },
  play: Tokenized.play,
};
/** Sent to the operator, which has not answered yet (it never does here): "Sprawdzamy kartę…", disabled. */
export const Sending: Story = { args: { operator: demoOperator({ answer: 'never' }) }, play: Tokenized.play };
/** The operator's script could not be loaded (blocked, offline): the form says so and offers nothing to send. */
export const OperatorUnreachable: Story = {
  args: { operator: { name: 'PayU', mount: () => Promise.reject(new Error('blocked')) } },
};
export const CustomPurpose: Story = {
  args: {
    purpose: 'Podaj kartę, z której chcesz spłacać raty.\n\nMożesz ją zmienić w każdej chwili w panelu klienta.',
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };
export const Phone360Errors: Story = { ...Errors, globals: { viewport: { value: 'phone360', isRotated: false } } };
export const Desktop1280: Story = { globals: { viewport: { value: 'desktop1280', isRotated: false } } };
