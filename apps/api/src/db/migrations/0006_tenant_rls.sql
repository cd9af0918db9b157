-- Tenant isolation (docs/tenancy.md). Existing rows belong to the main platform's tenant: the
-- earliest tenant (the seeded default) or BHARATSTARTUPSUMMIT on a database that has none yet.
SELECT set_config('app.tenant_id', coalesce((SELECT tenant_id FROM tenants WHERE is_deleted = false ORDER BY created_at LIMIT 1), 'BHARATSTARTUPSUMMIT'), false);--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL;--> statement-breakpoint
ALTER TABLE "program_enrollments" ADD COLUMN "tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL;--> statement-breakpoint
CREATE INDEX "programs_tenant_idx" ON "programs" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "courses_tenant_idx" ON "courses" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "modules_tenant_idx" ON "modules" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "units_tenant_idx" ON "units" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "program_enrollments_tenant_idx" ON "program_enrollments" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "programs_id_tenant_uq" ON "programs" ("program_id", "tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_id_tenant_uq" ON "courses" ("course_id", "tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "modules_id_tenant_uq" ON "modules" ("module_id", "tenant_id");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_program_id_same_tenant_fk" FOREIGN KEY ("program_id", "tenant_id") REFERENCES "programs" ("program_id", "tenant_id");--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_course_id_same_tenant_fk" FOREIGN KEY ("course_id", "tenant_id") REFERENCES "courses" ("course_id", "tenant_id");--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_module_id_same_tenant_fk" FOREIGN KEY ("module_id", "tenant_id") REFERENCES "modules" ("module_id", "tenant_id");--> statement-breakpoint
ALTER TABLE "program_enrollments" ADD CONSTRAINT "program_enrollments_program_id_same_tenant_fk" FOREIGN KEY ("program_id", "tenant_id") REFERENCES "programs" ("program_id", "tenant_id");--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "programs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "programs" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "programs_tenant_isolation" ON "programs" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "courses" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "courses" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "courses_tenant_isolation" ON "courses" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "modules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "modules" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "modules_tenant_isolation" ON "modules" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "units" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "units" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "units_tenant_isolation" ON "units" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
ALTER TABLE "program_enrollments" ADD CONSTRAINT "program_enrollments_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "program_enrollments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "program_enrollments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "program_enrollments_tenant_isolation" ON "program_enrollments" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));--> statement-breakpoint
SELECT set_config('app.tenant_id', '', false);
