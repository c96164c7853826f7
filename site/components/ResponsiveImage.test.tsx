import { existsSync } from 'node:fs';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, ResponsiveImage, srcSet } from './ResponsiveImage';

describe('ResponsiveImage', () => {
  it('uses the SPEC §9 breakpoints', () => {
    expect(IMAGE_WIDTHS).toEqual([320, 640, 768, 1024, 1280, 1536]);
    expect(srcSet('poradnik')).toBe(
      '/img/poradnik-320.webp 320w, /img/poradnik-640.webp 640w, /img/poradnik-768.webp 768w, /img/poradnik-1024.webp 1024w, /img/poradnik-1280.webp 1280w, /img/poradnik-1536.webp 1536w',
    );
  });

  it('sets width and height from the ratio, so the page does not shift', () => {
    const html = renderToString(<ResponsiveImage name="poradnik" alt="" ratio={[2, 1]} sizes="100vw" />);
    expect(html).toContain('width="1536"');
    expect(html).toContain('height="768"');
    expect(html).toContain('loading="lazy"');
  });

  it('has every file it points to', () => {
    for (const w of IMAGE_WIDTHS) expect(existsSync(`public/img/poradnik-${w}.webp`), `poradnik-${w}`).toBe(true);
  });
});
