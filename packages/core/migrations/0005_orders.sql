CREATE TABLE "order_line_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"price" integer NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"gift" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer,
	"state" text DEFAULT 'cart' NOT NULL,
	"email" text,
	"phone" text,
	"buyer_type" text DEFAULT 'person' NOT NULL,
	"registry_number" text,
	"shipping_method" text,
	"ship_address" jsonb,
	"pickup_location_id" integer,
	"delivery_option" text,
	"payment_method" text,
	"item_total" integer DEFAULT 0 NOT NULL,
	"ship_total" integer DEFAULT 0 NOT NULL,
	"tax_total" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"total_quantity" integer DEFAULT 0 NOT NULL,
	"vat_state" text DEFAULT 'none' NOT NULL,
	"vat_receipt_id" text,
	"vat_lottery" text,
	"completion_key" text,
	"completed_at" timestamp with time zone,
	"payment_due_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"cancel_reason" text,
	"locale" text DEFAULT 'mn' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_order_number_unique" UNIQUE("number"),
	CONSTRAINT "order_order_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "order_transition" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"reason" text,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_stock_movement" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"stock_location_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_line_item" ADD CONSTRAINT "order_line_item_order_id_order_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transition" ADD CONSTRAINT "order_transition_order_id_order_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_line_item_order_idx" ON "order_line_item" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_order_user_idx" ON "order_order" USING btree ("user_id","state");--> statement-breakpoint
CREATE INDEX "order_order_due_idx" ON "order_order" USING btree ("state","payment_due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_order_completion_key_idx" ON "order_order" USING btree ("completion_key");--> statement-breakpoint
CREATE INDEX "order_transition_order_idx" ON "order_transition" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "inventory_stock_movement_reference_idx" ON "inventory_stock_movement" USING btree ("reference");