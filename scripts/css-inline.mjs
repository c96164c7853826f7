// Rollup plugin: `import css from './x.css?inline'` → the file's CSS, minified, as a default-exported string.
// Vite (vitest, Storybook) understands the same `?inline` suffix natively, so one import works everywhere.
import { readFile } from 'node:fs/promises';

const SUFFIX = '?inline';

/** Comment and whitespace removal only: our own hand-written CSS, no parser needed. */
export function minifyCss(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
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
      return `export default ${JSON.stringify(minifyCss(await readFile(file, 'utf8')))};`;
    },
  };
}
