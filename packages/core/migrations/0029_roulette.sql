CREATE TABLE "roulette_admin" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roulette_admin_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "roulette_chance" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"game" text NOT NULL,
	"location_id" integer,
	"order_id" integer,
	"number_id" integer,
	"spent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roulette_chance_number_id_unique" UNIQUE("number_id")
);
--> statement-breakpoint
CREATE TABLE "roulette_game" (
	"game" text PRIMARY KEY NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"min_order_total" integer,
	"orders_from" timestamp with time zone DEFAULT now() NOT NULL,
	"order_location_id" integer,
	"jackpot_seed" integer DEFAULT 0 NOT NULL,
	"jackpot_step" integer DEFAULT 0 NOT NULL,
	"jackpot_odds" integer DEFAULT 1000 NOT NULL,
	"jackpot_pot" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roulette_location" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roulette_location_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "roulette_number" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"game" text NOT NULL,
	"location_id" integer NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roulette_number_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "roulette_prize" (
	"id" serial PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"name" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"kind" text NOT NULL,
	"coupon_kind" text,
	"value" integer DEFAULT 0 NOT NULL,
	"valid_days" integer DEFAULT 30 NOT NULL,
	"color" text DEFAULT '#c2185b' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roulette_spin" (
	"id" serial PRIMARY KEY NOT NULL,
	"chance_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"game" text NOT NULL,
	"location_id" integer,
	"prize_id" integer,
	"reward" text NOT NULL,
	"reward_code" text,
	"amount" integer,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roulette_spin_chance_id_unique" UNIQUE("chance_id")
);
--> statement-breakpoint
CREATE TABLE "roulette_stock" (
	"id" serial PRIMARY KEY NOT NULL,
	"prize_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roulette_stock_quantity_check" CHECK ("roulette_stock"."quantity" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "roulette_chance_order_game_idx" ON "roulette_chance" USING btree ("order_id","game");--> statement-breakpoint
CREATE INDEX "roulette_chance_user_idx" ON "roulette_chance" USING btree ("user_id","game","spent_at");--> statement-breakpoint
CREATE INDEX "roulette_spin_user_idx" ON "roulette_spin" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "roulette_spin_created_idx" ON "roulette_spin" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "roulette_stock_prize_location_idx" ON "roulette_stock" USING btree ("prize_id","location_id");--> statement-breakpoint
CREATE INDEX "order_order_completed_idx" ON "order_order" USING btree ("completed_at");--> statement-breakpoint
INSERT INTO "roulette_game" ("game", "active") VALUES ('lucky_wheel', true), ('jackpot', true);
