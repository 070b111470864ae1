ALTER TABLE "order_order" ADD COLUMN "shipment_note" text;--> statement-breakpoint
ALTER TABLE "order_order" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "order_order_delivered_idx" ON "order_order" USING btree ("state","delivered_at");