import { and, count, eq, inArray, notExists, sql } from 'drizzle-orm';
import { productsForStaffById, variantBySku } from '../catalog/index.ts';
import type { Ctx } from '../context.ts';
import { withTransaction } from '../db/index.ts';
import { AppError } from '../shared/index.ts';
import { fillOwedClaims } from './claims.ts';
import { KEYS_PER_LOAD, parseKeys } from './parse-keys.ts';
import { licenceClaim, licenceKey } from './schema.ts';

export interface KeysLoaded {
  /** New keys in the pool (a key withdrawn unsold and loaded again counts as new). */
  added: number;
  /** Keys the product had already (loaded before, or given to a buyer): not added twice. */
  known: number;
  /** Buyers waiting for a key who got one from this load. */
  filled: number;
}

/** The keys of a supplier's list, or the refusal naming what is wrong with it. */
function keyList(text: string) {
  const parsed = parseKeys(text);
  if (parsed.badLines.length > 0) {
    throw new AppError('invalid_input', 'validation.licence_keys_bad', {
      lines: parsed.badLines.slice(0, 10).join(', '),
    });
  }
  if (parsed.keys.length === 0) throw new AppError('invalid_input', 'validation.licence_keys_none');
  if (parsed.keys.length > KEYS_PER_LOAD) {
    throw new AppError('invalid_input', 'validation.licence_keys_many', { max: KEYS_PER_LOAD });
  }
  return parsed;
}

/**
 * Staff load a product's keys (one per line, as the supplier sent them). A list with a line
 * that is not a key is refused whole, naming the lines, so nothing is half loaded. The new keys
 * go first to buyers still owed one, oldest first.
 */
export async function loadKeys(
  ctx: Ctx,
  input: { productId: number; text: string; staffUserId: number },
): Promise<KeysLoaded> {
  const parsed = keyList(input.text);
  return withTransaction(ctx, async (txCtx) => {
    const inserted = await txCtx.db
      .insert(licenceKey)
      .values(
        parsed.keys.map((code) => ({
          productId: input.productId,
          code,
          addedAt: txCtx.now,
          addedBy: input.staffUserId,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: licenceKey.id });
    // A key withdrawn unsold comes back when loaded again (a withdrawal undone); one a buyer
    // was given stays out of sale.
    const restored = await txCtx.db
      .update(licenceKey)
      .set({ state: 'available' })
      .where(
        and(
          eq(licenceKey.productId, input.productId),
          inArray(licenceKey.code, parsed.keys),
          eq(licenceKey.state, 'revoked'),
          notExists(
            txCtx.db
              .select({ id: licenceClaim.id })
              .from(licenceClaim)
              .where(eq(licenceClaim.keyId, licenceKey.id)),
          ),
        ),
      )
      .returning({ id: licenceKey.id });
    const added = inserted.length + restored.length;
    const filled = await fillOwedClaims(txCtx, [input.productId]);
    return { added, known: parsed.keys.length - added, filled };
  });
}

/**
 * `loadKeys` for the product a variant's SKU names (how staff know a product); answers the
 * product's name too. An unknown SKU is refused on its field.
 */
export async function loadKeysForSku(
  ctx: Ctx,
  input: {
    sku: string;
    text: string;
    staffUserId: number;
    /** Staff confirm the product is to sell keys: asked for its first keys only. */
    newProduct?: boolean;
  },
): Promise<KeysLoaded & { productName: string }> {
  const variant = await variantBySku(ctx, input.sku);
  if (!variant) {
    throw new AppError(
      'invalid_input',
      'validation.licence_product',
      {},
      {
        sku: ['validation.licence_product'],
      },
    );
  }
  keyList(input.text);
  // Keys make a product a licence product: its orders are no longer delivered. A mistyped SKU
  // must not do that to a bouquet, so a product's first keys wait for staff to say so.
  if (!input.newProduct && !(await hadKeys(ctx, variant.product_id))) {
    throw new AppError(
      'invalid_input',
      'validation.licence_new_product',
      { product: variant.product_name },
      { new_product: ['validation.licence_new_product'] },
    );
  }
  const loaded = await loadKeys(ctx, {
    productId: variant.product_id,
    text: input.text,
    staffUserId: input.staffUserId,
  });
  return { ...loaded, productName: variant.product_name };
}

/** Whether a product was ever given keys (withdrawn ones too: it was a licence product). */
async function hadKeys(ctx: Ctx, productId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: licenceKey.id })
    .from(licenceKey)
    .where(eq(licenceKey.productId, productId))
    .limit(1);
  return row !== undefined;
}

/** Takes a product's unsold keys out of sale (loaded for the wrong product, or recalled). */
export async function withdrawKeys(ctx: Ctx, productId: number): Promise<number> {
  const withdrawn = await ctx.db
    .update(licenceKey)
    .set({ state: 'revoked' })
    .where(and(eq(licenceKey.productId, productId), eq(licenceKey.state, 'available')))
    .returning({ id: licenceKey.id });
  return withdrawn.length;
}

/** A product's pool as staff see it. */
export interface LicencePool {
  productId: number;
  /** As staff read it, with its first variant's SKU. */
  name: string;
  sku: string;
  available: number;
  issued: number;
  /** Paid units still waiting for a key. */
  owed: number;
}

/** Every product that has had keys, named, with what is left, handed out and owed; most owed first. */
export async function licencePools(ctx: Ctx): Promise<LicencePool[]> {
  const keys = await ctx.db
    .select({
      productId: licenceKey.productId,
      available: sql<number>`count(*) filter (where ${licenceKey.state} = 'available')::int`,
      issued: sql<number>`count(*) filter (where ${licenceKey.state} = 'issued')::int`,
    })
    .from(licenceKey)
    .groupBy(licenceKey.productId);
  const products = keys.map((k) => k.productId);
  const owed =
    products.length === 0
      ? []
      : await ctx.db
          .select({ productId: licenceClaim.productId, owed: count() })
          .from(licenceClaim)
          .where(and(eq(licenceClaim.state, 'owed'), inArray(licenceClaim.productId, products)))
          .groupBy(licenceClaim.productId);
  const owedOf = new Map(owed.map((o) => [o.productId, Number(o.owed)]));
  const named = await productsForStaffById(ctx, products);
  return keys
    .map((k) => ({
      productId: k.productId,
      name: named.get(k.productId)?.product_name ?? `#${k.productId}`,
      sku: named.get(k.productId)?.sku ?? '',
      available: Number(k.available),
      issued: Number(k.issued),
      owed: owedOf.get(k.productId) ?? 0,
    }))
    .sort((a, b) => b.owed - a.owed || a.available - b.available || a.productId - b.productId);
}
