CREATE TABLE "chat_intake_forms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_intake_forms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"consultant_id" integer NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"birth_date" text NOT NULL,
	"birth_time" text,
	"birth_place" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"chat_order_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"sender_user_id" integer NOT NULL,
	"sender_role" text NOT NULL,
	"client_id" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	CONSTRAINT "chat_messages_text_length" CHECK (char_length("chat_messages"."text") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "chat_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"consultant_id" integer NOT NULL,
	"intake_form_id" integer,
	"status" text NOT NULL,
	"rate_per_minute_minor" integer NOT NULL,
	"free_seconds" integer DEFAULT 0 NOT NULL,
	"on_hold" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"low_balance_warned_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"billed_seconds" integer DEFAULT 0 NOT NULL,
	"amount_charged_minor" integer DEFAULT 0 NOT NULL,
	"refunded_at" timestamp with time zone,
	"platform_share_percent" integer NOT NULL,
	"consultant_earnings_minor" integer DEFAULT 0 NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"hidden_for_user" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_orders_rate_non_negative" CHECK ("chat_orders"."rate_per_minute_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "chat_ratings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_ratings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"chat_order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"consultant_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"review" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_ratings_chatOrderId_unique" UNIQUE("chat_order_id"),
	CONSTRAINT "chat_ratings_rating" CHECK ("chat_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "nps_scores" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"score" integer NOT NULL,
	"comment" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "nps_scores_score" CHECK ("nps_scores"."score" between 0 and 10)
);
--> statement-breakpoint
ALTER TABLE "chat_intake_forms" ADD CONSTRAINT "chat_intake_forms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_intake_forms" ADD CONSTRAINT "chat_intake_forms_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_order_id_chat_orders_id_fk" FOREIGN KEY ("chat_order_id") REFERENCES "public"."chat_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_orders" ADD CONSTRAINT "chat_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_orders" ADD CONSTRAINT "chat_orders_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_orders" ADD CONSTRAINT "chat_orders_intake_form_id_chat_intake_forms_id_fk" FOREIGN KEY ("intake_form_id") REFERENCES "public"."chat_intake_forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_ratings" ADD CONSTRAINT "chat_ratings_chat_order_id_chat_orders_id_fk" FOREIGN KEY ("chat_order_id") REFERENCES "public"."chat_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_ratings" ADD CONSTRAINT "chat_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_ratings" ADD CONSTRAINT "chat_ratings_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nps_scores" ADD CONSTRAINT "nps_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_intake_forms_user_idx" ON "chat_intake_forms" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_seq" ON "chat_messages" USING btree ("chat_order_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_id" ON "chat_messages" USING btree ("chat_order_id","sender_user_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_orders_one_open_per_user" ON "chat_orders" USING btree ("user_id") WHERE "chat_orders"."status" in ('queued', 'accepted_by_consultant', 'active');--> statement-breakpoint
CREATE UNIQUE INDEX "chat_orders_one_live_per_consultant" ON "chat_orders" USING btree ("consultant_id") WHERE "chat_orders"."status" in ('accepted_by_consultant', 'active');--> statement-breakpoint
CREATE INDEX "chat_orders_consultant_queue_idx" ON "chat_orders" USING btree ("consultant_id","status","id");--> statement-breakpoint
CREATE INDEX "chat_orders_user_idx" ON "chat_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "chat_orders_due_idx" ON "chat_orders" USING btree ("status","ends_at");