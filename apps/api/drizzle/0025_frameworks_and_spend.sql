-- Frameworks and invoiced spend (issue 15, decisions 0046 and 0047).
-- 1. Call-offs: every notice whose relatedProcesses (relationship framework or parent) names a
--    framework's ocid is linked to it, whichever of the two was imported first (the importer links
--    both ways from now on; this backfills what is already stored). Idempotent.
INSERT INTO "framework_call_offs" ("framework_id", "notice_id", "process_type")
SELECT DISTINCT f."id", n."id", 'call-off'
FROM "notices" n
CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(n."related_processes") = 'array' THEN n."related_processes" ELSE '[]'::jsonb END) p
JOIN "notices" fn ON fn."ocid" = p->>'identifier'
JOIN "frameworks" f ON f."notice_id" = fn."id"
WHERE fn."id" <> n."id"
  AND (p->'relationship') ?| array['framework', 'parent']
ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE "notices" SET "is_call_off" = true WHERE "id" IN (SELECT "notice_id" FROM "framework_call_offs") AND NOT "is_call_off";
--> statement-breakpoint
-- 2. Award type of a framework: single or multi-supplier, from its maximum participants.
UPDATE "frameworks" SET "award_type" = CASE WHEN "maximum_participants" = 1 THEN 'Single supplier' ELSE 'Multi-supplier' END
WHERE "award_type" IS NULL AND "maximum_participants" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "spend_files" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spend_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"guid" uuid NOT NULL,
	"buyer_id" bigint NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"layout" text NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"synthetic" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spend_files_guid_unique" UNIQUE("guid"),
	CONSTRAINT "spend_files_buyer_id_organisations_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX "spend_files_buyer_sha_idx" ON "spend_files" USING btree ("buyer_id","sha256");
--> statement-breakpoint
CREATE TABLE "spend_payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spend_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"file_id" bigint NOT NULL,
	"buyer_id" bigint NOT NULL,
	"supplier_id" bigint,
	"supplier_name" text NOT NULL,
	"payment_date" date NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"currency" text DEFAULT 'GBP' NOT NULL,
	"expense_type" text,
	"description" text,
	"reference" text,
	"line_key" text NOT NULL,
	"synthetic" boolean DEFAULT false NOT NULL,
	CONSTRAINT "spend_payments_file_id_spend_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."spend_files"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "spend_payments_buyer_id_organisations_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "spend_payments_supplier_id_organisations_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX "spend_payments_buyer_line_idx" ON "spend_payments" USING btree ("buyer_id","line_key");
--> statement-breakpoint
CREATE INDEX "spend_payments_buyer_date_idx" ON "spend_payments" USING btree ("buyer_id","payment_date");
--> statement-breakpoint
CREATE INDEX "spend_payments_supplier_date_idx" ON "spend_payments" USING btree ("supplier_id","payment_date");
--> statement-breakpoint
CREATE TABLE "spend_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spend_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"buyer_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spend_requests_buyer_id_organisations_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "spend_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "spend_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX "spend_requests_buyer_company_idx" ON "spend_requests" USING btree ("buyer_id","company_id");
