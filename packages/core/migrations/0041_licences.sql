CREATE TABLE "licence_claim" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"user_id" integer,
	"email" text,
	"phone" text,
	"locale" text NOT NULL,
	"key_id" integer,
	"state" text DEFAULT 'owed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_at" timestamp with time zone,
	CONSTRAINT "licence_claim_key_id_unique" UNIQUE("key_id")
);
--> statement-breakpoint
CREATE TABLE "licence_key" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"code" text NOT NULL,
	"state" text DEFAULT 'available' NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"added_by" integer
);
--> statement-breakpoint
CREATE INDEX "licence_claim_order_idx" ON "licence_claim" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "licence_claim_user_idx" ON "licence_claim" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "licence_claim_owed_idx" ON "licence_claim" USING btree ("product_id","id") WHERE "licence_claim"."state" = 'owed';--> statement-breakpoint
CREATE UNIQUE INDEX "licence_key_product_code_key" ON "licence_key" USING btree ("product_id","code");--> statement-breakpoint
CREATE INDEX "licence_key_available_idx" ON "licence_key" USING btree ("product_id","id") WHERE "licence_key"."state" = 'available';