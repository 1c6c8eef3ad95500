-- The surrogate id goes first, taking its primary key with it; (assessment_id, question_id),
-- unique already, becomes the primary key.
ALTER TABLE "answers" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "answers" DROP CONSTRAINT "answers_assessmentId_questionId_unique";--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_assessment_id_question_id_pk" PRIMARY KEY("assessment_id","question_id");
