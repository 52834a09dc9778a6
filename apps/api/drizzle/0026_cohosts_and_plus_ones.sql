CREATE TABLE "event_cohosts" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_cohosts_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "event_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"actor_id" integer,
	"action" varchar(40) NOT NULL,
	"subject_kind" varchar(10),
	"subject_user_id" integer,
	"subject_name" varchar(100),
	"note" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "max_plus_ones" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_rsvp_codes" ADD COLUMN "plus_ones" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD COLUMN "plus_ones" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_cohosts" ADD CONSTRAINT "event_cohosts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_cohosts" ADD CONSTRAINT "event_cohosts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_cohosts" ADD CONSTRAINT "event_cohosts_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_log" ADD CONSTRAINT "event_log_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_log" ADD CONSTRAINT "event_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_log" ADD CONSTRAINT "event_log_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_cohosts_user_idx" ON "event_cohosts" USING btree ("user_id","event_id");--> statement-breakpoint
CREATE INDEX "event_log_event_idx" ON "event_log" USING btree ("event_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "event_log_actor_idx" ON "event_log" USING btree ("actor_id") WHERE "event_log"."actor_id" is not null;--> statement-breakpoint
CREATE INDEX "event_log_subject_idx" ON "event_log" USING btree ("subject_user_id") WHERE "event_log"."subject_user_id" is not null;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_max_plus_ones_non_negative" CHECK ("events"."max_plus_ones" >= 0);--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_plus_ones_non_negative" CHECK ("event_attendees"."plus_ones" >= 0);