// No DOM here (Node environment), as in the site's prerender step: the widget must render without `window`.
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from './FaqAccordion';

const ITEMS = [
  { id: 'ile-kosztuje', question: 'Ile kosztuje porównanie?', answer: 'Nic.' },
  { id: 'jak-dlugo', question: 'Jak długo to trwa?', answer: 'Kilkanaście minut.\n\nCzasem dłużej.' },
];

describe('FaqAccordion, prerendered', () => {
  it('puts every answer into the HTML, closed ones hidden until found', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(<FaqAccordion items={ITEMS} initialOpenId="jak-dlugo" />);
    expect(html).toContain('<p>Nic.</p>');
    expect(html).toContain('<p>Kilkanaście minut.</p><p>Czasem dłużej.</p>');
    expect(html).toContain(
      'id="ile-kosztuje-answer" role="region" aria-labelledby="ile-kosztuje-question" hidden="until-found"',
    );
    expect(html).toContain('aria-expanded="false" aria-controls="ile-kosztuje-answer"');
    expect(html).toContain('aria-expanded="true" aria-controls="jak-dlugo-answer"');
    expect(html).not.toContain('id="jak-dlugo-answer" role="region" aria-labelledby="jak-dlugo-question" hidden');
  });
});
