import type { Meta, StoryObj } from '@storybook/preact-vite';
import { HowItWorks } from './HowItWorks';

const meta: Meta<typeof HowItWorks> = {
  title: 'Widgets/HowItWorks',
  component: HowItWorks,
  args: {
    heading: 'Jak to działa',
    intro: 'Od wyboru kwoty do przelewu na konto – zwykle w kilkanaście minut.',
    stages: [
      {
        title: 'Wybierz kwotę i okres',
        text: 'Ustaw na suwakach, ile chcesz pożyczyć i na jak długo.',
        who: 'Ty',
        icon: 'sliders',
      },
      { title: 'Wypełnij jeden krótki wniosek', text: 'Podajesz podstawowe dane tylko raz.', who: 'Ty', icon: 'form' },
      {
        title: 'Porównaj i wybierz ofertę',
        text: 'Przy każdej ofercie widzisz RRSO, całkowity koszt i kwotę do zapłaty.',
        who: 'Przelewik',
        icon: 'compare',
      },
      {
        title: 'Odbierz przelew',
        text: 'Podpisujesz umowę, a pieniądze trafiają na Twoje konto.',
        who: 'Pożyczkodawca',
        icon: 'transfer',
      },
    ],
    note: 'Za porównanie nie płacisz. Umowę zawierasz bezpośrednio z pożyczkodawcą.',
    cta: { href: '/offers/', label: 'Zobacz oferty' },
  },
};
export default meta;

type Story = StoryObj<typeof HowItWorks>;

export const Filled: Story = {};
export const ThreeStagesNoIcons: Story = {
  args: {
    stages: [
      { title: 'Wybierz kwotę', text: 'Przesuń suwak.' },
      { title: 'Wypełnij wniosek', text: 'Raz.' },
      { title: 'Odbierz pieniądze', text: 'Przelew na konto.' },
    ],
    note: undefined,
    cta: undefined,
  },
};
export const Empty: Story = { args: { stages: [] } };
export const LongPolishText: Story = {
  args: {
    heading: 'Jak w czterech prostych krokach porównać pożyczki pozabankowe i wybrać najkorzystniejszą ofertę',
    stages: [
      {
        title: 'Określ dokładnie potrzebną kwotę oraz najdogodniejszy okres spłaty zobowiązania',
        text: 'Przesuwając suwaki, natychmiast zobaczysz całkowity koszt pożyczki, rzeczywistą roczną stopę oprocentowania i kwotę do zapłaty w każdej ofercie z naszego zestawienia.',
        who: 'Ty',
        icon: 'sliders',
      },
      {
        title: 'Wypełnij jeden wspólny wniosek',
        text: 'Dane osobowe, adres zamieszkania, źródło i wysokość dochodu podajesz tylko raz – później nie musisz ich przepisywać.',
        who: 'Ty',
        icon: 'form',
      },
      {
        title: 'Porównaj dopasowane propozycje',
        text: 'Układamy oferty według szans na pozytywną decyzję.',
        who: 'Przelewik',
        icon: 'compare',
      },
      {
        title: 'Podpisz umowę i odbierz przelew',
        text: 'Środki trafiają na rachunek bankowy zwykle w ciągu kilkunastu minut od decyzji pożyczkodawcy.',
        who: 'Pożyczkodawca',
        icon: 'transfer',
      },
    ],
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };
export const Desktop1280: Story = { globals: { viewport: { value: 'desktop1280', isRotated: false } } };
