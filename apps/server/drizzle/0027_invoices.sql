CREATE TABLE "invoice_series" (
	"series" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_series_last_number_positive" CHECK ("invoice_series"."last_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_log_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"series" text NOT NULL,
	"number" integer NOT NULL,
	"invoice_number" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issue_date" date NOT NULL,
	"market" text NOT NULL,
	"currency" text NOT NULL,
	"net_minor" bigint NOT NULL,
	"tax_minor" bigint NOT NULL,
	"gross_minor" bigint NOT NULL,
	"tax_basis_points" integer NOT NULL,
	"tax_mode" text NOT NULL,
	"language" text NOT NULL,
	"buyer_name" text,
	"buyer_phone" text,
	"buyer_email" text,
	"seller" jsonb,
	CONSTRAINT "invoices_number_positive" CHECK ("invoices"."number" > 0),
	CONSTRAINT "invoices_amounts" CHECK ("invoices"."net_minor" >= 0 and "invoices"."tax_minor" >= 0 and "invoices"."net_minor" + "invoices"."tax_minor" = "invoices"."gross_minor"),
	CONSTRAINT "invoices_currency" CHECK ("invoices"."currency" in ('INR', 'EUR')),
	CONSTRAINT "invoices_tax_mode" CHECK ("invoices"."tax_mode" in ('exclusive', 'inclusive')),
	CONSTRAINT "invoices_language" CHECK ("invoices"."language" in ('en', 'de'))
);
--> statement-breakpoint
ALTER TABLE "payment_logs" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_log_id_payment_logs_id_fk" FOREIGN KEY ("payment_log_id") REFERENCES "public"."payment_logs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_payment_log" ON "invoices" USING btree ("payment_log_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_number" ON "invoices" USING btree ("series","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_invoice_number" ON "invoices" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "invoices_user" ON "invoices" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "payment_logs" ADD CONSTRAINT "payment_logs_language" CHECK ("payment_logs"."language" in ('en', 'de'));--> statement-breakpoint
-- Hand-written backfill (decision 051): every payment that succeeded before invoices existed gets
-- its number now, per market and year in the order the payments settled, dated in the market's
-- invoicing zone like a new one. The operator's details were not kept then (seller stays null:
-- those invoices print the configured operator), and the buyer is the account as it is today.
INSERT INTO "invoices" (
	"payment_log_id", "user_id", "series", "number", "invoice_number", "issued_at", "issue_date",
	"market", "currency", "net_minor", "tax_minor", "gross_minor", "tax_basis_points", "tax_mode",
	"language", "buyer_name", "buyer_phone", "buyer_email"
)
SELECT
	"settled"."id", "settled"."user_id", "settled"."series", "settled"."number",
	'LUM-' || "settled"."market" || to_char("settled"."issue_date", 'YY') || '-' ||
		(CASE WHEN length("settled"."number"::text) >= 7
		THEN "settled"."number"::text ELSE lpad("settled"."number"::text, 7, '0') END),
	"settled"."issued_at", "settled"."issue_date",
	"settled"."market", "settled"."currency", "settled"."net_minor", "settled"."tax_minor",
	"settled"."total_minor", "settled"."tax_basis_points", "settled"."tax_mode", "settled"."language",
	nullif(trim(concat_ws(' ', nullif(trim("u"."name"), ''), nullif(trim("u"."last_name"), ''))), ''),
	CASE WHEN "u"."country_code" IS NOT NULL AND "u"."mobile" IS NOT NULL
		THEN '+' || "u"."country_code" || ' ' || "u"."mobile" END,
	"u"."email"
FROM (
	SELECT "dated".*,
		row_number() OVER (PARTITION BY "dated"."series" ORDER BY "dated"."issued_at", "dated"."id")::integer AS "number"
	FROM (
		SELECT "local".*,
			"local"."market" || '-' || to_char("local"."issue_date", 'YYYY') AS "series"
		FROM (
			SELECT "p".*,
				coalesce("p"."completed_at", "p"."updated_at") AS "issued_at",
				(coalesce("p"."completed_at", "p"."updated_at") AT TIME ZONE
					(CASE WHEN "p"."currency" = 'INR' THEN 'Asia/Kolkata' ELSE 'Europe/Berlin' END))::date AS "issue_date"
			FROM "payment_logs" "p"
			WHERE "p"."status" = 'success'
		) "local"
	) "dated"
) "settled"
JOIN "users" "u" ON "u"."id" = "settled"."user_id";--> statement-breakpoint
INSERT INTO "invoice_series" ("series", "last_number")
SELECT "series", max("number") FROM "invoices" GROUP BY "series";
