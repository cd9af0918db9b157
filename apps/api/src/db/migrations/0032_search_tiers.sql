CREATE TABLE "search_words" (
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_tenant_id_word_pk" PRIMARY KEY("tenant_id","word")
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "title_tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', coalesce(title, '')) || to_tsvector('simple', coalesce(title, ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_documents_title_tsv_idx" ON "search_documents" USING gin ("title_tsv");--> statement-breakpoint
-- hand-written: the tenant FK, forced row-level security and the tenant policy
ALTER TABLE "search_words" ADD CONSTRAINT "search_words_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "search_words" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "search_words" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "search_words_tenant_isolation" ON "search_words" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));
--> statement-breakpoint
-- hand-written: every write of a document notes its title's words (three letters or more), once per
-- statement whatever the number of rows (a bulk load, the rebuild runner's pages)
CREATE FUNCTION search_words_note() RETURNS trigger
LANGUAGE plpgsql
SET search_path = public, pg_catalog
AS $$
BEGIN
  INSERT INTO search_words (tenant_id, word)
  SELECT DISTINCT n.tenant_id, w.word
  FROM new_rows n CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector('simple', n.title))) AS w(word)
  WHERE char_length(w.word) >= 3
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_words_on_insert AFTER INSERT ON search_documents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_note();--> statement-breakpoint
CREATE TRIGGER search_words_on_update AFTER UPDATE ON search_documents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_note();--> statement-breakpoint
-- hand-written: a word no title of the tenant holds any more (a document deleted or retitled, a
-- person erased) leaves the table in the same statement. SECURITY DEFINER with the tenant rule
-- applied inside, as search_candidates(): the check is one index lookup per word, which row-level
-- security would otherwise keep the planner from using.
CREATE FUNCTION search_words_prune() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public, pg_catalog
SET enable_seqscan = off
AS $$
BEGIN
  -- the words the statement took away: the old titles' words, less (on an update) the new titles'
  IF TG_OP = 'UPDATE' THEN
    WITH gone AS (
      SELECT o.tenant_id, w.word FROM old_rows o
        CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector('simple', o.title))) AS w(word)
      EXCEPT
      SELECT n.tenant_id, w.word FROM new_rows n
        CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector('simple', n.title))) AS w(word)
    )
    DELETE FROM search_words s USING gone
    WHERE s.tenant_id = gone.tenant_id AND s.word = gone.word
      AND gone.tenant_id = NULLIF(current_setting('app.tenant_id', true), '')
      AND NOT EXISTS (SELECT 1 FROM search_documents d
        WHERE d.tenant_id = gone.tenant_id AND d.title_tsv @@ to_tsquery('simple', quote_literal(gone.word)));
  ELSE
    WITH gone AS (
      SELECT DISTINCT o.tenant_id, w.word FROM old_rows o
        CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector('simple', o.title))) AS w(word)
    )
    DELETE FROM search_words s USING gone
    WHERE s.tenant_id = gone.tenant_id AND s.word = gone.word
      AND gone.tenant_id = NULLIF(current_setting('app.tenant_id', true), '')
      AND NOT EXISTS (SELECT 1 FROM search_documents d
        WHERE d.tenant_id = gone.tenant_id AND d.title_tsv @@ to_tsquery('simple', quote_literal(gone.word)));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- (after search_words_on_update by name: the new titles' words are noted first)
CREATE TRIGGER search_words_prune_on_delete AFTER DELETE ON search_documents
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_prune();--> statement-breakpoint
CREATE TRIGGER search_words_prune_on_update AFTER UPDATE ON search_documents
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_prune();--> statement-breakpoint
INSERT INTO search_words (tenant_id, word)
SELECT DISTINCT d.tenant_id, w.word
FROM search_documents d CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector('simple', d.title))) AS w(word)
WHERE char_length(w.word) >= 3
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- hand-written: titles by their start (exact names, type-ahead): a range over lower(title) in this index
CREATE INDEX "search_documents_title_prefix_idx" ON "search_documents" USING btree ("tenant_id", lower("title") text_pattern_ops);--> statement-breakpoint
-- hand-written: the search's candidates in tiers (issue 22, decision 58; decision 41 for why a
-- SECURITY DEFINER function). At a million documents a common word is in tens of thousands of
-- titles and a tenth of the bodies, and the old candidates read the whole `tsv` (a weight check on
-- every row holding the word anywhere) or, misled by the row estimate under a LIMIT, scanned the
-- table. Now, each tier read only when the ones before it found few:
--  p  titles that start with the query (exact names, "उद्यमिता" for "उद्यमिता की पहली सीढ़ी"), at most 50,
--     read first so a cap never drops them;
--  t  titles holding every word (title_tsv, a small index), at most max_rows;
--  b  bodies holding every word, only when the titles gave fewer than 20 (a page);
--  g  titles holding, for every query word, the word or one of the three known words closest to it
--     (search_words, trigrams: typos, partial names), only when still fewer than 20, at most 200;
--  h  whole titles close by trigrams, only when all of that found nothing, the closest 200.
-- (The trigram tier over every title this replaces took seconds at a million documents for
-- a word such as "mentr", whose trigrams half the titles share.)
-- PL/pgSQL, not SQL, with one generic plan: made once per connection and kept (an SQL function's
-- is made again on every call, ~5 ms for this one; a custom plan per call cost 1–4 ms). enable_seqscan = off: under `LIMIT` the planner trusts its (poor) estimate of how many rows a
-- tsquery matches and prefers walking the table; these reads are index reads or nothing.
DROP FUNCTION IF EXISTS search_candidates(tsquery, tsquery, text, integer);--> statement-breakpoint
CREATE FUNCTION search_candidates(tsq tsquery, title_tsq tsquery, title_exact tsquery, q text, words text[], max_rows integer)
RETURNS SETOF search_documents
LANGUAGE plpgsql STABLE SECURITY DEFINER
SET search_path = public, pg_catalog
SET enable_seqscan = off
SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
  -- the last word read as a prefix ("priy" for "Priya") costs ten times the exact word in the
  -- index: when the titles already hold that word as typed, the exact words are enough
  IF title_exact IS NOT NULL AND cardinality(words) > 0 AND EXISTS (SELECT 1 FROM search_words s
      WHERE s.tenant_id = NULLIF(current_setting('app.tenant_id', true), '') AND s.word = words[cardinality(words)]) THEN
    title_tsq := title_exact;
  END IF;
  RETURN QUERY
  WITH p AS (
    SELECT * FROM search_documents d
    WHERE d.tenant_id = NULLIF(current_setting('app.tenant_id', true), '')
      AND lower(d.title) ~>=~ lower(q) AND lower(d.title) ~<~ (lower(q) || chr(1114111))
    LIMIT 50
  ), t AS (
    SELECT * FROM search_documents d
    WHERE d.tenant_id = NULLIF(current_setting('app.tenant_id', true), '') AND d.title_tsv @@ title_tsq
      AND d.doc_id NOT IN (SELECT doc_id FROM p)
    LIMIT max_rows
  ), b AS (
    SELECT * FROM search_documents d
    WHERE d.tenant_id = NULLIF(current_setting('app.tenant_id', true), '') AND d.tsv @@ tsq
      AND NOT coalesce(d.title_tsv @@ title_tsq, false) AND d.doc_id NOT IN (SELECT doc_id FROM p)
      AND (SELECT count(*) FROM t) + (SELECT count(*) FROM p) < 20
    LIMIT max_rows
  ), f AS MATERIALIZED (
    -- each query word, or the known words closest to it (search_words): "deshmuk" → "deshmukh"
    SELECT to_tsquery('simple', string_agg('(' || alts || ')', ' & ')) AS fq FROM (
      SELECT u.i, string_agg(quote_literal(c.word), ' | ') AS alts
      FROM unnest(words) WITH ORDINALITY AS u(w, i)
      CROSS JOIN LATERAL (
        SELECT s.word FROM search_words s
        WHERE s.tenant_id = NULLIF(current_setting('app.tenant_id', true), '') AND s.word % u.w
        ORDER BY similarity(s.word, u.w) DESC, s.word LIMIT 3
      ) c
      GROUP BY u.i
    ) x
    HAVING count(*) > 0
  ), g AS (
    SELECT * FROM search_documents d
    WHERE d.tenant_id = NULLIF(current_setting('app.tenant_id', true), '') AND d.title_tsv @@ (SELECT f.fq FROM f)
      AND NOT coalesce(d.tsv @@ tsq, false) AND d.doc_id NOT IN (SELECT doc_id FROM p)
      AND (SELECT count(*) FROM t) + (SELECT count(*) FROM b) + (SELECT count(*) FROM p) < 20
    LIMIT 200
  ), h AS (
    -- still nothing: whole titles close by trigrams ("did you mean", a name written as one word)
    SELECT * FROM search_documents d
    WHERE d.tenant_id = NULLIF(current_setting('app.tenant_id', true), '') AND d.title % q
      AND NOT coalesce(d.tsv @@ tsq, false) AND d.doc_id NOT IN (SELECT doc_id FROM p)
      AND NOT EXISTS (SELECT FROM t) AND NOT EXISTS (SELECT FROM b) AND NOT EXISTS (SELECT FROM p) AND NOT EXISTS (SELECT FROM g)
    ORDER BY similarity(d.title, q) DESC
    LIMIT 200
  )
  SELECT * FROM p UNION ALL SELECT * FROM t UNION ALL SELECT * FROM b UNION ALL SELECT * FROM g
  UNION ALL SELECT * FROM h
  LIMIT max_rows + 50;
END
$$;
