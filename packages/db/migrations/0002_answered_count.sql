ALTER TABLE "assessments" ADD COLUMN "answered_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Existing assessments: answers are always the questions 1..n, so their count is the frontier.
UPDATE "assessments" SET "answered_count" = (SELECT count(*) FROM "answers" WHERE "answers"."assessment_id" = "assessments"."id");
