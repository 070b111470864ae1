CREATE TABLE "engagement_contact_message" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engagement_subscriber" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"locale" text DEFAULT 'mn' NOT NULL,
	"confirm_token_hash" text,
	"unsubscribe_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "engagement_subscriber_email_unique" UNIQUE("email"),
	CONSTRAINT "engagement_subscriber_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "engagement_subscriber_unsubscribe_token_hash_unique" UNIQUE("unsubscribe_token_hash")
);
