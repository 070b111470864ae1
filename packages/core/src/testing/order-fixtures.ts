import { sql } from 'drizzle-orm';
import { addItem } from '../cart/index.ts';
import { updateCheckout } from '../checkout/index.ts';
import type { Ctx } from '../context.ts';
import { queryRows } from '../db/index.ts';
import type { Guesser } from '../limits/index.ts';
import type { Owner } from '../orders/index.ts';
import { creditWallet } from '../wallet/index.ts';

/** Who tries codes in service tests: no one in particular (the cart counts the guesses). */
export const TEST_GUESSER: Guesser = { userId: null, ip: null };

/**
 * Test fixtures for orders: each test takes variants of its own and sets their stock exactly,
 * so tests never share stock.
 */
export class OrderFixtures {
  private variants: { id: number; productId: number }[] = [];
  private next = 0;

  constructor(private readonly ctx: Ctx) {}

  async load(): Promise<this> {
    this.variants = (
      await queryRows<{ id: number; product_id: number }>(
        this.ctx.db,
        sql`select v.id, v.product_id from catalog_variant v join catalog_product p on p.id = v.product_id
            where p.image is not null and p.available_on <= now() and v.selling_price > 1
            order by v.id`,
      )
    ).map((r) => ({ id: r.id, productId: r.product_id }));
    return this;
  }

  /** A variant of its own, holding exactly `units` in one store. */
  async variantWithStock(units: number) {
    const variant = this.variants[this.next++];
    if (!variant) throw new Error('not enough seeded variants');
    await this.setStock(variant.id, units);
    await this.ctx.db.execute(
      sql`update catalog_product set total_on_hand = total_on_hand + ${units} where id = ${variant.productId}`,
    );
    return variant;
  }

  /** Exactly `units` of the variant, all in the first store. */
  async setStock(variantId: number, units: number) {
    await this.ctx.db.execute(
      sql`delete from inventory_stock_item where variant_id = ${variantId}`,
    );
    await this.ctx.db.execute(sql`insert into inventory_stock_item (variant_id, stock_location_id, count_on_hand)
        values (${variantId}, (select min(id) from inventory_stock_location), ${units})`);
  }

  async stockOf(variantId: number): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      this.ctx.db,
      sql`select coalesce(sum(count_on_hand), 0)::int as n from inventory_stock_item where variant_id = ${variantId}`,
    );
    return Number(row?.n);
  }

  private reviewed = new Set<number>();

  /** A shown product nobody has reviewed yet (the seed reviews many), each call another. */
  async unreviewedProduct(): Promise<number> {
    const rows = await queryRows<{ id: number }>(
      this.ctx.db,
      sql`select p.id from catalog_product p
          where p.image is not null and p.available_on <= now()
            and not exists (select 1 from engagement_review r where r.product_id = p.id)
          order by p.id`,
    );
    const id = rows.map((r) => Number(r.id)).find((candidate) => !this.reviewed.has(candidate));
    if (id === undefined) throw new Error('no unreviewed product left');
    this.reviewed.add(id);
    return id;
  }

  private users = 0;

  /** A new shopper's account id. */
  async user(): Promise<number> {
    const [row] = await queryRows<{ id: number }>(
      this.ctx.db,
      sql`insert into account_user (email) values (${`fixture${Date.now()}-${++this.users}@example.mn`}) returning id`,
    );
    return Number(row?.id);
  }

  /** A new user whose wallet holds `full` ₮ of full credit (a recharge). */
  async userWithCredit(full: number): Promise<number> {
    const userId = await this.user();
    await creditWallet(this.ctx, {
      userId,
      bucket: 'full',
      amount: full,
      kind: 'recharge',
      reference: `fixture-recharge:${userId}`,
    });
    return userId;
  }

  /** A variant of its own costing at least `minPrice` (to pass money rules' minimums). */
  async variantCosting(minPrice: number, units: number) {
    const rows = await queryRows<{ id: number }>(
      this.ctx.db,
      sql`select v.id from catalog_variant v join catalog_product p on p.id = v.product_id
          where v.selling_price >= ${minPrice} and p.sale_percent = 0 and p.image is not null
            and p.available_on <= now() and not p.age_restricted
            and not exists (select 1 from catalog_package_component c where c.package_product_id = p.id)
          order by v.selling_price`,
    );
    const wanted = new Set(rows.map((r) => Number(r.id)));
    const index = this.variants.findIndex((v, i) => i >= this.next && wanted.has(v.id));
    const variant = index >= 0 ? this.variants.splice(index, 1)[0] : undefined;
    if (!variant) throw new Error(`no free variant costing ${minPrice} or more`);
    await this.setStock(variant.id, units);
    return variant;
  }

  /**
   * A shopper (a guest, or the account `userId`) with a cart of `quantity` of the variant,
   * ready to place (pickup, card).
   */
  async readyGuest(
    variantId: number,
    quantity = 1,
    userId: number | null = null,
  ): Promise<{ owner: Owner; number: string }> {
    const added = await addItem(
      this.ctx,
      { userId, token: null },
      {
        // A signed-in shopper's one cart (a guest: a new cart each time).
        orderNumber: '0',
        variantId,
        quantity,
      },
    );
    const owner: Owner = { userId, token: added.token };
    const [location] = await queryRows<{ id: number }>(
      this.ctx.db,
      sql`select min(id) as id from inventory_stock_location where pickup`,
    );
    await updateCheckout(this.ctx, owner, added.order.number, {
      phone: '+97699112233',
      shipping_method: 'pickup',
      pickup_location_id: location?.id,
      payment_method: 'card',
    });
    return { owner, number: added.order.number };
  }
}

/** A delivery address in Ulaanbaatar's centre, as a shopper types it (the API's field names). */
export const SAMPLE_ADDRESS = {
  city: 'Улаанбаатар',
  district: 'Сүхбаатар дүүрэг',
  quarter: '1-р хороо',
  street: 'Энхтайвны өргөн чөлөө',
  detail: '12-р байр, 2-р орц, 45 тоот',
  receiver: 'Сараа',
  receiver_phone: '9911 2233',
  zipcode: '14200',
};
