import { type RefObject, useEffect, useState } from 'react';

/**
 * The index of a wrapping list's first item that went onto a second row: null when every item
 * fits on the first, undefined until measured (on the server and before hydration). Measured
 * after load and again whenever the list's box or the fonts change. What it measures does not
 * move the items, so the answer does not change what it measured.
 */
export function useWrappedFrom(list: RefObject<HTMLElement | null>): number | null | undefined {
  const [from, setFrom] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    const box = list.current;
    if (!box) return;
    const measure = () => {
      const items = [...box.children] as HTMLElement[];
      const firstRow = items[0]?.offsetTop ?? 0;
      const index = items.findIndex((item) => item.offsetTop > firstRow);
      setFrom(index === -1 ? null : index);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    let live = true;
    document.fonts?.ready.then(() => live && measure());
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [list]);
  return from;
}
