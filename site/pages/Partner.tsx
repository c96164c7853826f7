// /partner/: the affiliate programme, how it pays, the exact snippet to paste (built from the real loader URL)
// and the sign-up form.
import { PARTNER_FORM_PATH, PARTNER_TAKEN_MESSAGE, PARTNERS_PATH, type PartnerErrors } from '../../contracts/partner';
import { FaqAccordion, faqAccordionCss } from '../../widgets/FaqAccordion/FaqAccordion';
import { faqSlug } from '../../widgets/FaqAccordion/useFaqAccordion';
import { PartnerSignup, partnerSignupCss, type PartnerSubmit } from '../../widgets/PartnerSignup/PartnerSignup';
import { Steps, stepsCss } from '../../widgets/Steps/Steps';
import { useId } from 'react';
import { siteHttp } from '../app/http';
import { Breadcrumbs } from '../components/Blocks';
import { contentCss } from '../components/content-css';
import { Later } from '../components/Later';
import { SnippetBuilder, type SnippetCategory } from '../components/SnippetBuilder';
import builderCss from '../components/snippet-builder.css?inline';
import type { AFFILIATE_RATES, PARTNER_PAGE } from '../content/pages';
import { breadcrumbJsonLd, canonicalUrl, faqPageJsonLd } from '../seo';
import type { Head, PageProps } from './types';

export interface PartnerData {
  page: typeof PARTNER_PAGE;
  rates: typeof AFFILIATE_RATES;
  /** The categories the snippet builder offers: the last part of each page's address, and its name. */
  categories: SnippetCategory[];
}

export const styles = [contentCss, stepsCss, faqAccordionCss, partnerSignupCss, builderCss];

/** The snippet a partner pastes (DESIGN.md, "The partner-facing interface"), pointing at our real loader. */
export function partnerSnippet(loaderUrl: string): string {
  return [
    '<script>',
    '  window.pageConfig = { providerId: "TWOJ-ID-PARTNERA", src: "blog", mdm: "cpa", cmp: "nazwa-kampanii" };',
    '</script>',
    `<script async src="${loaderUrl}"></script>`,
    '<div data-widget="offer-list"></div>',
  ].join('\n');
}

export function head({ data }: PageProps<PartnerData>): Head {
  return {
    title: data.page.title,
    description: data.page.description,
    jsonLd: [
      breadcrumbJsonLd([
        { name: 'Strona główna', path: '/' },
        { name: data.page.h1, path: '/partner/' },
      ]),
      faqPageJsonLd(data.page.faq.items.map((f) => ({ question: f.q, answer: f.a }))),
    ],
  };
}

const submit: PartnerSubmit = async (body) => {
  const result = await siteHttp().postJson(PARTNERS_PATH, body);
  if (result.ok) return { ok: true };
  const errors = (result.body as { errors?: PartnerErrors } | undefined)?.errors;
  // 409: the address already signed up; the server's message says what to do and nothing about that application.
  if (result.status === 409) return { ok: false, message: PARTNER_TAKEN_MESSAGE };
  return errors
    ? { ok: false, errors }
    : { ok: false, message: 'Nie udało się wysłać zgłoszenia. Sprawdź połączenie i spróbuj ponownie.' };
};

export default function Partner({ data }: PageProps<PartnerData>) {
  const p = data.page;
  const builderId = useId();
  // The builder, the sign-up form and the FAQ are far below the first screen: each hydrates in a task of its own
  // after the page's (docs/performance.md, "Hydration in short tasks"), in document order.
  return (
    <>
      <Breadcrumbs items={[{ name: 'Strona główna', path: '/' }, { name: p.h1 }]} />
      <div className="pz-prose">
        <h1>{p.h1}</h1>
        <p>{p.lead}</p>
        {p.about.map((text, i) => (
          <p key={i}>{text}</p>
        ))}
        <h2>{p.rates.title}</h2>
        <ul>
          {p.rates.items.map((item, i) => (
            <li key={i}>
              <strong>
                {item.model} {item.amount}
              </strong>{' '}
              {item.text}
            </li>
          ))}
        </ul>
        <p className="pz-note">{p.rates.note}</p>
        <h2>{p.payouts.title}</h2>
        <ul>
          {p.payouts.items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
        <h2>{p.traffic.allowedTitle}</h2>
        <ul>
          {p.traffic.allowed.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
        <h2>{p.traffic.forbiddenTitle}</h2>
        <ul>
          {p.traffic.forbidden.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
        <p className="pz-note">{p.traffic.note}</p>
        <h2 id="kod">Kod do wklejenia</h2>
        <p>
          Wklej ten fragment w kod swojej strony. Skrypt ładuje się asynchronicznie, nie spowalnia strony i nie zmienia
          jej wyglądu. W miejscu znacznika pojawi się lista ofert.
        </p>
        {/* The scrolling box is a region named by the heading above (a <pre> may not carry aria-label) and takes
            focus, so keyboard users can scroll the long lines. */}
        <div className="pz-code" role="region" aria-labelledby="kod" tabIndex={0}>
          <pre>
            <code>{partnerSnippet(canonicalUrl('/loader.js'))}</code>
          </pre>
        </div>
        <h2 id="kreator">Kreator widżetów</h2>
        <p>
          Wybierz widżet i jego ustawienia: podgląd pokazuje prawdziwy widżet, a pod nim jest gotowy kod i dyrektywy
          Content-Security-Policy, jeśli Twoja strona ją ma.
        </p>
      </div>
      <Later>
        <SnippetBuilder uid={builderId} loaderUrl={canonicalUrl('/loader.js')} categories={data.categories} />
      </Later>
      <section className="pz-section">
        <Steps heading={p.start.title} steps={[...p.start.steps]} headingLevel={2} />
      </section>
      <Later>
        <section className="pz-section" id="dolacz">
          <PartnerSignup heading={p.start.cta} submit={submit} action={PARTNER_FORM_PATH} />
        </section>
      </Later>
      <Later>
        <section className="pz-section" aria-labelledby="faq">
          <h2 className="pz-section__title" id="faq">
            {p.faq.title}
          </h2>
          <FaqAccordion
            items={p.faq.items.map((item) => ({ id: faqSlug(item.q), question: item.q, answer: item.a }))}
            headingLevel={3}
            syncHash
          />
        </section>
      </Later>
    </>
  );
}
