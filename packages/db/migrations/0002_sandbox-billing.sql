CREATE TABLE "sandbox_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"redirect_url" text NOT NULL,
	"email" text,
	"email_locked" boolean DEFAULT false NOT NULL,
	"metadata" jsonb NOT NULL,
	"subscription_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_clock" (
	"id" integer PRIMARY KEY NOT NULL,
	"offset_ms" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_subscriptions" (
	"subscription_id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"status" text NOT NULL,
	"customer_id" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"billing" jsonb NOT NULL,
	"metadata" jsonb NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"card_number" text NOT NULL,
	"cancel_at_next_billing_date" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"previous_billing_date" timestamp with time zone NOT NULL,
	"next_billing_date" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"failed_renewal_attempts" integer DEFAULT 0 NOT NULL,
	"next_retry_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_webhook_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_webhook_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"webhook_id" text NOT NULL,
	"event_type" text NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"abandoned_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_subscriptions_billing_idx" ON "sandbox_subscriptions" USING btree ("status","next_billing_date");--> statement-breakpoint
CREATE INDEX "sandbox_subscriptions_customer_email_idx" ON "sandbox_subscriptions" USING btree ("customer_email");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_webhook_outbox_webhook_id_idx" ON "sandbox_webhook_outbox" USING btree ("webhook_id");--> statement-breakpoint
CREATE INDEX "sandbox_webhook_outbox_due_idx" ON "sandbox_webhook_outbox" USING btree ("next_attempt_at") WHERE "sandbox_webhook_outbox"."delivered_at" is null and "sandbox_webhook_outbox"."abandoned_at" is null;