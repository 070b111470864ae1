import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Claims a PGlite data folder for this process: two processes on the same files would corrupt
 * them (PGlite is single-process). A lock left by a process that is gone is taken over.
 * Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  const file = join(dir, 'pglite.pid');
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = Number(readFileSync(file, 'utf8'));
    if (holder !== process.pid && isRunning(holder)) {
      throw new Error(
        `The embedded database in ${dir} is in use by process ${holder}. ` +
          'Stop that process first, or set DATA_DIR to another folder.',
      );
    }
    writeFileSync(file, String(process.pid));
  }
  return () => rmSync(file, { force: true });
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
