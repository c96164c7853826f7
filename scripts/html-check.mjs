// `npm test`'s check of the prerendered HTML: every page of dist/ against the HTML standard (html-validate, the
// "standard" preset of .htmlvalidate.json: what the W3C checker reports, without its style rules), after the build.
// One rule is off: no-raw-characters asks for "&gt;" where a raw ">" is valid HTML (the W3C checker accepts it),
// and preact-render-to-string escapes "<", "&" and quotes only.
// The console's server-rendered pages are checked the same way by server/admin/html-valid.test.ts.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate, formatterFactory } from 'html-validate';

const root = process.argv[2] ?? 'dist';
/** The served pages: dotfolders are a re-render's staging, never served. */
function pages(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? pages(path) : entry.name.endsWith('.html') ? [path] : [];
  });
}

const validator = new HtmlValidate(new FileSystemConfigLoader());
const files = pages(root);
if (files.length === 0) {
  console.error(`no HTML pages under ${root}: build first`);
  process.exit(1);
}
const reports = await Promise.all(files.map((file) => validator.validateFile(file)));
const failed = reports.filter((report) => !report.valid);
if (failed.length > 0) {
  const stylish = formatterFactory('stylish');
  for (const report of failed) console.log(stylish(report.results));
  console.error(`${failed.length} of ${files.length} pages are not valid HTML`);
  process.exit(1);
}
console.log(`${files.length} pages are valid HTML`);
