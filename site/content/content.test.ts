import { describe, expect, it } from 'vitest';
import { BLOG_ARTICLES, findArticle, typo, wordCount, type Block } from './blog';
import {
  COOKIE_TABLE,
  COOKIES_POLICY,
  PRIVACY_POLICY_VERSIONS,
  TERMS_VERSIONS,
  findVersion,
  formatDate,
  leadRetentionLine,
  type LegalDocument,
} from './legal';
import { ORDER_RULE_ID, ORDER_RULE_PATH, PAID_LABEL } from '../../contracts/offer-order-text';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const LAST_DATE = '2026-11-28';

function validDate(s: string): boolean {
  if (!ISO_DATE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

function blockTexts(b: Block): string[] {
  return 'items' in b ? b.items : [b.text];
}

/** Every visible text of the content, with where it comes from. */
function allTexts(): [where: string, text: string][] {
  const out: [string, string][] = [];
  for (const a of BLOG_ARTICLES) {
    for (const t of [a.title, a.description, a.excerpt, a.author]) out.push([a.id, t]);
    for (const b of a.body) for (const t of blockTexts(b)) out.push([a.id, t]);
  }
  const docs: LegalDocument[] = [...PRIVACY_POLICY_VERSIONS, ...TERMS_VERSIONS, COOKIES_POLICY];
  for (const d of docs) {
    const where = `${d.title} ${d.id}`;
    out.push([where, d.title]);
    for (const s of d.sections) {
      out.push([where, s.heading]);
      for (const b of s.body) for (const t of blockTexts(b)) out.push([where, t]);
    }
  }
  for (const c of COOKIE_TABLE) out.push([c.name, c.purpose], [c.name, c.lifetime]);
  return out;
}

describe('blog articles', () => {
  it('has at least six articles with unique slug ids', () => {
    expect(BLOG_ARTICLES.length).toBeGreaterThanOrEqual(6);
    const ids = BLOG_ARTICLES.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(SLUG);
  });

  it('has valid dates, none after 2026-11-22, newest first', () => {
    for (const a of BLOG_ARTICLES) {
      expect(validDate(a.published), a.id).toBe(true);
      expect(a.published >= '2025-01-01' && a.published <= LAST_DATE, a.id).toBe(true);
      if (a.updated !== undefined) {
        expect(validDate(a.updated), a.id).toBe(true);
        expect(a.updated >= a.published && a.updated <= LAST_DATE, a.id).toBe(true);
      }
    }
    const dates = BLOG_ARTICLES.map((a) => a.published);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(dates.map((d) => d.slice(0, 4)))).toEqual(new Set(['2025', '2026']));
  });

  it('has meta descriptions of 120–160 characters and a short excerpt', () => {
    for (const a of BLOG_ARTICLES) {
      expect(a.description.length, a.id).toBeGreaterThanOrEqual(120);
      expect(a.description.length, a.id).toBeLessThanOrEqual(160);
      expect(a.excerpt.length, a.id).toBeGreaterThan(40);
      expect(a.excerpt.split(/[.!?](\s|$)/).filter((s) => s.trim().length > 1).length, a.id).toBeLessThanOrEqual(2);
      expect(a.title.length, a.id).toBeGreaterThan(10);
      expect(a.author.length, a.id).toBeGreaterThan(0);
    }
  });

  it('has 3–5 sections with unique slug ids and 600–1000 words', () => {
    for (const a of BLOG_ARTICLES) {
      const heads = a.body.filter((b) => b.type === 'h2');
      expect(heads.length, a.id).toBeGreaterThanOrEqual(3);
      expect(heads.length, a.id).toBeLessThanOrEqual(5);
      const ids = heads.map((h) => h.id);
      expect(new Set(ids).size, a.id).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(SLUG);
      const words = wordCount(a.body);
      expect(words, a.id).toBeGreaterThanOrEqual(600);
      expect(words, a.id).toBeLessThanOrEqual(1000);
      expect(a.readingMinutes, a.id).toBe(Math.max(1, Math.round(words / 200)));
      expect(a.body[0]?.type, a.id).toBe('p');
    }
  });

  it('finds an article by id and returns undefined for an unknown id', () => {
    const first = BLOG_ARTICLES[0]!;
    expect(findArticle(first.id)).toBe(first);
    expect(findArticle('co-to-jest-rrso')?.title).toContain('RRSO');
    expect(findArticle('nie-ma-takiego-artykulu')).toBeUndefined();
    expect(findArticle('')).toBeUndefined();
  });

  it('covers the required topics', () => {
    const ids = BLOG_ARTICLES.map((a) => a.id);
    for (const id of [
      'co-to-jest-rrso',
      'bik-krd-erif-big-infomonitor',
      'pierwsza-pozyczka-za-darmo',
      'pozyczka-dla-zadluzonych',
      'jak-rozpoznac-nieuczciwa-oferte-pozyczki',
      'prawa-pozyczkobiorcy',
    ]) {
      expect(ids).toContain(id);
    }
  });
});

describe('legal documents', () => {
  const lists: [string, LegalDocument[]][] = [
    ['privacy', PRIVACY_POLICY_VERSIONS],
    ['terms', TERMS_VERSIONS],
  ];

  it.each(lists)('%s: at least two versions, newest first, unique ids, valid dates', (_, list) => {
    expect(list.length).toBeGreaterThanOrEqual(2);
    const ids = list.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    const dates = list.map((d) => d.effective);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(dates).size).toBe(dates.length);
    for (const d of list) {
      expect(validDate(d.effective)).toBe(true);
      expect(d.effective <= LAST_DATE).toBe(true);
      expect(d.id).toMatch(ISO_DATE);
      const sectionIds = d.sections.map((s) => s.id);
      expect(new Set(sectionIds).size).toBe(sectionIds.length);
      for (const id of sectionIds) expect(id).toMatch(SLUG);
    }
  });

  it.each(lists)('%s: findVersion gives the newest without an id and undefined for an unknown one', (_, list) => {
    expect(findVersion(list)).toBe(list[0]);
    expect(findVersion(list, undefined)).toBe(list[0]);
    expect(findVersion(list, list[1]!.id)).toBe(list[1]);
    expect(findVersion(list, '1999-01-01')).toBeUndefined();
    expect(findVersion(list, 'nieznana')).toBeUndefined();
  });

  it('older versions differ: push notifications arrive in the newest', () => {
    const mentionsPush = (d: LegalDocument) =>
      d.sections.some((s) => s.body.some((b) => blockTexts(b).some((t) => /push/i.test(t))));
    expect(mentionsPush(TERMS_VERSIONS[0]!)).toBe(true);
    expect(mentionsPush(TERMS_VERSIONS[TERMS_VERSIONS.length - 1]!)).toBe(false);
    expect(mentionsPush(PRIVACY_POLICY_VERSIONS[0]!)).toBe(true);
    expect(mentionsPush(PRIVACY_POLICY_VERSIONS[PRIVACY_POLICY_VERSIONS.length - 1]!)).toBe(false);
  });

  it('privacy policy names the legal bases, the rights, the supervisory authority and the contact', () => {
    const text = PRIVACY_POLICY_VERSIONS[0]!.sections
      .flatMap((s) => s.body.flatMap(blockTexts))
      .join(' ')
      .replace(/\u00a0/g, ' ');
    for (const needle of [
      'art. 6 ust. 1 lit. a RODO',
      'art. 6 ust. 1 lit. b RODO',
      'art. 6 ust. 1 lit. c RODO',
      'art. 6 ust. 1 lit. f RODO',
      'iod@przelewik.example',
      'Prezesa Urzędu Ochrony Danych Osobowych',
      'standardowych klauzul umownych',
      '25 miesięcy',
      '12 miesięcy',
    ]) {
      expect(text).toContain(needle);
    }
  });

  it.each([
    [1, 'przez 1 miesiąc od'],
    [2, 'przez 2 miesiące od'],
    [4, 'przez 4 miesiące od'],
    [5, 'przez 5 miesięcy od'],
    [12, 'przez 12 miesięcy od'],
    [21, 'przez 21 miesięcy od'],
    [22, 'przez 22 miesiące od'],
    [24, 'przez 24 miesiące od'],
    [25, 'przez 25 miesięcy od'],
  ])('keeps application data for %i months: "%s"', (months, words) => {
    expect(leadRetentionLine(months).replace(/\u00a0/g, ' ')).toContain(
      `Dane z wniosku – ${words} ostatniego kontaktu`,
    );
  });

  it('each privacy policy version says its retention of application data in the right plural form', () => {
    const line = (d: LegalDocument) =>
      d.sections
        .flatMap((s) => s.body.flatMap(blockTexts))
        .map((t) => t.replace(/\u00a0/g, ' '))
        .find((t) => t.startsWith('Dane z wniosku'));
    expect(PRIVACY_POLICY_VERSIONS.map((d) => [d.id, /przez (\d+ \S+) od/.exec(line(d) ?? '')?.[1]])).toEqual([
      ['2026-11-28', '12 miesięcy'],
      ['2026-11-25', '12 miesięcy'],
      ['2026-09-01', '12 miesięcy'],
      ['2025-05-15', '24 miesiące'],
    ]);
  });

  it('the terms in force state the order of the offers in the section every order line links to, and how paid places are marked', () => {
    const rule = TERMS_VERSIONS[0]!.sections.find((section) => section.id === ORDER_RULE_ID);
    expect(ORDER_RULE_PATH).toBe(`/terms-and-conditions/#${rule?.id}`);
    const text = rule!.body
      .flatMap(blockTexts)
      .join(' ')
      .replace(/\u00a0/g, ' ');
    expect(text).toContain(`„${PAID_LABEL}”`);
    expect(text).toMatch(/od najniższego całkowitego kosztu/);
    expect(text).toMatch(/nie zależy od wynagrodzenia/);
    // Neither document in force names what we earn or the chance of acceptance as what orders the offers.
    for (const doc of [TERMS_VERSIONS[0]!, PRIVACY_POLICY_VERSIONS[0]!]) {
      const all = doc.sections.flatMap((section) => section.body.flatMap(blockTexts)).join(' ');
      expect(all, doc.id).not.toMatch(/szans\S* na akceptację/);
    }
  });

  it('terms promise an answer to complaints within 14 days', () => {
    const text = TERMS_VERSIONS[0]!.sections
      .flatMap((s) => s.body.flatMap(blockTexts))
      .join(' ')
      .replace(/\u00a0/g, ' ');
    expect(text).toContain('w ciągu 14 dni');
    expect(text).toContain('Nie udzielamy pożyczek');
    expect(text).toContain('pośrednikiem kredytowym');
  });

  it('formats a date in Polish', () => {
    expect(formatDate('2026-09-01')).toBe('1 września 2026 r.');
  });
});

describe('cookies table', () => {
  const EXPECTED = [
    'sbjs_migrations',
    'sbjs_current_add',
    'sbjs_first_add',
    'sbjs_current',
    'sbjs_first',
    'sbjs_udata',
    'sbjs_session',
    'sbjs_promo',
    'sbjs_clid',
    'przelewik_av',
    'przelewik_locale',
    'przelewik_consent',
    'leadId',
    'lead_id',
    'session_id',
    'client_id',
    'fgPro',
    'sentFirebaseMessagingToken',
    'updatedFirebaseMessagingToken',
    'requestFCMAccepted',
    'AMP_*',
    'przelewik_reg_draft',
    'przelewik_chunk_reload',
    'przelewik_loan',
  ];

  it('lists every cookie and storage key once', () => {
    const names = COOKIE_TABLE.map((c) => c.name);
    // A name may be both a cookie and a storage key (the device identification agent keeps its ids in both): once each.
    expect(new Set(COOKIE_TABLE.map((c) => `${c.kind} ${c.name}`)).size).toBe(names.length);
    for (const name of EXPECTED) expect(names, name).toContain(name);
    expect(COOKIES_POLICY.cookies).toBe(COOKIE_TABLE);
  });

  it('has the spec lifetimes and kinds', () => {
    const by = (name: string) => COOKIE_TABLE.find((c) => c.name === name)!;
    const day = 86_400;
    for (const name of EXPECTED.filter((n) => n.startsWith('sbjs_') && n !== 'sbjs_session')) {
      expect(by(name).maxAgeSeconds, name).toBe(180 * day);
      expect(by(name).kind, name).toBe('cookie');
    }
    expect(by('sbjs_session').maxAgeSeconds).toBe(30 * 60);
    expect(by('przelewik_av')).toMatchObject({ kind: 'cookie', maxAgeSeconds: day });
    expect(by('przelewik_locale')).toMatchObject({ kind: 'cookie', maxAgeSeconds: 365 * day, category: 'necessary' });
    expect(by('przelewik_consent')).toMatchObject({ kind: 'localStorage', category: 'necessary' });
    expect(by('session_id')).toMatchObject({ kind: 'localStorage', maxAgeSeconds: 30 * 60 });
    expect(by('client_id')).toMatchObject({ kind: 'localStorage', maxAgeSeconds: 180 * day });
    expect(by('AMP_*')).toMatchObject({ kind: 'cookie', maxAgeSeconds: 365 * day, category: 'analytics' });
    expect(by('przelewik_reg_draft')).toMatchObject({ kind: 'sessionStorage', maxAgeSeconds: null });
    expect(by('przelewik_chunk_reload')).toMatchObject({ kind: 'sessionStorage', maxAgeSeconds: 60 });
    expect(by('przelewik_loan')).toMatchObject({ kind: 'sessionStorage', maxAgeSeconds: null, category: 'necessary' });
    for (const c of COOKIE_TABLE) {
      expect(['necessary', 'analytics', 'marketing']).toContain(c.category);
      expect(c.purpose.length, c.name).toBeGreaterThan(20);
      expect(c.lifetime.length, c.name).toBeGreaterThan(0);
    }
  });

  it('states the retention limits and how to withdraw consent, without repeating the table in prose', () => {
    const text = COOKIES_POLICY.sections
      .flatMap((s) => s.body.flatMap(blockTexts))
      .join(' ')
      .replace(/\u00a0/g, ' ');
    expect(text).toContain('„Ustawienia cookies”');
    expect(text).toContain('Identyfikator wniosku (leadId) – 180 dni od zapisania');
    expect(text).toContain('Źródło wizyty (pliki sbjs_*) – 180 dni od zapisania');
    for (const c of COOKIE_TABLE.filter((c) => !['leadId'].includes(c.name)))
      expect(text, c.name).not.toContain(c.name);
  });
});

describe('text hygiene', () => {
  const texts = allTexts();

  it('has no HTML, no doubled or stray spaces', () => {
    for (const [where, t] of texts) {
      expect(t, where).not.toMatch(/[<>]/);
      expect(t, where).not.toMatch(/[ \u00a0]{2,}/);
      expect(t, where).toBe(t.trim());
      expect(t, where).not.toMatch(/\s[,.;:]/);
      expect(t, where).not.toMatch(/\*\*|__|\[[^\]]*\]\(/); // no markdown
    }
  });

  it('writes amounts of 1 000 zł and more with a thousands separator', () => {
    for (const [where, t] of texts) {
      expect(t, where).not.toMatch(/\d{4,}[ \u00a0]?(zł|złotych|PLN)(?![\p{L}])/u);
      expect(t, where).not.toMatch(/\d{4,}[ \u00a0](\d{3})/); // '1500 000' is a broken group
    }
    const amounts = texts.flatMap(([, t]) => t.match(/\d{1,3}(?:[ \u00a0]\d{3})+[ \u00a0]zł/g) ?? []);
    expect(amounts.length).toBeGreaterThan(0);
  });

  it('writes percentages the Polish way (decimal comma, no space before %)', () => {
    for (const [where, t] of texts) {
      expect(t, where).not.toMatch(/\d\.\d+ ?%/);
      expect(t, where).not.toMatch(/\d[ \u00a0]%/);
    }
  });

  it('uses Polish quotation marks only', () => {
    for (const [where, t] of texts) expect(t, where).not.toMatch(/["“]/);
  });

  it('names no lender brand and no tracker brand in the visible text, but where the privacy policy names recipients', () => {
    // RODO art. 13(1)(e): the policy names each recipient (site/content/data-flows-copy.test.ts checks it does).
    for (const [where, t] of texts) {
      if (where.startsWith('Polityka prywatności')) continue;
      expect(t, where).not.toMatch(/\b(Amplitude|FingerprintJS|Fingerprint Pro|Google Analytics)\b/);
    }
  });

  it('typo() is idempotent and keeps digit groups and one-letter words together', () => {
    const s = 'Pożyczasz 1 500 zł w 30 dni i oddajesz 10 000 zł.';
    expect(typo(typo(s))).toBe(typo(s));
    expect(typo(s)).toBe('Pożyczasz 1\u00a0500\u00a0zł w\u00a030\u00a0dni i\u00a0oddajesz 10\u00a0000\u00a0zł.');
  });
});
