CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"name" varchar(100) NOT NULL,
	"email" varchar(255) NOT NULL,
	"subject" varchar(60) NOT NULL,
	"message" text NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	CONSTRAINT "contact_messages_status_check" CHECK ("contact_messages"."status" in ('open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "item_views" (
	"item_type" varchar(10) NOT NULL,
	"item_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "item_views_item_type_item_id_day_pk" PRIMARY KEY("item_type","item_id","day"),
	CONSTRAINT "item_views_item_type_check" CHECK ("item_views"."item_type" in ('event', 'business', 'job')),
	CONSTRAINT "item_views_views_non_negative" CHECK ("item_views"."views" >= 0)
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_status_created_idx" ON "contact_messages" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activities_user_unread_idx" ON "activities" USING btree ("user_id") WHERE "activities"."read_at" is null;--> statement-breakpoint
-- History written before the notifications menu existed is not news: only what happens from now on counts as unread.
UPDATE "activities" SET "read_at" = "created_at";