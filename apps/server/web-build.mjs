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
/**
 * What a whole build leaves (apps/web's `build` script): the server entry, then the service
 * worker. `react-router build` run by hand makes the first without the second, and the shop
 * cannot start on it.
 */
const BUILT = ['apps/web/build/server/index.js', 'apps/web/build/client/sw.js'];

function newestMtime(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/** True when the build is whole and no source file is newer than any of its parts. */
export function webBuildIsCurrent(root = ROOT) {
  const built = Math.min(
    ...BUILT.map((file) => statSync(join(root, file), { throwIfNoEntry: false })?.mtimeMs ?? 0),
  );
  const newest = Math.max(...SOURCES.map((s) => newestMtime(join(root, s))));
  return built > 0 && built >= newest;
}

/** Builds the web app when there is no whole build or a source file is newer than it. */
export function ensureWebBuild() {
  if (webBuildIsCurrent()) return;
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
