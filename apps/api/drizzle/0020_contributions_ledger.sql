CREATE TABLE "event_contribution_ledgers" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"totals_visibility" varchar(10) DEFAULT 'both' NOT NULL,
	"pledged_cents" bigint DEFAULT 0 NOT NULL,
	"received_cents" bigint DEFAULT 0 NOT NULL,
	"pledges_count" integer DEFAULT 0 NOT NULL,
	"receipts_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_contribution_ledgers_totals_non_negative" CHECK ("event_contribution_ledgers"."pledged_cents" >= 0 and "event_contribution_ledgers"."received_cents" >= 0 and "event_contribution_ledgers"."pledges_count" >= 0 and "event_contribution_ledgers"."receipts_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "event_contribution_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"pledge_id" integer,
	"amount_cents" bigint NOT NULL,
	"received_on" date NOT NULL,
	"method" varchar(20) NOT NULL,
	"note" varchar(300),
	"from_name" varchar(100),
	"proof_key" varchar(200),
	"proof_type" varchar(40),
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_contribution_receipts_amount_positive" CHECK ("event_contribution_receipts"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "event_pledges" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"status" varchar(10) DEFAULT 'pledged' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_pledges_amount_positive" CHECK ("event_pledges"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "guest_rsvp_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"phone" varchar(20) NOT NULL,
	"name" varchar(100) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "event_attendees" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "life_event" varchar(20);--> statement-breakpoint
ALTER TABLE "event_attendees" ADD COLUMN "guest_name" varchar(100);--> statement-breakpoint
ALTER TABLE "event_attendees" ADD COLUMN "guest_phone" varchar(20);--> statement-breakpoint
ALTER TABLE "event_attendees" ADD COLUMN "guest_cancel_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "event_contribution_ledgers" ADD CONSTRAINT "event_contribution_ledgers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_contribution_receipts" ADD CONSTRAINT "event_contribution_receipts_event_id_event_contribution_ledgers_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event_contribution_ledgers"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_contribution_receipts" ADD CONSTRAINT "event_contribution_receipts_pledge_id_event_pledges_id_fk" FOREIGN KEY ("pledge_id") REFERENCES "public"."event_pledges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_contribution_receipts" ADD CONSTRAINT "event_contribution_receipts_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_pledges" ADD CONSTRAINT "event_pledges_event_id_event_contribution_ledgers_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event_contribution_ledgers"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_pledges" ADD CONSTRAINT "event_pledges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_rsvp_codes" ADD CONSTRAINT "guest_rsvp_codes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_contribution_receipts_event_idx" ON "event_contribution_receipts" USING btree ("event_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_contribution_receipts_pledge_idx" ON "event_contribution_receipts" USING btree ("pledge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_pledges_event_user_idx" ON "event_pledges" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "event_pledges_event_newest_idx" ON "event_pledges" USING btree ("event_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "event_pledges_user_idx" ON "event_pledges" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "guest_rsvp_codes_event_phone_idx" ON "guest_rsvp_codes" USING btree ("event_id","phone","created_at");--> statement-breakpoint
CREATE INDEX "guest_rsvp_codes_expires_idx" ON "guest_rsvp_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "event_attendees_event_guest_phone_unique" ON "event_attendees" USING btree ("event_id","guest_phone") WHERE "event_attendees"."guest_phone" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "event_attendees_guest_cancel_unique" ON "event_attendees" USING btree ("guest_cancel_hash") WHERE "event_attendees"."guest_cancel_hash" is not null;--> statement-breakpoint
CREATE INDEX "event_attendees_guest_phone_idx" ON "event_attendees" USING btree ("guest_phone") WHERE "event_attendees"."guest_phone" is not null;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_member_or_guest" CHECK (("event_attendees"."user_id" is not null and "event_attendees"."guest_name" is null and "event_attendees"."guest_phone" is null and "event_attendees"."guest_cancel_hash" is null) or "event_attendees"."user_id" is null);