-- Unit progress (issue 8): a learner's completed units, a tenant table under row-level security
-- like program_enrollments (0006_tenant_rls.sql): forced RLS, the tenant policy, same-tenant keys.
CREATE TABLE "unit_progress" (
	"progress_id" serial PRIMARY KEY NOT NULL,
	"tenant_id" text DEFAULT nullif(current_setting('app.tenant_id', true), '') NOT NULL,
	"user_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "unit_progress" ADD CONSTRAINT "unit_progress_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_progress" ADD CONSTRAINT "unit_progress_program_id_programs_program_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("program_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_progress" ADD CONSTRAINT "unit_progress_unit_id_units_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("unit_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "unit_progress_tenant_user_unit_uq" ON "unit_progress" USING btree ("tenant_id","user_id","unit_id");--> statement-breakpoint
CREATE INDEX "unit_progress_tenant_user_program_idx" ON "unit_progress" USING btree ("tenant_id","user_id","program_id");--> statement-breakpoint
CREATE UNIQUE INDEX "units_id_tenant_uq" ON "units" ("unit_id", "tenant_id");--> statement-breakpoint
ALTER TABLE "unit_progress" ADD CONSTRAINT "unit_progress_program_id_same_tenant_fk" FOREIGN KEY ("program_id", "tenant_id") REFERENCES "programs" ("program_id", "tenant_id");--> statement-breakpoint
ALTER TABLE "unit_progress" ADD CONSTRAINT "unit_progress_unit_id_same_tenant_fk" FOREIGN KEY ("unit_id", "tenant_id") REFERENCES "units" ("unit_id", "tenant_id");--> statement-breakpoint
ALTER TABLE "unit_progress" ADD CONSTRAINT "unit_progress_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "tenants" ("tenant_id");--> statement-breakpoint
ALTER TABLE "unit_progress" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "unit_progress" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "unit_progress_tenant_isolation" ON "unit_progress" USING ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')) WITH CHECK ("tenant_id" = NULLIF(current_setting('app.tenant_id', true), ''));
