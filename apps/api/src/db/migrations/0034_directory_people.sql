CREATE TABLE "directory_people" (
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"user_id" integer NOT NULL,
	"search_key" text DEFAULT '' NOT NULL,
	"state" text,
	"city_key" text DEFAULT '' NOT NULL,
	"sectors" text[] DEFAULT '{}'::text[] NOT NULL,
	"stages" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "directory_people_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "directory_people" ADD CONSTRAINT "directory_people_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "directory_people_search_trgm_idx" ON "directory_people" USING gin ("search_key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "directory_people_state_idx" ON "directory_people" USING btree ("tenant_id","state");--> statement-breakpoint
CREATE INDEX "directory_people_city_idx" ON "directory_people" USING btree ("tenant_id","city_key");--> statement-breakpoint
CREATE INDEX "directory_people_sectors_idx" ON "directory_people" USING gin ("sectors") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "directory_people_stages_idx" ON "directory_people" USING gin ("stages") WITH (fastupdate=false);--> statement-breakpoint
-- hand-written (issue 21, decision 61): the tenant FK, forced row-level security and the tenant policy
ALTER TABLE "directory_people" ADD CONSTRAINT "directory_people_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "directory_people" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "directory_people" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "directory_people_tenant_isolation" ON "directory_people" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));
--> statement-breakpoint
-- hand-written: (re)computes the directory rows of the given (tenant, person) pairs from users,
-- user_profiles and ventures: a row while the person has a profile or a venture there, none after.
-- The triggers below call it in the writing statement, so the directory never lags a write.
CREATE FUNCTION directory_people_refresh(p_tenants text[], p_users integer[]) RETURNS void
LANGUAGE plpgsql
SET search_path = public, pg_catalog
AS $$
BEGIN
  WITH pairs AS (
    SELECT DISTINCT x.tenant_id, x.user_id FROM unnest(p_tenants, p_users) AS x(tenant_id, user_id)
  ), fresh AS (
    SELECT pr.tenant_id, pr.user_id,
      lower(coalesce(us.first_name, '') || ' ' || coalesce(us.last_name, '')) || E'\n' || lower(us.username)
        || E'\n' || lower(coalesce(p.headline, '')) AS search_key,
      p.state, lower(coalesce(p.city, '')) AS city_key,
      coalesce(vs.sectors, '{}'::text[]) AS sectors, coalesce(vs.stages, '{}'::text[]) AS stages
    FROM pairs pr
    JOIN users us ON us.user_id = pr.user_id
    LEFT JOIN user_profiles p ON p.tenant_id = pr.tenant_id AND p.user_id = pr.user_id
    LEFT JOIN LATERAL (
      SELECT array_agg(DISTINCT w.sector) AS sectors, array_agg(DISTINCT w.stage) AS stages
      FROM ventures w WHERE w.tenant_id = pr.tenant_id AND w.owner_user_id = pr.user_id
        AND w.visibility IN ('public', 'members')
    ) vs ON true
    WHERE p.user_id IS NOT NULL
      OR EXISTS (SELECT 1 FROM ventures w WHERE w.tenant_id = pr.tenant_id AND w.owner_user_id = pr.user_id)
  ), gone AS (
    DELETE FROM directory_people d USING pairs pr
    WHERE d.tenant_id = pr.tenant_id AND d.user_id = pr.user_id
      AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.tenant_id = pr.tenant_id AND f.user_id = pr.user_id)
  )
  INSERT INTO directory_people AS d (tenant_id, user_id, search_key, state, city_key, sectors, stages)
  SELECT f.tenant_id, f.user_id, f.search_key, f.state, f.city_key, f.sectors, f.stages FROM fresh f
  ON CONFLICT (tenant_id, user_id) DO UPDATE SET search_key = excluded.search_key, state = excluded.state,
    city_key = excluded.city_key, sectors = excluded.sectors, stages = excluded.stages
  WHERE (d.search_key, d.state, d.city_key, d.sectors, d.stages)
    IS DISTINCT FROM (excluded.search_key, excluded.state, excluded.city_key, excluded.sectors, excluded.stages);
END
$$;--> statement-breakpoint
-- a profile or venture written, moved or deleted: its (tenant, person) pairs, old and new, refreshed
-- once per statement; the trigger's argument names the person's column (user_id, or a venture's owner_user_id)
CREATE FUNCTION directory_people_on_profile() RETURNS trigger
LANGUAGE plpgsql
SET search_path = public, pg_catalog
AS $$
DECLARE
  who text := TG_ARGV[0];
  written text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT tenant_id, %I AS person FROM new_rows', who)
    WHEN 'DELETE' THEN format('SELECT tenant_id, %I AS person FROM old_rows', who)
    ELSE format('SELECT tenant_id, %1$I AS person FROM old_rows UNION SELECT tenant_id, %1$I FROM new_rows', who)
  END;
  t text[];
  u integer[];
BEGIN
  EXECUTE format('SELECT array_agg(tenant_id), array_agg(person) FROM (%s) x', written) INTO t, u;
  PERFORM directory_people_refresh(t, u);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER directory_people_profile_insert AFTER INSERT ON user_profiles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION directory_people_on_profile('user_id');--> statement-breakpoint
CREATE TRIGGER directory_people_profile_update AFTER UPDATE ON user_profiles
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION directory_people_on_profile('user_id');--> statement-breakpoint
CREATE TRIGGER directory_people_profile_delete AFTER DELETE ON user_profiles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION directory_people_on_profile('user_id');--> statement-breakpoint
CREATE TRIGGER directory_people_venture_insert AFTER INSERT ON ventures
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION directory_people_on_profile('owner_user_id');--> statement-breakpoint
CREATE TRIGGER directory_people_venture_update AFTER UPDATE ON ventures
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION directory_people_on_profile('owner_user_id');--> statement-breakpoint
CREATE TRIGGER directory_people_venture_delete AFTER DELETE ON ventures
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION directory_people_on_profile('owner_user_id');--> statement-breakpoint
-- a person renamed: users is not a tenant table, and their rows may be in several tenants. Under
-- forced row-level security only the current tenant's rows are in reach, so this runs as the
-- owner and visits each tenant in turn (a rename is rare), then restores the caller's tenant.
CREATE FUNCTION directory_people_on_rename() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public, pg_catalog
AS $$
DECLARE
  renamed integer[];
  saved text := current_setting('app.tenant_id', true);
  t text;
BEGIN
  SELECT array_agg(n.user_id) INTO renamed FROM new_rows n JOIN old_rows o ON o.user_id = n.user_id
  WHERE (n.first_name, n.last_name, n.username) IS DISTINCT FROM (o.first_name, o.last_name, o.username);
  IF renamed IS NULL THEN RETURN NULL; END IF;
  FOR t IN SELECT tenant_id FROM tenants LOOP
    PERFORM set_config('app.tenant_id', t, true);
    PERFORM directory_people_refresh(array_agg(t), array_agg(d.user_id))
      FROM directory_people d WHERE d.tenant_id = t AND d.user_id = ANY (renamed) HAVING count(*) > 0;
  END LOOP;
  PERFORM set_config('app.tenant_id', coalesce(saved, ''), true);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER directory_people_user_rename AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION directory_people_on_rename();--> statement-breakpoint
-- hand-written: the directory's candidates for the filters given (null: not filtering on it), in
-- the caller's tenant, newest members first below `before`. Runs as the owner and applies the
-- policy's tenant rule itself, as search_candidates() does (decision 41): under row-level security
-- `like` is not leakproof and the planner would not use the trigram index. Only the conditions
-- given are in the statement, so each call is planned for its own values and PostgreSQL combines
-- the indexes (BitmapAnd) before it reads a row. The caller checks each candidate's own rows and
-- what the viewer may see.
CREATE FUNCTION directory_candidates(p_like text, p_state text, p_city text, p_sector text, p_stage text, p_before integer)
RETURNS SETOF integer
LANGUAGE plpgsql STABLE SECURITY DEFINER
SET search_path = public, pg_catalog
ROWS 100
AS $$
DECLARE
  tenant text := NULLIF(current_setting('app.tenant_id', true), '');
  q text := 'SELECT d.user_id FROM directory_people d WHERE d.tenant_id = $1';
BEGIN
  IF tenant IS NULL THEN RETURN; END IF;
  IF p_like IS NOT NULL THEN q := q || ' AND d.search_key LIKE $2'; END IF;
  IF p_state IS NOT NULL THEN q := q || ' AND d.state = $3'; END IF;
  IF p_city IS NOT NULL THEN q := q || ' AND d.city_key = $4'; END IF;
  IF p_sector IS NOT NULL THEN q := q || ' AND d.sectors @> ARRAY[$5]'; END IF;
  IF p_stage IS NOT NULL THEN q := q || ' AND d.stages @> ARRAY[$6]'; END IF;
  IF p_before IS NOT NULL THEN q := q || ' AND d.user_id < $7'; END IF;
  RETURN QUERY EXECUTE q USING tenant, p_like, p_state, p_city, p_sector, p_stage, p_before;
END
$$;--> statement-breakpoint
-- hand-written: the rows of everyone who has a profile or a venture today, tenant by tenant (the
-- policy's check holds even when the migrating role is not a superuser)
DO $$
DECLARE
  t text;
BEGIN
  FOR t IN SELECT tenant_id FROM tenants LOOP
    PERFORM set_config('app.tenant_id', t, true);
    PERFORM directory_people_refresh(array_agg(x.tenant_id), array_agg(x.user_id))
    FROM (SELECT tenant_id, user_id FROM user_profiles WHERE tenant_id = t
          UNION SELECT tenant_id, owner_user_id FROM ventures WHERE tenant_id = t) x
    HAVING count(*) > 0;
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END
$$;
--> statement-breakpoint
-- the planner needs the new table's statistics before autovacuum would gather them
ANALYZE "directory_people";
