ALTER TABLE "users" ADD COLUMN "last_active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "dormancy_notice_at" timestamp with time zone;--> statement-breakpoint
-- Members who exist today were last active when a session of theirs was last used, or else when they joined: the
-- dormancy clock starts from what is known, not from the day of this migration.
UPDATE "users" SET "last_active_at" = coalesce(
	(SELECT max("last_used_at") FROM "auth_tokens" WHERE "auth_tokens"."user_id" = "users"."id"),
	"users"."created_at"
);--> statement-breakpoint
CREATE INDEX "users_last_active_idx" ON "users" USING btree ("last_active_at") WHERE not "users"."is_admin";
