CREATE TABLE "support_images" (
	"id" text PRIMARY KEY NOT NULL,
	"uploaded_by" integer NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_images_size" CHECK ("support_images"."size_bytes" > 0)
);
--> statement-breakpoint
ALTER TABLE "support_messages" DROP CONSTRAINT "support_messages_text_length";--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "image_id" text;--> statement-breakpoint
ALTER TABLE "support_images" ADD CONSTRAINT "support_images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_image_id_support_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."support_images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "support_messages_image" ON "support_messages" USING btree ("image_id");--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_text_length" CHECK (char_length("support_messages"."text") between 1 and 2000 or ("support_messages"."text" = '' and "support_messages"."image_id" is not null));