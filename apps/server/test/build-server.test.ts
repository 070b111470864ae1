import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { bundler } from '../build-server.mjs';

const entry = fileURLToPath(new URL('./fixtures/bundle/entry.ts', import.meta.url));
const neighbour = fileURLToPath(new URL('./fixtures/bundle/nested/neighbour.ts', import.meta.url));
// Inside the checkout, so the bundle's imports of installed packages resolve as the server's do.
const outDir = fileURLToPath(new URL(`../build/test-${randomUUID()}/`, import.meta.url));
const fixture = bundler({ entry, outDir });

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the server bundle', () => {
  it('is stale before it is first built, and fresh after', async () => {
    expect(await fixture.isStale()).toBe(true);
    await fixture.build();
    expect(await fixture.isStale()).toBe(false);
  });

  it('keeps each source its own address, and installed packages as imports', async () => {
    await fixture.build();
    const built = await import(`${pathToFileURL(fixture.bundle).href}?${randomUUID()}`);
    expect(built.entryAddress).toBe(pathToFileURL(entry).href);
    expect(built.nestedAddress).toBe(pathToFileURL(neighbour).href);
    expect(built.installedPackageWorks).toBe(true);
    const text = readFileSync(fixture.bundle, 'utf8');
    expect(text).toMatch(/from "zod"/);
    expect(text).toContain('nestedAddress');
  });

  it('is stale once a source it read is newer', async () => {
    await fixture.build();
    const { atime, mtime } = statSync(neighbour);
    try {
      utimesSync(neighbour, atime, new Date(Date.now() + 60_000));
      expect(await fixture.isStale()).toBe(true);
    } finally {
      utimesSync(neighbour, atime, mtime);
    }
    expect(await fixture.isStale()).toBe(false);
  });

  it('is stale when it was built in another folder (it holds that folder’s addresses)', async () => {
    await fixture.build();
    const stampFile = join(outDir, 'entry.json');
    const stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
    writeFileSync(stampFile, JSON.stringify({ ...stamp, root: '/somewhere/else/' }));
    expect(await fixture.isStale()).toBe(true);
  });

  it('is stale when the bundle is gone', async () => {
    await fixture.build();
    rmSync(fixture.bundle);
    expect(await fixture.isStale()).toBe(true);
    await fixture.ensure();
    expect(await fixture.isStale()).toBe(false);
  });
});
