CREATE TABLE "engagement_wish" (
	"id" serial PRIMARY KEY NOT NULL,
	"wishlist_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engagement_wishlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"guest_token_hash" text,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"share_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engagement_wishlist_share_token_unique" UNIQUE("share_token")
);
--> statement-breakpoint
ALTER TABLE "engagement_wish" ADD CONSTRAINT "engagement_wish_wishlist_id_engagement_wishlist_id_fk" FOREIGN KEY ("wishlist_id") REFERENCES "public"."engagement_wishlist"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "engagement_wish_variant_key" ON "engagement_wish" USING btree ("wishlist_id","variant_id");--> statement-breakpoint
CREATE INDEX "engagement_wishlist_user_idx" ON "engagement_wishlist" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "engagement_wishlist_guest_idx" ON "engagement_wishlist" USING btree ("guest_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "engagement_wishlist_user_default_key" ON "engagement_wishlist" USING btree ("user_id") WHERE "engagement_wishlist"."is_default" and "engagement_wishlist"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "engagement_wishlist_guest_default_key" ON "engagement_wishlist" USING btree ("guest_token_hash") WHERE "engagement_wishlist"."is_default" and "engagement_wishlist"."guest_token_hash" is not null;