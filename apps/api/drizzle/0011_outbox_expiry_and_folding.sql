ALTER TABLE "outbox_messages" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "fold_key" varchar(100);--> statement-breakpoint
CREATE INDEX "outbox_messages_fold_key_idx" ON "outbox_messages" USING btree ("fold_key","id") WHERE fold_key is not null;