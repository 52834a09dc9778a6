CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"title" varchar(150) NOT NULL,
	"description" text NOT NULL,
	"requirements" text[] DEFAULT '{}'::text[] NOT NULL,
	"benefits" text[] DEFAULT '{}'::text[] NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"company_name" varchar(150) NOT NULL,
	"company_logo" varchar(2048),
	"company_website" varchar(2048),
	"location" varchar(200) NOT NULL,
	"city" varchar(100) NOT NULL,
	"province" varchar(60),
	"job_type" varchar(20) NOT NULL,
	"experience_level" varchar(20) NOT NULL,
	"is_remote" boolean DEFAULT false NOT NULL,
	"salary_min" numeric(12, 2),
	"salary_max" numeric(12, 2),
	"currency" varchar(3) NOT NULL,
	"salary_period" varchar(10) NOT NULL,
	"work_eligibility" varchar(30) NOT NULL,
	"contact_email" varchar(254) NOT NULL,
	"contact_phone" varchar(30),
	"application_url" varchar(2048),
	"status" varchar(20) DEFAULT 'published' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"applications_count" integer DEFAULT 0 NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(company_name, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C') || setweight(to_tsvector('simple', coalesce(city, '') || ' ' || coalesce(location, '')), 'D')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_applications_count_non_negative" CHECK ("jobs"."applications_count" >= 0),
	CONSTRAINT "jobs_salary_range" CHECK ("jobs"."salary_min" is null or "jobs"."salary_max" is null or "jobs"."salary_max" >= "jobs"."salary_min")
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"cover_note" text NOT NULL,
	"cv_key" varchar(200),
	"cv_name" varchar(200),
	"cv_size" integer,
	"cv_type" varchar(100),
	"status" varchar(20) DEFAULT 'submitted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_applications_job_user_unique" UNIQUE("job_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_published_created_idx" ON "jobs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"expires_at") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "jobs_published_city_created_idx" ON "jobs" USING btree ("city","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"expires_at") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "jobs_published_category_created_idx" ON "jobs" USING btree ("category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"expires_at") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "jobs_published_type_created_idx" ON "jobs" USING btree ("job_type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"expires_at") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "jobs_published_level_created_idx" ON "jobs" USING btree ("experience_level","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"expires_at") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "jobs_published_remote_created_idx" ON "jobs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"expires_at") WHERE status = 'published' and is_remote;--> statement-breakpoint
CREATE INDEX "jobs_published_expires_idx" ON "jobs" USING btree ("expires_at") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "jobs_user_idx" ON "jobs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "job_applications_user_idx" ON "job_applications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_applications_job_created_idx" ON "job_applications" USING btree ("job_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_applications_job_new_idx" ON "job_applications" USING btree ("job_id") WHERE status = 'submitted';