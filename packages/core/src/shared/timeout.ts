/**
 * The work's answer, or `late()`'s error once `ms` have passed. The work itself is not stopped:
 * the caller stops waiting for it.
 */
export async function withTimeout<T>(work: Promise<T>, ms: number, late: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(late()), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
