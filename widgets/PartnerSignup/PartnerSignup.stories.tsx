import type { Meta, StoryObj } from '@storybook/preact-vite';
import { PartnerSignup } from './PartnerSignup';

const meta: Meta<typeof PartnerSignup> = {
  title: 'Widgets/PartnerSignup',
  component: PartnerSignup,
  args: { submit: async () => ({ ok: true }) },
};
export default meta;

type Story = StoryObj<typeof PartnerSignup>;

export const Default: Story = {};
export const ServerRefusesEmail: Story = { args: { submit: async () => ({ ok: false, errors: { email: 'Ten adres e-mail jest już zgłoszony do programu.' } }) } };
export const NetworkError: Story = { args: { submit: async () => ({ ok: false, message: 'Nie udało się wysłać zgłoszenia. Sprawdź połączenie i spróbuj ponownie.' }) } };
export const Phone360: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };
export const Desktop1280: Story = { globals: { viewport: { value: 'desktop1280', isRotated: false } } };
