CREATE TABLE "payment_payment" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"provider_ref" text,
	"transaction_id" text,
	"card_last4" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_payment_provider_ref_unique" UNIQUE("provider_ref")
);
--> statement-breakpoint
CREATE INDEX "payment_payment_order_idx" ON "payment_payment" USING btree ("order_number");