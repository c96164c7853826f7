import type { Meta, StoryObj } from '@storybook/preact-vite';
import { useEffect, useState, type ReactNode } from 'react';
import { FaqAccordion } from './FaqAccordion';
import type { FaqItem } from './useFaqAccordion';

const ITEMS: FaqItem[] = [
  {
    id: 'ile-kosztuje-porownanie',
    question: 'Ile kosztuje korzystanie z Przelewika?',
    answer:
      'Nic. Porównywarka jest bezpłatna, a za przekierowanie klienta płaci nam pożyczkodawca. Nie doliczamy żadnych opłat do Twojej pożyczki.',
  },
  {
    id: 'jak-szybko-przelew',
    question: 'Jak szybko dostanę pieniądze?',
    answer:
      'Większość pożyczkodawców wysyła przelew kilkanaście minut po podpisaniu umowy.\n\nJeśli wniosek złożysz wieczorem albo w weekend, pieniądze mogą dotrzeć dopiero w najbliższy dzień roboczy — zależy to od Twojego banku.',
  },
  {
    id: 'czy-sprawdzacie-bik',
    question: 'Czy sprawdzacie moją historię w BIK?',
    answer:
      'My nie. Historię kredytową sprawdza pożyczkodawca, u którego składasz wniosek, i to on decyduje o przyznaniu pożyczki.',
  },
  {
    id: 'pierwsza-pozyczka-za-darmo',
    question: 'Czy pierwsza pożyczka naprawdę jest za darmo?',
    answer:
      'U części pożyczkodawców tak: oddajesz dokładnie tyle, ile pożyczasz, jeśli spłacisz w terminie. Przy każdej ofercie piszemy, czy ją to obejmuje.',
  },
];

const meta: Meta<typeof FaqAccordion> = {
  title: 'Widgets/FaqAccordion',
  component: FaqAccordion,
  args: { items: ITEMS },
  argTypes: { headingLevel: { control: 'inline-radio', options: [2, 3, 4] } },
};
export default meta;

type Story = StoryObj<typeof FaqAccordion>;

export const Default: Story = {};
export const OneOpen: Story = { args: { initialOpenId: 'jak-szybko-przelew' } };
export const ManyOpen: Story = {
  args: { allowMultiple: true },
  // Opens two answers as a visitor would, so the designer sees the "many open" state without clicking.
  play: ({ canvasElement }) => {
    canvasElement.querySelectorAll<HTMLButtonElement>('.pz-faq__button').forEach((button, i) => {
      if (i === 0 || i === 2) button.click();
    });
  },
};

/** Sets the address's #hash before the widget mounts, as a link from elsewhere would, and cleans up after. */
function WithHash({ hash, children }: { hash: string; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const before = window.location.href;
    window.history.replaceState(window.history.state, '', hash);
    setReady(true);
    return () => window.history.replaceState(window.history.state, '', before);
  }, [hash]);
  return ready ? <>{children}</> : null;
}

export const OpenFromHash: Story = {
  render: (args) => (
    <WithHash hash="#czy-sprawdzacie-bik">
      <FaqAccordion {...args} />
    </WithHash>
  ),
};
export const SyncHash: Story = { args: { syncHash: true } };
export const Empty: Story = { args: { items: [] } };
export const LongPolishText: Story = {
  args: {
    initialOpenId: 'pozyczka-z-komornikiem',
    items: [
      {
        id: 'pozyczka-z-komornikiem',
        question:
          'Czy mogę dostać pożyczkę pozabankową, jeśli mam zajęcie komornicze albo wpisy w Krajowym Rejestrze Długów?',
        answer:
          'To zależy od pożyczkodawcy. Niektóre firmy pożyczkowe rozpatrują wnioski osób z negatywną historią w rejestrach dłużników, ale zajęcie komornicze wynagrodzenia lub rachunku bankowego zwykle oznacza odmowę, bo pieniądze z pożyczki mogłyby zostać od razu zajęte.\n\nZanim złożysz wniosek, zastanów się, czy nowe zobowiązanie nie pogłębi Twoich kłopotów finansowych. Bezpłatnej pomocy udzielają między innymi miejskie ośrodki poradnictwa i rzecznicy konsumentów.\n\nPamiętaj: żaden uczciwy pożyczkodawca nie pobiera opłat przed wypłatą pożyczki.',
      },
      ...ITEMS.slice(0, 2),
    ],
  },
};
export const Phone360: Story = {
  args: { initialOpenId: 'jak-szybko-przelew' },
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
export const Desktop1280: Story = {
  args: { initialOpenId: 'jak-szybko-przelew' },
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
};
