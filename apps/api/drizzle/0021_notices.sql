CREATE TABLE "notice_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"sms_cap_per_day" integer DEFAULT 200 NOT NULL,
	"last_digest_at" timestamp with time zone,
	CONSTRAINT "notice_settings_one_row" CHECK ("notice_settings"."id" = 1),
	CONSTRAINT "notice_settings_cap_non_negative" CHECK ("notice_settings"."sms_cap_per_day" >= 0)
);
--> statement-breakpoint
CREATE TABLE "notice_source_followers" (
	"source_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_source_followers_source_id_user_id_pk" PRIMARY KEY("source_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notice_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_sources_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "notice_texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"notice_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"association_id" integer,
	"source_id" integer,
	"kind" varchar(20) NOT NULL,
	"title" varchar(150) NOT NULL,
	"body" text NOT NULL,
	"is_urgent" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" varchar(20) DEFAULT 'published' NOT NULL,
	"hidden_from_status" varchar(20),
	"hidden_reason" varchar(20),
	"mailed_at" timestamp with time zone,
	"texted_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notices_one_author" CHECK (("notices"."association_id" is null) <> ("notices"."source_id" is null)),
	CONSTRAINT "notices_texted_count_non_negative" CHECK ("notices"."texted_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "item_views" DROP CONSTRAINT "item_views_item_type_check";--> statement-breakpoint
ALTER TABLE "notice_source_followers" ADD CONSTRAINT "notice_source_followers_source_id_notice_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."notice_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_source_followers" ADD CONSTRAINT "notice_source_followers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_sources" ADD CONSTRAINT "notice_sources_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_texts" ADD CONSTRAINT "notice_texts_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_texts" ADD CONSTRAINT "notice_texts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_source_id_notice_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."notice_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_source_followers_user_idx" ON "notice_source_followers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notice_texts_user_idx" ON "notice_texts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notice_texts_created_idx" ON "notice_texts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notices_board_idx" ON "notices" USING btree ("expires_at","created_at") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "notices_association_idx" ON "notices" USING btree ("association_id","created_at");--> statement-breakpoint
CREATE INDEX "notices_source_idx" ON "notices" USING btree ("source_id","created_at");--> statement-breakpoint
CREATE INDEX "notices_user_idx" ON "notices" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notices_unmailed_idx" ON "notices" USING btree ("created_at") WHERE mailed_at is null;--> statement-breakpoint
ALTER TABLE "item_views" ADD CONSTRAINT "item_views_item_type_check" CHECK ("item_views"."item_type" in ('event', 'business', 'job', 'association', 'notice'));