// The axe check every other spec relies on (expectNoAxeViolations) fails when it should: a violation in the page,
// inside the part it is asked to check, or in a frame (the check's two paths: one run in the page without frames,
// partial runs per frame finished in a blank page with them) is reported with the elements that break the rule.
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
