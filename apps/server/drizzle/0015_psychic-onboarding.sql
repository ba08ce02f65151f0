CREATE TABLE "application_files" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"consultant_id" integer NOT NULL,
	"current_price_minor" integer NOT NULL,
	"requested_price_minor" integer NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_change_requests_price_check" CHECK ("price_change_requests"."requested_price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "psychic_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"display_name" text NOT NULL,
	"bio" text NOT NULL,
	"categories" text[] NOT NULL,
	"languages" text[] NOT NULL,
	"experience_years" integer NOT NULL,
	"price_per_minute_minor" integer NOT NULL,
	"sample_answer" text NOT NULL,
	"id_document_file_id" text NOT NULL,
	"photo_file_id" text NOT NULL,
	"agreement_version" text NOT NULL,
	"agreement_accepted_at" timestamp with time zone NOT NULL,
	"review_note" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"consultant_id" integer,
	"submitted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_files" ADD CONSTRAINT "application_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_change_requests" ADD CONSTRAINT "price_change_requests_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_change_requests" ADD CONSTRAINT "price_change_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "psychic_applications" ADD CONSTRAINT "psychic_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "psychic_applications" ADD CONSTRAINT "psychic_applications_id_document_file_id_application_files_id_fk" FOREIGN KEY ("id_document_file_id") REFERENCES "public"."application_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "psychic_applications" ADD CONSTRAINT "psychic_applications_photo_file_id_application_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."application_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "psychic_applications" ADD CONSTRAINT "psychic_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "psychic_applications" ADD CONSTRAINT "psychic_applications_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_files_user" ON "application_files" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_change_requests_pending" ON "price_change_requests" USING btree ("consultant_id") WHERE "price_change_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "price_change_requests_queue" ON "price_change_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "psychic_applications_user" ON "psychic_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "psychic_applications_queue" ON "psychic_applications" USING btree ("status","submitted_at");