CREATE TABLE "search_airport" (
	"id" integer PRIMARY KEY NOT NULL,
	"iata" text NOT NULL,
	"icao" text,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"state" text,
	"country" text NOT NULL,
	"cc" text,
	"translations" jsonb NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"words" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_airport_iata_idx" ON "search_airport" USING btree ("iata");