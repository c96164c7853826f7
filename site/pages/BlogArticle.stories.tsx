import type { Meta, StoryObj } from '@storybook/preact-vite';
import { pageCss } from '../app/page-styles';
import { BLOG_ARTICLES } from '../content/blog';
import { ROUTES } from '../routes';
import BlogArticle, { styles } from './BlogArticle';

// A blog article as the site shows it: the page template with real articles and the page's own CSS.
const route = ROUTES.find((r) => r.page === 'blog-article')!;
const [first] = BLOG_ARTICLES;
const updated = BLOG_ARTICLES.find((article) => article.updated) ?? first!;
const shortest = [...BLOG_ARTICLES].sort((a, b) => a.body.length - b.body.length)[0]!;

const meta: Meta<typeof BlogArticle> = {
  title: 'Site/BlogArticle',
  component: BlogArticle,
  decorators: [
    (Story) => (
      <>
        <style>{pageCss(styles)}</style>
        <Story />
      </>
    ),
  ],
  args: { route, params: { id: first!.id }, data: first! },
};
export default meta;

type Story = StoryObj<typeof BlogArticle>;

export const Default: Story = {};
export const Updated: Story = { args: { params: { id: updated.id }, data: updated } };
export const Shortest: Story = { args: { params: { id: shortest.id }, data: shortest } };
export const Phone360: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };
export const Desktop1280: Story = { globals: { viewport: { value: 'desktop1280', isRotated: false } } };
