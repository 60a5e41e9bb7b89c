DROP INDEX "emoji_history_user_created_idx";--> statement-breakpoint
DROP INDEX "messages_user_created_idx";--> statement-breakpoint
CREATE INDEX "emoji_history_user_created_idx" ON "emoji_history" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "messages_user_created_idx" ON "messages" USING btree ("user_id","created_at","id");