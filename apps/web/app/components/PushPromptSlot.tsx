import { lazy, Suspense, useEffect, useState } from 'react';
import { useShopStore } from '../lib/store.tsx';

/** Spec §9: the push prompt comes 10 s after the shop starts in this tab. */
export const PUSH_PROMPT_DELAY_MS = 10_000;

const PushPrompt = lazy(() => import('./PushPrompt.tsx'));

/**
 * Where the push prompt appears: its code (and the subscription's) loads only when its time
 * comes, so the first page load carries none of it.
 */
export function PushPromptSlot() {
  const [due, setDue] = useState(false);
  // Said "not now" and no device to look after: nothing to load.
  const [idle] = useShopStore(
    (s) => s.pushAnswer === 'dismissed' && s.pushDevice === null,
    (s) => s,
  );
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), PUSH_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!due || idle) return null;
  return (
    <Suspense fallback={null}>
      <PushPrompt />
    </Suspense>
  );
}
