ALTER TABLE "reports" ADD COLUMN "created_by_id" bigint;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_report_type_check" CHECK ("reports"."report_type" in ('CUSTOM_BRIEFING', 'INDUSTRY_REPORT'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_audience_check" CHECK (("reports"."report_type" = 'CUSTOM_BRIEFING') = ("reports"."company_id" is not null));--> statement-breakpoint
CREATE INDEX "reports_type_published_idx" ON "reports" USING btree ("report_type","published_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "report_documents" ADD COLUMN "content" bytea;--> statement-breakpoint
ALTER TABLE "report_documents" ADD COLUMN "size_bytes" integer;--> statement-breakpoint
ALTER TABLE "report_documents" ADD CONSTRAINT "report_documents_source_check" CHECK ("report_documents"."content" is not null or "report_documents"."url" is not null);
