import { SHORT_NAME } from '../brand';
import { Blocks, Breadcrumbs, formatDatePl } from '../components/Blocks';
import { contentCss } from '../components/content-css';
import { ResponsiveImage } from '../components/ResponsiveImage';
import type { BlogArticle as Article } from '../content/blog';
import { articleJsonLd, breadcrumbJsonLd } from '../seo';
import type { Head, PageProps } from './types';

export type BlogArticleData = Article;

export const styles = [contentCss];

/** Static: nothing on it needs JavaScript, so it is never hydrated (site/app/islands.ts). */
export const islands = true;

export function head({ data }: PageProps<BlogArticleData>): Head {
  const path = `/blog/${data.id}/`;
  return {
    title: `${data.title} – ${SHORT_NAME}`,
    description: data.description,
    jsonLd: [
      articleJsonLd({
        title: data.title,
        description: data.description,
        path,
        published: data.published,
        updated: data.updated,
        author: data.author,
      }),
      breadcrumbJsonLd([
        { name: 'Strona główna', path: '/' },
        { name: 'Blog', path: '/blog/' },
        { name: data.title, path },
      ]),
    ],
  };
}

export default function BlogArticle({ data }: PageProps<BlogArticleData>) {
  return (
    <>
      <Breadcrumbs
        items={[{ name: 'Strona główna', path: '/' }, { name: 'Blog', path: '/blog/' }, { name: data.title }]}
      />
      <article className="pz-prose">
        <h1>{data.title}</h1>
        <p className="pz-meta">
          {data.author} · opublikowano <time dateTime={data.published}>{formatDatePl(data.published)}</time>
          {data.updated ? (
            <>
              {' '}
              · zaktualizowano <time dateTime={data.updated}>{formatDatePl(data.updated)}</time>
            </>
          ) : null}
        </p>
        <ResponsiveImage
          className="pz-cover"
          name="poradnik"
          alt=""
          ratio={[2, 1]}
          sizes="(min-width: 800px) 46rem, calc(100vw - 2rem)"
        />
        <Blocks blocks={data.body} />
        <p>
          <a href="/blog/">← Wszystkie artykuły</a>
        </p>
      </article>
    </>
  );
}
