ALTER TABLE "search_words" ADD COLUMN "uses" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Typo corrections offered only words that some row still uses (modules/search/search-words.table.ts): 0013 learned
-- words and never forgot them, so a deleted or reworded event, listing or job left its words behind as corrections.
-- Now each word counts the rows whose searched text holds it; the triggers move the counts with the rows (inserted
-- and deleted rows once per statement, edits row by row) and a word goes when its count reaches nought. Words are
-- counted in word order within a statement, so two writes that share words lock them in the same order. English stop
-- words ('with', 'from', 'this'), which search ignores anyway, are no longer kept: nearly every description has them,
-- and counting them would make every write wait on the same few rows.
DROP TRIGGER events_search_words_inserted ON events;--> statement-breakpoint
DROP TRIGGER events_search_words_edited ON events;--> statement-breakpoint
DROP TRIGGER businesses_search_words_inserted ON businesses;--> statement-breakpoint
DROP TRIGGER businesses_search_words_edited ON businesses;--> statement-breakpoint
DROP TRIGGER jobs_search_words_inserted ON jobs;--> statement-breakpoint
DROP TRIGGER jobs_search_words_edited ON jobs;--> statement-breakpoint
DROP FUNCTION search_words_learn_inserted();--> statement-breakpoint
DROP FUNCTION search_words_learn_edited();--> statement-breakpoint
-- The words of one row's searched text, each once: letters only, 4 to 40 of them, no English stop word.
CREATE FUNCTION search_words_of(document text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT lexeme FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, document))) AS lexeme
  WHERE lexeme ~ '^[[:alpha:]]{4,40}$' AND to_tsvector('english'::regconfig, lexeme) <> ''::tsvector
$$;--> statement-breakpoint
-- Moves each word's count by its delta, in word order, and drops the words no row uses any more.
CREATE FUNCTION search_words_count(words text[], deltas bigint[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (word, uses)
  SELECT word, delta FROM unnest(words, deltas) AS counted(word, delta) WHERE delta <> 0 ORDER BY word
  ON CONFLICT (word) DO UPDATE SET uses = search_words.uses + excluded.uses;
  DELETE FROM search_words WHERE word = ANY(words) AND uses <= 0;
$$;--> statement-breakpoint
-- Inserted rows count up, deleted rows count down, once per statement (a bulk load or an account's deletion pays
-- one pass). The triggers' arguments name the searched columns.
CREATE FUNCTION search_words_count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'SELECT search_words_count(array_agg(word ORDER BY word), array_agg(delta ORDER BY word)) FROM ('
    'SELECT word, count(*) * %s AS delta FROM %I, search_words_of(concat_ws('' '', %s)) AS word GROUP BY word'
    ') AS counted',
    CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END,
    CASE TG_OP WHEN 'INSERT' THEN 'new_rows' ELSE 'old_rows' END,
    (SELECT string_agg(quote_ident(column_name), ', ') FROM unnest(TG_ARGV) AS column_name));
  RETURN NULL;
END
$$;--> statement-breakpoint
-- An edit of the searched columns: the words it added count up, the words it removed count down.
CREATE FUNCTION search_words_count_edited() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before text := (SELECT string_agg(coalesce(to_jsonb(OLD) ->> column_name, ''), ' ') FROM unnest(TG_ARGV) AS column_name);
  after text := (SELECT string_agg(coalesce(to_jsonb(NEW) ->> column_name, ''), ' ') FROM unnest(TG_ARGV) AS column_name);
BEGIN
  PERFORM search_words_count(array_agg(word ORDER BY word), array_agg(delta ORDER BY word))
  FROM (
    SELECT coalesce(added.word, removed.word) AS word,
      ((added.word IS NOT NULL)::int - (removed.word IS NOT NULL)::int)::bigint AS delta
    FROM search_words_of(after) AS added(word) FULL JOIN search_words_of(before) AS removed(word)
      ON added.word = removed.word
  ) AS changed
  WHERE delta <> 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER events_search_words_inserted AFTER INSERT ON events REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_count_rows('title', 'description');--> statement-breakpoint
CREATE TRIGGER events_search_words_deleted AFTER DELETE ON events REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_count_rows('title', 'description');--> statement-breakpoint
CREATE TRIGGER events_search_words_edited AFTER UPDATE OF title, description ON events
  FOR EACH ROW EXECUTE FUNCTION search_words_count_edited('title', 'description');--> statement-breakpoint
CREATE TRIGGER businesses_search_words_inserted AFTER INSERT ON businesses REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_count_rows('name', 'description', 'city', 'address');--> statement-breakpoint
CREATE TRIGGER businesses_search_words_deleted AFTER DELETE ON businesses REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_count_rows('name', 'description', 'city', 'address');--> statement-breakpoint
CREATE TRIGGER businesses_search_words_edited AFTER UPDATE OF name, description, city, address ON businesses
  FOR EACH ROW EXECUTE FUNCTION search_words_count_edited('name', 'description', 'city', 'address');--> statement-breakpoint
CREATE TRIGGER jobs_search_words_inserted AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_count_rows('title', 'company_name', 'description', 'city', 'location');--> statement-breakpoint
CREATE TRIGGER jobs_search_words_deleted AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_count_rows('title', 'company_name', 'description', 'city', 'location');--> statement-breakpoint
CREATE TRIGGER jobs_search_words_edited AFTER UPDATE OF title, company_name, description, city, location ON jobs
  FOR EACH ROW EXECUTE FUNCTION search_words_count_edited('title', 'company_name', 'description', 'city', 'location');--> statement-breakpoint
-- The counts of what exists now; the words no row uses (those of deleted rows, the stop words) go.
DELETE FROM search_words;--> statement-breakpoint
INSERT INTO search_words (word, uses)
SELECT word, count(*) FROM (
  SELECT word FROM events, search_words_of(concat_ws(' ', title, description)) AS word
  UNION ALL
  SELECT word FROM businesses, search_words_of(concat_ws(' ', name, description, city, address)) AS word
  UNION ALL
  SELECT word FROM jobs, search_words_of(concat_ws(' ', title, company_name, description, city, location)) AS word
) AS used
GROUP BY word;
