ALTER TABLE "engagement_wish" ADD COLUMN "told_price" integer;--> statement-breakpoint
ALTER TABLE "engagement_wish" ADD COLUMN "told_in_stock" boolean;