-- hand-written (issue 22, decision 62): search_candidates() as in 0032, with two changes.
--  1. A last word that is not a known title word (the type-ahead's "incub", "startu") is read as the
--     known words it begins (search_words), ORed as exact words, when there are 1 to 20 of them; the
--     index's prefix match over both configurations is kept for shorter, commoner prefixes.
--  2. The typo (g) and trigram (h) tiers read at most max_rows, as the others do (they read 200).
--  3. The title-prefix tier's rows count against max_rows (they came on top of it): a common word
--     reads max_rows documents, not max_rows + 50.
--  4. The typo tier leaves out the title tier's rows, as the body tier does: a title holding the
--     words and their close known words came twice ("kitchen vermic").
-- The function keeps its signature, settings and generic plan.
CREATE OR REPLACE FUNCTION search_candidates(tsq tsquery, title_tsq tsquery, title_exact tsquery, q text, words text[], max_rows integer)
RETURNS SETOF search_documents
LANGUAGE plpgsql STABLE SECURITY DEFINER
SET search_path = public, pg_catalog
SET enable_seqscan = off
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  last text := words[cardinality(words)];
  known text[];
BEGIN
  -- the last word read as a prefix ("priy" for "Priya") costs ten times the exact word in the
  -- index: when the titles already hold that word as typed, the exact words are enough
  IF title_exact IS NOT NULL AND cardinality(words) > 0 AND EXISTS (SELECT 1 FROM search_words s
      WHERE s.tenant_id = NULLIF(current_setting('app.tenant_id', true), '') AND s.word = last) THEN
    title_tsq := title_exact;
  ELSIF cardinality(words) > 0 AND char_length(last) >= 3 THEN
    -- otherwise the known title words it begins (search_words, the primary key's range): a few
    -- exact words cost a sixth of the index's prefix match over both configurations ("incub":
    -- 17 ms → 2.6 ms at a million documents). Many of them (a short prefix): the prefix match.
    SELECT array_agg(k.word) INTO known FROM (
      SELECT s.word FROM search_words s
      WHERE s.tenant_id = NULLIF(current_setting('app.tenant_id', true), '')
        AND s.word >= last AND s.word < last || chr(1114111) AND starts_with(s.word, last)
      ORDER BY s.word LIMIT 21
    ) k;
    IF cardinality(known) BETWEEN 1 AND 20 THEN
      title_tsq := to_tsquery('simple', array_to_string(ARRAY(SELECT quote_literal(k) FROM unnest(known) k), ' | '));
      IF cardinality(words) > 1 THEN
        title_tsq := to_tsquery('english', array_to_string(words[1:cardinality(words) - 1], ' & ')) && title_tsq;
      END IF;
    END IF;
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
    LIMIT greatest(0, max_rows - (SELECT count(*) FROM p))
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
      AND NOT coalesce(d.tsv @@ tsq, false) AND NOT coalesce(d.title_tsv @@ title_tsq, false)
      AND d.doc_id NOT IN (SELECT doc_id FROM p)
      AND (SELECT count(*) FROM t) + (SELECT count(*) FROM b) + (SELECT count(*) FROM p) < 20
    LIMIT least(200, max_rows)
  ), h AS (
    -- still nothing: whole titles close by trigrams ("did you mean", a name written as one word)
    SELECT * FROM search_documents d
    WHERE d.tenant_id = NULLIF(current_setting('app.tenant_id', true), '') AND d.title % q
      AND NOT coalesce(d.tsv @@ tsq, false) AND d.doc_id NOT IN (SELECT doc_id FROM p)
      AND NOT EXISTS (SELECT FROM t) AND NOT EXISTS (SELECT FROM b) AND NOT EXISTS (SELECT FROM p) AND NOT EXISTS (SELECT FROM g)
    ORDER BY similarity(d.title, q) DESC
    LIMIT least(200, max_rows)
  )
  SELECT * FROM p UNION ALL SELECT * FROM t UNION ALL SELECT * FROM b UNION ALL SELECT * FROM g
  UNION ALL SELECT * FROM h
  LIMIT max_rows;
END
$$;
