CREATE TABLE "travel_amenity" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travel_booking" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'cart' NOT NULL,
	"room_type_id" integer,
	"check_in" date,
	"check_out" date,
	"guests" integer DEFAULT 1 NOT NULL,
	"lead_guest" text DEFAULT '' NOT NULL,
	"arrival_airport" text,
	"departure_id" integer,
	"passengers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "travel_booking_kind" CHECK (("travel_booking"."kind" = 'stay' and "travel_booking"."room_type_id" is not null and "travel_booking"."check_out" > "travel_booking"."check_in") or ("travel_booking"."kind" = 'tour' and "travel_booking"."departure_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "travel_departure" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"seats" integer NOT NULL,
	CONSTRAINT "travel_departure_seats" CHECK ("travel_departure"."seats" >= 0)
);
--> statement-breakpoint
CREATE TABLE "travel_hotel" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"city" text NOT NULL,
	"stars" integer DEFAULT 3 NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"check_in_from" text DEFAULT '14:00' NOT NULL,
	"check_out_until" text DEFAULT '12:00' NOT NULL,
	"free_cancel_days" integer DEFAULT 3 NOT NULL,
	"transfer_airport" text,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "travel_hotel_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "travel_room_rate" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"night_rate" integer NOT NULL,
	"weekend_rate" integer,
	CONSTRAINT "travel_room_rate_range" CHECK ("travel_room_rate"."ends_on" > "travel_room_rate"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "travel_room_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"beds" text NOT NULL,
	"size_m2" integer NOT NULL,
	"base_guests" integer NOT NULL,
	"max_guests" integer NOT NULL,
	"extra_guest_price" integer DEFAULT 0 NOT NULL,
	"rooms" integer NOT NULL,
	"night_rate" integer NOT NULL,
	"weekend_rate" integer,
	"amenities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "travel_room_type_guests" CHECK ("travel_room_type"."base_guests" >= 1 and "travel_room_type"."max_guests" >= "travel_room_type"."base_guests"),
	CONSTRAINT "travel_room_type_rooms" CHECK ("travel_room_type"."rooms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "travel_tour" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"meeting_point" text DEFAULT '' NOT NULL,
	"departure_airport" text,
	"days" integer DEFAULT 1 NOT NULL,
	"price" integer NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "travel_tour_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "ticket_e_ticket" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "travel_booking" ADD CONSTRAINT "travel_booking_room_type_id_travel_room_type_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."travel_room_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_booking" ADD CONSTRAINT "travel_booking_departure_id_travel_departure_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."travel_departure"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_departure" ADD CONSTRAINT "travel_departure_tour_id_travel_tour_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."travel_tour"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_room_rate" ADD CONSTRAINT "travel_room_rate_room_type_id_travel_room_type_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."travel_room_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_room_type" ADD CONSTRAINT "travel_room_type_hotel_id_travel_hotel_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."travel_hotel"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "travel_booking_order_idx" ON "travel_booking" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "travel_booking_room_idx" ON "travel_booking" USING btree ("room_type_id","check_in") WHERE "travel_booking"."state" in ('held', 'confirmed');--> statement-breakpoint
CREATE INDEX "travel_booking_departure_idx" ON "travel_booking" USING btree ("departure_id") WHERE "travel_booking"."state" in ('held', 'confirmed');--> statement-breakpoint
CREATE INDEX "travel_departure_tour_idx" ON "travel_departure" USING btree ("tour_id","starts_at");--> statement-breakpoint
CREATE INDEX "travel_room_rate_room_idx" ON "travel_room_rate" USING btree ("room_type_id");--> statement-breakpoint
CREATE INDEX "travel_room_type_hotel_idx" ON "travel_room_type" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "ticket_e_ticket_user_idx" ON "ticket_e_ticket" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ticket_e_ticket_order_idx" ON "ticket_e_ticket" USING btree ("order_number");