-- A shopper with several open carts (made by requests racing before this index) keeps the newest;
-- the older ones are left to no one and expire as abandoned guest carts do.
UPDATE "order_order" SET "user_id" = NULL
WHERE "state" = 'cart' AND "user_id" IS NOT NULL
  AND "id" <> (SELECT max(o."id") FROM "order_order" o WHERE o."user_id" = "order_order"."user_id" AND o."state" = 'cart');--> statement-breakpoint
CREATE UNIQUE INDEX "order_order_one_cart_idx" ON "order_order" USING btree ("user_id") WHERE "order_order"."state" = 'cart' and "order_order"."user_id" is not null;