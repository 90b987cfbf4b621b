CREATE TABLE "sync_sources" (
	"source" text PRIMARY KEY NOT NULL,
	"high_water_mark" timestamp with time zone,
	"window_from" timestamp with time zone,
	"window_to" timestamp with time zone,
	"window_cursor" text,
	"window_started_at" timestamp with time zone,
	"blocked_until" timestamp with time zone,
	"requested_at" timestamp with time zone,
	"last_started_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"last_run" jsonb,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_sources_source_check" CHECK ("sync_sources"."source" in ('fts', 'cf', 'pcs', 'sell2wales'))
);
