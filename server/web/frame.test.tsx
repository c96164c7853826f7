import { describe, expect, it } from 'vitest';
import { fmtDay, fmtPct, fmtTime, fmtZl, TIMES_NOTE } from './format';
import { Frame } from './frame';
import { JsonBlock } from './parts';
import { renderPage, renderPart } from './render';

describe('the console frame', () => {
  it('a page has no inline script or style, a noindex meta and a skip link', () => {
    const text = renderPage(
      <Frame title="Lejek" charts>
        <p>x</p>
      </Frame>,
    );
    expect(text).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(text).toContain('<a class="skip" href="#main">');
    expect(text).not.toMatch(/<style|\sstyle=|<script>(?!<)/);
  });

  it('a page with times says once which time zone they are in', () => {
    const page = (times: boolean) =>
      renderPage(
        <Frame title="x" times={times}>
          <p>x</p>
        </Frame>,
      );
    expect(page(true).split(TIMES_NOTE)).toHaveLength(2);
    expect(page(false)).not.toContain(TIMES_NOTE);
  });

  it('a JSON data block cannot close its script element', () => {
    const text = renderPart(<JsonBlock id="d" value={{ x: '</script><script>alert(1)</script>' }} />);
    expect(text).not.toContain('</script><script>');
  });
});

describe('the console formats', () => {
  it.each([
    [4000, '40,00\u00a0zł'],
    [150000, '1\u00a0500,00\u00a0zł'],
    [123456789, '1\u00a0234\u00a0567,89\u00a0zł'],
  ])('fmtZl(%i)', (grosze, text) => expect(fmtZl(grosze)).toBe(text));

  it('fmtPct shows a dash when there is nothing to divide by', () => {
    expect(fmtPct(1, 3)).toBe('33,3%');
    expect(fmtPct(1, 0)).toBe('–');
  });

  it.each([
    ['2026-11-26T09:35:00Z', '26.11.2026, 10:35'], // winter: UTC+1
    ['2026-07-01T22:05:00Z', '02.07.2026, 00:05'], // summer: UTC+2, already the next day in Warsaw
    [null, '–'],
  ])('fmtTime(%s) is Polish time the Polish way', (iso, text) => expect(fmtTime(iso)).toBe(text));

  it.each([
    ['1985-01-02', '02.01.1985'],
    ['', ''],
    ['not a day', 'not a day'],
  ])('fmtDay(%j)', (day, text) => expect(fmtDay(day)).toBe(text));
});
