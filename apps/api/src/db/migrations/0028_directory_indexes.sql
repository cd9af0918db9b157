CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin (lower("username") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_profiles_state_idx" ON "user_profiles" USING btree ("tenant_id","state","user_id");--> statement-breakpoint
CREATE INDEX "user_profiles_headline_trgm_idx" ON "user_profiles" USING gin (lower("headline") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ventures_sector_idx" ON "ventures" USING btree ("tenant_id","sector","owner_user_id");--> statement-breakpoint
-- hand-written: the members directory's headline search (issue 21). Under row-level security the
-- planner may not use user_profiles_headline_trgm_idx for `like` (lower() and textlike are not
-- leakproof), so every search read every profile. Like search_candidates() (decision 41) this
-- function runs as the tables' owner and applies the policy's own tenant rule itself; without a
-- tenant set it finds nothing. The caller still checks what the viewer may see of each match.
CREATE FUNCTION directory_headline_matches(pattern text)
RETURNS SETOF integer
LANGUAGE sql STABLE SECURITY DEFINER
SET search_path = public, pg_catalog
AS $$
  SELECT p.user_id FROM user_profiles p
  WHERE p.tenant_id = NULLIF(current_setting('app.tenant_id', true), '') AND lower(p.headline) LIKE pattern
$$;
