CREATE TABLE "association_members" (
	"association_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(10) NOT NULL,
	"role" varchar(10) DEFAULT 'member' NOT NULL,
	"title" varchar(60),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "association_members_association_id_user_id_pk" PRIMARY KEY("association_id","user_id"),
	CONSTRAINT "association_members_leader_active" CHECK ("association_members"."role" = 'member' or "association_members"."status" = 'active')
);
--> statement-breakpoint
CREATE TABLE "associations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(150) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"description" text NOT NULL,
	"home_region" varchar(20) NOT NULL,
	"home_town" varchar(100),
	"province" varchar(60) NOT NULL,
	"city" varchar(100) NOT NULL,
	"membership" varchar(10) DEFAULT 'open' NOT NULL,
	"email" varchar(254),
	"phone" varchar(30),
	"website" varchar(2048),
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"rejection_reason" varchar(500),
	"hidden_from_status" varchar(20),
	"hidden_reason" varchar(20),
	"approved_at" timestamp with time zone,
	"is_verified" boolean DEFAULT false NOT NULL,
	"members_count" integer DEFAULT 0 NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B') || setweight(to_tsvector('simple', coalesce(home_town, '') || ' ' || coalesce(home_region, '') || ' ' || coalesce(city, '')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "associations_members_count_non_negative" CHECK ("associations"."members_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "item_views" DROP CONSTRAINT "item_views_item_type_check";--> statement-breakpoint
ALTER TABLE "item_views" ALTER COLUMN "item_type" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "association_id" integer;--> statement-breakpoint
ALTER TABLE "association_members" ADD CONSTRAINT "association_members_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "association_members" ADD CONSTRAINT "association_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "associations" ADD CONSTRAINT "associations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "association_members_list_idx" ON "association_members" USING btree ("association_id","status","role","created_at");--> statement-breakpoint
CREATE INDEX "association_members_user_idx" ON "association_members" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "associations_listed_name_idx" ON "associations" USING btree ("name","id") WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "associations_listed_kind_name_idx" ON "associations" USING btree ("kind","name","id") WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "associations_listed_region_name_idx" ON "associations" USING btree ("home_region","name","id") WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "associations_listed_province_name_idx" ON "associations" USING btree ("province","name","id") WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "associations_search_idx" ON "associations" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "associations_name_trgm_idx" ON "associations" USING gin ("name" gin_trgm_ops) WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "associations_user_idx" ON "associations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "associations_pending_idx" ON "associations" USING btree ("created_at") WHERE status = 'pending';--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_association_start_idx" ON "events" USING btree ("association_id","start_date") WHERE association_id is not null;--> statement-breakpoint
ALTER TABLE "item_views" ADD CONSTRAINT "item_views_item_type_check" CHECK ("item_views"."item_type" in ('event', 'business', 'job', 'association'));