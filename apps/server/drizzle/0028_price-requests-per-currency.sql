DROP INDEX "price_change_requests_pending";--> statement-breakpoint
ALTER TABLE "price_change_requests" ADD COLUMN "currency" text DEFAULT 'INR' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "price_change_requests_pending_currency" ON "price_change_requests" USING btree ("consultant_id","currency") WHERE "price_change_requests"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "price_change_requests" ADD CONSTRAINT "price_change_requests_currency" CHECK ("price_change_requests"."currency" in ('INR', 'EUR'));--> statement-breakpoint
-- Hand-written backfill: every request made before this migration asked for the rupee price.
UPDATE "price_change_requests" SET "currency" = 'INR';
