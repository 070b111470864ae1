// The server built once into one file of plain JavaScript (build/start-shop.mjs), so `npm start`
// neither compiles TypeScript on every start nor keeps a compiler in memory (issue 20: tsx cost
// about 200 MB of the process's memory and a second of its start). Plain JavaScript itself,
// because it runs before anything can compile TypeScript.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The shop's own workspaces (@shop/*) are bundled; every installed package stays an import and is
 * loaded from node_modules as before. `import.meta.url` keeps meaning the source file's address,
 * so files found beside a source (migrations, the web build) are found from the bundle too.
 */
const shopSources = {
  name: 'shop-sources',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@shop/') ? undefined : { path: args.path, external: true },
    );
    build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const address = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: source.replaceAll('import.meta.url', address), loader: 'ts' };
    });
  },
};

/** Writes through a file of its own and renames: two shops starting at once never read half a file. */
async function writeAtomically(path, contents) {
  const scratch = `${path}.${randomUUID()}.tmp`;
  await writeFile(scratch, contents);
  await rename(scratch, path);
}

/**
 * One bundle: `entry` (a TypeScript file) built into `outDir` as `<name>.mjs`, beside a stamp
 * (`<name>.json`) naming the checkout and every file the build read.
 */
export function bundler({ entry, outDir, root = ROOT }) {
  const name = basename(entry).replace(/\.tsx?$/, '');
  const bundle = join(outDir, `${name}.mjs`);
  const stampFile = join(outDir, `${name}.json`);

  /** Builds; returns how long it took. */
  async function buildNow() {
    const started = Date.now();
    const result = await build({
      absWorkingDir: root,
      entryPoints: [entry],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      keepNames: true,
      sourcemap: 'linked',
      outfile: bundle,
      metafile: true,
      write: false,
      logLevel: 'warning',
      plugins: [shopSources],
    });
    await mkdir(outDir, { recursive: true });
    for (const file of result.outputFiles) await writeAtomically(file.path, file.contents);
    // Inputs are relative to root (absWorkingDir). builtAt is when reading began: a source saved
    // during the build is newer, so the next start builds again.
    const inputs = Object.keys(result.metafile.inputs);
    await writeAtomically(stampFile, JSON.stringify({ root, builtAt: started, inputs }));
    return Date.now() - started;
  }

  /**
   * Whether the bundle is older than a source it was built from, or was built in another folder
   * (it holds that folder's addresses). Only the files the last build read are looked at: a new
   * file matters only once an existing one imports it, which changes that one.
   */
  async function isStale() {
    const stamp = await readFile(stampFile, 'utf8').then(JSON.parse, () => null);
    if (!stamp || stamp.root !== root) return true;
    if (!(await stat(bundle).catch(() => null))) return true;
    const times = await Promise.all(
      stamp.inputs.map((input) =>
        stat(join(root, input)).then(
          (s) => s.mtimeMs,
          () => Number.POSITIVE_INFINITY,
        ),
      ),
    );
    return times.some((mtime) => mtime > stamp.builtAt);
  }

  /** Builds when there is no bundle or a source changed since; says so when it does. */
  async function ensure() {
    if (!(await isStale())) return;
    console.log(`Building ${relative(root, bundle)}…`);
    const ms = await buildNow();
    console.log(`Built ${relative(root, bundle)} in ${ms} ms.`);
  }

  return { bundle, build: buildNow, isStale, ensure };
}

/** The shop's server, as `npm start` runs it (start.mjs). */
export const server = bundler({
  entry: fileURLToPath(new URL('./src/cli/start-shop.ts', import.meta.url)),
  outDir: fileURLToPath(new URL('./build/', import.meta.url)),
});

// `npm run build` builds it outright (a deployment builds before it starts).
if (process.argv[1] === fileURLToPath(import.meta.url)) await server.build();
