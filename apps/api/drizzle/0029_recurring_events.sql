CREATE TABLE "event_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"repeat" varchar(20) NOT NULL,
	"held_in" varchar(20) NOT NULL,
	"first_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"until" varchar(10),
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_series_count" CHECK ("event_series"."count" between 1 and 52)
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "series_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_series" ADD CONSTRAINT "event_series_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_series_id_event_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."event_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_series_start_idx" ON "events" USING btree ("series_id","start_date") WHERE series_id is not null;