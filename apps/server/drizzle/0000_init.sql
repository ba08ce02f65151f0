CREATE TABLE "seed_runs" (
	"step" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "static_values" (
	"id" integer PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"mode" text,
	"description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
