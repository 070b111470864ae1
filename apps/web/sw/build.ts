// Builds the service worker after the web app (package.json's build): bundles sw/service-worker.ts
// with the shopper's files of this build (precache-list.ts) into build/client/sw.js. Its bytes
// change with every build, which is how browsers learn there is a new one.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { parseManifestScript, precacheEntries } from './precache-list.ts';

const WEB = fileURLToPath(new URL('../', import.meta.url));
const ASSETS = join(WEB, 'build/client/assets');

const manifestFile = readdirSync(ASSETS).find((name) => /^manifest-[\w-]+\.js$/.test(name));
if (!manifestFile) throw new Error(`no React Router manifest in ${ASSETS}: build the app first`);
const manifest = parseManifestScript(readFileSync(join(ASSETS, manifestFile), 'utf8'));
const entries = precacheEntries(manifest, `/assets/${manifestFile}`);
const buildId = createHash('sha256')
  .update(entries.map((e) => e.url).join('\n'))
  .digest('hex')
  .slice(0, 12);

await build({
  entryPoints: [join(WEB, 'sw/service-worker.ts')],
  outfile: join(WEB, 'build/client/sw.js'),
  bundle: true,
  format: 'iife',
  target: 'es2020',
  minify: true,
  legalComments: 'none',
  define: {
    'self.__WB_MANIFEST': JSON.stringify(entries),
    __SHOP_BUILD__: JSON.stringify(buildId),
    // Workbox logs its routing in development builds only.
    'process.env.NODE_ENV': '"production"',
  },
});
const bytes = entries.reduce((sum, e) => sum + readFileSize(e.url), 0);
console.log(
  `service worker ${buildId}: ${entries.length} files kept from install (${Math.round(bytes / 1024)} KB)`,
);

function readFileSize(url: string): number {
  return readFileSync(join(WEB, 'build/client', url)).length;
}
