import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script without type declarations
import { minifyCss } from './css-inline.mjs';

describe('inline CSS minifier', () => {
  it('drops comments and whitespace but keeps strings and selectors as written', async () => {
    const css = `/* a comment */\n.card > .name  {\n  content: "a  b; }";\n  margin: 0px 0px 0px 0px;\n}\n:host { font: 16px/1.5 system-ui }`;
    const out: string = await minifyCss(css);
    expect(out).not.toContain('comment');
    expect(out).toContain('content:"a  b; }"');
    expect(out).toContain('.card>.name');
    expect(out).toContain(':host{font:16px/1.5 system-ui}');
    expect(out.length).toBeLessThan(css.length);
  });

  it('refuses broken CSS instead of shipping it', async () => {
    await expect(minifyCss('.a { color: red', 'broken.css')).rejects.toThrow();
  });
});
