/**
 * A package (bundle) the shopper composes from several products, e.g. a bouquet with a card and
 * chocolates (spec §3 "Package product", §4 rules). Pure functions over an immutable list, so the
 * same rules serve the browser's state and the server.
 */
export interface PackageProduct {
  slug: string;
  qty: number;
  /** Custom values the shopper chose for this product (card text, ribbon colour, ...). */
  cv: Record<string, string>;
}

export interface PackageChange {
  slug: string;
  /** Absent: one more (or add with 1). 0 or less: remove. Otherwise: exactly this many. */
  qty?: number;
  cv?: Record<string, string>;
}

/** The list after one change, by the spec's rules; other products keep their place. */
export function changePackage(
  list: readonly PackageProduct[],
  change: PackageChange,
): PackageProduct[] {
  const index = list.findIndex((p) => p.slug === change.slug);
  const current = index >= 0 ? list[index] : undefined;
  if (change.qty !== undefined && change.qty <= 0) {
    return current ? list.filter((_, i) => i !== index) : [...list];
  }
  const qty =
    change.qty === undefined ? (current?.qty ?? 0) + 1 : Math.max(1, Math.floor(change.qty));
  const next: PackageProduct = {
    slug: change.slug,
    qty,
    cv: { ...(current?.cv ?? {}), ...(change.cv ?? {}) },
  };
  if (!current) return [...list, next];
  return list.map((p, i) => (i === index ? next : p));
}

/** The list with a product's custom values updated (merged); unknown products change nothing. */
export function updateCustomValues(
  list: readonly PackageProduct[],
  slug: string,
  cv: Record<string, string>,
): PackageProduct[] {
  return list.map((p) => (p.slug === slug ? { ...p, cv: { ...p.cv, ...cv } } : p));
}

/** How many items the package holds in all. */
export function packageQuantity(list: readonly PackageProduct[]): number {
  return list.reduce((sum, p) => sum + p.qty, 0);
}
