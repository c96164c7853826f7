// Last build step: writes .br and .gz next to every text file in dist/, so the server sends them as they are
// (@fastify/static's preCompressed) instead of compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(html|js|css|svg|json|xml|txt|webmanifest|d\.ts)$/;
const MIN_BYTES = 512;

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (TEXT.test(path)) yield path;
  }
}

let count = 0;
for (const path of files(process.argv[2] ?? 'dist')) {
  const raw = readFileSync(path);
  if (raw.length < MIN_BYTES) continue;
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }),
  );
  writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }));
  count++;
}
console.log(`compressed ${count} files (brotli 11, gzip 9)`);
