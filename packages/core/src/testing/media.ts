import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileMediaStore, type MediaStore } from '../shared/index.ts';

/** A media store in a fresh temporary folder, and the way to remove it after the tests. */
export async function temporaryMediaStore(): Promise<{
  dir: string;
  store: MediaStore;
  remove(): Promise<void>;
}> {
  const dir = await mkdtemp(join(tmpdir(), 'shop-media-'));
  return {
    dir,
    store: fileMediaStore(dir),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
