// Writes .br and .gz beside each built asset at the highest levels, once at build time, so the
// server sends them as they are (@fastify/static preCompressed) instead of compressing per request.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: precompress.ts DIR');
  process.exit(2);
}
let files = 0;
for (const name of readdirSync(dir)) {
  if (!/\.(js|css|svg|json)$/.test(name)) continue;
  const content = readFileSync(join(dir, name));
  writeFileSync(
    join(dir, `${name}.br`),
    brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  );
  writeFileSync(join(dir, `${name}.gz`), gzipSync(content, { level: 9 }));
  files++;
}
console.log(`precompressed ${files} assets in ${dir}`);
