-- App-wide settings the server writes once (e.g. that the demo's notice dates were moved forward,
-- docs/decisions/0027-demo-dates-moved-forward.md).
CREATE TABLE "app_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Groups of notices that publish one procurement on several portals (or twice on one), filled at
-- import (docs/decisions/0028-duplicate-notices.md). Every member has a row; the group's primary (the
-- notice search shows) has group_id = notice_id. Notices without a row stand alone.
CREATE TABLE "notice_duplicates" (
	"notice_id" bigint PRIMARY KEY NOT NULL,
	"group_id" bigint NOT NULL,
	"score" real NOT NULL,
	"reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notice_duplicates" ADD CONSTRAINT "notice_duplicates_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "notice_duplicates" ADD CONSTRAINT "notice_duplicates_group_id_notices_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "notice_duplicates_group_idx" ON "notice_duplicates" USING btree ("group_id");
