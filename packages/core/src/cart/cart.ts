import { randomInt } from 'node:crypto';
import { and, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { hashToken, newToken } from '../accounts/index.ts';
import { requireAgeConfirmed } from '../age/index.ts';
import {
  changePackage,
  type PackageChange,
  type PackageProduct,
  updateCustomValues,
  type VariantOffer,
  variantOffers,
} from '../catalog/index.ts';
import type { Ctx } from '../context.ts';
import { type Db, OneAtATime, prepared, withTransaction } from '../db/index.ts';
import { variantTotals } from '../inventory/index.ts';
import {
  type LineRow,
  linesOf,
  type OrderRow,
  type Owner,
  orderFor,
  orderLineItem,
  orderOrder,
  orderWithLinesFor,
  owns,
} from '../orders/index.ts';
import * as promotions from '../promotions/index.ts';
import { AppError } from '../shared/index.ts';
import * as travel from '../travel/index.ts';
import { NOTHING_TO_DELIVER, needsDelivery } from './goods.ts';
import { keptLineOptions, lineOptions } from './line-options.ts';
import { checkPackageStock, composePackage, quoteHolds, variantsOfLines } from './packages.ts';
import type { OrderContents } from './view.ts';

/** The most of one variant a line can hold ("a product cannot be taken in that quantity"). */
export const MAX_LINE_QUANTITY = 99;
export const MAX_LINES = 100;

export function newOrderNumber(): string {
  return `R${randomInt(100_000_000, 1_000_000_000)}`;
}

/**
 * The asker's cart: the signed-in user's newest, else the guest's by token. An order that was
 * placed is no cart (spec §4).
 */
export async function currentCart(ctx: Ctx, owner: Owner): Promise<OrderRow | null> {
  if (owner.userId !== null) {
    const [cart] = await ctx.db
      .select()
      .from(orderOrder)
      .where(and(eq(orderOrder.userId, owner.userId), eq(orderOrder.state, 'cart')))
      .orderBy(desc(orderOrder.updatedAt))
      .limit(1);
    if (cart) return cart;
  }
  if (owner.token) {
    const [cart] = await ctx.db
      .select()
      .from(orderOrder)
      .where(and(eq(orderOrder.tokenHash, hashToken(owner.token)), eq(orderOrder.state, 'cart')));
    if (cart && owns(owner, cart)) return cart;
  }
  return null;
}

async function newCart(ctx: Ctx, owner: Owner): Promise<{ order: OrderRow; token: string | null }> {
  const token = newToken();
  for (let attempt = 0; ; attempt++) {
    const [order] = await insertCart(ctx.db).execute({
      number: newOrderNumber(),
      tokenHash: hashToken(token),
      userId: owner.userId,
      locale: ctx.locale,
      now: ctx.now,
    });
    if (order) return { order, token };
    // A signed-in shopper has one cart (a unique index): another request made it just now.
    const made = owner.userId === null ? null : await currentCart(ctx, owner);
    if (made) return { order: made, token: null };
    if (attempt > 5) throw new Error('could not find a free order number');
  }
}

// A guest's first line starts a cart: one of the statements of every order, so prepared.
const insertCart = prepared('cart_insert_cart', (db) =>
  db
    .insert(orderOrder)
    .values({
      number: sql.placeholder('number'),
      tokenHash: sql.placeholder('tokenHash'),
      userId: sql.placeholder('userId'),
      locale: sql.placeholder('locale'),
      createdAt: sql.placeholder('now'),
      updatedAt: sql.placeholder('now'),
    })
    .onConflictDoNothing()
    .returning(),
);

/** Refuses what cannot go in a cart, with the spec's messages (§8). */
function checkOffer(
  offer: VariantOffer | undefined,
  quantity: number,
  inStock: number,
  ageConfirmed: boolean,
) {
  if (!offer) throw new AppError('not_found', 'error.not_found');
  requireAgeConfirmed(offer.ageRestricted, ageConfirmed);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) {
    throw new AppError('invalid_input', 'error.quantity_not_possible', { max: MAX_LINE_QUANTITY });
  }
  if (!offer.onSale) throw new AppError('conflict', 'error.temporarily_unavailable');
  if (inStock <= 0) throw new AppError('conflict', 'error.out_of_stock');
  if (quantity > inStock) {
    throw new AppError('conflict', 'error.stock_ran_out', { available: inStock });
  }
}

export interface AddItem {
  /** The cart's number, or '0' to use (or start) the asker's cart. */
  orderNumber: string;
  variantId: number;
  /** Absent: one more. */
  quantity?: number;
  options?: Record<string, string>;
  gift?: boolean;
  /** The buyer confirmed being 21 or older: needed for a spirit (age-restricted product). */
  ageConfirmed?: boolean;
  /** What goes inside a package product (required for one, refused for anything else). */
  package?: PackageProduct[];
  /** An accepted price quote: the line costs its price while it holds, a line of its own. */
  quote?: QuotedPrice;
}

/** A quote's price for a line (engagement answers it; the cart keeps it on the line). */
export interface QuotedPrice {
  id: number;
  /** ₮ per unit. */
  price: number;
  validUntil: Date;
}

/** The cart after an add, what was read of it on the way, and its token when one was started. */
export interface AddedItem {
  order: OrderRow;
  token: string | null;
  contents: OrderContents;
}

/**
 * Adds a variant to the cart (`POST /orders/{number or 0}/line_items`). The same variant with
 * the same options and gift mark adds to its line. Stock is checked against the line's new
 * quantity. Answers the cart and, when one was started, its token.
 */
export async function addItem(ctx: Ctx, owner: Owner, item: AddItem): Promise<AddedItem> {
  const asked = item.quantity ?? 1;
  if (!Number.isInteger(asked) || asked < 1 || asked > MAX_LINE_QUANTITY) {
    throw new AppError('invalid_input', 'error.quantity_not_possible', { max: MAX_LINE_QUANTITY });
  }
  const key = cartKey(owner, item.orderNumber);
  return key === null
    ? addItemNow(ctx, owner, item)
    : adding.run(key, () => addItemNow(ctx, owner, item));
}

/**
 * The cart's row locked, then its lines: two changes at once each see the other's lines, so no
 * unit is lost. Two statements, not one joined: a statement that waited for the lock still reads
 * the other tables as they were when it began (PostgreSQL's read committed), so it would miss
 * the lines the change it waited for wrote. Answers nothing for a cart that is gone.
 */
async function lockCartLines(
  db: Db,
  cartId: number,
): Promise<{ state: string; lines: LineRow[] } | null> {
  const [cart] = await lockCart(db).execute({ cartId });
  if (!cart) return null;
  return { state: cart.state, lines: await linesOf(db, cartId) };
}

// The whole row: a change under the lock works from the cart as it is now (its total, its
// shopper), not as it was read before the wait.
const lockCart = prepared('cart_lock', (db) =>
  db
    .select()
    .from(orderOrder)
    .where(eq(orderOrder.id, sql.placeholder('cartId')))
    .for('update'),
);

const insertLine = prepared('cart_insert_line', (db) =>
  db
    .insert(orderLineItem)
    .values({
      orderId: sql.placeholder('orderId'),
      variantId: sql.placeholder('variantId'),
      productId: sql.placeholder('productId'),
      sku: sql.placeholder('sku'),
      name: sql.placeholder('name'),
      quantity: sql.placeholder('quantity'),
      price: sql.placeholder('price'),
      options: sql.placeholder('options'),
      gift: sql.placeholder('gift'),
      // Nullable: sent as they are (a placeholder's column encoder would write JSON null, or
      // fail on a missing date).
      package: sql`${sql.placeholder('package')}::jsonb`,
      quoteId: sql.placeholder('quoteId'),
      quotedUntil: sql`${sql.placeholder('quotedUntil')}::timestamptz`,
      createdAt: sql.placeholder('createdAt'),
    })
    .returning(),
);

// Adds to one cart take turns in this process without holding a connection while they wait;
// across processes the cart row's lock (below) keeps every unit.
const adding = new OneAtATime();

/** Which cart an add goes to, as far as it is known before reading; null: a new guest cart. */
function cartKey(owner: Owner, orderNumber: string): string | null {
  if (orderNumber !== '0') return `order:${orderNumber}`;
  if (owner.userId !== null) return `user:${owner.userId}`;
  return owner.token === null ? null : `token:${hashToken(owner.token)}`;
}

/**
 * The cart an add goes to (null: none yet), the offers of the added variant and of the cart's
 * lines, and the variant's stock. A cart named by its number is read with its lines first, so
 * that one read of offers serves both the add and its answer; the asker's own cart ('0') is
 * looked for at the same time as the offer and the stock.
 */
async function readForAdd(ctx: Ctx, owner: Owner, item: AddItem) {
  if (item.orderNumber === '0') {
    const [order, offers, totals] = await Promise.all([
      currentCart(ctx, owner),
      variantOffers(ctx, [item.variantId]),
      variantTotals(ctx.db, [item.variantId]),
    ]);
    return { order, offers, totals };
  }
  const { order, lines } = await cartWithLinesFor(ctx, owner, item.orderNumber);
  const variants = new Set([item.variantId, ...variantsOfLines(lines)]);
  const [offers, totals] = await Promise.all([
    variantOffers(ctx, [...variants]),
    variantTotals(ctx.db, [item.variantId]),
  ]);
  return { order, offers, totals };
}

async function addItemNow(ctx: Ctx, owner: Owner, item: AddItem): Promise<AddedItem> {
  let { order, offers, totals } = await readForAdd(ctx, owner, item);
  if (order && order.state !== 'cart') throw new AppError('conflict', 'error.order_placed');
  let token: string | null = null;
  const offer = offers.get(item.variantId);
  const stock = totals.get(item.variantId) ?? 0;
  const gift = item.gift ?? false;
  if (item.quote && (offer?.isPackage || item.package)) {
    throw new AppError('conflict', 'error.quote_not_open');
  }
  if (offer && !offer.isPackage && item.package) {
    throw new AppError(
      'invalid_input',
      'error.invalid_input',
      {},
      { package: ['error.not_a_package'] },
    );
  }
  const options = offer ? lineOptions(offer, item.options) : {};
  // A package's contents make each one a line of its own: two boxes filled alike stay apart.
  const packed = offer?.isPackage ? await composePackage(ctx, offer, item.package ?? []) : null;
  if (packed) await checkPackageStock(ctx, packed.contents, item.quantity ?? 1);
  if (!order) {
    checkOffer(offer, item.quantity ?? 1, stock, item.ageConfirmed === true);
    ({ order, token } = await newCart(ctx, owner));
  }
  const cartId = order.id;
  // A guest's cart started by this request is known to no one else yet: nothing to lock, no line.
  const startedNow = token !== null && owner.userId === null;
  const updated = await withTransaction(ctx, async (txCtx) => {
    const locked = startedNow
      ? { state: 'cart', lines: [] }
      : await lockCartLines(txCtx.db, cartId);
    if (locked?.state !== 'cart') throw new AppError('conflict', 'error.order_placed');
    const { lines } = locked;
    // A quoted line stands alone: its price is for the quote's quantity only.
    const same =
      packed || item.quote
        ? undefined
        : lines.find(
            (l) =>
              l.quoteId === null &&
              l.variantId === item.variantId &&
              l.gift === gift &&
              l.package === null &&
              // A line stored before options were checked counts by what of them is still valid.
              JSON.stringify(keptLineOptions(offer, l.options)) === JSON.stringify(options),
          );
    const quantity = (same?.quantity ?? 0) + (item.quantity ?? 1);
    checkOffer(offer, quantity, stock, item.ageConfirmed === true);
    if (!offer) throw new AppError('not_found', 'error.not_found');
    let after: LineRow[];
    if (same) {
      const changed = { quantity, price: offer.price, options };
      await txCtx.db.update(orderLineItem).set(changed).where(eq(orderLineItem.id, same.id));
      after = lines.map((l) => (l === same ? { ...l, ...changed } : l));
    } else {
      if (lines.length >= MAX_LINES)
        throw new AppError('conflict', 'error.cart_full', { max: MAX_LINES });
      const [added] = await insertLine(txCtx.db).execute({
        orderId: cartId,
        variantId: offer.variantId,
        productId: offer.productId,
        sku: offer.sku,
        name: offer.name,
        quantity,
        price: item.quote?.price ?? packed?.price ?? offer.price,
        options,
        gift,
        package: packed ? JSON.stringify(packed.contents) : null,
        quoteId: item.quote?.id ?? null,
        quotedUntil: item.quote?.validUntil.toISOString() ?? null,
        createdAt: ctx.now,
      });
      after = added ? [...lines, added] : lines;
    }
    const { order, anyBookings } = await refreshCart(txCtx, cartId);
    return { order, contents: { lines: after, offers, anyBookings } };
  });
  return { ...updated, token };
}

/**
 * Runs a change of a cart (found by `cartFor`) with its row locked and still a cart, as an add
 * does: placing the order locks the same row, so an order is placed as its cart is (lines,
 * bookings, tenders) and nothing of it changes after it was placed; a change that comes after is
 * refused "order placed". `change` gets the cart as it is under the lock. Changes of one cart
 * take turns in this process (with its adds) without holding a connection while they wait.
 */
export async function changeCart<T>(
  ctx: Ctx,
  cart: Pick<OrderRow, 'id' | 'number'>,
  change: (txCtx: Ctx, order: OrderRow) => Promise<T>,
): Promise<T> {
  return adding.run(`order:${cart.number}`, () =>
    withTransaction(ctx, async (txCtx) => {
      const [order] = await lockCart(txCtx.db).execute({ cartId: cart.id });
      if (order?.state !== 'cart') throw new AppError('conflict', 'error.order_placed');
      return change(txCtx, order);
    }),
  );
}

/** `changeCart` of the asker's cart with its lines, read after the lock (see `lockCartLines`). */
async function changeLines<T>(
  ctx: Ctx,
  owner: Owner,
  orderNumber: string,
  change: (txCtx: Ctx, order: OrderRow, lines: LineRow[]) => Promise<T>,
): Promise<T> {
  return changeCart(ctx, await cartFor(ctx, owner, orderNumber), async (txCtx, order) =>
    change(txCtx, order, await linesOf(txCtx.db, order.id)),
  );
}

/** The cart's line by its id; a line that is gone (or another cart's) answers 404. */
function lineById(lines: LineRow[], lineId: number): LineRow {
  const line = lines.find((l) => l.id === lineId);
  if (!line) throw new AppError('not_found', 'error.not_found');
  return line;
}

/** Sets a line's quantity; 0 or less removes it. A line that is gone answers 404 (spec §4). */
export async function updateItem(
  ctx: Ctx,
  owner: Owner,
  orderNumber: string,
  lineId: number,
  quantity: number,
): Promise<OrderRow> {
  return changeLines(ctx, owner, orderNumber, async (txCtx, order, lines) => {
    const line = lineById(lines, lineId);
    if (quantity <= 0) {
      await txCtx.db.delete(orderLineItem).where(eq(orderLineItem.id, line.id));
      // The last thing to deliver gone (stays, tours and keys are not delivered): so is the way
      // of delivery chosen for it, and its fee, before the shopper is shown a total.
      const nothingLeft = order.shippingMethod !== null && !(await needsDelivery(txCtx, order));
      return (await refreshCart(txCtx, order.id, nothingLeft ? NOTHING_TO_DELIVER : {})).order;
    }
    // A quoted price holds for the quantity quoted: fewer is fine, more goes on a line of its own.
    if (line.quoteId !== null && quantity > line.quantity && quoteHolds(line, ctx.now)) {
      throw new AppError('conflict', 'error.quote_quantity', { quantity: line.quantity });
    }
    const offer = (await variantOffers(txCtx, [line.variantId])).get(line.variantId);
    const stock = (await variantTotals(txCtx.db, [line.variantId])).get(line.variantId) ?? 0;
    // The line passed the age gate when it was added.
    checkOffer(offer, quantity, stock, true);
    if (!offer) throw new AppError('not_found', 'error.not_found');
    const packed = line.package ? await composePackage(txCtx, offer, line.package) : null;
    if (packed) await checkPackageStock(txCtx, packed.contents, quantity);
    await txCtx.db
      .update(orderLineItem)
      .set({
        quantity,
        price: quoteHolds(line, ctx.now) ? line.price : (packed?.price ?? offer.price),
        package: packed?.contents ?? null,
      })
      .where(eq(orderLineItem.id, line.id));
    return refreshTotals(txCtx, order.id);
  });
}

/**
 * Changes one product inside a package line (spec §4): a quantity of 0 or less takes it out, no
 * quantity adds one more (or puts it in with 1), and its custom values are merged. A package
 * left empty leaves the cart. A line that is gone, or no package, answers 404.
 */
export async function changePackageItem(
  ctx: Ctx,
  owner: Owner,
  orderNumber: string,
  lineId: number,
  change: PackageChange,
): Promise<OrderRow> {
  return rewritePackage(ctx, owner, orderNumber, lineId, (list) => changePackage(list, change));
}

/** Updates the custom values (the gift tag's words) of one product in a package line. */
export async function setPackageCustomValues(
  ctx: Ctx,
  owner: Owner,
  orderNumber: string,
  lineId: number,
  slug: string,
  cv: Record<string, string>,
): Promise<OrderRow> {
  return rewritePackage(ctx, owner, orderNumber, lineId, (list) => {
    if (!list.some((p) => p.slug === slug)) {
      throw new AppError('not_found', 'error.package_item_unknown');
    }
    return updateCustomValues(list, slug, cv);
  });
}

async function rewritePackage(
  ctx: Ctx,
  owner: Owner,
  orderNumber: string,
  lineId: number,
  rewrite: (list: PackageProduct[]) => PackageProduct[],
): Promise<OrderRow> {
  return changeLines(ctx, owner, orderNumber, async (txCtx, order, lines) => {
    const line = lineById(lines, lineId);
    if (!line.package) throw new AppError('not_found', 'error.not_found');
    const list = rewrite(line.package);
    if (list.length === 0) {
      await txCtx.db.delete(orderLineItem).where(eq(orderLineItem.id, line.id));
      return refreshTotals(txCtx, order.id);
    }
    const box = (await variantOffers(txCtx, [line.variantId])).get(line.variantId);
    if (!box) throw new AppError('not_found', 'error.not_found');
    const packed = await composePackage(txCtx, box, list);
    await checkPackageStock(txCtx, packed.contents, line.quantity);
    await txCtx.db
      .update(orderLineItem)
      .set({ price: packed.price, package: packed.contents })
      .where(eq(orderLineItem.id, line.id));
    return refreshTotals(txCtx, order.id);
  });
}

export async function removeItem(ctx: Ctx, owner: Owner, orderNumber: string, lineId: number) {
  return updateItem(ctx, owner, orderNumber, lineId, 0);
}

/**
 * What a checkout saved on a cart, as it was before any step: emptying the cart resets it (spec
 * §4: reset or empty clears the order and triggers the checkout reset).
 */
export const CHECKOUT_RESET = {
  email: null,
  couponCode: null,
  promoTotal: 0,
  paymentOptions: {},
  phone: null,
  buyerType: 'person',
  registryNumber: null,
  buyerBirthDate: null,
  shippingMethod: null,
  shipAddress: null,
  pickupLocationId: null,
  deliveryOption: null,
  deliveryHours: null,
  paymentMethod: null,
  shipTotal: 0,
} as const satisfies Partial<typeof orderOrder.$inferInsert>;

/** Empties the cart and forgets its checkout steps (spec §4: reset or empty clears the order). */
export async function emptyCart(
  ctx: Ctx,
  owner: Owner,
  orderNumber: string,
  alsoForget: (txCtx: Ctx, cart: OrderRow) => Promise<void> = async () => {},
): Promise<OrderRow> {
  return changeLines(ctx, owner, orderNumber, async (txCtx, order) => {
    await txCtx.db.delete(orderLineItem).where(eq(orderLineItem.orderId, order.id));
    await travel.dropCartBookings(txCtx, order.number);
    await alsoForget(txCtx, order);
    await txCtx.db.update(orderOrder).set(CHECKOUT_RESET).where(eq(orderOrder.id, order.id));
    return refreshTotals(txCtx, order.id);
  });
}

/** An order the asker owns that is still a cart. */
export async function cartFor(ctx: Ctx, owner: Owner, orderNumber: string): Promise<OrderRow> {
  const order = await orderFor(ctx, owner, orderNumber);
  if (order.state !== 'cart') throw new AppError('conflict', 'error.order_placed');
  return order;
}

/** `cartFor` with the cart's lines, in one statement. */
export async function cartWithLinesFor(
  ctx: Ctx,
  owner: Owner,
  orderNumber: string,
): Promise<{ order: OrderRow; lines: LineRow[] }> {
  const cart = await orderWithLinesFor(ctx, owner, orderNumber);
  if (cart.order.state !== 'cart') throw new AppError('conflict', 'error.order_placed');
  return cart;
}

/**
 * Recomputes a cart's totals from its lines, shipping and coupon (VAT is included): one
 * statement, and a second one only when a coupon's discount changed with the lines.
 */
export async function refreshTotals(ctx: Ctx, orderId: number): Promise<OrderRow> {
  return (await refreshCart(ctx, orderId)).order;
}

/** Changes of a checkout step, written in the statement that recomputes the totals. */
export type OrderChanges = Partial<
  Omit<typeof orderOrder.$inferInsert, 'id' | 'itemTotal' | 'total' | 'taxTotal' | 'promoTotal'>
>;

/**
 * `refreshTotals` with `changes` written in the same statement, answering also whether the order
 * holds any booking (so its answer need not look).
 */
export async function refreshCart(
  ctx: Ctx,
  orderId: number,
  changes: OrderChanges = {},
): Promise<{ order: OrderRow; anyBookings: boolean }> {
  const written = await writeTotals(ctx, orderId, changes);
  const row = written.order;
  if (!row.couponCode || row.state !== 'cart') return written;
  const lines = await linesOf(ctx.db, orderId);
  const check = await promotions.evaluateCoupon(
    ctx,
    await promotions.couponByCode(ctx, row.couponCode),
    {
      userId: row.userId,
      orderNumber: row.number,
      lines: lines.map((l) => ({ productId: l.productId, total: l.price * l.quantity })),
    },
  );
  // A coupon that no longer applies stays on the cart without a discount: the shopper sees why.
  const discount = check.ok ? check.discount : 0;
  if (discount === row.promoTotal) return written;
  return writeTotals(ctx, orderId, {}, discount);
}

/**
 * Puts a hotel stay or a tour's seats in the shopper's cart (its number, or '0' for the asker's
 * cart, started when there is none), beside its product lines: travel keeps them, and placing
 * the order takes their nights and seats. Checked before a cart is started, so a refused
 * booking starts none. Answers the cart and, when one was started, its token.
 */
export async function addBooking(
  ctx: Ctx,
  owner: Owner,
  orderNumber: string,
  kind: 'stay' | 'tour',
  input: unknown,
): Promise<{ order: OrderRow; token: string | null }> {
  let order =
    orderNumber === '0' ? await currentCart(ctx, owner) : await orderFor(ctx, owner, orderNumber);
  if (order && order.state !== 'cart') throw new AppError('conflict', 'error.order_placed');
  const booking = await travel.prepareBooking(ctx, kind, input);
  let token: string | null = null;
  if (!order) ({ order, token } = await newCart(ctx, owner));
  const updated = await changeCart(ctx, order, async (txCtx, cart) => {
    await travel.putBookingInCart(txCtx, cart.number, booking);
    return refreshTotals(txCtx, cart.id);
  });
  return { order: updated, token };
}

export async function removeBooking(
  ctx: Ctx,
  owner: Owner,
  orderNumber: string,
  bookingId: number,
): Promise<OrderRow> {
  return changeCart(ctx, await cartFor(ctx, owner, orderNumber), async (txCtx, cart) => {
    await travel.removeCartBooking(txCtx, cart.number, bookingId);
    return refreshTotals(txCtx, cart.id);
  });
}

/**
 * Puts a coupon and its discount on a cart, or takes it off (null and 0), in the statement that
 * writes its totals: a cart placed meanwhile is refused "order placed" and keeps the coupon and
 * total it was placed with.
 */
export async function writeCoupon(
  ctx: Ctx,
  cartId: number,
  couponCode: string | null,
  discount: number,
): Promise<OrderRow> {
  return (await writeTotals(ctx, cartId, { couponCode }, discount)).order;
}

async function writeTotals(
  ctx: Ctx,
  orderId: number,
  changes: OrderChanges,
  promoTotal?: number,
): Promise<{ order: OrderRow; anyBookings: boolean }> {
  const columns = Object.keys(changes).sort() as (keyof OrderChanges)[];
  const shape = `${columns.join(',')}${promoTotal === undefined ? '' : '+promo'}`;
  const statement = totalsStatementFor(shape, columns, promoTotal !== undefined);
  const values: Record<string, unknown> = { orderId, now: ctx.now.toISOString(), promoTotal };
  for (const column of columns) values[column] = encodedChange(column, changes[column]);
  const [row] = statement
    ? await statement(ctx.db).execute(values)
    : await totalsUpdate(
        ctx.db,
        sql`${orderId}`,
        changes,
        promoTotal === undefined ? undefined : sql`${promoTotal}`,
        sql`${ctx.now.toISOString()}::timestamptz`,
      );
  // Its callers found a cart: one that is no longer a cart was placed meanwhile.
  if (!row) throw new AppError('conflict', 'error.order_placed');
  const { anyBookings, ...order } = row;
  return { order, anyBookings };
}

/**
 * The totals' statement prepared for each set of columns a step changes (a few: a checkout
 * step's contact, address or pickup, placing's shipping price, a coupon's discount), so that it
 * is built once and PostgreSQL plans it once per connection; past `MAX_TOTALS_SHAPES` sets, a
 * statement is built for the call.
 */
const totalsStatements = new Map<string, (db: Db) => TotalsStatement>();
const MAX_TOTALS_SHAPES = 64;
type TotalsStatement = ReturnType<ReturnType<typeof totalsUpdate>['prepare']>;

function totalsStatementFor(
  shape: string,
  columns: (keyof OrderChanges)[],
  withPromo: boolean,
): ((db: Db) => TotalsStatement) | null {
  const known = totalsStatements.get(shape);
  if (known || totalsStatements.size >= MAX_TOTALS_SHAPES) return known ?? null;
  const made = prepared(`cart_write_totals_${totalsStatements.size}`, (db) =>
    totalsUpdate(
      db,
      sql`${sql.placeholder('orderId')}`,
      Object.fromEntries(
        columns.map((column) => [
          column,
          sql`${sql.placeholder(column)}::${sql.raw(orderOrder[column].getSQLType())}`,
        ]),
      ),
      withPromo ? sql`${sql.placeholder('promoTotal')}::int` : undefined,
      sql`${sql.placeholder('now')}::timestamptz`,
    ),
  );
  totalsStatements.set(shape, made);
  return made;
}

/** A change as its placeholder is sent (a raw placeholder skips the column's own encoder). */
function encodedChange(column: keyof OrderChanges, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  const type = orderOrder[column].getSQLType();
  return type === 'jsonb' || type === 'json' ? JSON.stringify(value) : value;
}

/** The statement that writes an order's totals (and `changes`), answering it. */
function totalsUpdate(
  db: Db,
  orderId: SQL,
  changes: { [Column in keyof OrderChanges]: OrderChanges[Column] | SQL },
  promoTotal: SQL | undefined,
  now: SQL,
) {
  const orderNumber = sql`(select number from order_order where id = ${orderId})`;
  const products = sql`(select coalesce(sum(price * quantity), 0) from order_line_item where order_id = ${orderId})`;
  const items = sql`(${products} + ${travel.bookingTotalSql(orderNumber)})`;
  const promo = promoTotal ?? sql`${orderOrder.promoTotal}`;
  // The discount never exceeds the items; round(total / 11) is the 10% VAT inside a price.
  // The row's columns in a SET expression are the old values: a new shipping price is its own.
  const ship =
    changes.shipTotal === undefined ? sql`${orderOrder.shipTotal}` : sql`${changes.shipTotal}`;
  const total = sql`(${items} - least(${promo}, ${products}) + ${ship})`;
  // Only a cart's totals move: a step or change that lost its race with placing writes nothing.
  return db
    .update(orderOrder)
    .set({
      ...changes,
      itemTotal: sql`${items}::int`,
      totalQuantity: sql`((select coalesce(sum(quantity), 0) from order_line_item where order_id = ${orderId}) + ${travel.bookingQuantitySql(orderNumber)})::int`,
      // A coupon discounts the shop's products, not stays or tours.
      promoTotal: sql`least(${promo}, ${products})::int`,
      total: sql`${total}::int`,
      taxTotal: sql`round(${total} / 11.0)::int`,
      updatedAt: now,
    })
    .where(sql`${orderOrder.id} = ${orderId} and ${orderOrder.state} = 'cart'`)
    .returning({
      ...getTableColumns(orderOrder),
      anyBookings: sql<boolean>`${travel.anyBookingSql(orderNumber)}`,
    });
}
