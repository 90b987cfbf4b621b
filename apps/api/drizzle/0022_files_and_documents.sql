CREATE TABLE "file_extractions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "file_extractions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"error" text,
	"section_count" integer,
	"characters" integer,
	"truncated" boolean DEFAULT false NOT NULL,
	"locked_by" text,
	"locked_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_extractions_guid_unique" UNIQUE("guid"),
	CONSTRAINT "file_extractions_status_check" CHECK ("file_extractions"."status" in ('queued', 'running', 'complete', 'failed')),
	CONSTRAINT "file_extractions_owner_type_check" CHECK ("file_extractions"."owner_type" in ('document', 'bid_response'))
);
--> statement-breakpoint
CREATE TABLE "file_extraction_sections" (
	"extraction_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "file_extraction_sections_pk" PRIMARY KEY("extraction_id","position")
);
--> statement-breakpoint
ALTER TABLE "file_extraction_sections" ADD CONSTRAINT "file_extraction_sections_extraction_id_file_extractions_id_fk" FOREIGN KEY ("extraction_id") REFERENCES "public"."file_extractions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_extractions_queue_idx" ON "file_extractions" USING btree ("status","run_after");--> statement-breakpoint
CREATE INDEX "file_extractions_owner_idx" ON "file_extractions" USING btree ("owner_type","owner_id");--> statement-breakpoint
CREATE TABLE "documents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" bigint NOT NULL,
	"team_id" bigint NOT NULL,
	"uploaded_by" bigint,
	"title" text NOT NULL,
	"description" text,
	"category" text,
	"document_type" text,
	"file_name" text NOT NULL,
	"content_type" text,
	"size_bytes" integer DEFAULT 0 NOT NULL,
	"storage_key" text NOT NULL,
	"source_url" text,
	"published_at" timestamp with time zone,
	"owner_type" text,
	"owner_guid" uuid,
	"ui_path" text DEFAULT '/' NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"error" text,
	"page_count" integer,
	"body" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B') || setweight(to_tsvector('english'::regconfig, left(body, 1000000)), 'C')) STORED NOT NULL,
	CONSTRAINT "documents_guid_unique" UNIQUE("guid"),
	CONSTRAINT "documents_status_check" CHECK ("documents"."status" in ('processing', 'complete', 'failed')),
	CONSTRAINT "documents_owner_type_check" CHECK ("documents"."owner_type" in ('buyer', 'notice', 'opportunity'))
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_company_created_idx" ON "documents" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "documents_owner_idx" ON "documents" USING btree ("company_id","owner_type","owner_guid");--> statement-breakpoint
CREATE INDEX "documents_search_idx" ON "documents" USING gin ("search");
