import type { Meta, StoryObj } from '@storybook/preact-vite';
import { DAYS, formatPln, pluralPl } from '../../contracts/format';
import { AmountSlider } from './AmountSlider';

const meta: Meta<typeof AmountSlider> = {
  title: 'Widgets/AmountSlider',
  component: AmountSlider,
  args: { min: 100, max: 25000, step: 100, defaultValue: 1500 },
  argTypes: { onChange: { action: 'changed' } },
};
export default meta;

type Story = StoryObj<typeof AmountSlider>;

export const Default: Story = {};
export const AtMinimum: Story = { args: { defaultValue: 100 } };
export const AtMaximum: Story = { args: { defaultValue: 25000 } };
export const WithHint: Story = {
  args: { hint: `Pierwsza pożyczka nawet do ${formatPln(3000)} bez odsetek i opłat u części pożyczkodawców.` },
};
export const Disabled: Story = { args: { disabled: true } };
export const TermInDays: Story = {
  args: { label: 'Na ile dni?', min: 1, max: 90, step: 1, defaultValue: 30, format: (n: number) => pluralPl(n, DAYS) },
};
export const LongPolishLabel: Story = {
  args: {
    label: 'Jaką kwotę chcesz pożyczyć na najbliższe tygodnie, zanim wpłynie wynagrodzenie?',
    defaultValue: 12300,
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };
export const Desktop1280: Story = { globals: { viewport: { value: 'desktop1280', isRotated: false } } };
