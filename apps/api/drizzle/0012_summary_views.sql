-- Stored AI summaries are keyed by the view of the notice they were written from (policy/projection.ts):
-- the rows stored so far were written from every detail of the notice, award details included.
ALTER TABLE "record_summaries" ADD COLUMN "view" text DEFAULT 'awards' NOT NULL;--> statement-breakpoint
ALTER TABLE "record_summaries" ALTER COLUMN "view" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "record_summaries" DROP CONSTRAINT "record_summaries_notice_id_attribute_pk";--> statement-breakpoint
ALTER TABLE "record_summaries" ADD CONSTRAINT "record_summaries_notice_id_view_attribute_pk" PRIMARY KEY("notice_id","view","attribute");
