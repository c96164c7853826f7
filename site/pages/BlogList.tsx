import { SHORT_NAME } from '../brand';
import { Breadcrumbs, formatDatePl } from '../components/Blocks';
import { contentCss } from '../components/content-css';
import { breadcrumbJsonLd } from '../seo';
import type { Head, PageProps } from './types';

export interface BlogListData {
  articles: { id: string; title: string; excerpt: string; published: string; readingMinutes: number }[];
}

export const styles = [contentCss];

/** Static: nothing on it needs JavaScript, so it is never hydrated (site/app/islands.ts). */
export const islands = true;

export function head(): Head {
  return {
    title: `Blog o pożyczkach – ${SHORT_NAME}`,
    description:
      'Poradniki o pożyczkach: jak czytać RRSO, jak działają BIK i KRD, ile naprawdę kosztuje darmowa pożyczka i jakie prawa ma pożyczkobiorca.',
    jsonLd: [
      breadcrumbJsonLd([
        { name: 'Strona główna', path: '/' },
        { name: 'Blog', path: '/blog/' },
      ]),
    ],
  };
}

const minutes = new Intl.PluralRules('pl-PL');
const readingTime = (n: number) =>
  `${n} ${{ one: 'minuta', few: 'minuty' }[minutes.select(n) as 'one' | 'few'] ?? 'minut'} czytania`;

export default function BlogList({ data }: PageProps<BlogListData>) {
  return (
    <>
      <Breadcrumbs items={[{ name: 'Strona główna', path: '/' }, { name: 'Blog' }]} />
      <div className="pz-prose">
        <h1>Blog o pożyczkach</h1>
        <p>
          Piszemy po ludzku o tym, co warto wiedzieć, zanim weźmiesz pożyczkę: ile naprawdę kosztuje, jak czytać umowę i
          co robić, gdy spłata zaczyna być trudna.
        </p>
      </div>
      <ul className="pz-tiles pz-tiles--3">
        {data.articles.map((article) => (
          <li key={article.id}>
            <article className="pz-tile">
              <h2>
                <a className="pz-tile__link" href={`/blog/${article.id}/`}>
                  {article.title}
                </a>
              </h2>
              <p className="pz-meta">
                <time dateTime={article.published}>{formatDatePl(article.published)}</time> ·{' '}
                {readingTime(article.readingMinutes)}
              </p>
              <p>{article.excerpt}</p>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
