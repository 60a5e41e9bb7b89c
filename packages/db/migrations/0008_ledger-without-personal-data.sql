-- The webhook ledger keeps ids, type and times, not the body (issue 36: the customer's name,
-- e-mail and address stay in `subscriptions` only). The ids and the event time are read out
-- of the stored bodies, and the bodies are blanked before the column goes: DROP COLUMN alone
-- leaves the old values in the table's pages until they are rewritten.
ALTER TABLE "billing_webhook_events" ADD COLUMN "subscription_id" text;--> statement-breakpoint
ALTER TABLE "billing_webhook_events" ADD COLUMN "occurred_at" timestamp with time zone;--> statement-breakpoint
UPDATE "billing_webhook_events" SET
  "subscription_id" = "payload"->'data'->>'subscription_id',
  "occurred_at" = CASE
    WHEN "payload"->>'timestamp' ~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})$'
    THEN ("payload"->>'timestamp')::timestamptz
  END,
  "payload" = '{}'::jsonb;--> statement-breakpoint
CREATE INDEX "billing_webhook_events_received_idx" ON "billing_webhook_events" USING btree ("received_at");--> statement-breakpoint
ALTER TABLE "billing_webhook_events" DROP COLUMN "payload";
