CREATE TABLE "search_words" (
	"word" varchar(40) PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "fold_state" varchar(40);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
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
--> statement-breakpoint
-- Typo tolerance beyond titles (modules/search/search-words.table.ts): the words, as typed (lower case, not stemmed), of
-- the text each searched table is searched by (the triggers' arguments name those columns). New rows are learned once
-- per statement, so a bulk load pays one INSERT … SELECT; an edit of those columns, row by row. What exists is learned
-- now.
CREATE FUNCTION search_words_learn_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO search_words (word) SELECT DISTINCT lexeme FROM new_rows, '
    'unnest(tsvector_to_array(to_tsvector(''simple'', concat_ws('' '', %s)))) AS lexeme '
    'WHERE lexeme ~ ''^[[:alpha:]]{4,40}$'' ON CONFLICT DO NOTHING',
    (SELECT string_agg(quote_ident(column_name), ', ') FROM unnest(TG_ARGV) AS column_name));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION search_words_learn_edited() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT lexeme
  FROM unnest(tsvector_to_array(to_tsvector('simple', (
    SELECT string_agg(coalesce(to_jsonb(NEW) ->> column_name, ''), ' ') FROM unnest(TG_ARGV) AS column_name
  )))) AS lexeme
  WHERE lexeme ~ '^[[:alpha:]]{4,40}$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER events_search_words_inserted AFTER INSERT ON events REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_learn_inserted('title', 'description');--> statement-breakpoint
CREATE TRIGGER events_search_words_edited AFTER UPDATE OF title, description ON events
  FOR EACH ROW EXECUTE FUNCTION search_words_learn_edited('title', 'description');--> statement-breakpoint
CREATE TRIGGER businesses_search_words_inserted AFTER INSERT ON businesses REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_learn_inserted('name', 'description', 'city', 'address');--> statement-breakpoint
CREATE TRIGGER businesses_search_words_edited AFTER UPDATE OF name, description, city, address ON businesses
  FOR EACH ROW EXECUTE FUNCTION search_words_learn_edited('name', 'description', 'city', 'address');--> statement-breakpoint
CREATE TRIGGER jobs_search_words_inserted AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_learn_inserted('title', 'company_name', 'description', 'city', 'location');--> statement-breakpoint
CREATE TRIGGER jobs_search_words_edited AFTER UPDATE OF title, company_name, description, city, location ON jobs
  FOR EACH ROW EXECUTE FUNCTION search_words_learn_edited('title', 'company_name', 'description', 'city', 'location');--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT lexeme FROM (
  SELECT unnest(tsvector_to_array(to_tsvector('simple', concat_ws(' ', title, description)))) AS lexeme FROM events
  UNION ALL
  SELECT unnest(tsvector_to_array(to_tsvector('simple', concat_ws(' ', name, description, city, address)))) FROM businesses
  UNION ALL
  SELECT unnest(tsvector_to_array(to_tsvector('simple', concat_ws(' ', title, company_name, description, city, location))))
  FROM jobs
) AS words
WHERE lexeme ~ '^[[:alpha:]]{4,40}$'
ON CONFLICT DO NOTHING;
