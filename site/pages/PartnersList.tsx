import { Partners, partnersCss } from '../../widgets/Partners/Partners';
import { Breadcrumbs } from '../components/Blocks';
import contentCss from '../components/content.css?inline';
import type { PARTNERS_LIST_PAGE } from '../content/pages';
import type { Lender } from '../content/lenders';
import { breadcrumbJsonLd } from '../seo';
import type { Head, PageProps } from './types';

export interface PartnersListData {
  page: typeof PARTNERS_LIST_PAGE;
  lenders: Lender[];
}

export const styles = [contentCss, partnersCss];

export function head({ data }: PageProps<PartnersListData>): Head {
  return { title: data.page.title, description: data.page.description, jsonLd: [breadcrumbJsonLd([{ name: 'Strona główna', path: '/' }, { name: data.page.h1, path: '/partners-list/' }])] };
}

export default function PartnersList({ data }: PageProps<PartnersListData>) {
  return (
    <>
      <Breadcrumbs items={[{ name: 'Strona główna', path: '/' }, { name: data.page.h1 }]} />
      <div className="pz-prose">
        <h1>{data.page.h1}</h1>
        {data.page.intro.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      <ul className="pz-tiles pz-tiles--3">
        {data.lenders.map((lender) => (
          <li key={lender.id}>
            <article className="pz-tile" id={lender.id}>
              <h2>{lender.name}</h2>
              <p>{lender.description}</p>
              <p className="pz-meta">
                {lender.legalName} · na rynku od {lender.founded} r.
              </p>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
