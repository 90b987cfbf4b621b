ALTER TABLE "contacts" ADD COLUMN "source_key" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_source_key_key" UNIQUE("source_key");--> statement-breakpoint
CREATE INDEX "contacts_name_order_idx" ON "contacts" USING btree (("first_name" = ''),"last_name","first_name","id");--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"notice_id" bigint,
	"buyer_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"seniority" text[] DEFAULT '{}'::text[] NOT NULL,
	"job_functions" text[] DEFAULT '{}'::text[] NOT NULL,
	"job_title" text,
	"additional_information" text,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"webhook_status" text DEFAULT 'pending' NOT NULL,
	"webhook_attempts" integer DEFAULT 0 NOT NULL,
	"webhook_next_attempt_at" timestamp with time zone,
	"webhook_sent_at" timestamp with time zone,
	"webhook_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_requests_guid_unique" UNIQUE("guid"),
	CONSTRAINT "contact_requests_webhook_status_check" CHECK ("contact_requests"."webhook_status" in ('pending', 'sent', 'failed', 'not_configured'))
);
--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_requests_company_idx" ON "contact_requests" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_requests_due_idx" ON "contact_requests" USING btree ("webhook_status","webhook_next_attempt_at");
