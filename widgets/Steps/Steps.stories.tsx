import type { Meta, StoryObj } from '@storybook/preact-vite';
import { Steps } from './Steps';
import { formatPln } from '../../contracts/format';

const meta: Meta<typeof Steps> = {
  title: 'Widgets/Steps',
  component: Steps,
  args: {
    heading: 'Jak to działa',
    steps: [
      { title: 'Wybierz kwotę', text: 'Przesuń suwak i zobacz, ile zapłacisz w każdej ofercie.' },
      { title: 'Wypełnij jeden wniosek', text: 'Podajesz dane raz, a my dopasowujemy do nich oferty.' },
      { title: 'Odbierz pieniądze', text: 'Podpisujesz umowę z pożyczkodawcą, a on wysyła przelew na Twoje konto.' },
    ],
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: [2, 3] } },
};
export default meta;

type Story = StoryObj<typeof Steps>;

export const Default: Story = {};
export const WithoutHeading: Story = { args: { heading: undefined } };
export const HeadingLevel3: Story = { args: { heading: 'Jak szybko dostaniesz pieniądze', headingLevel: 3 } };
export const FourSteps: Story = {
  args: {
    steps: [
      {
        title: 'Ustaw kwotę i okres',
        text: `Od ${formatPln(100)} do ${formatPln(25000)}, na kilka dni albo kilka lat.`,
      },
      { title: 'Porównaj oferty', text: 'Przy każdej widzisz RRSO, całkowity koszt i czas wypłaty.' },
      { title: 'Złóż wniosek', text: 'Wypełniasz go raz, bez wychodzenia z domu.' },
      {
        title: 'Odbierz przelew',
        text: 'Po podpisaniu umowy pieniądze trafiają na Twoje konto, często tego samego dnia.',
      },
    ],
  },
};
export const Empty: Story = { args: { steps: [] } };
export const LongPolishText: Story = {
  args: {
    heading: 'Jak w trzech krokach znaleźć najtańszą pożyczkę pozabankową bez wychodzenia z domu',
    steps: [
      {
        title: 'Określ, ile potrzebujesz i na jak długo',
        text: 'Przesuń suwaki kwoty i okresu spłaty. Od razu zobaczysz rzeczywistą roczną stopę oprocentowania, prowizję i całkowitą kwotę do zapłaty w każdej ofercie.',
      },
      {
        title: 'Wypełnij jeden wspólny wniosek zamiast kilkunastu osobnych',
        text: 'Dane podajesz tylko raz. Na ich podstawie przedstawiamy pożyczkodawców, którzy najczęściej przyznają pożyczki osobom w podobnej sytuacji.',
      },
      {
        title: 'Podpisz umowę i odbierz pieniądze',
        text: 'Umowę zawierasz bezpośrednio z wybraną firmą pożyczkową. Po pozytywnej weryfikacji przelew zwykle dociera w ciągu kilkunastu minut.',
      },
    ],
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };
export const Desktop1280: Story = { globals: { viewport: { value: 'desktop1280', isRotated: false } } };
