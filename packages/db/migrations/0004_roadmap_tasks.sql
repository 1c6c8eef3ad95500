CREATE TABLE "roadmap_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"category" text,
	"description" text,
	"priority" text DEFAULT 'medium' NOT NULL,
	"status" text DEFAULT 'not_started' NOT NULL,
	"horizon" text,
	"timeline" text,
	"budget" text,
	"recommended_tools" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"target_kpis" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expected_results" text,
	"is_generated" boolean DEFAULT false NOT NULL,
	"source" jsonb,
	"order_index" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "roadmap_tasks" ADD CONSTRAINT "roadmap_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "roadmap_tasks_user_order_idx" ON "roadmap_tasks" USING btree ("user_id","order_index");