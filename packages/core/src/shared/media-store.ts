import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/**
 * Where uploaded pictures live once made safe (review photos). A file under the data directory
 * by default; object storage (S3 and the like) fits the same three calls when the shop runs on
 * several hosts (docs/OPERATIONS.md).
 */
export interface MediaStore {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under `key`. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

/** A key the shop made: folders and names of letters, digits, `-` and `_`, one `.` extension. */
export const MEDIA_KEY = /^[a-z]+(?:\/[\w-]{1,80})+\.(?:webp|avif|jpg|png|pdf)$/;

/** Files under `root`, each written whole (a temporary name, then renamed) so none is half there. */
export function fileMediaStore(root: string): MediaStore {
  const base = resolve(root);
  const pathOf = (key: string) => {
    if (!MEDIA_KEY.test(key)) throw new Error(`not a media key: ${key}`);
    const path = resolve(join(base, key));
    if (!path.startsWith(base + sep)) throw new Error(`not a media key: ${key}`);
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${process.pid}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
