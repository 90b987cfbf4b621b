CREATE TABLE "bid_response_sources" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bid_response_sources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" bigint NOT NULL,
	"opportunity_id" bigint NOT NULL,
	"uploaded_by" bigint,
	"file_name" text NOT NULL,
	"content_type" text,
	"size_bytes" integer DEFAULT 0 NOT NULL,
	"storage_key" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"error" text,
	"response_count" integer DEFAULT 0 NOT NULL,
	"extractor" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bid_response_sources_guid_unique" UNIQUE("guid"),
	CONSTRAINT "bid_response_sources_status_check" CHECK ("bid_response_sources"."status" in ('processing', 'complete', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "bid_responses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bid_responses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" bigint NOT NULL,
	"opportunity_id" bigint NOT NULL,
	"source_id" bigint,
	"position" integer DEFAULT 0 NOT NULL,
	"reference" text,
	"title" text NOT NULL,
	"section" text,
	"description" text,
	"weighting" numeric(6, 2),
	"formatting_requirements" text,
	"response" text DEFAULT '' NOT NULL,
	"stage_id" bigint,
	"assignee_id" bigint,
	"reviewer_id" bigint,
	"due_date" date,
	"created_by" bigint,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bid_responses_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
CREATE TABLE "bid_response_revisions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bid_response_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"response_id" bigint NOT NULL,
	"user_id" bigint,
	"response" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bid_response_sources" ADD CONSTRAINT "bid_response_sources_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_response_sources" ADD CONSTRAINT "bid_response_sources_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_response_sources" ADD CONSTRAINT "bid_response_sources_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_responses" ADD CONSTRAINT "bid_responses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_responses" ADD CONSTRAINT "bid_responses_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_responses" ADD CONSTRAINT "bid_responses_source_id_bid_response_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."bid_response_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_responses" ADD CONSTRAINT "bid_responses_stage_id_opportunity_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."opportunity_stages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_responses" ADD CONSTRAINT "bid_responses_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_responses" ADD CONSTRAINT "bid_responses_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_responses" ADD CONSTRAINT "bid_responses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_response_revisions" ADD CONSTRAINT "bid_response_revisions_response_id_bid_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."bid_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_response_revisions" ADD CONSTRAINT "bid_response_revisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bid_response_sources_opportunity_idx" ON "bid_response_sources" USING btree ("opportunity_id","created_at");--> statement-breakpoint
CREATE INDEX "bid_responses_opportunity_idx" ON "bid_responses" USING btree ("opportunity_id","position") WHERE "bid_responses"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "bid_responses_company_idx" ON "bid_responses" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "bid_responses_assignee_idx" ON "bid_responses" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "bid_response_revisions_response_idx" ON "bid_response_revisions" USING btree ("response_id","created_at");
