CREATE TABLE "session_sweeps" (
	"name" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_orders" ADD COLUMN "kind" text DEFAULT 'chat' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_orders" ADD CONSTRAINT "chat_orders_kind" CHECK ("chat_orders"."kind" in ('chat', 'call'));