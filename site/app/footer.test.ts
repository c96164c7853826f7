// The footer of every prerendered page names the company behind the site, from site/brand.ts: a visitor on any
// page can see who we are, that we are a credit intermediary and do not lend, and how we are paid.
import { describe, expect, it } from 'vitest';
import { OPERATOR, OPERATOR_ADDRESS, OPERATOR_PAY, OPERATOR_ROLE } from '../brand';
import { renderAllPages, visibleText } from '../testing/render-pages';

const flat = (text: string) => text.replace(/[\s\u00a0]+/g, ' ').trim();

describe('the footer on every page', async () => {
  const pages = await renderAllPages();
  const expected = [
    OPERATOR.name,
    OPERATOR_ADDRESS,
    `KRS ${OPERATOR.krs}`,
    `NIP ${OPERATOR.nip}`,
    `REGON ${OPERATOR.regon}`,
    OPERATOR.email,
    OPERATOR.phone,
    `pod numerem ${OPERATOR.intermediaryNumber}`,
    OPERATOR_ROLE,
    OPERATOR_PAY,
  ].map(flat);

  it('says what we are and how we are paid in words a visitor understands', () => {
    expect(OPERATOR_ROLE).toContain('pośrednikiem kredytowym');
    expect(OPERATOR_ROLE).toContain('Nie udzielamy pożyczek');
    expect(OPERATOR_PAY).toContain('prowizję');
    expect(OPERATOR_PAY).toContain('pożyczkodawcy');
  });

  it.each(pages.map((p) => [p.path, p.html] as const))('%s', (_path, html) => {
    const footer = /<footer\b[\s\S]*<\/footer>/.exec(html)?.[0];
    expect(footer, 'the page has a footer').toBeDefined();
    const text = flat(visibleText(footer ?? ''));
    for (const value of expected) expect(text).toContain(value);
    expect(footer).toContain(`href="mailto:${OPERATOR.email}"`);
  });
});
