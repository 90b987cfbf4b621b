CREATE TABLE "team_notice_relevance" (
	"team_id" bigint NOT NULL,
	"notice_id" bigint NOT NULL,
	"signal_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"score" smallint NOT NULL,
	"publish_date" timestamp with time zone,
	CONSTRAINT "team_notice_relevance_team_id_notice_id_pk" PRIMARY KEY("team_id","notice_id")
);
--> statement-breakpoint
CREATE TABLE "team_relevance_state" (
	"team_id" bigint PRIMARY KEY NOT NULL,
	"signal_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"fingerprint" text DEFAULT '' NOT NULL,
	"notices_watermark" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_signal_matches" (
	"team_id" bigint NOT NULL,
	"signal_id" text NOT NULL,
	"notice_id" bigint NOT NULL,
	"in_title" boolean DEFAULT false NOT NULL,
	CONSTRAINT "team_signal_matches_team_id_signal_id_notice_id_pk" PRIMARY KEY("team_id","signal_id","notice_id")
);
--> statement-breakpoint
ALTER TABLE "team_notice_relevance" ADD CONSTRAINT "team_notice_relevance_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_notice_relevance" ADD CONSTRAINT "team_notice_relevance_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_relevance_state" ADD CONSTRAINT "team_relevance_state_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_signal_matches" ADD CONSTRAINT "team_signal_matches_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_signal_matches" ADD CONSTRAINT "team_signal_matches_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_notice_relevance_score_idx" ON "team_notice_relevance" USING btree ("team_id","score" DESC NULLS LAST,"publish_date" DESC NULLS LAST,"notice_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "team_signal_matches_notice_idx" ON "team_signal_matches" USING btree ("team_id","notice_id");--> statement-breakpoint
-- Hand-added (not in the drizzle schema, so no other file changes): indexes the search, supplier
-- and relevance reads need on tables the data branch owns.
-- Relevance catch-up reads notices changed since the team's watermark.
CREATE INDEX IF NOT EXISTS "notices_updated_at_idx" ON "notices" USING btree ("updated_at");--> statement-breakpoint
-- Supplier/buyer lists sorted by name (name asc is the default supplier sort).
CREATE INDEX IF NOT EXISTS "organisations_role_name_idx" ON "organisations" USING btree ("primary_role", "name");
