import { type RefObject, useEffect } from 'react';

/**
 * Brings a sideways-scrolling list's current item (`aria-current="page"`) into view, centred,
 * whenever `key` changes. On a phone a section list scrolls sideways, and the page one is on
 * was often off to the right, so nothing in the list said where one was. Only the list scrolls,
 * never the page; an item already in full view is left where it is.
 */
export function useCurrentInView(list: RefObject<HTMLElement | null>, key: unknown): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is what should move the list
  useEffect(() => {
    const box = list.current;
    const current = box?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!box || !current || box.scrollWidth <= box.clientWidth) return;
    const outer = box.getBoundingClientRect();
    const item = current.getBoundingClientRect();
    if (item.left >= outer.left && item.right <= outer.right) return;
    box.scrollLeft += item.left - outer.left - (outer.width - item.width) / 2;
  }, [list, key]);
}
