CREATE TABLE "deleted_event_attendees" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "deleted_event_attendees_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "deleted_events" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"organiser_id" integer NOT NULL,
	"association_id" integer,
	"title" varchar(150) NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"city" varchar(100),
	"sequence" integer NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "reconfirm_hours" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD COLUMN "reconfirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deleted_event_attendees" ADD CONSTRAINT "deleted_event_attendees_event_id_deleted_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."deleted_events"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deleted_event_attendees" ADD CONSTRAINT "deleted_event_attendees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deleted_events" ADD CONSTRAINT "deleted_events_organiser_id_users_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deleted_event_attendees_user_idx" ON "deleted_event_attendees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "deleted_events_end_idx" ON "deleted_events" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "events_reminder_due_idx" ON "events" USING btree ("start_date") WHERE reminded_at is null and cancelled_at is null and status = 'approved';--> statement-breakpoint
CREATE INDEX "events_release_due_idx" ON "events" USING btree ("start_date") WHERE released_at is null and reconfirm_hours is not null and cancelled_at is null;