ALTER TABLE "uploaded_files" ALTER COLUMN "uploaded_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "consultants" ADD COLUMN "identity_verified_at" timestamp with time zone;--> statement-breakpoint
-- Every approved applicant sent an ID document the operator looked at before approving (decision 048).
UPDATE "consultants" SET "identity_verified_at" = "psychic_applications"."reviewed_at"
FROM "psychic_applications"
WHERE "psychic_applications"."consultant_id" = "consultants"."id"
  AND "psychic_applications"."status" = 'approved';
