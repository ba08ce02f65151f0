ALTER TABLE "chat_intake_forms" ADD COLUMN "place_id" integer;--> statement-breakpoint
ALTER TABLE "chat_intake_forms" ADD COLUMN "place_name" text;--> statement-breakpoint
ALTER TABLE "chat_intake_forms" ADD COLUMN "place_region" text;--> statement-breakpoint
ALTER TABLE "chat_intake_forms" ADD COLUMN "place_country" text;--> statement-breakpoint
ALTER TABLE "chat_intake_forms" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "chat_intake_forms" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "chat_intake_forms" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "chat_intake_forms" ADD COLUMN "utc_offset_minutes" smallint;--> statement-breakpoint
ALTER TABLE "chat_intake_forms" ADD COLUMN "local_time_kind" text;--> statement-breakpoint
ALTER TABLE "chat_intake_forms" ADD COLUMN "birth_utc" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_intake_forms" ADD COLUMN "kundli" jsonb;--> statement-breakpoint
ALTER TABLE "chat_intake_forms" ADD CONSTRAINT "chat_intake_forms_chart_whole" CHECK (num_nulls("chat_intake_forms"."place_id", "chat_intake_forms"."place_name", "chat_intake_forms"."place_region", "chat_intake_forms"."place_country", "chat_intake_forms"."latitude", "chat_intake_forms"."longitude", "chat_intake_forms"."time_zone", "chat_intake_forms"."utc_offset_minutes", "chat_intake_forms"."local_time_kind", "chat_intake_forms"."birth_utc", "chat_intake_forms"."kundli") in (0, 11));