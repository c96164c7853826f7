// The snippet builder on /partner/: at a phone's and a desktop's width, a partner picks a widget and options, the
// preview is the real widget mounted by the loader on our own page (under our hash-only CSP), and the tag and the
// CSP directives are copied as shown. Screenshots go to the test's output folder for a person to look at.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, rememberConsent, watchErrors } from './helpers';

for (const width of [360, 1280]) {
  test(`the snippet builder at ${width} px: the real widget as preview, the tag and the CSP copied`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await rememberConsent(page, { analytics: false, marketing: false });
    const errors = watchErrors(page);
    await page.goto('/partner/');
    await page.waitForSelector('#app[data-hydrated]', { state: 'attached' });
    const builder = page.locator('.pz-builder');
    const preview = page.locator('#pz-snippet-preview');
    // Nothing in the preview while it is far below the screen: the loader mounts it as the visitor comes near.
    await expect(preview).not.toHaveAttribute('data-widget');
    await preview.scrollIntoViewIfNeeded();
    // The default: an offer list, mounted by the loader into its shadow root.
    await expect(preview.getByRole('heading', { level: 2, name: 'Najtańsze pożyczki dla Twojej kwoty' })).toBeVisible();
    await expect(preview.getByRole('link', { name: /Przejdź|Wybierz|Złóż|Sprawdź/ })).toHaveCount(5);

    await builder.getByLabel('Widżet', { exact: true }).selectOption('faq');
    // Each category under its page's name, written as the page's title writes it.
    await expect(builder.getByLabel('Kategoria', { exact: true }).locator('option[value="1000-zl"]')).toHaveText(
      'Pożyczka 1\u00a0000\u00a0zł',
    );
    await builder.getByLabel('Kategoria', { exact: true }).selectOption({ label: 'Pożyczki na dowód' });
    await builder.getByLabel('sub1', { exact: true }).fill('moj-blog');
    const snippet = builder.getByRole('region', { name: 'Kod tego widżetu' });
    await expect(snippet).toContainText('<div data-widget="faq" data-category="na-dowod" data-sub1="moj-blog"></div>');
    await expect(snippet).toContainText(/<script async src="http[^"]+\/loader\.js"><\/script>/);
    // The preview follows: the FAQ of that category, from the loader, not a copy of it.
    await expect(preview.getByRole('button', { name: /dowód osobisty/ })).toBeVisible();
    expect(await preview.evaluate((el) => el.getAttribute('data-widget-mounted'))).toBe('');

    await builder.getByRole('button', { name: 'Kopiuj' }).first().click();
    await expect(builder.getByText('Skopiowano do schowka.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe((await snippet.textContent())!.trim());
    const csp = builder.getByRole('region', { name: 'Dyrektywy Content-Security-Policy' });
    await expect(csp).toContainText(
      /script-src http:\/\/localhost:\d+;\s*connect-src http:\/\/localhost:\d+;\s*frame-src http:\/\/localhost:\d+/,
    );

    await builder.getByLabel('Widżet', { exact: true }).selectOption('amount-slider');
    await expect(preview.getByRole('slider', { name: 'Kwota pożyczki' })).toBeVisible();
    await expect(csp).toContainText('form-action');
    // Where the widget takes the reader is said beside it; a value it cannot take is named, not dropped silently.
    await expect(builder.getByText('Przycisk otwiera w tej samej karcie nasz formularz wniosku')).toBeVisible();
    await builder.getByLabel('Kwota (zł)', { exact: true }).fill('50');
    await expect(builder.getByRole('alert')).toContainText(
      'Kwota: liczba całkowita od 100 do 25\u00a0000 zł. Tej wartości nie ma w kodzie.',
    );
    await expect(builder.getByLabel('Kwota (zł)', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(snippet).toContainText('<div data-widget="amount-slider" data-sub1="moj-blog"></div>');
    await builder.getByLabel('Kwota (zł)', { exact: true }).fill('2000');
    await expect(builder.getByRole('alert')).toHaveCount(0);
    await expect(snippet).toContainText('data-value="2000"');
    // Where the reader goes is the partner's choice, among those this widget takes; the sentence follows it.
    const target = builder.getByLabel('Nasze strony otwierają się', { exact: true });
    await expect(target.locator('option')).toHaveText(['w tej samej karcie', 'w nowej karcie']);
    await target.selectOption('new-tab');
    await expect(snippet).toContainText(
      '<div data-widget="amount-slider" data-value="2000" data-target="new-tab" data-sub1="moj-blog"></div>',
    );
    await expect(
      builder.getByText(
        'Przycisk otwiera w nowej karcie nasz formularz wniosku. Twoja strona zostaje otwarta w poprzedniej karcie.',
      ),
    ).toBeVisible();
    // The form can keep the reader here (its offers in place) but not open a new tab; another widget starts at the
    // default.
    await builder.getByLabel('Widżet', { exact: true }).selectOption('registration');
    await expect(target.locator('option')).toHaveText([
      'w tej samej karcie',
      'oferty w miejscu formularza (czytelnik zostaje na Twojej stronie)',
    ]);
    await expect(target).toHaveValue('same-tab');
    await target.selectOption('stay');
    await expect(snippet).toContainText('data-target="stay" data-sub1="moj-blog"');
    await expect(
      builder.getByText(
        'oferty dla wybranej kwoty pojawiają się w miejscu formularza: czytelnik zostaje na Twojej stronie',
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page, '.pz-builder__form');
    // A widget that never leaves the page has no such choice.
    await builder.getByLabel('Widżet', { exact: true }).selectOption('steps');
    await expect(target).toHaveCount(0);
    await expect(snippet).toContainText('<div data-widget="steps" data-sub1="moj-blog"></div>');
    await builder.getByLabel('Widżet', { exact: true }).selectOption('amount-slider');
    // Nothing overflows the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page, '.pz-builder');
    expect(errors).toEqual({ pageErrors: [], consoleErrors: [] });
    await context.close();
  });
}
