ALTER TABLE "outbox_messages" ADD COLUMN "fold_state" varchar(40);--> statement-breakpoint
-- Decision 025: a deleted account's reviews go with it. Reviews of members deleted before that (kept as 'Anonymous')
-- go now, and every listing's figures are counted again from the visible reviews that remain.
DELETE FROM "business_reviews" WHERE "user_id" IS NULL;--> statement-breakpoint
UPDATE "businesses" AS b SET
  "reviews_count" = counted.reviews,
  "rating_total" = counted.stars
FROM (
  SELECT b2."id", count(r."id")::int AS reviews, coalesce(sum(r."rating"), 0)::int AS stars
  FROM "businesses" b2
  LEFT JOIN "business_reviews" r ON r."business_id" = b2."id" AND r."hidden_at" IS NULL
  GROUP BY b2."id"
) AS counted
WHERE counted."id" = b."id" AND (b."reviews_count" <> counted.reviews OR b."rating_total" <> counted.stars);
