import type { Meta, StoryObj } from '@storybook/preact-vite';
import { Hero } from './Hero';

const meta: Meta<typeof Hero> = {
  title: 'Widgets/Hero',
  component: Hero,
  args: {
    title: 'Porównaj pożyczki i wybierz najtańszą',
    lead: 'Ustaw kwotę, a pokażemy oferty sprawdzonych pożyczkodawców z RRSO i całkowitym kosztem. Porównanie nic nie kosztuje.',
    points: [
      'Bezpłatnie i bez zobowiązań',
      'RRSO i całkowity koszt widoczne przed wnioskiem',
      'Pieniądze trafiają prosto na Twoje konto',
    ],
    amount: { min: 100, max: 25000, step: 100, initial: 1500 },
    term: { min: 5, max: 90, step: 1, initial: 30 },
    termMonths: { min: 3, max: 48, step: 1, initial: 12 },
    note: 'Przelewik jest porównywarką, a nie pożyczkodawcą. Umowę zawierasz bezpośrednio z wybraną firmą.',
  },
};
export default meta;

type Story = StoryObj<typeof Hero>;

export const Default: Story = {};
export const AmountOnly: Story = { args: { term: undefined, termMonths: undefined } };
export const DaysOnly: Story = { args: { termMonths: undefined } };
export const OneDay: Story = { args: { term: { min: 1, max: 90, step: 1, initial: 1 } } };
export const WithoutPoints: Story = { args: { points: [], note: undefined } };
export const LongPolishText: Story = {
  args: {
    title: 'Wpisy w rejestrach dłużników a pożyczka na dowód osobisty bez zaświadczeń o dochodach',
    lead: 'Sprawdź, jak pożyczkodawcy oceniają wnioski, które rejestry sprawdzają w BIK, KRD i ERIF, i ile naprawdę zapłacisz za pożyczkę w każdym przypadku.',
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };
export const Desktop1280: Story = { globals: { viewport: { value: 'desktop1280', isRotated: false } } };
