// Plain JavaScript: npm start runs it before the server is built (start.mjs).
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SOURCES = [
  'apps/web/app',
  'apps/web/sw',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'packages/i18n/src',
];
const BUILT = join(ROOT, 'apps/web/build/server/index.js');

function newestMtime(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/** Builds the web app when there is no build or a source file is newer than it. */
export function ensureWebBuild() {
  const built = statSync(BUILT, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const newest = Math.max(...SOURCES.map((s) => newestMtime(join(ROOT, s))));
  if (built >= newest) return;
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: ROOT,
    stdio: 'inherit',
    // Always React's production build: started from Vitest (NODE_ENV=test) the build came out
    // as the development one (405 KB instead of 217 KB for the entry script), which the browser
    // tests and Lighthouse then used.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('web build failed');
}
