// Rollup plugin: `import css from './x.css?inline'` → the file's CSS, minified, as a default-exported string.
// Vite (vitest, Storybook) understands the same `?inline` suffix natively, so one import works everywhere.
import { readFile } from 'node:fs/promises';
import { transform } from 'esbuild';

const SUFFIX = '?inline';

/** esbuild's CSS minifier (a real parser): strings, `url()`s and selectors survive as written, shorthands shrink. */
export async function minifyCss(css, file = 'inline.css') {
  const { code, warnings } = await transform(css, {
    loader: 'css',
    minify: true,
    sourcefile: file,
    logLevel: 'silent',
  });
  // esbuild repairs what it can and warns (an unclosed block, an unknown property's typo): fail the build instead.
  if (warnings.length > 0)
    throw new Error(warnings.map((w) => `${file}:${w.location?.line ?? '?'}: ${w.text}`).join('\n'));
  return code.trim();
}

export function cssInline() {
  return {
    name: 'css-inline',
    async resolveId(source, importer) {
      if (!source.endsWith('.css' + SUFFIX)) return null;
      const resolved = await this.resolve(source.slice(0, -SUFFIX.length), importer, { skipSelf: true });
      return resolved ? resolved.id + SUFFIX : null;
    },
    async load(id) {
      if (!id.endsWith('.css' + SUFFIX)) return null;
      const file = id.slice(0, -SUFFIX.length);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(await minifyCss(await readFile(file, 'utf8'), file))};`;
    },
  };
}
