// Privacy policy, terms and conditions (both with dated versions) and the cookies policy.
import { SHORT_NAME } from '../brand';
import { Blocks, Breadcrumbs, formatDatePl } from '../components/Blocks';
import { contentCss } from '../components/content-css';
import legalCss from './Legal.css?inline';
import type { LegalData } from '../legal-data';
import { breadcrumbJsonLd } from '../seo';
import type { Head, PageProps } from './types';

export const styles = [contentCss, legalCss];

const DESCRIPTIONS = {
  privacy: `Jak ${SHORT_NAME} przetwarza dane osobowe: administrator, cele i podstawy prawne, odbiorcy, okresy przechowywania oraz Twoje prawa według RODO.`,
  terms: `Regulamin serwisu ${SHORT_NAME}: zasady korzystania z porównywarki pożyczek, przekazywania wniosków, powiadomień i składania reklamacji.`,
  cookies: `Jakie pliki cookie i dane w pamięci przeglądarki zapisuje ${SHORT_NAME}, w jakim celu i na jak długo oraz jak wycofać zgodę.`,
} as const;

/** The cookies policy's section that the key table belongs to. */
const COOKIE_LIST_SECTION = 'lista';

function CookieTables({ cookies }: { cookies: NonNullable<LegalData['cookies']> }) {
  const categories = [...new Set(cookies.map((c) => c.category))];
  return (
    <>
      {categories.map((category) => {
        const rows = cookies.filter((c) => c.category === category);
        const id = `cookies-${category}`;
        return (
          <div key={category}>
            <h3 id={id}>{rows[0]?.categoryLabel}</h3>
            <table className="pz-cookie-table" aria-labelledby={id}>
              <thead>
                <tr>
                  <th scope="col">Nazwa</th>
                  <th scope="col">Cel</th>
                  <th scope="col">Jak długo</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((cookie) => (
                  <tr key={`${cookie.kind}:${cookie.name}`}>
                    <th scope="row">
                      <code>{cookie.name}</code>
                      <span className="pz-cookie-table__kind">{cookie.kindLabel}</span>
                    </th>
                    <td>{cookie.purpose}</td>
                    <td>{cookie.lifetime}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
    </>
  );
}

/** Static: nothing on it needs JavaScript, so it is never hydrated (site/app/islands.ts). */
export const islands = true;

export function head({ data }: PageProps<LegalData>): Head {
  const path = data.isCurrent ? data.basePath : `${data.basePath}${data.doc.id}/`;
  return {
    title: `${data.doc.title} – ${SHORT_NAME}`,
    canonicalPath: path,
    description: DESCRIPTIONS[data.kind],
    // Older versions stay reachable for the record, but search engines should show the current one.
    ...(data.isCurrent ? {} : { robots: 'noindex, follow' }),
    jsonLd: [
      breadcrumbJsonLd([
        { name: 'Strona główna', path: '/' },
        { name: data.doc.title, path },
      ]),
    ],
  };
}

export default function Legal({ data, params }: PageProps<LegalData>) {
  const { doc } = data;
  return (
    <>
      <Breadcrumbs items={[{ name: 'Strona główna', path: '/' }, { name: doc.title }]} />
      <article className="pz-prose">
        <h1>{doc.title}</h1>
        <p className="pz-meta">
          Obowiązuje od <time dateTime={doc.effective}>{formatDatePl(doc.effective)}</time>
          {data.isCurrent ? ' (wersja aktualna)' : ' (wersja archiwalna)'}
        </p>
        {!data.isCurrent ? (
          <p className="pz-note">
            Czytasz wcześniejszą wersję dokumentu. <a href={data.basePath}>Przejdź do wersji aktualnej</a>.
          </p>
        ) : null}
        <nav aria-label="Spis treści">
          <ol>
            {doc.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        {doc.sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id}>{section.heading}</h2>
            <Blocks blocks={section.body} headingLevel={3} />
            {/* The cookies policy's table, one per category, from the same key table as the banner's settings. */}
            {section.id === COOKIE_LIST_SECTION && data.cookies ? <CookieTables cookies={data.cookies} /> : null}
          </section>
        ))}
        {data.versions.length > 1 ? (
          <aside className="pz-versions" aria-labelledby="wersje">
            <h2 id="wersje">Wersje dokumentu</h2>
            <ul>
              {data.versions.map((version, index) => (
                <li key={version.id}>
                  {version.id === doc.id && (params.id !== undefined || index === 0) ? (
                    <span aria-current="page">Obowiązuje od {formatDatePl(version.effective)}</span>
                  ) : (
                    <a href={index === 0 ? data.basePath : `${data.basePath}${version.id}/`}>
                      Obowiązuje od {formatDatePl(version.effective)}
                    </a>
                  )}
                  {index === 0 ? ' (aktualna)' : ''}
                </li>
              ))}
            </ul>
          </aside>
        ) : null}
      </article>
    </>
  );
}
