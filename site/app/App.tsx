import type { PageModule, PageProps } from '../pages/types';
import { Layout } from './Layout';

/** One page inside the layout: the same tree on the server (prerender) and in the browser (hydrate). */
export function App({ page, props }: { page: PageModule; props: PageProps }) {
  const Page = page.default;
  return (
    <Layout>
      <Page {...props} />
    </Layout>
  );
}
