// The axe check every other spec relies on (expectNoAxeViolations) fails when it should: a violation in the page,
// inside the part it is asked to check, or in a frame (the check's two paths: one run in the page without frames,
// partial runs per frame finished in a blank page with them) is reported with the elements that break the rule; its
// memoised colour parser reports colour contrast exactly as axe itself does.
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers';

const CLEAN = '<main><h1>Pożyczki</h1><p>Treść.</p></main>';
const page_ = (body: string) =>
  `<!doctype html><html lang="pl"><head><title>Sprawdzenie axe</title></head><body>${body}</body></html>`;

/** The check's failure message, or 'passed'. */
async function outcome(page: Page, include?: string): Promise<string> {
  try {
    await expectNoAxeViolations(page, include);
    return 'passed';
  } catch (error) {
    return String(error);
  }
}

test('a clean page passes; a violation in the page fails the check with its rule and element', async ({ page }) => {
  await page.setContent(page_(CLEAN));
  expect(await outcome(page)).toBe('passed');
  await page.setContent(
    page_(
      `${CLEAN.replace('</main>', '')}<img src="/og/przelewik-1200x630.webp"><label>Kwota <input id="k"></label><input id="bez-etykiety"></main>`,
    ),
  );
  const failed = await outcome(page);
  expect(failed).toContain('image-alt: img');
  expect(failed).toContain('label: #bez-etykiety');
  expect(failed).not.toContain('label: #k');
});

test('only the part asked for is checked', async ({ page }) => {
  await page.setContent(
    page_(
      `<main><h1>Pożyczki</h1><section id="dobra"><p>Treść.</p></section><section id="zla"><button></button></section></main>`,
    ),
  );
  expect(await outcome(page, '#dobra')).toBe('passed');
  expect(await outcome(page, '#zla')).toContain('button-name: button');
});

test('a violation inside a frame fails the check, and so does one beside the frame', async ({ page }) => {
  const frame = (inner: string) =>
    `<iframe title="ramka" srcdoc='<!doctype html><html lang="pl"><title>Ramka</title><body>${inner}</body></html>'></iframe>`;
  await page.setContent(
    page_(`<main><h1>Pożyczki</h1>${frame('<main aria-label="Ramka"><h1>W ramce</h1><p>Treść.</p></main>')}</main>`),
  );
  expect(await outcome(page)).toBe('passed');
  await page.setContent(
    page_(`<main><h1>Pożyczki</h1>${frame('<main aria-label="Ramka"><h1>W ramce</h1><input></main>')}</main>`),
  );
  expect(await outcome(page)).toContain('label: iframe input');
  await page.setContent(
    page_(
      `<main><h1>Pożyczki</h1>${frame('<main aria-label="Ramka"><h1>W ramce</h1><p>Treść.</p></main>')}<button></button></main>`,
    ),
  );
  expect(await outcome(page)).toContain('button-name: button');
});

test('colour contrast is reported as axe without the memoised colour parser reports it', async ({ page }) => {
  // Colours in several notations, each used more than once (the memo's second answer is what is checked), text on
  // opaque and on half-transparent backgrounds; #szary, #obrot and #znowu fail AA, #ciemny and #jasny pass.
  const body = `<main><h1>Pożyczki</h1>
    <p id="szary" style="color:#777;background:#fff">Szary na białym.</p>
    <p id="ciemny" style="color:#595959;background:#fff">Ciemniejszy na białym.</p>
    <p id="obrot" style="color:hsl(0.5turn 0% 50%);background:rgb(255 255 255)">Szary w hsl.</p>
    <div style="background:rgba(0, 0, 0, 0.8)"><p id="jasny" style="color:#fff">Biały na półprzezroczystym.</p></div>
    <div style="background:rgba(0, 0, 0, 0.5)"><p id="znowu" style="color:#595959">Ciemny na półprzezroczystym.</p></div>
    <p style="color:#595959;background:#fff">I jeszcze raz.</p></main>`;
  await page.setContent(page_(body));
  const failed = await outcome(page);
  // The same document checked by axe as it ships, in a page of its own.
  const plain = await page.context().newPage();
  await plain.setContent(page_(body));
  await plain.evaluate((createRequire(import.meta.url)('axe-core') as { source: string }).source);
  const reported = await plain.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  expect(reported).toEqual(['color-contrast: #szary, #obrot, #znowu']);
  for (const line of reported) expect(failed).toContain(line);
});
