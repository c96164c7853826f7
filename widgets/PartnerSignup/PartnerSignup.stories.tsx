import type { Meta, StoryObj } from '@storybook/preact-vite';
import { userEvent, within } from 'storybook/test';
import { PartnerSignup } from './PartnerSignup';

const meta: Meta<typeof PartnerSignup> = {
  title: 'Widgets/PartnerSignup',
  component: PartnerSignup,
  args: { submit: async () => ({ ok: true }) },
};
export default meta;

type Story = StoryObj<typeof PartnerSignup>;

/**
 * Fills the form as a visitor would (made-up data) and sends it, so the story shows what the server's answer does:
 * the states below cannot be seen until the form is sent.
 */
async function fillAndSend({ canvasElement }: { canvasElement: HTMLElement }) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Imię i nazwisko lub nazwa firmy'), 'Anna Kowalska');
  await userEvent.type(canvas.getByLabelText('Adres e-mail'), 'anna.kowalska@poczta.pl');
  await userEvent.type(canvas.getByLabelText('Adres strony lub kanału'), 'mojblog.pl');
  await userEvent.selectOptions(canvas.getByLabelText('Główne źródło ruchu'), 'website');
  await userEvent.click(canvas.getByRole('checkbox'));
  await userEvent.click(canvas.getByRole('button', { name: 'Wyślij zgłoszenie' }));
}

export const Default: Story = {};
/** Sent; the server says the address is already signed up: the error sits at the e-mail field, which gets focus. */
export const ServerRefusesEmail: Story = {
  args: { submit: async () => ({ ok: false, errors: { email: 'Ten adres e-mail jest już zgłoszony do programu.' } }) },
  play: fillAndSend,
};
/** Sent; the request failed: the alert above the button. */
export const NetworkError: Story = {
  args: {
    submit: async () => ({
      ok: false,
      message: 'Nie udało się wysłać zgłoszenia. Sprawdź połączenie i spróbuj ponownie.',
    }),
  },
  play: fillAndSend,
};
/** Sent and waiting for the server (which never answers here): the button reads "Wysyłamy…" and is disabled. */
export const Sending: Story = { args: { submit: () => new Promise(() => {}) }, play: fillAndSend };
/** Sent and accepted: the thank-you note replaces the form. */
export const Done: Story = { play: fillAndSend };
export const Phone360: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };
export const Desktop1280: Story = { globals: { viewport: { value: 'desktop1280', isRotated: false } } };
