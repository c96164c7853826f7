import type { Meta, StoryObj } from '@storybook/preact-vite';
import { Reviews } from './Reviews';
import type { Review } from './useReviews';

const REVIEWS: Review[] = [
  {
    author: 'Katarzyna',
    city: 'Poznań',
    rating: 5,
    date: '2025-03-14',
    text: 'Porównałam trzy oferty w kilka minut. Najbardziej przydał mi się całkowity koszt podany od razu, bez szukania w regulaminach.',
  },
  {
    author: 'Tomasz',
    city: 'Wrocław',
    rating: 4,
    date: '2025-03-02',
    text: 'Wniosek wypełniłem raz, a oferty dopasowały się do mojej kwoty. Odejmuję gwiazdkę, bo przelew przyszedł dopiero następnego dnia.',
  },
  { author: 'Magdalena', rating: 5, date: '2025-02-21', text: 'Wszystko jasno opisane. Polecam znajomym.' },
  {
    author: 'Paweł',
    city: 'Łódź',
    rating: 5,
    date: '2025-02-09',
    text: 'Pierwsza pożyczka za darmo naprawdę była za darmo — oddałem dokładnie tyle, ile pożyczyłem.',
  },
  { author: 'Agnieszka', city: 'Gdańsk', rating: 4, date: '2025-01-27', text: 'Przejrzysta strona, choć wolałabym więcej ofert na dłuższy okres.' },
  { author: 'Michał', city: 'Lublin', rating: 5, date: '2025-01-15', text: 'Szybko, konkretnie i bez ukrytych opłat.' },
];

const meta: Meta<typeof Reviews> = {
  title: 'Widgets/Reviews',
  component: Reviews,
  args: { heading: 'Opinie klientów', reviews: REVIEWS },
  argTypes: { headingLevel: { control: 'inline-radio', options: [2, 3] } },
};
export default meta;

type Story = StoryObj<typeof Reviews>;

export const Default: Story = {};
export const OneReview: Story = { args: { reviews: REVIEWS.slice(0, 1) } };
export const TwoReviews: Story = { args: { reviews: REVIEWS.slice(0, 2) } };
export const Empty: Story = { args: { reviews: [], emptyText: 'Nie ma jeszcze żadnej opinii. Napisz pierwszą i pomóż innym wybrać pożyczkę.' } };
export const WithoutHeading: Story = { args: { heading: undefined } };
export const LongPolishText: Story = {
  args: {
    heading: 'Co klienci piszą o porównywarce pożyczek pozabankowych i chwilówek',
    reviews: [
      {
        author: 'Małgorzata Wiśniewska-Szczepańska',
        city: 'Bielsko-Biała',
        rating: 3,
        date: '2024-11-28T19:45:00+01:00',
        text:
          'Szukałam pożyczki na naprawę samochodu i przez porównywarkę trafiłam do firmy, która rozpatrzyła wniosek w kwadrans. Doceniam, że przy każdej ofercie było widać RRSO i całkowitą kwotę do zapłaty.\n\nDaję trzy gwiazdki, bo część pożyczkodawców i tak prosiła o dodatkową weryfikację konta przelewem za jeden grosz, a tego nie było napisane wcześniej.\n\nNajważniejsze informacje:\nkwota 4\u00a0500\u00a0zł,\nokres 60 dni,\ndecyzja w 15 minut.',
      },
      {
        author: 'Przemysław',
        city: 'Szczebrzeszyn',
        rating: 4,
        date: '2024-10-03',
        text: 'Niedoinformowanie klientów o kosztach pozaodsetkowych to w tej branży norma, a tutaj wszystko było wyliczone z góry. Konsekwentnie polecam.',
      },
    ],
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };
export const Desktop1280: Story = { globals: { viewport: { value: 'desktop1280', isRotated: false } } };
