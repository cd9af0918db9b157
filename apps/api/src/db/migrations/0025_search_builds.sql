CREATE TABLE "search_builds" (
	"build_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"documents" integer NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_builds_kind_uq" ON "search_builds" USING btree ("tenant_id","kind");--> statement-breakpoint
-- hand-written: the tenant FK, forced row-level security and the tenant policy
ALTER TABLE "search_builds" ADD CONSTRAINT "search_builds_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "search_builds" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "search_builds" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "search_builds_tenant_isolation" ON "search_builds" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));
--> statement-breakpoint
-- hand-written: the search's candidates (issue 22, decision 41). Under row-level security the planner
-- may not use the GIN indexes for `@@` and `%` (they are not leakproof), so a search over a large
-- index would read every row. This function (SECURITY DEFINER: it runs as the tables' owner) applies
-- the very tenant rule of the policy itself, then lets the indexes find the matches; the caller ranks
-- them and filters by audience. Without a tenant set it finds nothing, as the policy does.
CREATE FUNCTION search_candidates(tsq tsquery, title_tsq tsquery, q text, max_rows integer)
RETURNS SETOF search_documents
LANGUAGE sql STABLE SECURITY DEFINER
SET search_path = public, pg_catalog
AS $$
  -- title matches first, then body matches; titles close by trigrams only when few matched (names,
  -- typos), the closest 200
  WITH t AS (
    SELECT * FROM search_documents d
    WHERE d.tenant_id = NULLIF(current_setting('app.tenant_id', true), '') AND d.tsv @@ title_tsq
    LIMIT max_rows
  ), b AS (
    SELECT * FROM search_documents d
    WHERE d.tenant_id = NULLIF(current_setting('app.tenant_id', true), '') AND d.tsv @@ tsq
      AND NOT coalesce(d.tsv @@ title_tsq, false) AND (SELECT count(*) FROM t) < max_rows
    LIMIT max_rows
  ), g AS (
    SELECT * FROM search_documents d
    WHERE d.tenant_id = NULLIF(current_setting('app.tenant_id', true), '') AND (d.title % q OR q <% d.title)
      AND NOT coalesce(d.tsv @@ tsq, false) AND (SELECT count(*) FROM t) + (SELECT count(*) FROM b) < 50
    ORDER BY greatest(similarity(d.title, q), word_similarity(q, d.title)) DESC
    LIMIT 200
  )
  SELECT * FROM t UNION ALL SELECT * FROM b UNION ALL SELECT * FROM g
  LIMIT max_rows
$$;
