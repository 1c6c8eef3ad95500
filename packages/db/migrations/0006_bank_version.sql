ALTER TABLE "assessments" ADD COLUMN "bank_version" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "restarted_from_version" integer;