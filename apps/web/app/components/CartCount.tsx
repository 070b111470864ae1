import { useJustChanged } from '../lib/cart-mark.ts';

/** The number of items in the cart, marked for 3 s after an item was added (spec §4). */
export function CartCount({ count }: { count: number }) {
  const justChanged = useJustChanged();
  if (count === 0) return null;
  return (
    <span
      className={`cart-count${justChanged ? ' cart-count-changed' : ''}`}
      data-just-changed={justChanged || undefined}
      aria-hidden="true"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
