ALTER TABLE "lead_subscriptions" DROP CONSTRAINT "lead_subscriptions_frequency_check";--> statement-breakpoint
ALTER TABLE "lead_subscriptions" ADD CONSTRAINT "lead_subscriptions_frequency_check" CHECK ("lead_subscriptions"."frequency" in ('IMMEDIATE', 'DAILY', 'WEEKLY', 'MONTHLY', 'NEVER'));--> statement-breakpoint
ALTER TABLE "lead_subscriptions" ADD COLUMN "webhook_secret" text;--> statement-breakpoint
ALTER TABLE "lead_subscriptions" ADD COLUMN "unsubscribe_token" text DEFAULT (replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')) NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_subscriptions" ADD COLUMN "delivered_until" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_subscriptions" ADD COLUMN "next_run_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_subscriptions" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "lead_subscriptions" ADD COLUMN "last_error_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_subscriptions" ADD CONSTRAINT "lead_subscriptions_unsubscribe_token_unique" UNIQUE("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "lead_subscriptions_due_idx" ON "lead_subscriptions" USING btree ("next_run_at") WHERE "lead_subscriptions"."disabled" = false;--> statement-breakpoint
CREATE TABLE "lead_subscription_deliveries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_subscription_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lead_subscription_id" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text DEFAULT 'digest' NOT NULL,
	"destination_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_by" text,
	"claimed_until" timestamp with time zone,
	"notice_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"payload" jsonb NOT NULL,
	"outbox_id" bigint,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "lead_subscription_deliveries_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "lead_subscription_deliveries_status_check" CHECK ("lead_subscription_deliveries"."status" in ('pending', 'sending', 'sent', 'failed')),
	CONSTRAINT "lead_subscription_deliveries_kind_check" CHECK ("lead_subscription_deliveries"."kind" in ('digest', 'test'))
);
--> statement-breakpoint
CREATE TABLE "lead_subscription_delivered_notices" (
	"lead_subscription_id" bigint NOT NULL,
	"notice_id" bigint NOT NULL,
	"delivery_id" bigint NOT NULL,
	CONSTRAINT "lead_subscription_delivered_notices_pk" PRIMARY KEY("lead_subscription_id","notice_id")
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"notifications_enabled" boolean DEFAULT true NOT NULL,
	"send_app_activity_notifications" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbound_webhook_calls" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbound_webhook_calls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"purpose" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"host" text NOT NULL,
	"status_code" integer,
	"error" text,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_subscription_deliveries" ADD CONSTRAINT "lead_subscription_deliveries_lead_subscription_id_lead_subscriptions_id_fk" FOREIGN KEY ("lead_subscription_id") REFERENCES "public"."lead_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_subscription_deliveries" ADD CONSTRAINT "lead_subscription_deliveries_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_subscription_delivered_notices" ADD CONSTRAINT "lead_subscription_delivered_notices_lead_subscription_id_lead_subscriptions_id_fk" FOREIGN KEY ("lead_subscription_id") REFERENCES "public"."lead_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_subscription_delivered_notices" ADD CONSTRAINT "lead_subscription_delivered_notices_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_subscription_delivered_notices" ADD CONSTRAINT "lead_subscription_delivered_notices_delivery_id_lead_subscription_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."lead_subscription_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_subscription_deliveries_due_idx" ON "lead_subscription_deliveries" USING btree ("next_attempt_at") WHERE "lead_subscription_deliveries"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "lead_subscription_deliveries_subscription_idx" ON "lead_subscription_deliveries" USING btree ("lead_subscription_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_subscription_delivered_notices_delivery_idx" ON "lead_subscription_delivered_notices" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "outbound_webhook_calls_created_idx" ON "outbound_webhook_calls" USING btree ("created_at");
