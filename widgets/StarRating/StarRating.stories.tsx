import type { Meta, StoryObj } from '@storybook/preact-vite';
import { StarRating } from './StarRating';

const meta: Meta<typeof StarRating> = {
  title: 'Widgets/StarRating',
  component: StarRating,
  args: { value: 4.5 },
  argTypes: {
    mode: { control: 'inline-radio', options: ['readonly', 'input'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    onChange: { action: 'changed' },
  },
};
export default meta;

type Story = StoryObj<typeof StarRating>;

export const ReadOnly: Story = {};
export const ReadOnlyWhole: Story = { args: { value: 4 } };
export const ReadOnlyWithNumber: Story = { args: { value: 4.5, showValue: true } };
export const ReadOnlyEmpty: Story = { args: { value: 0, showValue: true } };
export const ReadOnlySizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <StarRating {...args} size="small" />
      <StarRating {...args} size="medium" />
      <StarRating {...args} size="large" />
    </div>
  ),
  args: { value: 3.5, showValue: true },
};
export const Input: Story = { args: { mode: 'input', value: undefined, legend: 'Jak oceniasz naszą porównywarkę?' } };
export const InputFilled: Story = { args: { mode: 'input', value: undefined, defaultValue: 4, legend: 'Jak oceniasz naszą porównywarkę?' } };
export const InputLongPolishLegend: Story = {
  args: {
    mode: 'input',
    value: undefined,
    defaultValue: 2,
    legend: 'Jak oceniasz przejrzystość informacji o całkowitym koszcie pożyczki i rzeczywistej rocznej stopie oprocentowania?',
  },
};
export const InputSmall: Story = { args: { mode: 'input', value: undefined, defaultValue: 3, size: 'small', legend: 'Twoja ocena' } };
export const InputDisabled: Story = { args: { mode: 'input', value: undefined, defaultValue: 3, disabled: true, legend: 'Ocena obsługi klienta' } };
const bothModes: Story['render'] = (args) => (
  <div style={{ display: 'grid', gap: '1.5rem' }}>
    <StarRating value={4.5} showValue />
    <StarRating {...args} />
  </div>
);
export const Phone360: Story = {
  render: bothModes,
  args: { mode: 'input', value: undefined, defaultValue: 5, legend: 'Jak oceniasz naszą porównywarkę?' },
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
export const Desktop1280: Story = {
  render: bothModes,
  args: { mode: 'input', value: undefined, defaultValue: 5, legend: 'Jak oceniasz naszą porównywarkę?' },
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
};
