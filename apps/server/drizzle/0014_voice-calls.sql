ALTER TABLE "chat_orders" ADD COLUMN "pause_reason" text;--> statement-breakpoint
ALTER TABLE "chat_orders" ADD COLUMN "consent_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_orders" ADD COLUMN "consent_given_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_orders" ADD COLUMN "user_media_up" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_orders" ADD COLUMN "consultant_media_up" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "consultants" ADD COLUMN "call_price_per_minute_minor" integer;--> statement-breakpoint
ALTER TABLE "consultants" ADD COLUMN "accepts_calls" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Pauses before this release were all the psychic's console being gone.
UPDATE "chat_orders" SET "pause_reason" = 'consultant_away' WHERE "paused_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_orders" ADD CONSTRAINT "chat_orders_pause_reason" CHECK (("chat_orders"."paused_at" is null) = ("chat_orders"."pause_reason" is null));--> statement-breakpoint
ALTER TABLE "consultants" ADD CONSTRAINT "consultants_call_price_check" CHECK ("consultants"."call_price_per_minute_minor" >= 0);