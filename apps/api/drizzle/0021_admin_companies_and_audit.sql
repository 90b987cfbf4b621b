ALTER TABLE "companies" ADD COLUMN "extra_data_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "seats" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "bid_report_allowance" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_seats_check" CHECK ("companies"."seats" is null or "companies"."seats" between 1 and 100000);--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_bid_report_allowance_check" CHECK ("companies"."bid_report_allowance" is null or "companies"."bid_report_allowance" between 0 and 100000);--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "acting_company_id" bigint;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "acting_team_id" bigint;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_acting_company_id_companies_id_fk" FOREIGN KEY ("acting_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_acting_team_id_teams_id_fk" FOREIGN KEY ("acting_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "admin_audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"admin_user_id" bigint,
	"acting_company_id" bigint,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_admin_user_id_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_acting_company_id_companies_id_fk" FOREIGN KEY ("acting_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at" DESC NULLS LAST);
