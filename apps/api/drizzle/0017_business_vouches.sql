-- Vouches: a confirmed member's word for a business they have used, one each, counted on the listing (decision 032).
CREATE TABLE "business_vouches" (
	"user_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"note" varchar(280) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_vouches_business_id_user_id_pk" PRIMARY KEY("business_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "businesses" DROP CONSTRAINT "businesses_counts_non_negative";--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "vouches_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_vouches" ADD CONSTRAINT "business_vouches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_vouches" ADD CONSTRAINT "business_vouches_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_vouches_newest_idx" ON "business_vouches" USING btree ("business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "business_vouches_user_idx" ON "business_vouches" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_counts_non_negative" CHECK ("businesses"."reviews_count" >= 0 and "businesses"."rating_total" >= 0 and "businesses"."followers_count" >= 0 and "businesses"."vouches_count" >= 0);