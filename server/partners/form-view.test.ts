// The no-JavaScript sign-up form's answer pages: thanks, or every error with the way back; texts escaped, and both
// valid HTML (as scripts/html-check.mjs checks the site's pages).
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { partnerFormPage } from './form-view';

const validator = new HtmlValidate(new FileSystemConfigLoader());
const problems = async (body: string) =>
  (await validator.validateString(body, 'partner-form.html')).results.flatMap((r) =>
    r.messages.map((m) => `${m.ruleId}: ${m.message}`),
  );

describe('the partner form answer pages', () => {
  it('thanks, with the time to an answer and the way home', async () => {
    const page = partnerFormPage(null);
    expect(page.startsWith('<!doctype html><html lang="pl">')).toBe(true);
    expect(page).toContain('<meta name="robots" content="noindex"/>');
    expect(page).toContain('<title>Dziękujemy za zgłoszenie!</title>');
    expect(page).toContain('<h1>Dziękujemy za zgłoszenie!</h1>');
    expect(page).toContain('Sprawdzimy je w\u00a0ciągu 2\u00a0dni roboczych');
    expect(page).toContain('<a href="/">Wróć na stronę główną</a>');
    expect(page).not.toMatch(/<script|<style| style=/);
    expect(await problems(page)).toEqual([]);
  });

  it('lists every error, escaped, and links back to the form', async () => {
    const page = partnerFormPage({ name: 'Imię <b>„x”</b> & "y"', email: 'Podaj adres e-mail.' });
    expect(page).toContain('<title>Popraw zgłoszenie</title>');
    expect(page).toContain('<ul><li>Imię &lt;b>„x”&lt;/b> &amp; &quot;y&quot;</li><li>Podaj adres e-mail.</li></ul>');
    expect(page).toContain('<a href="/partner/#dolacz">Wróć do formularza</a>');
    expect(await problems(page)).toEqual([]);
  });
});
