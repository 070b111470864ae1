import { type PackageProduct, packageComponents, type VariantOffer } from '../catalog/index.ts';
import type { Ctx } from '../context.ts';
import { variantTotals } from '../inventory/index.ts';
import type { PackageLine } from '../orders/index.ts';
import { AppError } from '../shared/index.ts';

/** The custom values (spec §3 "cv") a package item may carry: the words on its gift tag. */
export const PACKAGE_CUSTOM_FIELDS = ['message'] as const;
export const PACKAGE_MESSAGE_MAX = 200;

const invalid = (field: string, key: string, vars: Record<string, string | number> = {}) =>
  new AppError('invalid_input', key, vars, { [field]: [key] });

/**
 * A package's contents checked against what the package may hold (known products, each named
 * once and at most its max, allowed custom values) and priced now. Answers the line's contents
 * and its unit price: the box's own price plus what goes inside.
 */
export async function composePackage(
  ctx: Ctx,
  box: VariantOffer,
  list: readonly PackageProduct[],
): Promise<{ contents: PackageLine[]; price: number }> {
  if (list.length === 0) throw invalid('package', 'error.package_empty');
  // Each product goes in once with its quantity: named twice, each entry would pass its max alone.
  if (new Set(list.map((item) => item.slug)).size !== list.length) {
    throw invalid('package', 'error.package_item_twice');
  }
  const allowed = (await packageComponents(ctx, [box.productId])).get(box.productId) ?? [];
  const contents = list.map((item): PackageLine => {
    const component = allowed.find((c) => c.slug === item.slug);
    if (!component) throw invalid('package', 'error.package_item_unknown');
    if (!Number.isInteger(item.qty) || item.qty < 1 || item.qty > component.max_qty) {
      throw invalid('package', 'error.quantity_not_possible', { max: component.max_qty });
    }
    if (!component.on_sale) throw new AppError('conflict', 'error.temporarily_unavailable');
    for (const [key, value] of Object.entries(item.cv)) {
      if (!(PACKAGE_CUSTOM_FIELDS as readonly string[]).includes(key)) {
        throw invalid(`package.cv.${key}`, 'validation.unknown_field', { field: key });
      }
      if (value.length > PACKAGE_MESSAGE_MAX) {
        throw invalid(`package.cv.${key}`, 'validation.too_long', { max: PACKAGE_MESSAGE_MAX });
      }
    }
    const cv = Object.fromEntries(Object.entries(item.cv).filter(([, v]) => v.trim() !== ''));
    return {
      slug: component.slug,
      qty: item.qty,
      cv,
      productId: component.product_id,
      variantId: component.variant_id,
      price: component.price,
    };
  });
  const price = contents.reduce((sum, c) => sum + c.price * c.qty, box.price);
  return { contents, price };
}

/**
 * Refuses a package line whose contents the stock cannot serve `times` over, with the spec's
 * messages (§8) naming the first product short.
 */
export async function checkPackageStock(
  ctx: Ctx,
  contents: readonly PackageLine[],
  times: number,
): Promise<void> {
  const stock = await variantTotals(
    ctx.db,
    contents.map((c) => c.variantId),
  );
  for (const item of contents) {
    const onHand = stock.get(item.variantId) ?? 0;
    if (onHand <= 0) throw new AppError('conflict', 'error.out_of_stock');
    if (item.qty * times > onHand) {
      throw new AppError('conflict', 'error.stock_ran_out', { available: onHand });
    }
  }
}

/** The stock a line takes: its own variant, and for a package everything inside it. */
export function stockNeeds(line: {
  variantId: number;
  quantity: number;
  package: PackageLine[] | null;
}): { variantId: number; quantity: number }[] {
  return [
    { variantId: line.variantId, quantity: line.quantity },
    ...(line.package ?? []).map((c) => ({
      variantId: c.variantId,
      quantity: c.qty * line.quantity,
    })),
  ];
}

/**
 * A line's unit price at today's prices (a package: the box plus what is inside), with its
 * contents re-priced; null when the line, or anything inside it, is not on sale now. A line of
 * an accepted quote keeps the quoted price until the quote's date, then costs what others pay.
 */
export function priceLineNow(
  line: {
    variantId: number;
    price: number;
    package: PackageLine[] | null;
    quotedUntil?: Date | null;
  },
  offers: Map<number, VariantOffer>,
  now: Date,
): { price: number; contents: PackageLine[] | null } | null {
  const box = offers.get(line.variantId);
  if (!box?.onSale) return null;
  if (quoteHolds(line, now)) return { price: line.price, contents: null };
  if (!line.package) return { price: box.price, contents: null };
  const contents: PackageLine[] = [];
  for (const item of line.package) {
    const offer = offers.get(item.variantId);
    if (!offer?.onSale) return null;
    contents.push({ ...item, price: offer.price });
  }
  return { price: contents.reduce((sum, c) => sum + c.price * c.qty, box.price), contents };
}

/** Every variant a cart's lines involve (packages' contents too), once each. */
export function variantsOfLines(
  lines: readonly { variantId: number; package: PackageLine[] | null }[],
): number[] {
  return [
    ...new Set(lines.flatMap((l) => [l.variantId, ...(l.package ?? []).map((c) => c.variantId)])),
  ];
}

/** True while a line's accepted quote still holds its price. */
export function quoteHolds(line: { quotedUntil?: Date | null }, now: Date): boolean {
  return line.quotedUntil != null && line.quotedUntil.getTime() > now.getTime();
}
