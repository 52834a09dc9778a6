CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops) WHERE "users"."show_in_search";--> statement-breakpoint
CREATE INDEX "users_business_name_trgm_idx" ON "users" USING gin ("business_name" gin_trgm_ops) WHERE "users"."show_in_search";--> statement-breakpoint
CREATE INDEX "events_title_trgm_idx" ON "events" USING gin ("title" gin_trgm_ops) WHERE status = 'approved' and is_public;--> statement-breakpoint
CREATE INDEX "businesses_name_trgm_idx" ON "businesses" USING gin ("name" gin_trgm_ops) WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "jobs_title_trgm_idx" ON "jobs" USING gin ("title" gin_trgm_ops) WHERE status = 'published';