import { sql } from 'drizzle-orm';
import { addItem, type Owner } from '../cart/cart.ts';
import { updateCheckout } from '../checkout/checkout.ts';
import type { Ctx } from '../context.ts';
import { queryRows } from '../db/query.ts';

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

  /** A guest with a cart of `quantity` of the variant, ready to place (pickup, card). */
  async readyGuest(variantId: number, quantity = 1): Promise<{ owner: Owner; number: string }> {
    const added = await addItem(
      this.ctx,
      { userId: null, token: null },
      { orderNumber: '0', variantId, quantity },
    );
    const owner: Owner = { userId: null, token: added.token };
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
