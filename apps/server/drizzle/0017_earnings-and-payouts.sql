CREATE TABLE "earning_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "earning_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"consultant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"source_amount_minor" integer NOT NULL,
	"session_id" integer,
	"payout_id" integer,
	"reason" text,
	"source_key" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earning_lines_kind" CHECK ("earning_lines"."kind" in ('session', 'clawback', 'free_compensation', 'withholding', 'payout')),
	CONSTRAINT "earning_lines_currency" CHECK ("earning_lines"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "earning_lines_sign" CHECK (("earning_lines"."kind" in ('session', 'free_compensation')) = ("earning_lines"."amount_minor" > 0) or "earning_lines"."amount_minor" = 0)
);
--> statement-breakpoint
CREATE TABLE "payout_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"paid_by" integer,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payout_batches_status" CHECK ("payout_batches"."status" in ('created', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "payout_profiles" (
	"consultant_id" integer PRIMARY KEY NOT NULL,
	"market" text DEFAULT 'IN' NOT NULL,
	"method" jsonb,
	"accepts_free_sessions" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_profiles_market" CHECK ("payout_profiles"."market" in ('IN', 'DE'))
);
--> statement-breakpoint
CREATE TABLE "payout_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"free_compensation_per_minute_minor" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_settings_one_row" CHECK ("payout_settings"."id" = 1),
	CONSTRAINT "payout_settings_rate" CHECK ("payout_settings"."free_compensation_per_minute_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"batch_id" integer NOT NULL,
	"consultant_id" integer NOT NULL,
	"currency" text NOT NULL,
	"gross_minor" integer NOT NULL,
	"withholding_minor" integer NOT NULL,
	"withholding_basis_points" integer NOT NULL,
	"net_minor" integer NOT NULL,
	"method" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payouts_amounts" CHECK ("payouts"."gross_minor" = "payouts"."withholding_minor" + "payouts"."net_minor")
);
--> statement-breakpoint
ALTER TABLE "earning_lines" ADD CONSTRAINT "earning_lines_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_profiles" ADD CONSTRAINT "payout_profiles_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "earning_lines_source_key" ON "earning_lines" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "earning_lines_consultant_idx" ON "earning_lines" USING btree ("consultant_id","occurred_at");--> statement-breakpoint
CREATE INDEX "earning_lines_session_idx" ON "earning_lines" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_one_per_batch" ON "payouts" USING btree ("batch_id","consultant_id","currency");--> statement-breakpoint
CREATE INDEX "payouts_consultant_idx" ON "payouts" USING btree ("consultant_id","id");--> statement-breakpoint
-- The ledger is append-only: a correction is a new line, never an edit (decision 038).
CREATE FUNCTION "earning_lines_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'earning_lines is append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER "earning_lines_append_only" BEFORE UPDATE OR DELETE ON "earning_lines"
  FOR EACH ROW EXECUTE FUNCTION "earning_lines_append_only"();--> statement-breakpoint
-- Backfill: every ended session's earning as charged, then, where refunds shrank it since, one
-- clawback line for the difference (the refunds before this ledger were not told apart). INR:
-- every session so far was paid in rupees.
INSERT INTO "earning_lines" ("consultant_id", "kind", "amount_minor", "currency", "source_amount_minor", "session_id", "source_key", "occurred_at")
SELECT "consultant_id", 'session', "amount_charged_minor" * (100 - "platform_share_percent") / 100, 'INR',
  "amount_charged_minor" * (100 - "platform_share_percent") / 100, "id", 'session:' || "id", "ended_at"
FROM "chat_orders"
WHERE "status" = 'ended' AND "ended_at" IS NOT NULL
  AND "amount_charged_minor" * (100 - "platform_share_percent") / 100 > 0;--> statement-breakpoint
INSERT INTO "earning_lines" ("consultant_id", "kind", "amount_minor", "currency", "source_amount_minor", "session_id", "reason", "source_key", "occurred_at")
SELECT "consultant_id", 'clawback',
  "consultant_earnings_minor" - "amount_charged_minor" * (100 - "platform_share_percent") / 100, 'INR',
  "consultant_earnings_minor" - "amount_charged_minor" * (100 - "platform_share_percent") / 100, "id",
  'Refunded to the user', 'refund:backfill:' || "id", coalesce("refunded_at", "ended_at")
FROM "chat_orders"
WHERE "status" = 'ended' AND "ended_at" IS NOT NULL
  AND "consultant_earnings_minor" < "amount_charged_minor" * (100 - "platform_share_percent") / 100;
