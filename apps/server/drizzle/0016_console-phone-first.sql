ALTER TABLE "chat_orders" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "chat_orders" ADD COLUMN "decline_note" text;--> statement-breakpoint
ALTER TABLE "consultant_reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "consultant_reviews" ADD COLUMN "replied_at" timestamp with time zone;