import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { webBuildIsCurrent } from '../web-build.mjs';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A checkout's web app in a folder of its own: a source file and the given built files. */
function checkout(built: Record<string, number>): string {
  const root = mkdtempSync(join(tmpdir(), 'web-build-'));
  roots.push(root);
  const write = (file: string, secondsAgo: number) => {
    const path = join(root, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, '');
    const at = new Date(Date.now() - secondsAgo * 1000);
    utimesSync(path, at, at);
  };
  write('apps/web/app/root.tsx', 100);
  for (const [file, secondsAgo] of Object.entries(built)) write(file, secondsAgo);
  return root;
}

describe("npm start's check of the web build", () => {
  it('takes a whole build made after the sources', () => {
    const root = checkout({
      'apps/web/build/server/index.js': 50,
      'apps/web/build/client/sw.js': 40,
    });
    expect(webBuildIsCurrent(root)).toBe(true);
  });

  it('builds again when there is none, or the service worker is missing (a hand-run react-router build)', () => {
    expect(webBuildIsCurrent(checkout({}))).toBe(false);
    expect(webBuildIsCurrent(checkout({ 'apps/web/build/server/index.js': 50 }))).toBe(false);
  });

  it('builds again when a source is newer than any part of the build', () => {
    const root = checkout({
      'apps/web/build/server/index.js': 50,
      'apps/web/build/client/sw.js': 200,
    });
    expect(webBuildIsCurrent(root)).toBe(false);
    expect(
      webBuildIsCurrent(
        checkout({
          'apps/web/build/server/index.js': 200,
          'apps/web/build/client/sw.js': 50,
        }),
      ),
    ).toBe(false);
  });
});
