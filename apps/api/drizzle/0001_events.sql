CREATE TABLE "event_attendees" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"title" varchar(150) NOT NULL,
	"description" text NOT NULL,
	"event_type" varchar(20) DEFAULT 'physical' NOT NULL,
	"virtual_url" varchar(2048),
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"venue_name" varchar(150),
	"venue_address" varchar(300),
	"city" varchar(100),
	"latitude" double precision,
	"longitude" double precision,
	"price" numeric(12, 2),
	"max_attendees" integer,
	"attendees_count" integer DEFAULT 0 NOT NULL,
	"waitlist_count" integer DEFAULT 0 NOT NULL,
	"image_key" varchar(120),
	"additional_info" text,
	"is_public" boolean DEFAULT true NOT NULL,
	"requires_approval" boolean DEFAULT false NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"rejection_reason" varchar(500),
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_capacity" CHECK ("events"."max_attendees" is null or "events"."attendees_count" <= "events"."max_attendees"),
	CONSTRAINT "events_counts_non_negative" CHECK ("events"."attendees_count" >= 0 and "events"."waitlist_count" >= 0),
	CONSTRAINT "events_end_after_start" CHECK ("events"."end_date" > "events"."start_date")
);
--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_attendees_event_user_unique" ON "event_attendees" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "event_attendees_event_status_idx" ON "event_attendees" USING btree ("event_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "event_attendees_user_idx" ON "event_attendees" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "events_listed_start_idx" ON "events" USING btree ("start_date","end_date","id") WHERE status = 'approved' and is_public;--> statement-breakpoint
CREATE INDEX "events_listed_city_start_idx" ON "events" USING btree ("city","start_date","end_date") WHERE status = 'approved' and is_public;--> statement-breakpoint
CREATE INDEX "events_listed_category_start_idx" ON "events" USING btree ("category_id","start_date","end_date") WHERE status = 'approved' and is_public;--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "events_user_start_idx" ON "events" USING btree ("user_id","start_date");--> statement-breakpoint
CREATE INDEX "events_pending_idx" ON "events" USING btree ("created_at") WHERE status = 'pending';