-- The 'Ghanaian-owned' mark: an owner asks for it, an admin confirms it (decision 032).
ALTER TABLE "businesses" ADD COLUMN "ghanaian_owned" varchar(10) DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "ghanaian_owned_requested_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "businesses_ghanaian_owned_requests_idx" ON "businesses" USING btree ("ghanaian_owned_requested_at") WHERE ghanaian_owned = 'requested';