CREATE TABLE "first_recharges" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"payment_log_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "first_recharges_paymentLogId_unique" UNIQUE("payment_log_id")
);
--> statement-breakpoint
ALTER TABLE "payment_logs" DROP CONSTRAINT "payment_logs_amounts";--> statement-breakpoint
ALTER TABLE "payment_logs" ADD COLUMN "regular_bonus_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "first_recharges" ADD CONSTRAINT "first_recharges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "first_recharges" ADD CONSTRAINT "first_recharges_payment_log_id_payment_logs_id_fk" FOREIGN KEY ("payment_log_id") REFERENCES "public"."payment_logs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_logs" ADD CONSTRAINT "payment_logs_amounts" CHECK ("payment_logs"."amount_minor" > 0 and "payment_logs"."bonus_minor" >= 0 and "payment_logs"."regular_bonus_minor" >= 0 and "payment_logs"."tax_minor" >= 0 and "payment_logs"."total_minor" = "payment_logs"."amount_minor" + "payment_logs"."tax_minor");--> statement-breakpoint
-- Existing payments: the regular bonus is the pack's (rounded down as quotePayment does), never more
-- than was offered; a user who already paid has taken the first-recharge offer with that payment.
UPDATE "payment_logs" SET "regular_bonus_minor" = COALESCE(
	(SELECT LEAST("payment_logs"."bonus_minor", ("payment_logs"."amount_minor" * "recharge_packs"."bonus_percent") / 100)
	 FROM "recharge_packs" WHERE "recharge_packs"."id" = "payment_logs"."pack_id"),
	0);--> statement-breakpoint
INSERT INTO "first_recharges" ("user_id", "payment_log_id", "created_at")
SELECT DISTINCT ON ("user_id") "user_id", "id", COALESCE("completed_at", "created_at")
FROM "payment_logs" WHERE "status" = 'success'
ORDER BY "user_id", "completed_at" NULLS LAST, "id";
