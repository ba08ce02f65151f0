CREATE TABLE "consultant_gallery_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"consultant_id" integer NOT NULL,
	"image_path" text NOT NULL,
	"caption_en" text NOT NULL,
	"caption_de" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultant_group_members" (
	"group_id" integer NOT NULL,
	"consultant_id" integer NOT NULL,
	CONSTRAINT "consultant_group_members_group_id_consultant_id_pk" PRIMARY KEY("group_id","consultant_id")
);
--> statement-breakpoint
CREATE TABLE "consultant_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title_en" text NOT NULL,
	"title_de" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "consultant_groups_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "consultant_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"consultant_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"text" text NOT NULL,
	"language" text NOT NULL,
	"author_first_name" text NOT NULL,
	"chat_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultant_reviews_rating_check" CHECK ("consultant_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "consultants" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"display_name" text NOT NULL,
	"search_name" text NOT NULL,
	"photo_path" text NOT NULL,
	"bio_en" text NOT NULL,
	"bio_de" text NOT NULL,
	"categories" text[] NOT NULL,
	"languages" text[] NOT NULL,
	"experience_years" integer NOT NULL,
	"price_per_minute_minor" integer NOT NULL,
	"rating" real DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'offline' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultants_slug_unique" UNIQUE("slug"),
	CONSTRAINT "consultants_price_check" CHECK ("consultants"."price_per_minute_minor" >= 0),
	CONSTRAINT "consultants_status_check" CHECK ("consultants"."status" in ('online', 'busy', 'offline'))
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"user_id" integer NOT NULL,
	"consultant_id" integer NOT NULL,
	"consultation_count" integer DEFAULT 1 NOT NULL,
	"last_consulted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultations_user_id_consultant_id_pk" PRIMARY KEY("user_id","consultant_id")
);
--> statement-breakpoint
CREATE TABLE "currency_rates" (
	"iso_code" text PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"conversion_factor" double precision NOT NULL,
	"countries" text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currency_rates_factor_check" CHECK ("currency_rates"."conversion_factor" > 0)
);
--> statement-breakpoint
ALTER TABLE "consultant_gallery_images" ADD CONSTRAINT "consultant_gallery_images_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_group_members" ADD CONSTRAINT "consultant_group_members_group_id_consultant_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."consultant_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_group_members" ADD CONSTRAINT "consultant_group_members_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_reviews" ADD CONSTRAINT "consultant_reviews_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultant_gallery_images_consultant_idx" ON "consultant_gallery_images" USING btree ("consultant_id");--> statement-breakpoint
CREATE INDEX "consultant_group_members_consultant_idx" ON "consultant_group_members" USING btree ("consultant_id");--> statement-breakpoint
CREATE INDEX "consultant_reviews_profile_idx" ON "consultant_reviews" USING btree ("consultant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "consultants_categories_idx" ON "consultants" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "consultants_languages_idx" ON "consultants" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "consultants_status_idx" ON "consultants" USING btree ("status");--> statement-breakpoint
CREATE INDEX "consultants_price_idx" ON "consultants" USING btree ("price_per_minute_minor","id");--> statement-breakpoint
CREATE INDEX "consultants_rating_idx" ON "consultants" USING btree ("rating","id");--> statement-breakpoint
CREATE INDEX "consultants_experience_idx" ON "consultants" USING btree ("experience_years","id");--> statement-breakpoint
CREATE INDEX "consultations_user_recent_idx" ON "consultations" USING btree ("user_id","last_consulted_at");