CREATE TABLE "member_digests" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"covered_until" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "notices_unmailed_idx";--> statement-breakpoint
ALTER TABLE "event_attendees" ADD COLUMN "reconfirm_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_weekly_digest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "member_digests" ADD CONSTRAINT "member_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_digests_due_idx" ON "member_digests" USING btree ("due_at");--> statement-breakpoint
ALTER TABLE "notice_settings" DROP COLUMN "last_digest_at";--> statement-breakpoint
ALTER TABLE "notices" DROP COLUMN "mailed_at";