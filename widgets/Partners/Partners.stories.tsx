import type { Meta, StoryObj } from '@storybook/preact-vite';
import { Partners } from './Partners';
import type { Partner } from './usePartners';

// Made-up lenders: stories must not look like an endorsement of a real company.
const PARTNERS: Partner[] = [
  {
    name: 'Szybka Kasa',
    initials: 'SK',
    background: '#0b5d3b',
    color: '#ffffff',
    url: 'https://example.com/szybka-kasa',
  },
  {
    name: 'Pożyczka Plus',
    initials: 'P+',
    background: '#1d4ed8',
    color: '#ffffff',
    url: 'https://example.com/pozyczka-plus',
  },
  {
    name: 'Bezpieczny Portfel',
    initials: 'BP',
    background: '#7c2d12',
    color: '#ffffff',
    url: 'https://example.com/bezpieczny-portfel',
  },
  {
    name: 'Gotówka od Ręki',
    initials: 'GR',
    background: '#f2a900',
    color: '#10233f',
    url: 'https://example.com/gotowka-od-reki',
  },
  { name: 'Finansowa Przystań', initials: 'FP', background: '#0e7490', color: '#ffffff' },
  { name: 'Mikrokredyt24', initials: 'M24', background: '#6d28d9', color: '#ffffff' },
  { name: 'Złoty Grosz', initials: 'ZG', background: '#fde68a', color: '#713f12' },
  { name: 'Kredytowa Chata', initials: 'KC', background: '#be123c', color: '#ffffff' },
];

const meta: Meta<typeof Partners> = {
  title: 'Widgets/Partners',
  component: Partners,
  args: { heading: 'Pożyczkodawcy, z którymi współpracujemy', partners: PARTNERS, linkRel: 'sponsored' },
  argTypes: { headingLevel: { control: 'inline-radio', options: [2, 3] } },
};
export default meta;

type Story = StoryObj<typeof Partners>;

export const Default: Story = {};
export const WithoutLinks: Story = { args: { partners: PARTNERS.map(({ url: _url, ...partner }) => partner) } };
export const WithoutHeading: Story = { args: { heading: undefined } };
export const Few: Story = { args: { partners: PARTNERS.slice(0, 2) } };
/** The brand colours asked for are unreadable together (white on yellow): the badge switches to ink. */
export const PoorBrandContrast: Story = {
  args: {
    partners: [
      { name: 'Słoneczna Pożyczka', initials: 'SP', background: '#ffd60a', color: '#ffffff' },
      ...PARTNERS.slice(0, 3),
    ],
  },
};
export const Empty: Story = { args: { partners: [] } };
export const LongPolishText: Story = {
  args: {
    heading: 'Sprawdzeni pożyczkodawcy wpisani do rejestru instytucji pożyczkowych Komisji Nadzoru Finansowego',
    partners: [
      {
        name: 'Wielkopolskie Towarzystwo Pożyczkowo-Finansowe spółka z ograniczoną odpowiedzialnością',
        initials: 'WTP',
        background: '#0b5d3b',
        color: '#ffffff',
        url: 'https://example.com/wtp',
      },
      {
        name: 'Przedsiębiorstwo Kredytów Konsumenckich „Zaufanie”',
        initials: 'PKK',
        background: '#1d4ed8',
        color: '#ffffff',
      },
      ...PARTNERS.slice(2, 5),
    ],
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };
export const Desktop1280: Story = { globals: { viewport: { value: 'desktop1280', isRotated: false } } };
