import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.ts';

const dir = () => mkdtempSync(join(tmpdir(), 'lock-'));

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
