CREATE TABLE "crm_connections" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_connections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"auth_kind" text NOT NULL,
	"access_token_enc" text NOT NULL,
	"refresh_token_enc" text,
	"expires_at" timestamp with time zone,
	"instance_url" text,
	"account_id" text,
	"account_name" text,
	"field_mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"connected_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_connections_company_id_unique" UNIQUE("company_id"),
	CONSTRAINT "crm_connections_provider_check" CHECK ("crm_connections"."provider" in ('HUBSPOT', 'SALESFORCE')),
	CONSTRAINT "crm_connections_auth_kind_check" CHECK ("crm_connections"."auth_kind" in ('oauth', 'private_app'))
);
--> statement-breakpoint
CREATE TABLE "crm_sends" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"user_id" bigint,
	"provider" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"external_id" text,
	"external_url" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_status" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_sends_entity_type_check" CHECK ("crm_sends"."entity_type" in ('contact', 'notice', 'opportunity')),
	CONSTRAINT "crm_sends_status_check" CHECK ("crm_sends"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "outreach_generations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outreach_generations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"user_id" bigint,
	"contact_id" bigint,
	"buyer_id" bigint,
	"generator" text NOT NULL,
	"request" jsonb NOT NULL,
	"response_count" integer NOT NULL,
	"error" text,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_connections" ADD CONSTRAINT "crm_connections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_connections" ADD CONSTRAINT "crm_connections_connected_by_id_users_id_fk" FOREIGN KEY ("connected_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_sends" ADD CONSTRAINT "crm_sends_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_sends" ADD CONSTRAINT "crm_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_generations" ADD CONSTRAINT "outreach_generations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outreach_generations" ADD CONSTRAINT "outreach_generations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_sends_entity_uq" ON "crm_sends" USING btree ("company_id","provider","entity_type","entity_key");--> statement-breakpoint
CREATE INDEX "outreach_generations_user_created_idx" ON "outreach_generations" USING btree ("user_id","created_at");
