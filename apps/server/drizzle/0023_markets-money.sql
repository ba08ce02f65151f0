CREATE TABLE "consultant_prices" (
	"consultant_id" integer NOT NULL,
	"currency" text NOT NULL,
	"chat_per_minute_minor" integer NOT NULL,
	"call_per_minute_minor" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultant_prices_consultant_id_currency_pk" PRIMARY KEY("consultant_id","currency"),
	CONSTRAINT "consultant_prices_currency_check" CHECK ("consultant_prices"."currency" in ('EUR')),
	CONSTRAINT "consultant_prices_chat_check" CHECK ("consultant_prices"."chat_per_minute_minor" >= 0),
	CONSTRAINT "consultant_prices_call_check" CHECK ("consultant_prices"."call_per_minute_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payment_logs" DROP CONSTRAINT "payment_logs_amounts";--> statement-breakpoint
ALTER TABLE "chat_orders" ADD COLUMN "currency" text DEFAULT 'INR' NOT NULL;--> statement-breakpoint
ALTER TABLE "consultants" ADD COLUMN "serves_inr" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "earning_lines" ADD COLUMN "source_currency" text DEFAULT 'INR' NOT NULL;--> statement-breakpoint
-- Hand-written (decision 045): existing payments were all India's, tax added on top, so their net
-- is the amount; the column is filled before it becomes NOT NULL.
ALTER TABLE "payment_logs" ADD COLUMN "net_minor" bigint;--> statement-breakpoint
UPDATE "payment_logs" SET "net_minor" = "amount_minor";--> statement-breakpoint
ALTER TABLE "payment_logs" ALTER COLUMN "net_minor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_logs" ADD COLUMN "tax_mode" text DEFAULT 'exclusive' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_logs" ADD COLUMN "market" text DEFAULT 'IN' NOT NULL;--> statement-breakpoint
ALTER TABLE "recharge_packs" ADD COLUMN "currency" text DEFAULT 'INR' NOT NULL;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "currency" text;--> statement-breakpoint
-- Hand-written backfill (decision 045): every wallet so far holds rupees.
UPDATE "wallets" SET "currency" = 'INR';--> statement-breakpoint
ALTER TABLE "consultant_prices" ADD CONSTRAINT "consultant_prices_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultant_prices_currency_idx" ON "consultant_prices" USING btree ("currency","chat_per_minute_minor");--> statement-breakpoint
ALTER TABLE "payment_logs" ADD CONSTRAINT "payment_logs_tax_mode" CHECK ("payment_logs"."tax_mode" in ('exclusive', 'inclusive'));--> statement-breakpoint
ALTER TABLE "payment_logs" ADD CONSTRAINT "payment_logs_currency" CHECK ("payment_logs"."currency" in ('INR', 'EUR'));--> statement-breakpoint
ALTER TABLE "payment_logs" ADD CONSTRAINT "payment_logs_amounts" CHECK ("payment_logs"."amount_minor" > 0 and "payment_logs"."bonus_minor" >= 0 and "payment_logs"."regular_bonus_minor" >= 0 and "payment_logs"."tax_minor" >= 0 and "payment_logs"."net_minor" + "payment_logs"."tax_minor" = "payment_logs"."total_minor" and "payment_logs"."total_minor" = (case when "payment_logs"."tax_mode" = 'inclusive' then "payment_logs"."amount_minor" else "payment_logs"."amount_minor" + "payment_logs"."tax_minor" end));--> statement-breakpoint
ALTER TABLE "recharge_packs" ADD CONSTRAINT "recharge_packs_currency" CHECK ("recharge_packs"."currency" in ('INR', 'EUR'));--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_currency" CHECK ("wallets"."currency" in ('INR', 'EUR'));