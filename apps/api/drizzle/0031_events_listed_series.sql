DROP INDEX "events_listed_start_idx";--> statement-breakpoint
DROP INDEX "events_listed_city_start_idx";--> statement-breakpoint
DROP INDEX "events_listed_category_start_idx";--> statement-breakpoint
CREATE INDEX "events_listed_start_idx" ON "events" USING btree ("start_date","end_date","id","series_id") WHERE status = 'approved' and is_public;--> statement-breakpoint
CREATE INDEX "events_listed_city_start_idx" ON "events" USING btree ("city","start_date","end_date","series_id") WHERE status = 'approved' and is_public;--> statement-breakpoint
CREATE INDEX "events_listed_category_start_idx" ON "events" USING btree ("category_id","start_date","end_date","series_id") WHERE status = 'approved' and is_public;