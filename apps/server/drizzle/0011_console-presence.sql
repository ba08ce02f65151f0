CREATE TABLE "console_connections" (
	"id" text PRIMARY KEY NOT NULL,
	"consultant_id" integer NOT NULL,
	"instance_id" text NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "consultant_presence" (
	"consultant_id" integer PRIMARY KEY NOT NULL,
	"lapsed_in_row" integer DEFAULT 0 NOT NULL,
	"notice" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_orders" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_orders" ADD COLUMN "paused_ms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "console_connections" ADD CONSTRAINT "console_connections_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_presence" ADD CONSTRAINT "consultant_presence_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "console_connections_consultant_idx" ON "console_connections" USING btree ("consultant_id");--> statement-breakpoint
CREATE INDEX "console_connections_instance_idx" ON "console_connections" USING btree ("instance_id");