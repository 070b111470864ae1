/** `query`, or false once `timeoutMs` passed or it failed. */
export async function answersWithin(query: () => Promise<unknown>, timeoutMs: number) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = query().then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves when `closing` does, or after `ms` anyway: a stuck transaction never holds exit. */
export async function closeWithin(closing: Promise<unknown>, ms: number): Promise<void> {
  await answersWithin(() => closing, ms);
}
