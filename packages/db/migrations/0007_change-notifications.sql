-- Every process caches sessions and subscriptions (apps/server/src/lib/change-feed.ts) and
-- forgets an entry when PostgreSQL tells it the row changed. The triggers notify on channel
-- `tipsy_changes` (CHANGES_CHANNEL in create-db.ts) after the writing transaction commits,
-- whichever code or person wrote the row.
CREATE FUNCTION "tipsy_notify_session_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tipsy_changes', 'session:' || OLD.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "refresh_token_families_changed" AFTER UPDATE OR DELETE ON "refresh_token_families"
  FOR EACH ROW EXECUTE FUNCTION "tipsy_notify_session_changed"();
--> statement-breakpoint
CREATE FUNCTION "tipsy_notify_subscription_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tipsy_changes', 'subscription:' || COALESCE(NEW.user_id, OLD.user_id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "subscriptions_changed" AFTER INSERT OR UPDATE OR DELETE ON "subscriptions"
  FOR EACH ROW EXECUTE FUNCTION "tipsy_notify_subscription_changed"();
