import { createContext, type Db, push } from '@shop/core';

/**
 * The shop's VAPID keys, read (or made) once per process and shared by the API (the public
 * key) and the job worker (signing); a failed read is tried again next time.
 */
export function pushKeys(db: Db, configured: push.VapidKeys | null): () => Promise<push.VapidKeys> {
  let keys: Promise<push.VapidKeys> | null = null;
  return () => {
    keys ??= push.vapidKeys(createContext(db), configured).catch((error: unknown) => {
      keys = null;
      throw error;
    });
    return keys;
  };
}
