CREATE TABLE "buyer_categories" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "buyer_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "cpv_codes" (
	"code" char(8) PRIMARY KEY NOT NULL,
	"full_code" text NOT NULL,
	"name" text NOT NULL,
	"level" text NOT NULL,
	"parent_code" char(8),
	"division" char(2) NOT NULL,
	CONSTRAINT "cpv_codes_level_check" CHECK ("cpv_codes"."level" in ('division', 'group', 'class', 'category'))
);
--> statement-breakpoint
CREATE TABLE "reference_organisations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reference_organisations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"source_identifier" text NOT NULL,
	"name" text NOT NULL,
	"alt_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"buyer_category_id" bigint NOT NULL,
	"current" boolean NOT NULL,
	"nation" text,
	"region" text,
	"gss_code" text,
	"website" text,
	"start_date" text,
	"end_date" text,
	CONSTRAINT "reference_organisations_source_check" CHECK ("reference_organisations"."source" in ('mysociety_local_authorities', 'openregister_government_organisations'))
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"level" smallint NOT NULL,
	"parent_id" text,
	"country_code" char(2) NOT NULL,
	"country_name" text,
	"geo_json" jsonb,
	CONSTRAINT "regions_level_check" CHECK ("regions"."level" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "buyer_category_assignments" (
	"organisation_id" bigint NOT NULL,
	"buyer_category_id" bigint NOT NULL,
	"source" text NOT NULL,
	"reference_organisation_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_category_assignments_organisation_id_buyer_category_id_pk" PRIMARY KEY("organisation_id","buyer_category_id"),
	CONSTRAINT "buyer_category_assignments_source_check" CHECK ("buyer_category_assignments"."source" in ('reference_match', 'admin', 'import'))
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organisations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"guid" uuid NOT NULL,
	"name" text NOT NULL,
	"normalised_name" text NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"resolver_key" text,
	"identifiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"primary_role" text NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"country_code" char(2),
	"country" text,
	"address" text,
	"town" text,
	"postal_code" text,
	"nuts_region_id" text,
	"url" text,
	"email" text,
	"phone" text,
	"contact_name" text,
	"oscar_id" text,
	"companies_house_id" text,
	"verified" boolean DEFAULT false NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"replaced_by_id" bigint,
	"is_sme" boolean,
	"scale" text,
	"logo_url" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notice_count" integer DEFAULT 0 NOT NULL,
	"synthetic" boolean DEFAULT false NOT NULL,
	"content_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisations_guid_unique" UNIQUE("guid"),
	CONSTRAINT "organisations_primary_role_check" CHECK ("organisations"."primary_role" in ('BUYER', 'SUPPLIER'))
);
--> statement-breakpoint
CREATE TABLE "notice_cpv_codes" (
	"notice_id" bigint NOT NULL,
	"cpv_code" char(8) NOT NULL,
	"division" char(2) NOT NULL,
	"source" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "notice_cpv_codes_notice_id_cpv_code_pk" PRIMARY KEY("notice_id","cpv_code")
);
--> statement-breakpoint
CREATE TABLE "notice_organisations" (
	"notice_id" bigint NOT NULL,
	"organisation_id" bigint NOT NULL,
	"role" text NOT NULL,
	"party_id" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "notice_organisations_notice_id_organisation_id_role_pk" PRIMARY KEY("notice_id","organisation_id","role"),
	CONSTRAINT "notice_organisations_role_check" CHECK ("notice_organisations"."role" in ('buyer', 'procuringEntity', 'supplier', 'tenderer'))
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"guid" uuid NOT NULL,
	"ocid" text NOT NULL,
	"record_family_id" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"stage" text NOT NULL,
	"stage_reason" text NOT NULL,
	"tender_status" text,
	"type" text,
	"value" numeric(20, 2),
	"value_source" text,
	"currency" char(3),
	"publish_date" timestamp with time zone,
	"close_date" timestamp with time zone,
	"tender_date" timestamp with time zone,
	"award_date" timestamp with time zone,
	"expiry_date" timestamp with time zone,
	"tenders_received" integer,
	"country" text,
	"language" text,
	"country_code" char(2),
	"url" text,
	"procurement_method" text,
	"procurement_method_details" text,
	"main_procurement_category" text,
	"is_suitable_for_sme" boolean,
	"is_suitable_for_vcse" boolean,
	"buyer_id" bigint,
	"buyer_contact_name" text,
	"buyer_contact_email" text,
	"buyer_contact_phone" text,
	"buyer_contact_url" text,
	"is_framework" boolean DEFAULT false NOT NULL,
	"is_call_off" boolean DEFAULT false NOT NULL,
	"related_processes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unknown_cpv_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"release_count" integer DEFAULT 0 NOT NULL,
	"release_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"last_release_date" timestamp with time zone,
	"source_file" text,
	"source_publisher" text,
	"source_license" text,
	"synthetic" boolean DEFAULT false NOT NULL,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B')) STORED NOT NULL,
	CONSTRAINT "notices_guid_unique" UNIQUE("guid"),
	CONSTRAINT "notices_ocid_unique" UNIQUE("ocid"),
	CONSTRAINT "notices_stage_check" CHECK ("notices"."stage" in ('STALE_PRE_TENDER', 'PRE_TENDER', 'OPEN', 'CLOSED', 'AWARDED'))
);
--> statement-breakpoint
CREATE TABLE "ocds_releases" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ocds_releases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ocid" text NOT NULL,
	"release_key" text NOT NULL,
	"date" text,
	"tag" text[] DEFAULT '{}'::text[] NOT NULL,
	"source_file" text NOT NULL,
	"source_index" integer NOT NULL,
	"source_line" integer,
	"package" jsonb NOT NULL,
	"data" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "procurement_stages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "procurement_stages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"notice_id" bigint NOT NULL,
	"stage" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "procurement_stages_stage_check" CHECK ("procurement_stages"."stage" in ('PRE_TENDER', 'TENDER', 'AWARD'))
);
--> statement-breakpoint
CREATE TABLE "record_families" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "record_families_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"guid" uuid NOT NULL,
	"ocid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "record_families_guid_unique" UNIQUE("guid"),
	CONSTRAINT "record_families_ocid_unique" UNIQUE("ocid")
);
--> statement-breakpoint
CREATE TABLE "award_suppliers" (
	"award_id" bigint NOT NULL,
	"organisation_id" bigint NOT NULL,
	"party_id" text,
	CONSTRAINT "award_suppliers_award_id_organisation_id_pk" PRIMARY KEY("award_id","organisation_id")
);
--> statement-breakpoint
CREATE TABLE "awards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "awards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"notice_id" bigint NOT NULL,
	"award_key" text NOT NULL,
	"title" text,
	"description" text,
	"status" text,
	"award_date" timestamp with time zone,
	"date_published" timestamp with time zone,
	"value" numeric(20, 2),
	"currency" char(3),
	"value_source" text,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"max_extent_date" timestamp with time zone,
	"related_lots" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"notice_id" bigint NOT NULL,
	"contract_key" text NOT NULL,
	"award_id" bigint,
	"title" text,
	"status" text,
	"value" numeric(20, 2),
	"currency" char(3),
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"max_extent_date" timestamp with time zone,
	"date_signed" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lots" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"notice_id" bigint NOT NULL,
	"lot_key" text NOT NULL,
	"title" text,
	"description" text,
	"status" text,
	"value" numeric(20, 2),
	"currency" char(3),
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"max_extent_date" timestamp with time zone,
	"cpv_codes" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "framework_call_offs" (
	"framework_id" bigint NOT NULL,
	"notice_id" bigint NOT NULL,
	"process_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "framework_call_offs_framework_id_notice_id_pk" PRIMARY KEY("framework_id","notice_id")
);
--> statement-breakpoint
CREATE TABLE "frameworks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "frameworks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"guid" uuid NOT NULL,
	"notice_id" bigint NOT NULL,
	"title" text NOT NULL,
	"procedure_type" text,
	"award_type" text,
	"maximum_participants" integer,
	"synthetic" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "frameworks_guid_unique" UNIQUE("guid"),
	CONSTRAINT "frameworks_notice_id_unique" UNIQUE("notice_id")
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" bigint NOT NULL,
	"title" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"job_title" text NOT NULL,
	"seniority" text DEFAULT 'Unspecified' NOT NULL,
	"job_functions" text[] DEFAULT '{}'::text[] NOT NULL,
	"synthetic" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_guid_unique" UNIQUE("guid"),
	CONSTRAINT "contacts_seniority_check" CHECK ("contacts"."seniority" in ('Chief Officer', 'Unspecified', 'Chairman', 'Top Level Director', 'Second Level / Head of Service', 'Clerk/Secretary', 'Vice/Deputy Chairman', 'Third Level/Head of Service/Manager', 'Deputy/Assistant Chief Officer')),
	CONSTRAINT "contacts_job_functions_check" CHECK ("contacts"."job_functions" <@ array['Admin & Support', 'Educator', 'Finance', 'Health Services', 'HR & Training', 'IT & Digital', 'Legal & Compliance', 'Marketing, Communications, & Sales', 'Operations', 'Procurement', 'Service Delivery', 'Uncategorised']::text[])
);
--> statement-breakpoint
CREATE TABLE "team_signal_settings" (
	"team_id" bigint PRIMARY KEY NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"exclude_keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"cpv_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"competitor_guids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"partner_guids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"use_supplier_name" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opportunities" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "opportunities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" bigint NOT NULL,
	"team_id" bigint,
	"name" text NOT NULL,
	"description" text,
	"value" numeric(20, 2),
	"currency" char(3) DEFAULT 'GBP' NOT NULL,
	"stage_id" bigint,
	"assigned_to_id" bigint,
	"created_by_id" bigint,
	"close_date" date,
	"existing_expiry_date" date,
	"submission_date" date,
	"clarification_deadline" date,
	"start_date" date,
	"route_to_market" text,
	"buyer_summary" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "opportunities_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
CREATE TABLE "opportunity_entities" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "opportunity_entities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"opportunity_id" bigint NOT NULL,
	"entity_type" text NOT NULL,
	"notice_id" bigint,
	"organisation_id" bigint,
	"contact_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opportunity_entities_type_check" CHECK ("opportunity_entities"."entity_type" in ('Notice', 'Organisation', 'Contact')),
	CONSTRAINT "opportunity_entities_target_check" CHECK (("opportunity_entities"."entity_type" = 'Notice' and "opportunity_entities"."notice_id" is not null and "opportunity_entities"."organisation_id" is null and "opportunity_entities"."contact_id" is null)
       or ("opportunity_entities"."entity_type" = 'Organisation' and "opportunity_entities"."organisation_id" is not null and "opportunity_entities"."notice_id" is null and "opportunity_entities"."contact_id" is null)
       or ("opportunity_entities"."entity_type" = 'Contact' and "opportunity_entities"."contact_id" is not null and "opportunity_entities"."notice_id" is null and "opportunity_entities"."organisation_id" is null))
);
--> statement-breakpoint
CREATE TABLE "opportunity_stages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "opportunity_stages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"workflow_id" bigint NOT NULL,
	"name" text NOT NULL,
	"color" text,
	"icon_name" text,
	"icon_color" text,
	"qualification" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opportunity_transitions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "opportunity_transitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"workflow_id" bigint NOT NULL,
	"stage_id" bigint NOT NULL,
	"group" text NOT NULL,
	"order" integer NOT NULL,
	CONSTRAINT "opportunity_transitions_group_check" CHECK ("opportunity_transitions"."group" in ('TenderQualification', 'Bidding'))
);
--> statement-breakpoint
CREATE TABLE "opportunity_workflows" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "opportunity_workflows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'opportunity' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opportunity_workflows_kind_check" CHECK ("opportunity_workflows"."kind" in ('opportunity', 'bid_response'))
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"procurement_stage_id" bigint,
	"opportunity_id" bigint,
	"author_id" bigint,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "comments_target_check" CHECK (num_nonnulls("comments"."procurement_stage_id", "comments"."opportunity_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "notice_seen_by" (
	"notice_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_seen_by_notice_id_user_id_pk" PRIMARY KEY("notice_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "procurement_stage_assignees" (
	"team_id" bigint NOT NULL,
	"procurement_stage_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"assigned_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "procurement_stage_assignees_team_id_procurement_stage_id_pk" PRIMARY KEY("team_id","procurement_stage_id")
);
--> statement-breakpoint
CREATE TABLE "procurement_stage_qualifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "procurement_stage_qualifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" bigint NOT NULL,
	"procurement_stage_id" bigint NOT NULL,
	"qualification" text NOT NULL,
	"qualified_by_id" bigint,
	"context_source" text,
	"score" text,
	"signal_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "procurement_stage_qualifications_qualification_check" CHECK ("procurement_stage_qualifications"."qualification" in ('unqualified', 'not_relevant', 'in_review', 'bid_prep', 'bid_submitted', 'no_bid', 'won', 'lost', 'pre_engage_to_do', 'pre_engage_done', 'pre_engage_not_relevant'))
);
--> statement-breakpoint
CREATE TABLE "buyer_list_entries" (
	"buyer_list_id" bigint NOT NULL,
	"organisation_id" bigint NOT NULL,
	"added_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_list_entries_buyer_list_id_organisation_id_pk" PRIMARY KEY("buyer_list_id","organisation_id")
);
--> statement-breakpoint
CREATE TABLE "buyer_list_permissions" (
	"buyer_list_id" bigint NOT NULL,
	"accessor_type" text NOT NULL,
	"accessor_id" bigint NOT NULL,
	"role_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_list_permissions_buyer_list_id_accessor_type_accessor_id_pk" PRIMARY KEY("buyer_list_id","accessor_type","accessor_id"),
	CONSTRAINT "buyer_list_permissions_accessor_type_check" CHECK ("buyer_list_permissions"."accessor_type" in ('USER', 'TEAM')),
	CONSTRAINT "buyer_list_permissions_role_check" CHECK ("buyer_list_permissions"."role_name" in ('OWNER', 'EDITOR', 'VIEWER'))
);
--> statement-breakpoint
CREATE TABLE "buyer_lists" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "buyer_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" bigint NOT NULL,
	"team_id" bigint NOT NULL,
	"owner_id" bigint,
	"name" text NOT NULL,
	"sharing_type" text DEFAULT 'PRIVATE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_lists_guid_unique" UNIQUE("guid"),
	CONSTRAINT "buyer_lists_sharing_type_check" CHECK ("buyer_lists"."sharing_type" in ('PRIVATE', 'TEAM'))
);
--> statement-breakpoint
CREATE TABLE "record_list_entries" (
	"record_list_id" bigint NOT NULL,
	"notice_id" bigint NOT NULL,
	"added_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "record_list_entries_record_list_id_notice_id_pk" PRIMARY KEY("record_list_id","notice_id")
);
--> statement-breakpoint
CREATE TABLE "record_lists" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "record_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" bigint NOT NULL,
	"team_id" bigint NOT NULL,
	"user_id" bigint,
	"name" text NOT NULL,
	"sharing_type" text DEFAULT 'TEAM' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "record_lists_guid_unique" UNIQUE("guid"),
	CONSTRAINT "record_lists_sharing_type_check" CHECK ("record_lists"."sharing_type" in ('PRIVATE', 'TEAM'))
);
--> statement-breakpoint
CREATE TABLE "pinned_saved_views" (
	"user_id" bigint NOT NULL,
	"saved_view_id" bigint NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pinned_saved_views_user_id_saved_view_id_pk" PRIMARY KEY("user_id","saved_view_id")
);
--> statement-breakpoint
CREATE TABLE "saved_views" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" bigint,
	"team_id" bigint,
	"owner_id" bigint,
	"name" text NOT NULL,
	"description" text,
	"is_standard_view" boolean DEFAULT false NOT NULL,
	"data_type" text DEFAULT 'NOTICES' NOT NULL,
	"view" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_views_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
CREATE TABLE "share_links" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "share_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token" text NOT NULL,
	"title" text NOT NULL,
	"resource_type" text NOT NULL,
	"resource_id" text NOT NULL,
	"expires_at" timestamp with time zone,
	"company_id" bigint,
	"team_id" bigint,
	"created_by_id" bigint,
	"client_tracking_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_links_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "export_jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "export_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"request" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"total_rows" integer,
	"file_path" text,
	"file_name" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_by" text,
	"locked_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "export_jobs_guid_unique" UNIQUE("guid"),
	CONSTRAINT "export_jobs_status_check" CHECK ("export_jobs"."status" in ('queued', 'running', 'complete', 'failed')),
	CONSTRAINT "export_jobs_format_check" CHECK ("export_jobs"."format" in ('csv', 'xlsx')),
	CONSTRAINT "export_jobs_kind_check" CHECK ("export_jobs"."kind" in ('records', 'organisations', 'suppliers', 'contacts', 'buyer_list', 'frameworks'))
);
--> statement-breakpoint
CREATE TABLE "lead_subscription_contents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_subscription_contents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lead_subscription_id" bigint NOT NULL,
	"resource_type" text NOT NULL,
	"resource_id" text NOT NULL,
	"resource_name" text,
	"frequency" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_subscription_contents_type_check" CHECK ("lead_subscription_contents"."resource_type" in ('SAVED_VIEW', 'RECORD_LIST', 'BUYER_LIST'))
);
--> statement-breakpoint
CREATE TABLE "lead_subscriptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"team_id" bigint,
	"name" text NOT NULL,
	"frequency" text DEFAULT 'DAILY' NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"destination_type" text DEFAULT 'EMAIL' NOT NULL,
	"destination_name" text,
	"webhook_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_subscriptions_guid_unique" UNIQUE("guid"),
	CONSTRAINT "lead_subscriptions_frequency_check" CHECK ("lead_subscriptions"."frequency" in ('DAILY', 'WEEKLY', 'MONTHLY', 'NEVER')),
	CONSTRAINT "lead_subscriptions_destination_check" CHECK ("lead_subscriptions"."destination_type" in ('EMAIL', 'WEBHOOK', 'SLACK', 'MSTEAMS'))
);
--> statement-breakpoint
CREATE TABLE "report_documents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"report_id" bigint NOT NULL,
	"ref" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"caption" text,
	"url" text,
	"file_path" text,
	"mime_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_sections" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"report_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"section_type" text NOT NULL,
	"title" text,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "report_sections_type_check" CHECK ("report_sections"."section_type" in ('RichText', 'Header', 'RecordList', 'LinkList', 'DocumentList', 'CpvChart', 'Suppliers', 'Contacts', 'Iframe', 'AiQuestion'))
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" bigint,
	"team_id" bigint,
	"title" text NOT NULL,
	"description" text,
	"admin_notes" text,
	"report_type" text DEFAULT 'CUSTOM_BRIEFING' NOT NULL,
	"label" text,
	"published_at" timestamp with time zone,
	"pdf_url" text,
	"cover_image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
CREATE TABLE "bid_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bid_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" bigint NOT NULL,
	"opportunity_id" bigint,
	"notice_id" bigint,
	"public_hash" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text,
	"created_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bid_reports_guid_unique" UNIQUE("guid"),
	CONSTRAINT "bid_reports_public_hash_unique" UNIQUE("public_hash"),
	CONSTRAINT "bid_reports_status_check" CHECK ("bid_reports"."status" in ('pending', 'generating', 'complete', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "credit_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"holder_type" text NOT NULL,
	"holder_id" bigint NOT NULL,
	"credit_type" text NOT NULL,
	"total_credits" integer NOT NULL,
	"remaining_credits" integer NOT NULL,
	"period_start" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_accounts_holder_type_check" CHECK ("credit_accounts"."holder_type" in ('COMPANY', 'USER')),
	CONSTRAINT "credit_accounts_credit_type_check" CHECK ("credit_accounts"."credit_type" in ('BID_REPORT', 'AI_QUESTION', 'ANALYST')),
	CONSTRAINT "credit_accounts_remaining_check" CHECK ("credit_accounts"."remaining_credits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"bid_report_id" bigint,
	"created_by_id" bigint,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cleaning_decision_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cleaning_decision_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"task_id" bigint,
	"organisation_id" bigint NOT NULL,
	"anchor_organisation_id" bigint,
	"reason" text NOT NULL,
	"relation_type" text,
	"decision" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cleaning_decision_logs_reason_check" CHECK ("cleaning_decision_logs"."reason" in ('NOT_RELATED', 'DUPLICATE', 'MULTIPLE_ENTITIES', 'UNSURE', 'UPDATE_ATTRIBUTES', 'TRANSFER_RESPONSIBILITIES', 'INACTIVE', 'CREATE_ALIAS'))
);
--> statement-breakpoint
CREATE TABLE "cleaning_tasks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cleaning_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organisation_id" bigint NOT NULL,
	"task_type" text NOT NULL,
	"status" text DEFAULT 'REQUIRES_CLEAN' NOT NULL,
	"decisions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"submitted_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cleaning_tasks_status_check" CHECK ("cleaning_tasks"."status" in ('REQUIRES_CLEAN', 'DONE', 'CANCELLED'))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "completed_onboarding" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "default_data_sources" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "is_private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "has_dismissed_disqualification_warning" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "buyer_categories" ADD CONSTRAINT "buyer_categories_parent_id_buyer_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."buyer_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cpv_codes" ADD CONSTRAINT "cpv_codes_parent_code_cpv_codes_code_fk" FOREIGN KEY ("parent_code") REFERENCES "public"."cpv_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_organisations" ADD CONSTRAINT "reference_organisations_buyer_category_id_buyer_categories_id_fk" FOREIGN KEY ("buyer_category_id") REFERENCES "public"."buyer_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_parent_id_regions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_category_assignments" ADD CONSTRAINT "buyer_category_assignments_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_category_assignments" ADD CONSTRAINT "buyer_category_assignments_buyer_category_id_buyer_categories_id_fk" FOREIGN KEY ("buyer_category_id") REFERENCES "public"."buyer_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_nuts_region_id_regions_id_fk" FOREIGN KEY ("nuts_region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_replaced_by_id_organisations_id_fk" FOREIGN KEY ("replaced_by_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_cpv_codes" ADD CONSTRAINT "notice_cpv_codes_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_cpv_codes" ADD CONSTRAINT "notice_cpv_codes_cpv_code_cpv_codes_code_fk" FOREIGN KEY ("cpv_code") REFERENCES "public"."cpv_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_organisations" ADD CONSTRAINT "notice_organisations_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_organisations" ADD CONSTRAINT "notice_organisations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_record_family_id_record_families_id_fk" FOREIGN KEY ("record_family_id") REFERENCES "public"."record_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_buyer_id_organisations_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurement_stages" ADD CONSTRAINT "procurement_stages_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_suppliers" ADD CONSTRAINT "award_suppliers_award_id_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."awards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_suppliers" ADD CONSTRAINT "award_suppliers_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_award_id_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."awards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "framework_call_offs" ADD CONSTRAINT "framework_call_offs_framework_id_frameworks_id_fk" FOREIGN KEY ("framework_id") REFERENCES "public"."frameworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "framework_call_offs" ADD CONSTRAINT "framework_call_offs_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frameworks" ADD CONSTRAINT "frameworks_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_signal_settings" ADD CONSTRAINT "team_signal_settings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_stage_id_opportunity_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."opportunity_stages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_assigned_to_id_users_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_entities" ADD CONSTRAINT "opportunity_entities_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_entities" ADD CONSTRAINT "opportunity_entities_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_entities" ADD CONSTRAINT "opportunity_entities_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_entities" ADD CONSTRAINT "opportunity_entities_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_stages" ADD CONSTRAINT "opportunity_stages_workflow_id_opportunity_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."opportunity_workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_transitions" ADD CONSTRAINT "opportunity_transitions_workflow_id_opportunity_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."opportunity_workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_transitions" ADD CONSTRAINT "opportunity_transitions_stage_id_opportunity_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."opportunity_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_workflows" ADD CONSTRAINT "opportunity_workflows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_procurement_stage_id_procurement_stages_id_fk" FOREIGN KEY ("procurement_stage_id") REFERENCES "public"."procurement_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_seen_by" ADD CONSTRAINT "notice_seen_by_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_seen_by" ADD CONSTRAINT "notice_seen_by_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurement_stage_assignees" ADD CONSTRAINT "procurement_stage_assignees_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurement_stage_assignees" ADD CONSTRAINT "procurement_stage_assignees_procurement_stage_id_procurement_stages_id_fk" FOREIGN KEY ("procurement_stage_id") REFERENCES "public"."procurement_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurement_stage_assignees" ADD CONSTRAINT "procurement_stage_assignees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurement_stage_assignees" ADD CONSTRAINT "procurement_stage_assignees_assigned_by_id_users_id_fk" FOREIGN KEY ("assigned_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurement_stage_qualifications" ADD CONSTRAINT "procurement_stage_qualifications_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurement_stage_qualifications" ADD CONSTRAINT "procurement_stage_qualifications_procurement_stage_id_procurement_stages_id_fk" FOREIGN KEY ("procurement_stage_id") REFERENCES "public"."procurement_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurement_stage_qualifications" ADD CONSTRAINT "procurement_stage_qualifications_qualified_by_id_users_id_fk" FOREIGN KEY ("qualified_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_list_entries" ADD CONSTRAINT "buyer_list_entries_buyer_list_id_buyer_lists_id_fk" FOREIGN KEY ("buyer_list_id") REFERENCES "public"."buyer_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_list_entries" ADD CONSTRAINT "buyer_list_entries_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_list_entries" ADD CONSTRAINT "buyer_list_entries_added_by_id_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_list_permissions" ADD CONSTRAINT "buyer_list_permissions_buyer_list_id_buyer_lists_id_fk" FOREIGN KEY ("buyer_list_id") REFERENCES "public"."buyer_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_lists" ADD CONSTRAINT "buyer_lists_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_lists" ADD CONSTRAINT "buyer_lists_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_lists" ADD CONSTRAINT "buyer_lists_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_list_entries" ADD CONSTRAINT "record_list_entries_record_list_id_record_lists_id_fk" FOREIGN KEY ("record_list_id") REFERENCES "public"."record_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_list_entries" ADD CONSTRAINT "record_list_entries_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_list_entries" ADD CONSTRAINT "record_list_entries_added_by_id_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_lists" ADD CONSTRAINT "record_lists_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_lists" ADD CONSTRAINT "record_lists_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_lists" ADD CONSTRAINT "record_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pinned_saved_views" ADD CONSTRAINT "pinned_saved_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pinned_saved_views" ADD CONSTRAINT "pinned_saved_views_saved_view_id_saved_views_id_fk" FOREIGN KEY ("saved_view_id") REFERENCES "public"."saved_views"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_subscription_contents" ADD CONSTRAINT "lead_subscription_contents_lead_subscription_id_lead_subscriptions_id_fk" FOREIGN KEY ("lead_subscription_id") REFERENCES "public"."lead_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_subscriptions" ADD CONSTRAINT "lead_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_subscriptions" ADD CONSTRAINT "lead_subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_subscriptions" ADD CONSTRAINT "lead_subscriptions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_documents" ADD CONSTRAINT "report_documents_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_sections" ADD CONSTRAINT "report_sections_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_reports" ADD CONSTRAINT "bid_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_reports" ADD CONSTRAINT "bid_reports_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_reports" ADD CONSTRAINT "bid_reports_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_reports" ADD CONSTRAINT "bid_reports_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_transactions" ADD CONSTRAINT "credit_transactions_account_id_credit_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."credit_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_transactions" ADD CONSTRAINT "credit_transactions_bid_report_id_bid_reports_id_fk" FOREIGN KEY ("bid_report_id") REFERENCES "public"."bid_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_transactions" ADD CONSTRAINT "credit_transactions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cleaning_decision_logs" ADD CONSTRAINT "cleaning_decision_logs_task_id_cleaning_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."cleaning_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cleaning_decision_logs" ADD CONSTRAINT "cleaning_decision_logs_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cleaning_decision_logs" ADD CONSTRAINT "cleaning_decision_logs_anchor_organisation_id_organisations_id_fk" FOREIGN KEY ("anchor_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cleaning_decision_logs" ADD CONSTRAINT "cleaning_decision_logs_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cleaning_tasks" ADD CONSTRAINT "cleaning_tasks_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cleaning_tasks" ADD CONSTRAINT "cleaning_tasks_submitted_by_id_users_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buyer_categories_parent_idx" ON "buyer_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "cpv_codes_parent_idx" ON "cpv_codes" USING btree ("parent_code");--> statement-breakpoint
CREATE INDEX "cpv_codes_division_idx" ON "cpv_codes" USING btree ("division");--> statement-breakpoint
CREATE UNIQUE INDEX "reference_organisations_source_identifier_idx" ON "reference_organisations" USING btree ("source","source_identifier");--> statement-breakpoint
CREATE INDEX "reference_organisations_category_idx" ON "reference_organisations" USING btree ("buyer_category_id");--> statement-breakpoint
CREATE INDEX "regions_parent_idx" ON "regions" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "buyer_category_assignments_category_idx" ON "buyer_category_assignments" USING btree ("buyer_category_id","organisation_id");--> statement-breakpoint
CREATE INDEX "organisations_name_trgm_idx" ON "organisations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "organisations_normalised_name_idx" ON "organisations" USING btree ("normalised_name");--> statement-breakpoint
CREATE INDEX "organisations_role_notice_count_idx" ON "organisations" USING btree ("primary_role","notice_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "organisations_country_code_idx" ON "organisations" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "organisations_oscar_id_idx" ON "organisations" USING btree ("oscar_id");--> statement-breakpoint
CREATE INDEX "organisations_companies_house_id_idx" ON "organisations" USING btree ("companies_house_id");--> statement-breakpoint
CREATE INDEX "organisations_nuts_region_idx" ON "organisations" USING btree ("nuts_region_id");--> statement-breakpoint
CREATE INDEX "organisations_replaced_by_idx" ON "organisations" USING btree ("replaced_by_id");--> statement-breakpoint
CREATE INDEX "notice_cpv_codes_code_idx" ON "notice_cpv_codes" USING btree ("cpv_code","notice_id");--> statement-breakpoint
CREATE INDEX "notice_cpv_codes_division_idx" ON "notice_cpv_codes" USING btree ("division","notice_id");--> statement-breakpoint
CREATE INDEX "notice_organisations_organisation_idx" ON "notice_organisations" USING btree ("organisation_id","role","notice_id");--> statement-breakpoint
CREATE INDEX "notices_search_idx" ON "notices" USING gin ("search");--> statement-breakpoint
CREATE INDEX "notices_record_family_idx" ON "notices" USING btree ("record_family_id");--> statement-breakpoint
CREATE INDEX "notices_stage_publish_idx" ON "notices" USING btree ("stage","publish_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notices_publish_date_idx" ON "notices" USING btree ("publish_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notices_close_date_idx" ON "notices" USING btree ("close_date");--> statement-breakpoint
CREATE INDEX "notices_award_date_idx" ON "notices" USING btree ("award_date");--> statement-breakpoint
CREATE INDEX "notices_expiry_date_idx" ON "notices" USING btree ("expiry_date");--> statement-breakpoint
CREATE INDEX "notices_created_at_idx" ON "notices" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notices_value_idx" ON "notices" USING btree ("value");--> statement-breakpoint
CREATE INDEX "notices_country_code_idx" ON "notices" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "notices_buyer_idx" ON "notices" USING btree ("buyer_id","publish_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notices_framework_idx" ON "notices" USING btree ("id") WHERE is_framework;--> statement-breakpoint
CREATE UNIQUE INDEX "ocds_releases_ocid_key_idx" ON "ocds_releases" USING btree ("ocid","release_key");--> statement-breakpoint
CREATE UNIQUE INDEX "procurement_stages_notice_stage_idx" ON "procurement_stages" USING btree ("notice_id","stage");--> statement-breakpoint
CREATE INDEX "award_suppliers_organisation_idx" ON "award_suppliers" USING btree ("organisation_id","award_id");--> statement-breakpoint
CREATE UNIQUE INDEX "awards_notice_key_idx" ON "awards" USING btree ("notice_id","award_key");--> statement-breakpoint
CREATE INDEX "awards_award_date_idx" ON "awards" USING btree ("award_date");--> statement-breakpoint
CREATE INDEX "awards_end_date_idx" ON "awards" USING btree ("end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_notice_key_idx" ON "contracts" USING btree ("notice_id","contract_key");--> statement-breakpoint
CREATE INDEX "contracts_award_idx" ON "contracts" USING btree ("award_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lots_notice_key_idx" ON "lots" USING btree ("notice_id","lot_key");--> statement-breakpoint
CREATE INDEX "framework_call_offs_notice_idx" ON "framework_call_offs" USING btree ("notice_id");--> statement-breakpoint
CREATE INDEX "frameworks_title_idx" ON "frameworks" USING btree ("title");--> statement-breakpoint
CREATE INDEX "contacts_organisation_idx" ON "contacts" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "contacts_seniority_idx" ON "contacts" USING btree ("seniority");--> statement-breakpoint
CREATE INDEX "contacts_job_functions_idx" ON "contacts" USING gin ("job_functions");--> statement-breakpoint
CREATE INDEX "contacts_job_title_trgm_idx" ON "contacts" USING gin ("job_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "opportunities_company_updated_idx" ON "opportunities" USING btree ("company_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "opportunities_stage_idx" ON "opportunities" USING btree ("stage_id");--> statement-breakpoint
CREATE INDEX "opportunities_assigned_to_idx" ON "opportunities" USING btree ("assigned_to_id");--> statement-breakpoint
CREATE UNIQUE INDEX "opportunity_entities_notice_idx" ON "opportunity_entities" USING btree ("opportunity_id","notice_id") WHERE notice_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "opportunity_entities_organisation_idx" ON "opportunity_entities" USING btree ("opportunity_id","organisation_id") WHERE organisation_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "opportunity_entities_contact_idx" ON "opportunity_entities" USING btree ("opportunity_id","contact_id") WHERE contact_id is not null;--> statement-breakpoint
CREATE INDEX "opportunity_entities_by_notice_idx" ON "opportunity_entities" USING btree ("notice_id");--> statement-breakpoint
CREATE INDEX "opportunity_entities_by_organisation_idx" ON "opportunity_entities" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "opportunity_entities_by_contact_idx" ON "opportunity_entities" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "opportunity_stages_workflow_idx" ON "opportunity_stages" USING btree ("workflow_id");--> statement-breakpoint
CREATE UNIQUE INDEX "opportunity_transitions_workflow_order_idx" ON "opportunity_transitions" USING btree ("workflow_id","group","order");--> statement-breakpoint
CREATE UNIQUE INDEX "opportunity_workflows_default_idx" ON "opportunity_workflows" USING btree ("company_id","kind") WHERE is_default;--> statement-breakpoint
CREATE INDEX "comments_stage_idx" ON "comments" USING btree ("company_id","procurement_stage_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_opportunity_idx" ON "comments" USING btree ("opportunity_id","created_at");--> statement-breakpoint
CREATE INDEX "notice_seen_by_user_idx" ON "notice_seen_by" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "procurement_stage_assignees_user_idx" ON "procurement_stage_assignees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "procurement_stage_assignees_stage_idx" ON "procurement_stage_assignees" USING btree ("procurement_stage_id");--> statement-breakpoint
CREATE UNIQUE INDEX "procurement_stage_qualifications_team_stage_idx" ON "procurement_stage_qualifications" USING btree ("team_id","procurement_stage_id");--> statement-breakpoint
CREATE INDEX "procurement_stage_qualifications_stage_idx" ON "procurement_stage_qualifications" USING btree ("procurement_stage_id");--> statement-breakpoint
CREATE INDEX "procurement_stage_qualifications_team_qualification_idx" ON "procurement_stage_qualifications" USING btree ("team_id","qualification");--> statement-breakpoint
CREATE INDEX "buyer_list_entries_organisation_idx" ON "buyer_list_entries" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "buyer_list_permissions_accessor_idx" ON "buyer_list_permissions" USING btree ("accessor_type","accessor_id");--> statement-breakpoint
CREATE INDEX "buyer_lists_team_idx" ON "buyer_lists" USING btree ("team_id","sharing_type");--> statement-breakpoint
CREATE INDEX "buyer_lists_owner_idx" ON "buyer_lists" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "buyer_lists_lower_name_idx" ON "buyer_lists" USING btree ("team_id",lower("name"));--> statement-breakpoint
CREATE INDEX "record_list_entries_notice_idx" ON "record_list_entries" USING btree ("notice_id");--> statement-breakpoint
CREATE INDEX "record_lists_team_idx" ON "record_lists" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "record_lists_user_idx" ON "record_lists" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pinned_saved_views_view_idx" ON "pinned_saved_views" USING btree ("saved_view_id");--> statement-breakpoint
CREATE INDEX "saved_views_team_idx" ON "saved_views" USING btree ("team_id","rank");--> statement-breakpoint
CREATE INDEX "saved_views_owner_idx" ON "saved_views" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "share_links_resource_idx" ON "share_links" USING btree ("resource_type","resource_id");--> statement-breakpoint
CREATE INDEX "export_jobs_status_created_idx" ON "export_jobs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "export_jobs_user_idx" ON "export_jobs" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lead_subscription_contents_subscription_idx" ON "lead_subscription_contents" USING btree ("lead_subscription_id");--> statement-breakpoint
CREATE INDEX "lead_subscriptions_user_idx" ON "lead_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_documents_report_ref_idx" ON "report_documents" USING btree ("report_id","ref");--> statement-breakpoint
CREATE UNIQUE INDEX "report_sections_report_position_idx" ON "report_sections" USING btree ("report_id","position");--> statement-breakpoint
CREATE INDEX "reports_company_idx" ON "reports" USING btree ("company_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bid_reports_company_idx" ON "bid_reports" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bid_reports_opportunity_idx" ON "bid_reports" USING btree ("opportunity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_accounts_holder_idx" ON "credit_accounts" USING btree ("holder_type","holder_id","credit_type");--> statement-breakpoint
CREATE INDEX "credit_transactions_account_idx" ON "credit_transactions" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "cleaning_decision_logs_organisation_idx" ON "cleaning_decision_logs" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "cleaning_decision_logs_task_idx" ON "cleaning_decision_logs" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "cleaning_tasks_organisation_idx" ON "cleaning_tasks" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "cleaning_tasks_status_idx" ON "cleaning_tasks" USING btree ("status","created_at");