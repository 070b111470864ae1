import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.ts';

const made: string[] = [];
/** A folder of the test's own, removed after it. */
const dir = () => {
  const folder = mkdtempSync(join(tmpdir(), 'lock-'));
  made.push(folder);
  return folder;
};

afterEach(() => {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('refuses a folder held by another running process', () => {
    const folder = dir();
    writeFileSync(join(folder, 'pglite.pid'), String(process.ppid));
    expect(() => lockDataDir(folder)).toThrow(/in use by process/);
  });

  it('takes over a lock left by a process that is gone, and releases it', () => {
    const folder = dir();
    writeFileSync(join(folder, 'pglite.pid'), '999999999');
    const release = lockDataDir(folder);
    expect(readFileSync(join(folder, 'pglite.pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(() => readFileSync(join(folder, 'pglite.pid'))).toThrow();
  });
});
