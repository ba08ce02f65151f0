CREATE TABLE "birth_details" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "birth_details_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"birth_date" text NOT NULL,
	"birth_time" text,
	"place_id" integer,
	"place_name" text NOT NULL,
	"place_region" text NOT NULL,
	"place_country" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"time_zone" text NOT NULL,
	"utc_offset_minutes" smallint NOT NULL,
	"local_time_kind" text NOT NULL,
	"birth_utc" timestamp with time zone NOT NULL,
	"kundli" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "birth_details" ADD CONSTRAINT "birth_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "birth_details_user_idx" ON "birth_details" USING btree ("user_id");