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
