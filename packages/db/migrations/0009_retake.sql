ALTER TABLE "assessments" DROP CONSTRAINT "assessments_userId_unique";--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "previous_assessment_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "retake_reminder_at" date;--> statement-breakpoint
ALTER TABLE "roadmap_tasks" ADD COLUMN "assessment_id" uuid;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_previous_assessment_id_assessments_id_fk" FOREIGN KEY ("previous_assessment_id") REFERENCES "public"."assessments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roadmap_tasks" ADD CONSTRAINT "roadmap_tasks_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessments_user_started_idx" ON "assessments" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "assessments_user_first_idx" ON "assessments" USING btree ("user_id") WHERE "previous_assessment_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "assessments_previous_idx" ON "assessments" USING btree ("previous_assessment_id");--> statement-breakpoint
CREATE INDEX "roadmap_tasks_assessment_order_idx" ON "roadmap_tasks" USING btree ("assessment_id","order_index");--> statement-breakpoint
-- Existing tasks are on the roadmap of the user's one assessment (issue 23 item 1); a user with
-- no assessment keeps them unattached (they join the roadmap of the first assessment).
UPDATE "roadmap_tasks" SET "assessment_id" = "assessments"."id"
  FROM "assessments" WHERE "assessments"."user_id" = "roadmap_tasks"."user_id";
