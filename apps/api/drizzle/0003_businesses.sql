CREATE TABLE "businesses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" varchar(150) NOT NULL,
	"description" text NOT NULL,
	"email" varchar(254),
	"phone" varchar(30),
	"address" varchar(300) NOT NULL,
	"city" varchar(100) NOT NULL,
	"province" varchar(60) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"website" varchar(2048),
	"contact_person" varchar(100),
	"operating_hours" jsonb,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"rejection_reason" varchar(500),
	"approved_at" timestamp with time zone,
	"is_verified" boolean DEFAULT false NOT NULL,
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"rating_total" integer DEFAULT 0 NOT NULL,
	"followers_count" integer DEFAULT 0 NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B') || setweight(to_tsvector('simple', coalesce(city, '') || ' ' || coalesce(address, '')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "businesses_counts_non_negative" CHECK ("businesses"."reviews_count" >= 0 and "businesses"."rating_total" >= 0 and "businesses"."followers_count" >= 0),
	CONSTRAINT "businesses_rating_in_range" CHECK ("businesses"."rating_total" between "businesses"."reviews_count" and 5 * "businesses"."reviews_count")
);
--> statement-breakpoint
CREATE TABLE "business_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"user_id" integer,
	"rating" smallint NOT NULL,
	"comment" text,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_reviews_rating_range" CHECK ("business_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "business_follows" (
	"user_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_follows_user_id_business_id_pk" PRIMARY KEY("user_id","business_id")
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_reviews" ADD CONSTRAINT "business_reviews_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_reviews" ADD CONSTRAINT "business_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_follows" ADD CONSTRAINT "business_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_follows" ADD CONSTRAINT "business_follows_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "businesses_listed_name_idx" ON "businesses" USING btree ("name","id") WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "businesses_listed_city_name_idx" ON "businesses" USING btree ("city","name","id") WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "businesses_listed_category_name_idx" ON "businesses" USING btree ("category_id","name","id") WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "businesses_listed_verified_name_idx" ON "businesses" USING btree ("name","id") WHERE status = 'approved' and is_verified;--> statement-breakpoint
CREATE INDEX "businesses_search_idx" ON "businesses" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "businesses_user_idx" ON "businesses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "businesses_pending_idx" ON "businesses" USING btree ("created_at") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "business_reviews_member_unique" ON "business_reviews" USING btree ("business_id","user_id") WHERE "business_reviews"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "business_reviews_newest_idx" ON "business_reviews" USING btree ("business_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "business_reviews_user_idx" ON "business_reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "business_follows_user_newest_idx" ON "business_follows" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "business_follows_business_idx" ON "business_follows" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "users_verification_requested_idx" ON "users" USING btree ("verification_requested_at") WHERE "users"."verification_requested_at" is not null;