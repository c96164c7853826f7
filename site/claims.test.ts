// No banned credit-advertising claim anywhere the product speaks (contracts/advertising-claims.ts has the rules and
// docs/writing.md says how to write instead): every prerendered page with its title, meta description and JSON-LD,
// the content data behind the pages, lender descriptions and highlights, the widgets' and the loader's Polish strings,
// the Polish push prompt and the partner offer list as our server renders it. A failure names where the text is,
// the rule, the words, why they are banned and the legal basis.
import { FIXTURE_LAW, FIXTURE_PRICING_LAW as LAW } from '../contracts/law-fixture';

const WARNING = FIXTURE_LAW.advertising?.warning ?? null;
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeFindings, findClaims, findMisstatements, type ClaimKind } from '../contracts/advertising-claims';
import { LENDERS, OFFERS } from '../contracts/lenders';
import { offerListFromQuery } from '../loader/features/mount/html-api';
import { renderOfferList } from '../loader/features/mount/offer-list-html';
import { PROMPT_TEXTS } from '../loader/features/push/texts';
import * as brand from './brand';
import * as blog from './content/blog';
import * as categories from './content/categories';
import * as consentCookies from './content/consent-cookies';
import * as dataFlowsCopy from './content/data-flows-copy';
import * as home from './content/home';
import * as leadHandoff from './content/lead-handoff';
import * as lawText from './content/law-text';
import * as legal from './content/legal';
import * as pages from './content/pages';
import * as transition from './content/transition';
import { ROUTES } from './routes';
import { dataCopy, headCopy, htmlCopy, sourceCopy, sourceStrings, type CopyText } from './testing/copy-corpus';
import { renderAllPages } from './testing/render-pages';

const CONTENT_MODULES: Record<string, object> = {
  'site/content/blog.ts': blog,
  'site/content/categories.ts': categories,
  'site/content/consent-cookies.ts': consentCookies,
  'site/content/data-flows-copy.ts': dataFlowsCopy,
  'site/content/home.ts': home,
  'site/content/lead-handoff.ts': leadHandoff,
  'site/content/law-text.ts': lawText,
  'site/content/legal.ts': legal,
  'site/content/pages.ts': pages,
  'site/content/transition.ts': transition,
};

const problems = (texts: readonly CopyText[]): string[] =>
  texts.flatMap((t) => [
    ...describeFindings(t.where, findClaims(t.text, { prose: t.prose })),
    ...findMisstatements(t.text).map(
      (f) => `${t.where}: [law/${f.rule.id}] „${f.match}” – ${f.rule.explanation} (${f.rule.basis})`,
    ),
  ]);

/** The partner offer list as GET /api/widgets/offer-list renders it: all offers, and each category's. */
function partnerListCopy(): CopyText[] {
  const read = offerListFromQuery({});
  if (!read.ok) throw new Error(read.error);
  const all = renderOfferList(read.value, OFFERS, false, LAW, WARNING);
  const byCategory = ROUTES.filter((r) => r.metaId !== undefined).map((r) =>
    htmlCopy(
      `partner offer list ${r.path}`,
      renderOfferList(
        { ...read.value, category: r.path },
        OFFERS.filter((o) => o.categories.includes(r.metaId!)),
        false,
        LAW,
        WARNING,
      ).html,
    ),
  );
  return [...htmlCopy('partner offer list', all.html), ...byCategory.flat()];
}

const POLISH_PROMPT = Object.values(PROMPT_TEXTS).find((t) => t.lang === 'pl');

describe('no banned advertising claim in any copy', async () => {
  const rendered = await renderAllPages();

  it('renders every prerendered page and reads every content module', () => {
    expect(rendered.length).toBeGreaterThanOrEqual(36);
    const onDisk = readdirSync('site/content')
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => `site/content/${f}`);
    expect(Object.keys(CONTENT_MODULES).sort(), 'a new content module is added to CONTENT_MODULES').toEqual(
      onDisk.sort(),
    );
  });

  it.each(rendered.map((p) => [p.path, p] as const))(
    'page %s: body, headings, links, title, meta description, JSON-LD',
    (path, page) => {
      const found = problems([...htmlCopy(path, page.html), ...headCopy(path, page.head)]);
      expect(found, found.join('\n')).toEqual([]);
    },
  );

  it('content data: categories, blog, home, partner pages, legal documents, transition, footer', () => {
    const texts = Object.entries(CONTENT_MODULES).flatMap(([file, module]) => dataCopy(file, module));
    expect(texts.length).toBeGreaterThan(500);
    const found = problems(texts);
    expect(found, found.join('\n')).toEqual([]);
  });

  it('lenders: descriptions, offer highlights, payout notes and representative examples; route names; the operator', () => {
    const texts = [
      ...dataCopy('LENDERS', LENDERS),
      ...dataCopy('OFFERS', OFFERS),
      ...dataCopy('ROUTES', ROUTES),
      ...dataCopy('site/brand.ts', brand),
    ];
    expect(texts.filter((t) => /highlights/.test(t.where)).length).toBe(OFFERS.length * 3);
    const found = problems(texts);
    expect(found, found.join('\n')).toEqual([]);
  });

  it('widgets and loader: every Polish string, message and JSX text in their source', () => {
    const texts = sourceCopy(['widgets', 'loader']);
    expect(texts.length).toBeGreaterThan(300);
    const found = problems(texts);
    expect(found, found.join('\n')).toEqual([]);
  }, 60_000);

  it('the Polish push prompt', () => {
    expect(POLISH_PROMPT).toBeDefined();
    const found = problems(dataCopy('PROMPT_TEXTS (pl)', POLISH_PROMPT));
    expect(found, found.join('\n')).toEqual([]);
  });

  it('the partner offer list our server renders, for all offers and each category', () => {
    const found = problems(partnerListCopy());
    expect(found, found.join('\n')).toEqual([]);
  }, 60_000);
});

describe('the check fails on a banned claim planted in each kind of copy', async () => {
  const [page] = await renderAllPages().then((all) => all.filter((p) => p.path === '/pozyczki/na-30-dni/'));
  const planted: Record<ClaimKind, string> = {
    registers: 'Nie sprawdzamy BIK ani KRD',
    finances: 'Ta pożyczka poprawi Twoją sytuację finansową',
    resources: 'Dodatkowa gotówka na wszystko',
    'no-refusal': 'Pożyczka bez odmowy',
    'for-everyone': 'Pożyczki dla każdego',
    'regardless-of-debts': 'Kredyt bez względu na zadłużenie',
    'certain-decision': 'Decyzja w 15 minut',
  };
  const kinds = (texts: readonly CopyText[]) =>
    new Set(texts.flatMap((t) => findClaims(t.text, { prose: t.prose }).map((f) => f.rule.kind)));

  it.each(Object.entries(planted))('%s: %s', (kind, claim) => {
    // A page body, a heading and a link.
    expect(kinds(htmlCopy('page', `${page!.html}<p>${claim}.</p>`))).toContain(kind);
    expect(kinds(htmlCopy('page', `<h2>${claim}</h2>`))).toContain(kind);
    expect(kinds(htmlCopy('page', `<a href="/pozyczki/">${claim}</a>`))).toContain(kind);
    // A title and a meta description.
    expect(kinds(headCopy('page', { ...page!.head, title: claim }))).toContain(kind);
    expect(kinds(headCopy('page', { ...page!.head, description: `${claim}. Porównaj oferty.` }))).toContain(kind);
    // A category page's heading, a blog paragraph, a lender description and an offer highlight.
    expect(kinds(dataCopy('CATEGORIES', [{ ...categories.CATEGORIES[0], h1: claim }]))).toContain(kind);
    expect(
      kinds(
        dataCopy('BLOG', [{ ...blog.BLOG_ARTICLES[0], body: [{ type: 'p', text: `Prawda jest taka: ${claim}.` }] }]),
      ),
    ).toContain(kind);
    expect(kinds(dataCopy('LENDERS', [{ ...LENDERS[0], description: claim }]))).toContain(kind);
    expect(kinds(dataCopy('OFFERS', [{ ...OFFERS[0], highlights: [claim] }]))).toContain(kind);
    // A widget's string, its JSX text around a value, and the push prompt.
    expect(kinds(sourceStrings('widgets/X/X.tsx', `export const t = '${claim}';`))).toContain(kind);
    expect(kinds(sourceStrings('widgets/X/X.tsx', `export const X = () => <p>{name}: ${claim}</p>;`))).toContain(kind);
    expect(kinds(dataCopy('PROMPT_TEXTS (pl)', { ...POLISH_PROMPT, message: claim }))).toContain(kind);
  });

  it('a template in a widget is read with its value: "Decyzja w ${n} minut" is a decision time stated as certain', () => {
    expect(kinds(sourceStrings('widgets/X/x.ts', 'export const d = (m: number) => `Decyzja w ${m} minut`;'))).toContain(
      'certain-decision',
    );
    expect(
      kinds(sourceStrings('widgets/X/x.ts', 'export const d = (m: number) => `Decyzja zwykle w ${m} minut`;')).size,
    ).toBe(0);
  });

  it('the old early-repayment answer of the category FAQ fails as a misstatement of the law', () => {
    const faq = [
      {
        q: 'Czy mogę spłacić pożyczkę wcześniej?',
        a: 'Tak, w każdej chwili. Odsetki i inne koszty zależne od czasu trwania umowy zostaną wtedy proporcjonalnie obniżone.',
      },
    ];
    expect(problems(dataCopy('CATEGORIES[5].faq', faq)).join('\n')).toMatch(
      /law\/splata-tylko-koszty-zalezne-od-czasu/,
    );
  });

  it('neutral data in a details table passes: "Sprawdza BIK: nie"', () => {
    expect(kinds(htmlCopy('card', '<dl><dt>Sprawdza BIK</dt><dd>nie</dd></dl><p>Sprawdza BIK: nie</p>')).size).toBe(0);
    expect(kinds(sourceStrings('widgets/X/x.ts', "export const r = 'Sprawdza BIK: nie, KRD: tak';")).size).toBe(0);
  });

  it('the source reader finds the strings a widget file really holds', () => {
    const texts = sourceStrings(
      'widgets/LenderCard/LenderCard.tsx',
      readFileSync('widgets/LenderCard/LenderCard.tsx', 'utf8'),
    );
    expect(texts.map((t) => t.text).join('\n')).toMatch(/Przykład reprezentatywny|RRSO/);
  });
});
