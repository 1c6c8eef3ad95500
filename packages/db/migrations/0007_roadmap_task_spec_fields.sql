ALTER TABLE "roadmap_tasks" ALTER COLUMN "priority" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "roadmap_tasks" ADD COLUMN "tools" text;--> statement-breakpoint
ALTER TABLE "roadmap_tasks" ADD COLUMN "kpi" text;--> statement-breakpoint
ALTER TABLE "roadmap_tasks" ADD COLUMN "score_range" text;--> statement-breakpoint
ALTER TABLE "roadmap_tasks" ADD COLUMN "level" text;--> statement-breakpoint
-- Existing tasks keep their tools and KPIs: each list becomes its text, one item per line (spec §3).
UPDATE "roadmap_tasks" SET
  "tools" = NULLIF((SELECT string_agg(e.value, E'\n' ORDER BY e.ord) FROM jsonb_array_elements_text("recommended_tools") WITH ORDINALITY AS e(value, ord)), ''),
  "kpi" = NULLIF((SELECT string_agg(e.value, E'\n' ORDER BY e.ord) FROM jsonb_array_elements_text("target_kpis") WITH ORDINALITY AS e(value, ord)), '');--> statement-breakpoint
ALTER TABLE "roadmap_tasks" DROP COLUMN "recommended_tools";--> statement-breakpoint
ALTER TABLE "roadmap_tasks" DROP COLUMN "target_kpis";