-- The peer benchmark (issue 23 item 3): a company's latest completed assessment's scores, one row a
-- dimension. Assessments completed before this migration get their rows from the server's
-- `peer-scores-backfill` job (apps/server/src/services/peers.ts), which runs at start and hourly:
-- the scores are computed by the domain's scoring, which SQL cannot run. The group index carries
-- every column the percentile statement reads, so a group is counted by an index-only range scan.
CREATE TABLE "peer_scores" (
	"company_key" text NOT NULL,
	"dimension" text NOT NULL,
	"score" integer,
	"size_class" text,
	"industry" text,
	"bank_version" integer NOT NULL,
	"assessment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "peer_scores_company_key_dimension_pk" PRIMARY KEY("company_key","dimension")
);
--> statement-breakpoint
ALTER TABLE "peer_scores" ADD CONSTRAINT "peer_scores_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_scores" ADD CONSTRAINT "peer_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "peer_scores_group_idx" ON "peer_scores" USING btree ("bank_version","dimension","size_class","industry","score","completed_at");--> statement-breakpoint
CREATE INDEX "peer_scores_user_idx" ON "peer_scores" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "peer_scores_assessment_idx" ON "peer_scores" USING btree ("assessment_id");
