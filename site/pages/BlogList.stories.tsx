import type { Meta, StoryObj } from '@storybook/preact-vite';
import { pageCss } from '../app/page-styles';
import { DATA } from '../data';
import { ROUTES } from '../routes';
import BlogList, { styles, type BlogListData } from './BlogList';

// The blog list as the site shows it: the page template with the build's own data and the page's own CSS.
const route = ROUTES.find((r) => r.page === 'blog-list')!;
const data = DATA['blog-list'].load(route, {}) as BlogListData;

const meta: Meta<typeof BlogList> = {
  title: 'Site/BlogList',
  component: BlogList,
  decorators: [
    (Story) => (
      <>
        <style>{pageCss(styles)}</style>
        <Story />
      </>
    ),
  ],
  args: { route, params: {}, data },
};
export default meta;

type Story = StoryObj<typeof BlogList>;

export const Default: Story = {};
export const OneArticle: Story = { args: { data: { articles: data.articles.slice(0, 1) } } };
export const LongPolishTitle: Story = {
  args: {
    data: {
      articles: [
        {
          id: 'przyklad',
          title: 'Jak bezpiecznie porównać pożyczki pozabankowe, zanim podpiszesz umowę z pierwszym pożyczkodawcą',
          excerpt:
            'Rzeczywista roczna stopa oprocentowania, prowizja, odsetki i całkowita kwota do zapłaty: wyjaśniamy po kolei, na co patrzeć w ofercie i w umowie, żeby nie przepłacić.',
          published: '2026-10-01',
          readingMinutes: 12,
        },
        ...data.articles.slice(0, 2),
      ],
    },
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };
export const Desktop1280: Story = { globals: { viewport: { value: 'desktop1280', isRotated: false } } };
