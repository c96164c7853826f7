import type { Decorator, Meta, StoryObj } from '@storybook/preact-vite';
import { userEvent, within } from 'storybook/test';
import { PhoneForm, phoneFormCss } from './PhoneForm';

// The widget's CSS until widgets/index.ts exports it (the preview then adds it too; twice does no harm).
const withCss: Decorator = (Story) => (
  <>
    <style>{phoneFormCss}</style>
    <Story />
  </>
);

const meta: Meta<typeof PhoneForm> = {
  title: 'Widgets/PhoneForm',
  component: PhoneForm,
  decorators: [withCss],
  args: { submit: async () => ({ ok: true }) },
  argTypes: { onDone: { action: 'done' } },
};
export default meta;

type Story = StoryObj<typeof PhoneForm>;

const send = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getByRole('button', { name: /Poproś o telefon/ })
    .click();
/** Fills the form as a visitor would: the number, then every consent box. */
async function fill(canvasElement: HTMLElement, phone: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Numer telefonu komórkowego'), phone);
  for (const box of canvas.getAllByRole('checkbox')) await userEvent.click(box);
}

export const Default: Story = {};
export const CustomHeading: Story = {
  args: {
    heading: 'Masz pytania o pożyczkę? Oddzwonimy',
    intro: 'Zostaw numer, a konsultant zadzwoni w godzinach 8–20.',
  },
};
export const Errors: Story = { play: ({ canvasElement }) => send(canvasElement) };
export const WrongNumber: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, '22 123 45 67');
    send(canvasElement);
  },
};
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, '601234567');
    send(canvasElement);
  },
};
export const Pending: Story = {
  args: { submit: () => new Promise(() => {}) },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, '601234567');
    send(canvasElement);
  },
};
export const ServerError: Story = {
  args: {
    submit: async () => ({
      ok: false,
      message: 'Nie udało się wysłać numeru. Sprawdź połączenie z internetem i spróbuj ponownie.',
    }),
  },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, '601234567');
    send(canvasElement);
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };
export const Phone360Errors: Story = { ...Errors, globals: { viewport: { value: 'phone360', isRotated: false } } };
export const Desktop1280: Story = { globals: { viewport: { value: 'desktop1280', isRotated: false } } };
