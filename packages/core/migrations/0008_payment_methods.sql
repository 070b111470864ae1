CREATE TABLE "payment_card_registration" (
	"registration_id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"saved_card_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_lease" (
	"order_number" text PRIMARY KEY NOT NULL,
	"price" integer NOT NULL,
	"months" integer NOT NULL,
	"down_payment" integer NOT NULL,
	"financed" integer NOT NULL,
	"monthly" integer NOT NULL,
	"state" text DEFAULT 'down_payment_due' NOT NULL,
	"application_id" text,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_lease_application_id_unique" UNIQUE("application_id")
);
--> statement-breakpoint
CREATE TABLE "payment_recharge" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_recharge_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "payment_saved_card" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token" text NOT NULL,
	"brand" text,
	"last4" text NOT NULL,
	"exp_month" integer,
	"exp_year" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "payment_saved_card_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "payment_tender" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"kind" text NOT NULL,
	"source_id" integer DEFAULT 0 NOT NULL,
	"requested" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_coupon" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"min_order" integer DEFAULT 0 NOT NULL,
	"max_discount" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"per_user_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"taxon_ids" integer[] DEFAULT '{}' NOT NULL,
	"user_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_coupon_code_unique" UNIQUE("code"),
	CONSTRAINT "promo_coupon_within_limit" CHECK ("promo_coupon"."usage_limit" is null or "promo_coupon"."used_count" <= "promo_coupon"."usage_limit")
);
--> statement-breakpoint
CREATE TABLE "promo_coupon_use" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"user_id" integer,
	"amount" integer NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_gift_card" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"initial_amount" integer NOT NULL,
	"balance" integer NOT NULL,
	"min_order" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_gift_card_code_unique" UNIQUE("code"),
	CONSTRAINT "promo_gift_card_balance_not_negative" CHECK ("promo_gift_card"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_gift_card_entry" (
	"id" serial PRIMARY KEY NOT NULL,
	"gift_card_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"order_number" text,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_gift_card_entry_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "promo_voucher" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"amount" integer NOT NULL,
	"user_id" integer,
	"order_number" text,
	"used_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_voucher_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "wallet_account" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"full" integer DEFAULT 0 NOT NULL,
	"limited" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_account_full_not_negative" CHECK ("wallet_account"."full" >= 0),
	CONSTRAINT "wallet_account_limited_not_negative" CHECK ("wallet_account"."limited" >= 0),
	CONSTRAINT "wallet_account_points_not_negative" CHECK ("wallet_account"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_entry" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"bucket" text NOT NULL,
	"amount" integer NOT NULL,
	"kind" text NOT NULL,
	"order_number" text,
	"reference" text NOT NULL,
	"balance_after" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_entry_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "order_order" ADD COLUMN "payment_options" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_order" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "order_order" ADD COLUMN "promo_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_payment" ADD COLUMN "purpose" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_payment" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "payment_payment" ADD COLUMN "refunded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_payment" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "payment_payment" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payment_recharge_user_idx" ON "payment_recharge" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payment_saved_card_user_idx" ON "payment_saved_card" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_tender_source_idx" ON "payment_tender" USING btree ("order_number","kind","source_id");--> statement-breakpoint
CREATE INDEX "promo_coupon_user_idx" ON "promo_coupon" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_coupon_use_order_idx" ON "promo_coupon_use" USING btree ("coupon_id","order_number");--> statement-breakpoint
CREATE INDEX "promo_coupon_use_user_idx" ON "promo_coupon_use" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE INDEX "promo_gift_card_entry_card_idx" ON "promo_gift_card_entry" USING btree ("gift_card_id");--> statement-breakpoint
CREATE INDEX "wallet_entry_user_idx" ON "wallet_entry" USING btree ("user_id","id");