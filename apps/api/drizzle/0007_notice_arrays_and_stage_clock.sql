CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_result" jsonb,
	"last_error" text,
	"runs" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "planning_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "buyer_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "cpv_divisions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Backfill (hand-written): every notice's buyers (main first) and CPV divisions from the link
-- tables, and the planning publish date of planning-only notices (their publish date until the next
-- import writes the exact one). One pass, before the indexes are built.
UPDATE "notices" n SET
  "buyer_ids" = coalesce((SELECT array_agg(l.organisation_id ORDER BY l.is_primary DESC, l.organisation_id) FROM notice_organisations l
    WHERE l.notice_id = n.id AND l.role = 'buyer'), '{}'::bigint[]),
  "cpv_divisions" = coalesce((SELECT array_agg(DISTINCT c.division::text ORDER BY c.division::text) FROM notice_cpv_codes c
    WHERE c.notice_id = n.id), '{}'::text[]),
  "planning_published_at" = CASE WHEN n.stage IN ('PRE_TENDER', 'STALE_PRE_TENDER') THEN n.publish_date END;--> statement-breakpoint
CREATE INDEX "notices_buyer_ids_idx" ON "notices" USING gin ("buyer_ids");--> statement-breakpoint
CREATE INDEX "notices_cpv_divisions_idx" ON "notices" USING gin ("cpv_divisions");--> statement-breakpoint
CREATE INDEX "team_notice_relevance_feed_idx" ON "team_notice_relevance" USING btree ("team_id","publish_date" DESC NULLS LAST,"notice_id" DESC NULLS LAST);