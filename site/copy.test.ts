// The mechanical rules of docs/writing.md on every prerendered page, as a reader sees it: no one-letter word
// before a normal space (it would end a line), no "po N dni". A failure names the page and quotes the text.
import { describe, expect, it } from 'vitest';
import { copyFindings } from '../widgets/text/typography';
import { renderAllPages, visibleText } from './testing/render-pages';

describe('copy rules on every page (docs/writing.md)', async () => {
  const pages = await renderAllPages();

  it('renders every prerendered page', () => {
    expect(pages.length).toBeGreaterThanOrEqual(36);
  });

  it.each(pages.map((p) => [p.path, p.html] as const))('%s', (path, html) => {
    const findings = copyFindings(visibleText(html));
    expect(findings, `${path}: ${findings.length} problem(s)\n  ${findings.join('\n  ')}`).toEqual([]);
  });
});
