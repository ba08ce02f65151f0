CREATE TABLE "experiment_assignments" (
	"experiment_id" integer NOT NULL,
	"subject" text NOT NULL,
	"variant" text NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiment_assignments_experiment_id_subject_pk" PRIMARY KEY("experiment_id","subject")
);
--> statement-breakpoint
CREATE TABLE "experiment_exposures" (
	"experiment_id" integer NOT NULL,
	"subject" text NOT NULL,
	"variant" text NOT NULL,
	"views" integer DEFAULT 1 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiment_exposures_experiment_id_subject_pk" PRIMARY KEY("experiment_id","subject")
);
--> statement-breakpoint
CREATE TABLE "experiment_variants" (
	"experiment_id" integer NOT NULL,
	"key" text NOT NULL,
	"weight" integer NOT NULL,
	CONSTRAINT "experiment_variants_experiment_id_key_pk" PRIMARY KEY("experiment_id","key"),
	CONSTRAINT "experiment_variants_weight_check" CHECK ("experiment_variants"."weight" >= 0)
);
--> statement-breakpoint
CREATE TABLE "experiments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "experiments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiments_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "experiment_assignments" ADD CONSTRAINT "experiment_assignments_experiment_id_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_exposures" ADD CONSTRAINT "experiment_exposures_experiment_id_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_variants" ADD CONSTRAINT "experiment_variants_experiment_id_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;