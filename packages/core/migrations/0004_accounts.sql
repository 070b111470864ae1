CREATE TABLE "account_address" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"country" text DEFAULT 'MN' NOT NULL,
	"city" text NOT NULL,
	"district" text NOT NULL,
	"quarter" text,
	"street" text,
	"detail" text NOT NULL,
	"receiver" text NOT NULL,
	"receiver_phone" text NOT NULL,
	"zipcode" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_avatar" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"image" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"user_id" integer,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_code_request_hash_unique" UNIQUE("request_hash")
);
--> statement-breakpoint
CREATE TABLE "account_device" (
	"player_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_device_player_id_pk" PRIMARY KEY("player_id")
);
--> statement-breakpoint
CREATE TABLE "account_identity" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_organisation" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"registry_number" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"employee_count" integer,
	"business_field" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_session" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"refresh_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"refresh_expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_session_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "account_session_refresh_hash_unique" UNIQUE("refresh_hash")
);
--> statement-breakpoint
CREATE TABLE "account_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text,
	"email_state" text DEFAULT 'not_confirmed' NOT NULL,
	"phone" text,
	"phone_confirmed" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"first_name" text,
	"last_name" text,
	"gender" text,
	"birth_date" date,
	"occupation" text,
	"avatar_version" integer,
	"role" text DEFAULT 'customer' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_user_email_unique" UNIQUE("email"),
	CONSTRAINT "account_user_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counter" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_address" ADD CONSTRAINT "account_address_user_id_account_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_avatar" ADD CONSTRAINT "account_avatar_user_id_account_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_code" ADD CONSTRAINT "account_code_user_id_account_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_device" ADD CONSTRAINT "account_device_user_id_account_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_identity" ADD CONSTRAINT "account_identity_user_id_account_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_organisation" ADD CONSTRAINT "account_organisation_user_id_account_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_session" ADD CONSTRAINT "account_session_user_id_account_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_address_user_idx" ON "account_address" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "account_code_target_idx" ON "account_code" USING btree ("target","purpose");--> statement-breakpoint
CREATE INDEX "account_device_user_idx" ON "account_device" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_identity_subject_idx" ON "account_identity" USING btree ("provider","subject");--> statement-breakpoint
CREATE INDEX "account_identity_user_idx" ON "account_identity" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "account_session_user_idx" ON "account_session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "account_code_user_idx" ON "account_code" USING btree ("user_id");