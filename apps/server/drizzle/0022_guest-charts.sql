ALTER TABLE "birth_details" ADD COLUMN "guest_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "birth_details_user_guest_key_idx" ON "birth_details" USING btree ("user_id","guest_key");