DROP INDEX "users_phone_unique";--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Codes already sent belong to the one account that held their number (it was unique until now).
UPDATE "phone_verifications" SET "user_id" = "users"."id" FROM "users" WHERE "users"."phone" = "phone_verifications"."phone";--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "phone_verifications_user_idx" ON "phone_verifications" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_unique" ON "users" USING btree ("phone") WHERE "users"."phone" is not null and "users"."phone_verified_at" is not null;