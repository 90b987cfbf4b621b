CREATE TABLE "award_unlocks" (
	"company_id" bigint NOT NULL,
	"notice_id" bigint NOT NULL,
	"unlocked_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "award_unlocks_company_id_notice_id_pk" PRIMARY KEY("company_id","notice_id")
);
--> statement-breakpoint
CREATE TABLE "record_summaries" (
	"notice_id" bigint NOT NULL,
	"attribute" text NOT NULL,
	"content" text NOT NULL,
	"generator" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "record_summaries_notice_id_attribute_pk" PRIMARY KEY("notice_id","attribute")
);
--> statement-breakpoint
ALTER TABLE "award_unlocks" ADD CONSTRAINT "award_unlocks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_unlocks" ADD CONSTRAINT "award_unlocks_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_unlocks" ADD CONSTRAINT "award_unlocks_unlocked_by_id_users_id_fk" FOREIGN KEY ("unlocked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_summaries" ADD CONSTRAINT "record_summaries_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "award_unlocks_company_created_idx" ON "award_unlocks" USING btree ("company_id","created_at");